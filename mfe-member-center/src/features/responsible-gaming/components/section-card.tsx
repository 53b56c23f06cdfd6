import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

/** One tool of the page: a framed section with its heading and a line saying what it does. */
export function SectionCard({
  id,
  title,
  description,
  children,
  tone = 'default',
  'data-testid': testId,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  'data-testid'?: string;
}) {
  const theme = useTheme();
  const accent = tone === 'danger' ? theme.colors.danger : theme.colors.primary;
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(4),
        padding: theme.space(5),
        borderRadius: theme.radii.lg,
        background: `linear-gradient(160deg, ${accent}14 0%, transparent 45%), ${theme.gradients.surface}`,
        border: `1px solid ${theme.colors.border}`,
        boxShadow: theme.shadows.md,
      }}
    >
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1.5) }}>
        <h2 id={id} css={{ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.black }}>
          {title}
        </h2>
        <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, lineHeight: 1.55 }}>
          {description}
        </p>
      </div>
      {children}
    </section>
  );
}
