import { useTheme } from '@emotion/react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlStyle, FieldError, FieldHint, labelStyle } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** An i18n key or a message. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled native select in the kit's look: error and hint linked with aria-describedby. */
export function SelectField({ label, options, error, hint, id, className, ...rest }: SelectFieldProps) {
  const theme = useTheme();
  const auto = useId();
  const selectId = id ?? `sf-${auto}`;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className} css={{ display: 'flex', flexDirection: 'column', gap: 6, width: '100%' }}>
      <label htmlFor={selectId} css={labelStyle(theme)}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={[controlStyle(theme, Boolean(error)), { padding: '0 12px', colorScheme: theme.mode }]}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={errorId} error={error} /> : hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}
