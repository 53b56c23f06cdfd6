import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export type FormAlertTone = 'error' | 'success' | 'info';

/** A message above a form's fields: what the server answered, or what the member must know first. */
export function FormAlert({
  tone = 'error',
  children,
  'data-testid': testId,
}: {
  tone?: FormAlertTone;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const theme = useTheme();
  const colour = tone === 'error' ? theme.colors.danger : tone === 'success' ? theme.colors.success : theme.colors.info;
  return (
    <div
      // Errors interrupt; the rest is announced politely.
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      css={{
        display: 'flex',
        gap: theme.space(2),
        alignItems: 'flex-start',
        padding: theme.space(2.5, 3),
        borderRadius: theme.radii.md,
        fontSize: theme.fontSizes.sm,
        lineHeight: 1.45,
        color: theme.colors.text,
        background: `${colour}1f`,
        border: `1px solid ${colour}66`,
      }}
    >
      <span aria-hidden="true" css={{ color: colour, fontWeight: theme.fontWeights.black }}>
        {tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}
      </span>
      <span>{children}</span>
    </div>
  );
}
