import { useTheme } from '@emotion/react';
import { useId, useRef, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { Field } from 'react-final-form';
import { WITHDRAW_PASSWORD_DIGITS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { EyeIcon, EyeOffIcon } from '@site/shared/ui';
import { controlStyle, FieldError, FieldHint, FieldLabel, labelStyle } from './field-parts';
import { useRegisterField } from './register-field-context';

const BOXES = Array.from({ length: WITHDRAW_PASSWORD_DIGITS }, (_, i) => i);

/** The boxes' characters, a space for an empty box. */
const boxesOf = (value: string) =>
  (value || '').padEnd(WITHDRAW_PASSWORD_DIGITS, ' ').slice(0, WITHDRAW_PASSWORD_DIGITS);
/** The form value: '' when every box is empty, otherwise one character per box. */
const valueOf = (boxes: string) => (boxes.trim() === '' ? '' : boxes);

/**
 * The withdraw password as four single-digit boxes (SPEC §3 "four digits joined", §5 "4 digits"):
 * typing moves on, Backspace in an empty box goes back and clears it, the arrows move, a paste
 * fills the boxes from where it lands. It counts as left when the focus leaves the group.
 */
export function WithdrawPasswordField({ label, required }: { label: string; required: boolean }) {
  const theme = useTheme();
  const t = useT('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const [visible, setVisible] = useState(false);
  const { serverErrors, clearServerError } = useRegisterField();
  const focusBox = (i: number) => refs.current[Math.max(0, Math.min(WITHDRAW_PASSWORD_DIGITS - 1, i))]?.focus();

  return (
    <Field<string>
      name="withdraw_password"
      subscription={{ value: true, error: true, touched: true, submitFailed: true }}
    >
      {({ input, meta }) => {
        const boxes = boxesOf(input.value);
        const error =
          (meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined) ||
          serverErrors.withdraw_password ||
          undefined;
        const set = (next: string) => {
          clearServerError('withdraw_password');
          input.onChange(valueOf(next));
        };
        const put = (at: number, digits: string) => {
          const chars = boxes.split('');
          let i = at;
          for (const digit of digits) {
            if (i >= WITHDRAW_PASSWORD_DIGITS) break;
            chars[i] = digit;
            i += 1;
          }
          set(chars.join(''));
          focusBox(i);
        };
        const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Backspace' && boxes[i] === ' ' && i > 0) {
            event.preventDefault();
            const chars = boxes.split('');
            chars[i - 1] = ' ';
            set(chars.join(''));
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
          const digits = event.clipboardData.getData('text').replace(/\D/g, '');
          event.preventDefault();
          if (digits) put(i, digits);
        };
        const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
        };
        const describedBy = error ? errorId : hintId;
        return (
          <fieldset
            onFocus={() => input.onFocus()}
            onBlur={onBlur}
            css={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 6 }}
          >
            <legend css={[labelStyle(theme), { padding: 0, marginBottom: 6 }]}>
              <FieldLabel text={label} required={required} />
            </legend>
            <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              {BOXES.map((i) => {
                const char = boxes[i] === ' ' ? '' : (boxes[i] ?? '');
                return (
                  <input
                    key={i}
                    ref={(el) => {
                      refs.current[i] = el;
                    }}
                    type={visible ? 'text' : 'password'}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={2}
                    value={char}
                    aria-label={t('register.withdraw_digit', { n: i + 1, total: WITHDRAW_PASSWORD_DIGITS })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    aria-required={required || undefined}
                    onChange={(event) => {
                      const digits = event.target.value.replace(/\D/g, '');
                      if (!digits) {
                        const chars = boxes.split('');
                        chars[i] = ' ';
                        set(chars.join(''));
                        return;
                      }
                      // The box held a digit and another was typed: the new one is the last.
                      put(i, digits.length > 1 && char ? digits.slice(-1) : digits);
                    }}
                    onKeyDown={(event) => onKeyDown(i, event)}
                    onPaste={(event) => onPaste(i, event)}
                    onFocus={(event) => event.currentTarget.select()}
                    css={[
                      controlStyle(theme, Boolean(error)),
                      { width: 48, flex: '0 0 48px', padding: 0, textAlign: 'center', fontWeight: 700 },
                    ]}
                  />
                );
              })}
              <button
                type="button"
                onClick={() => setVisible((v) => !v)}
                aria-label={visible ? t('register.hide_digits') : t('register.show_digits')}
                aria-pressed={visible}
                css={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  border: 0,
                  borderRadius: theme.radii.sm,
                  background: 'transparent',
                  color: visible ? theme.colors.primary : theme.colors.textMuted,
                  cursor: 'pointer',
                  '&:hover': { color: theme.colors.primaryHover },
                  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}` },
                }}
              >
                {visible ? <EyeOffIcon /> : <EyeIcon />}
              </button>
            </div>
            {error ? (
              <FieldError id={errorId} error={error} />
            ) : (
              <FieldHint id={hintId}>{t('register.hints.withdraw_password')}</FieldHint>
            )}
          </fieldset>
        );
      }}
    </Field>
  );
}
