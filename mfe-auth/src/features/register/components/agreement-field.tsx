import { useTheme } from '@emotion/react';
import { useId } from 'react';
import { Field } from 'react-final-form';
import { useT } from '@site/shared/i18n';
import { FieldError } from './field-parts';

const linkStyle = {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
} as const;

/**
 * The agreement box (SPEC §5 'signup.err_agreement'), with the buttons that open the terms/protocol
 * and service-agreement dialogs beside its label (not inside it, so a click on them does not tick it).
 */
export function AgreementField({ onOpen }: { onOpen: (kind: 'terms' | 'service') => void }) {
  const theme = useTheme();
  const t = useT('auth');
  const id = useId();
  const boxId = `${id}-box`;
  const errorId = `${id}-error`;
  return (
    <Field<boolean>
      name="agreement"
      type="checkbox"
      subscription={{ value: true, error: true, touched: true, submitFailed: true }}
    >
      {({ input, meta }) => {
        const error = meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;
        return (
          <div css={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            <div
              css={{
                display: 'flex',
                alignItems: 'flex-start',
                flexWrap: 'wrap',
                gap: theme.space(1, 2),
                fontSize: theme.fontSizes.sm,
                color: theme.colors.textMuted,
              }}
            >
              <input
                name={input.name}
                checked={Boolean(input.checked)}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                id={boxId}
                type="checkbox"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                aria-required
                css={{
                  // 24 px: the smallest target WCAG 2.2 AA allows.
                  width: 24,
                  height: 24,
                  margin: '-2px 0 0',
                  flex: 'none',
                  accentColor: theme.colors.primary,
                  cursor: 'pointer',
                  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
                }}
              />
              <label htmlFor={boxId} css={{ cursor: 'pointer', color: theme.colors.text }}>
                {t('register.agreement_label')}
              </label>
              <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: theme.space(0, 1) }}>
                <button
                  type="button"
                  onClick={() => onOpen('terms')}
                  css={[linkStyle, { color: theme.colors.primary }]}
                >
                  {t('register.terms_link')}
                </button>
                <span aria-hidden="true">·</span>
                <button
                  type="button"
                  onClick={() => onOpen('service')}
                  css={[linkStyle, { color: theme.colors.primary }]}
                >
                  {t('register.service_link')}
                </button>
              </span>
            </div>
            <FieldError id={errorId} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
