import { forwardRef, useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { translateMessage, useT } from '@site/shared/i18n';
import { useUiTheme } from './use-ui-theme';
import { visuallyHidden } from './visually-hidden';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label?: ReactNode;
  /** Error text, or an i18n key (validation returns keys such as 'ph_account_name'): translated. */
  error?: ReactNode;
  /** Help text under the field, when there is no error. */
  hint?: ReactNode;
  /** Content at the right end of the field: a button, an icon, a captcha image. */
  adornment?: ReactNode;
  /** Show "3/12" against maxLength (SPEC §5 "Text input shows a character count against maxlength"). Default: on when maxLength is set. */
  showCount?: boolean;
  /** Class of the wrapping element (the input itself takes `className`). */
  containerClassName?: string;
}

const lengthOf = (v: unknown): number => (typeof v === 'string' || typeof v === 'number' ? String(v).length : 0);

/**
 * A labelled text input. Accessible by construction: the label points at the input, an error sets
 * aria-invalid, and the error, hint and count are linked with aria-describedby.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    hint,
    adornment,
    showCount,
    maxLength,
    id,
    value,
    defaultValue,
    onChange,
    containerClassName,
    className,
    disabled,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
  const theme = useUiTheme();
  const { t } = useT('common');
  const autoId = useId();
  const inputId = id ?? `tf-${autoId}`;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(defaultValue));
  const length = value !== undefined ? lengthOf(value) : uncontrolledLength;
  const counting = (showCount ?? maxLength !== undefined) && maxLength !== undefined && maxLength > 0;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const countId = `${inputId}-count`;
  const describedBy = [hasError ? errorId : hint ? hintId : null, counting ? countId : null, extraDescribedBy]
    .filter(Boolean)
    .join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const { colors } = theme;
  return (
    <div className={containerClassName} css={{ display: 'flex', flexDirection: 'column', gap: 6, width: '100%' }}>
      {label ? (
        <label
          htmlFor={inputId}
          css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium, color: colors.textMuted }}
        >
          {label}
        </label>
      ) : null}
      <div
        data-invalid={hasError || undefined}
        css={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 44,
          borderRadius: theme.radii.md,
          background: colors.surfaceSunken,
          border: `1px solid ${hasError ? colors.danger : colors.border}`,
          boxShadow: 'inset 0 1px 2px rgba(0, 0, 0, 0.35)',
          transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
          opacity: disabled ? 0.55 : 1,
          '&:hover': { borderColor: hasError ? colors.danger : colors.borderStrong },
          '&:focus-within': {
            borderColor: hasError ? colors.danger : colors.primary,
            boxShadow: `0 0 0 3px ${hasError ? `${colors.danger}33` : colors.focusRing}`,
          },
        }}
      >
        <input
          ref={ref}
          id={inputId}
          value={value}
          defaultValue={defaultValue}
          maxLength={maxLength}
          disabled={disabled}
          onChange={handleChange}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          className={className}
          css={{
            flex: 1,
            minWidth: 0,
            height: 42,
            padding: '0 14px',
            border: 0,
            outline: 0,
            background: 'transparent',
            color: colors.text,
            fontSize: 16, // 16 px keeps iOS from zooming into the field
            '&::placeholder': { color: colors.textSubtle },
            '&:-webkit-autofill': {
              WebkitTextFillColor: colors.text,
              WebkitBoxShadow: `0 0 0 1000px ${colors.surfaceSunken} inset`,
              caretColor: colors.text,
            },
          }}
          {...rest}
        />
        {adornment ? (
          <div css={{ display: 'flex', alignItems: 'center', paddingRight: 6, gap: 4 }}>{adornment}</div>
        ) : null}
      </div>
      {hasError || hint || counting ? (
        <div
          css={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 12,
            fontSize: theme.fontSizes.xs,
            minHeight: 16,
          }}
        >
          {hasError ? (
            <span id={errorId} role="alert" css={{ color: colors.danger }}>
              {typeof error === 'string' ? translateMessage(error) : error}
            </span>
          ) : hint ? (
            <span id={hintId} css={{ color: colors.textMuted }}>
              {hint}
            </span>
          ) : (
            <span />
          )}
          {counting ? (
            <span
              id={countId}
              css={{
                color: length >= maxLength ? colors.primary : colors.textSubtle,
                fontVariantNumeric: 'tabular-nums',
                flex: 'none',
              }}
            >
              <span aria-hidden="true">
                {length}/{maxLength}
              </span>
              <span css={visuallyHidden}>{t('char_count', { count: length, max: maxLength })}</span>
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
