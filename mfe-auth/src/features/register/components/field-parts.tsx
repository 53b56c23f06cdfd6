import { useTheme, type CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import { translateMessage, useT } from '@site/shared/i18n';
import type { SiteTheme } from '@site/shared/theme';
import { visuallyHidden } from '@site/shared/ui';

/** A field's label text with the required mark: a star on screen, "required" to assistive tech. */
export function FieldLabel({ text, required }: { text: string; required?: boolean }) {
  const theme = useTheme();
  const t = useT('auth');
  return (
    <>
      {text}
      {required ? (
        <>
          <span aria-hidden="true" css={{ color: theme.colors.danger, marginLeft: 4 }}>
            *
          </span>
          <span css={visuallyHidden}>{` (${t('register.required')})`}</span>
        </>
      ) : null}
    </>
  );
}

/** The error line of a composite field (selects, digit boxes, checkbox): an i18n key or a server message. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const theme = useTheme();
  if (!error) return null;
  return (
    <span id={id} role="alert" css={{ fontSize: theme.fontSizes.xs, color: theme.colors.danger }}>
      {translateMessage(error)}
    </span>
  );
}

/** A hint line under a composite field. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <span id={id} css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }}>
      {children}
    </span>
  );
}

/** The look of the kit's text input, for the controls the kit has none of (select, digit box). */
export const controlStyle = (theme: SiteTheme, invalid: boolean): CSSObject => ({
  minHeight: 44,
  width: '100%',
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceSunken,
  border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
  boxShadow: 'inset 0 1px 2px rgba(0, 0, 0, 0.35)',
  color: theme.colors.text,
  fontSize: 16, // 16 px keeps iOS from zooming into the field
  outline: 0,
  transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
  '&:hover:not(:disabled)': { borderColor: invalid ? theme.colors.danger : theme.colors.borderStrong },
  '&:focus-visible': {
    borderColor: invalid ? theme.colors.danger : theme.colors.primary,
    boxShadow: `0 0 0 3px ${invalid ? `${theme.colors.danger}33` : theme.colors.focusRing}`,
  },
  '&:disabled': { opacity: 0.7, cursor: 'not-allowed' },
});

/** The label style of the kit's text field, for composite fields' legends and labels. */
export const labelStyle = (theme: SiteTheme): CSSObject => ({
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  color: theme.colors.textMuted,
});
