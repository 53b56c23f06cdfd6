import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

/** A framed security form of the Info page (the password, the withdraw password), with its heading. */
export function SecurityCard({
  id,
  title,
  text,
  aside,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(4),
        padding: theme.space(5),
        borderRadius: theme.radii.lg,
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.border}`,
        boxShadow: theme.shadows.md,
        scrollMarginTop: theme.space(6),
      }}
    >
      <header css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: theme.space(3) }}>
        <div>
          <h2 id={`${id}-heading`} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
            {title}
          </h2>
          {text ? (
            <p css={{ margin: theme.space(1, 0, 0), color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
              {text}
            </p>
          ) : null}
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}
