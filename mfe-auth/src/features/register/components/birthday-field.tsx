import { useTheme } from '@emotion/react';
import { useId, useMemo, type FocusEvent } from 'react';
import { Field } from 'react-final-form';
import { toBcp47, useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { visuallyHidden } from '@site/shared/ui';
import { controlStyle, FieldError, FieldLabel, labelStyle } from './field-parts';
import { useRegisterField } from './register-field-context';

/** Years offered: this year back a century. */
const YEARS_BACK = 100;

const pad = (n: number) => String(n).padStart(2, '0');
// With no year chosen yet, a leap year, so 29 February can be picked first.
const daysIn = (year: string, month: string) => new Date(Number(year) || 2000, Number(month) || 1, 0).getDate();

/** 'year-month-day' into its parts, '' for a part not chosen. */
export function birthdayParts(value: string): [string, string, string] {
  const [y = '', m = '', d = ''] = (value || '').split('-');
  return [y, m, d];
}

/** The parts as the form keeps them: '' when none is chosen (SPEC §5 all or none). */
export function joinBirthday(y: string, m: string, d: string): string {
  return y || m || d ? `${y}-${m}-${d}` : '';
}

/**
 * The date of birth as three selects (year, month, day) in one group: SPEC §5 "all chosen or all
 * empty". It counts as left, and shows its error, when the focus leaves the whole group.
 */
export function BirthdayField({ label, required }: { label: string; required: boolean }) {
  const theme = useTheme();
  const t = useT('auth');
  const { i18n } = t;
  const id = useId();
  const errorId = `${id}-error`;
  const { serverErrors, clearServerError } = useRegisterField();

  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(toBcp47(i18n.language || 'vi_VN'), { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({
      value: pad(i + 1),
      label: format.format(new Date(Date.UTC(2000, i, 1))),
    }));
  }, [i18n.language]);
  const years = useMemo(() => {
    const now = new Date().getFullYear();
    return Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(now - i));
  }, []);

  return (
    <Field<string>
      name="member_birthday"
      subscription={{ value: true, error: true, touched: true, submitFailed: true }}
    >
      {({ input, meta }) => {
        const [y, m, d] = birthdayParts(input.value);
        const error =
          (meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined) ||
          serverErrors.member_birthday ||
          undefined;
        const dayCount = daysIn(y, m);
        const change = (part: 0 | 1 | 2, next: string) => {
          const parts: [string, string, string] = [y, m, d];
          parts[part] = next;
          // A day the new month does not have is dropped.
          if (parts[2] && Number(parts[2]) > daysIn(parts[0], parts[1])) parts[2] = '';
          clearServerError('member_birthday');
          input.onChange(joinBirthday(...parts));
        };
        const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
        };
        const select = (
          part: 0 | 1 | 2,
          name: string,
          value: string,
          options: Array<{ value: string; label: string }>,
        ) => {
          const selectId = `${id}-${part}`;
          return (
            <div css={{ flex: part === 0 ? 1.3 : 1, minWidth: 0 }}>
              <label htmlFor={selectId} css={visuallyHidden}>
                {name}
              </label>
              <select
                id={selectId}
                value={value}
                onChange={(e) => change(part, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                aria-required={required || undefined}
                css={[controlStyle(theme, Boolean(error)), { padding: '0 8px', colorScheme: theme.mode }]}
              >
                <option value="">{name}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          );
        };
        return (
          <fieldset
            onFocus={() => input.onFocus()}
            onBlur={onBlur}
            css={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 6 }}
          >
            <legend css={[labelStyle(theme), { padding: 0, marginBottom: 6 }]}>
              <FieldLabel text={label} required={required} />
            </legend>
            <div css={{ display: 'flex', gap: 8, [mq.mobile]: { gap: 6 } }}>
              {select(
                0,
                t('register.birthday_year'),
                y,
                years.map((v) => ({ value: v, label: v })),
              )}
              {select(1, t('register.birthday_month'), m, months)}
              {select(
                2,
                t('register.birthday_day'),
                d,
                Array.from({ length: dayCount }, (_, i) => ({ value: pad(i + 1), label: String(i + 1) })),
              )}
            </div>
            <FieldError id={errorId} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}
