import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { Link } from '@site/shared/router';

/** A link to another member-centre page that looks like the kit's buttons (primary or secondary). */
export function LinkButton({
  to,
  children,
  variant = 'primary',
  'data-testid': testId,
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  'data-testid'?: string;
}) {
  const theme = useTheme();
  const primary = variant === 'primary';
  return (
    <Link
      to={to}
      data-testid={testId}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space(2),
        minHeight: 40,
        padding: '0 20px',
        borderRadius: theme.radii.md,
        fontSize: theme.fontSizes.md,
        fontWeight: theme.fontWeights.bold,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        color: primary ? theme.colors.onPrimary : theme.colors.text,
        background: primary ? theme.gradients.primary : theme.colors.surfaceRaised,
        border: primary ? '1px solid transparent' : `1px solid ${theme.colors.borderStrong}`,
        boxShadow: primary ? theme.shadows.glow : undefined,
        transition: `filter ${theme.motion.normal}, border-color ${theme.motion.normal}`,
        '&:hover': primary ? { filter: 'brightness(1.08)' } : { borderColor: theme.colors.primary },
        '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      }}
    >
      {children}
    </Link>
  );
}
