import { useId, type SelectHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  /** The translated error: the select is marked invalid and describes itself with it. */
  error?: string;
  /** Help under the select when there is no error. */
  hint?: string;
}

/** A labelled native select in the look of the kit's TextField (the kit has no select). */
export function SelectField({ label, options, id, error, hint, className, ...rest }: SelectFieldProps) {
  const theme = useTheme();
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const messageId = `${selectId}-message`;
  const message = error || hint;
  return (
    <div className={className} css={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }}>
      <label
        htmlFor={selectId}
        css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium, color: theme.colors.textMuted }}
      >
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        css={{
          minHeight: 44,
          padding: theme.space(0, 9, 0, 3),
          borderRadius: theme.radii.md,
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          background: `${theme.colors.surfaceSunken} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%23a9a28c' stroke-width='1.6' stroke-linecap='round'/%3E%3C/svg%3E") no-repeat right 14px center`,
          color: theme.colors.text,
          font: 'inherit',
          fontSize: theme.fontSizes.md,
          appearance: 'none',
          colorScheme: theme.mode,
          cursor: 'pointer',
          boxShadow: 'inset 0 1px 2px rgba(0, 0, 0, 0.35)',
          transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
          '&:hover': { borderColor: theme.colors.borderStrong },
          '&:focus-visible': {
            outline: 'none',
            borderColor: theme.colors.primary,
            boxShadow: `0 0 0 3px ${theme.colors.focusRing}`,
          },
        }}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {message ? (
        <span
          id={messageId}
          role={error ? 'alert' : undefined}
          css={{ fontSize: theme.fontSizes.sm, color: error ? theme.colors.danger : theme.colors.textMuted }}
        >
          {message}
        </span>
      ) : null}
    </div>
  );
}
