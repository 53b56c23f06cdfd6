import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** What the server answered, above the fields of a view that follows the login (an alert: it interrupts). */
export function ViewAlert({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  const theme = useTheme();
  return (
    <div
      role="alert"
      data-testid={testId}
      css={{
        display: 'flex',
        gap: theme.space(2),
        padding: theme.space(2.5, 3),
        borderRadius: theme.radii.md,
        fontSize: theme.fontSizes.sm,
        lineHeight: 1.45,
        color: theme.colors.text,
        background: `${theme.colors.danger}1f`,
        border: `1px solid ${theme.colors.danger}66`,
      }}
    >
      <span aria-hidden="true" css={{ color: theme.colors.danger, fontWeight: theme.fontWeights.black }}>
        !
      </span>
      <span>{children}</span>
    </div>
  );
}
