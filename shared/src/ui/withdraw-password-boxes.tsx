import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { WITHDRAW_PASSWORD_DIGITS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { useUiTheme } from './use-ui-theme';

/** An empty box (SPEC §5: "Withdraw password entry is 4 parts, initially dashes"). */
export const EMPTY_DIGIT = '-';
/** The value of four empty boxes. */
export const EMPTY_WITHDRAW_PASSWORD = EMPTY_DIGIT.repeat(WITHDRAW_PASSWORD_DIGITS);
/** Four digits, nothing else (SPEC §9 withdraw password 4 digits). */
export const isWithdrawPassword = (value: string | undefined): boolean =>
  new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`).test(value ?? '');
/** Nothing typed yet. */
export const isEmptyWithdrawPassword = (value: string | undefined): boolean =>
  (value ?? '').replaceAll(EMPTY_DIGIT, '').trim() === '';

export interface WithdrawPasswordBoxesProps {
  /** Four characters, one a box: a digit or EMPTY_DIGIT. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Names the group (the legend). */
  label: string;
  /** The translated error, tied to every box with aria-describedby. */
  error?: string;
  /** Help under the boxes when there is no error. */
  hint?: string;
  disabled?: boolean;
  'data-testid'?: string;
  /** The accessible name of box `index` (1-based) of `total`; default the common "digit n of 4". */
  digitLabel?: (index: number, total: number) => string;
}

const BOXES = Array.from({ length: WITHDRAW_PASSWORD_DIGITS }, (_, i) => i);

/**
 * The withdraw password as four one-digit boxes (SPEC §5: "4 parts, initially dashes"), for every
 * form that asks for it (the member centre's withdrawal, binding and profile, the password reset's
 * verification): typing moves on, Backspace in an empty box goes back, the arrows move, a paste or
 * a password manager fills the boxes from where it lands. Each box is masked and named "digit n of 4".
 */
export function WithdrawPasswordBoxes({
  value,
  onChange,
  onBlur,
  label,
  error,
  hint,
  disabled,
  'data-testid': testId = 'withdraw-password',
  digitLabel,
}: WithdrawPasswordBoxesProps) {
  const theme = useUiTheme();
  const { t } = useT('common');
  const id = useId();
  const messageId = `${id}-message`;
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = BOXES.map((i) => {
    const c = value[i];
    return c && /\d/.test(c) ? c : EMPTY_DIGIT;
  });
  const message = error || hint;

  const focusBox = (i: number) => {
    const box = refs.current[Math.max(0, Math.min(WITHDRAW_PASSWORD_DIGITS - 1, i))];
    box?.focus();
    box?.select();
  };
  const write = (from: number, typed: string) => {
    const next = [...digits];
    Array.from(typed).forEach((d, k) => {
      if (from + k < WITHDRAW_PASSWORD_DIGITS) next[from + k] = d;
    });
    onChange(next.join(''));
    return Math.min(from + typed.length, WITHDRAW_PASSWORD_DIGITS - 1);
  };
  const clear = (i: number) => {
    const next = [...digits];
    next[i] = EMPTY_DIGIT;
    onChange(next.join(''));
  };
  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[i] === EMPTY_DIGIT && i > 0) {
      event.preventDefault();
      clear(i - 1);
      focusBox(i - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(i - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(i + 1);
    }
  };
  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    const typed = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (typed) focusBox(write(i, typed));
  };

  return (
    <fieldset
      data-testid={testId}
      aria-describedby={message ? messageId : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
      css={{ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <legend
        css={{
          padding: 0,
          marginBottom: 6,
          fontSize: theme.fontSizes.sm,
          fontWeight: theme.fontWeights.medium,
          color: theme.colors.textMuted,
        }}
      >
        {label}
      </legend>
      <div css={{ display: 'flex', gap: theme.space(2.5) }}>
        {BOXES.map((i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="password"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            name={`withdraw_password_${i + 1}`}
            aria-label={
              digitLabel
                ? digitLabel(i + 1, WITHDRAW_PASSWORD_DIGITS)
                : t('withdraw_password_digit', { index: i + 1, total: WITHDRAW_PASSWORD_DIGITS })
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            disabled={disabled}
            value={digits[i] === EMPTY_DIGIT ? '' : digits[i]}
            placeholder={EMPTY_DIGIT}
            onFocus={(event) => event.target.select()}
            onKeyDown={(event) => onKeyDown(i, event)}
            onPaste={(event) => onPaste(i, event)}
            onChange={(event) => {
              const typed = event.target.value.replace(/\D/g, '');
              if (!typed) {
                clear(i);
                return;
              }
              const current = digits[i] ?? EMPTY_DIGIT;
              if (current !== EMPTY_DIGIT && typed.length === 2) {
                // A key typed beside the box's digit replaces it, whichever side the caret was.
                write(i, typed.replace(current, '') || current);
                focusBox(i + 1);
                return;
              }
              const last = write(i, typed);
              focusBox(typed.length > 1 ? last : i + 1);
            }}
            css={{
              width: 52,
              height: 52,
              minWidth: 0,
              flex: '0 1 52px',
              textAlign: 'center',
              fontSize: 22,
              fontWeight: theme.fontWeights.bold,
              color: theme.colors.text,
              background: theme.colors.surfaceSunken,
              border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
              borderRadius: theme.radii.md,
              boxShadow: 'inset 0 1px 2px rgba(0, 0, 0, 0.35)',
              outline: 0,
              transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
              '&::placeholder': { color: theme.colors.textMuted, opacity: 1 },
              '&:hover': { borderColor: error ? theme.colors.danger : theme.colors.borderStrong },
              '&:focus': {
                borderColor: error ? theme.colors.danger : theme.colors.primary,
                boxShadow: `0 0 0 3px ${error ? `${theme.colors.danger}33` : theme.colors.focusRing}`,
              },
              '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
            }}
          />
        ))}
      </div>
      {message ? (
        <span
          id={messageId}
          role={error ? 'alert' : undefined}
          data-testid={error ? `${testId}-error` : undefined}
          css={{ fontSize: theme.fontSizes.sm, color: error ? theme.colors.danger : theme.colors.textMuted }}
        >
          {message}
        </span>
      ) : null}
    </fieldset>
  );
}
