import { useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { useT } from '@site/shared/i18n';
import { TRANSFER_VERIFY_METHODS } from '@site/shared/validation';

/**
 * SPEC §5: verify by phone (the default) or by email. Native radio buttons (arrow keys move between
 * them) drawn as a two-part switch.
 */
export function VerifyMethodSwitch({ disabled }: { disabled?: boolean }) {
  const theme = useTheme();
  const t = useT('auth');
  return (
    <fieldset css={{ margin: 0, padding: 0, border: 0, minWidth: 0 }}>
      <legend
        css={{
          padding: 0,
          marginBottom: 6,
          fontSize: theme.fontSizes.sm,
          fontWeight: theme.fontWeights.medium,
          color: theme.colors.textMuted,
        }}
      >
        {t('login_paths.verify.method_label')}
      </legend>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: `repeat(${TRANSFER_VERIFY_METHODS.length}, 1fr)`,
          padding: 3,
          gap: 3,
          borderRadius: theme.radii.pill,
          background: theme.colors.surfaceSunken,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        {TRANSFER_VERIFY_METHODS.map((method) => (
          <Field<string> key={method} name="method" type="radio" value={method}>
            {({ input }) => (
              <label
                css={{
                  position: 'relative',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  minHeight: 36,
                  padding: theme.space(0, 3),
                  borderRadius: theme.radii.pill,
                  fontSize: theme.fontSizes.sm,
                  fontWeight: theme.fontWeights.bold,
                  cursor: disabled ? 'not-allowed' : 'pointer',
                  color: input.checked ? theme.colors.onPrimary : theme.colors.textMuted,
                  background: input.checked ? theme.gradients.primary : 'transparent',
                  transition: `background ${theme.motion.normal}, color ${theme.motion.normal}`,
                  '&:hover': input.checked ? {} : { color: theme.colors.text },
                  '&:has(input:focus-visible)': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
                }}
              >
                <input
                  {...input}
                  disabled={disabled}
                  css={{
                    position: 'absolute',
                    inset: 0,
                    opacity: 0,
                    width: '100%',
                    height: '100%',
                    margin: 0,
                    cursor: 'inherit',
                  }}
                />
                {t(`login_paths.verify.method_${method}`)}
              </label>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
