import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { MemberMenu, type MenuBadges } from './member-menu';

/**
 * The member-centre frame: a side menu beside the page on desktop, a horizontal scrollable tab bar
 * above it on mobile. The layout mode is the shell's (SPEC §2: width, user agent, desktop lock).
 */
export function MemberLayout({
  layout,
  siteId,
  badges,
  children,
}: {
  layout: LayoutMode;
  /** The site whose feature checks decide the conditional menu entries. */
  siteId: number;
  badges?: MenuBadges;
  children: ReactNode;
}) {
  const theme = useTheme();
  const t = useT('member');

  if (layout === 'mobile') {
    return (
      <div
        data-testid="member-center"
        data-layout="mobile"
        css={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <div
          css={{
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: theme.colors.bg,
            borderBottom: `1px solid ${theme.colors.border}`,
          }}
        >
          <MemberMenu variant="tabs" siteId={siteId} badges={badges} />
        </div>
        <div css={{ padding: theme.space(4) }}>{children}</div>
      </div>
    );
  }

  return (
    <div
      data-testid="member-center"
      data-layout="desktop"
      css={{
        display: 'grid',
        gridTemplateColumns: '240px minmax(0, 1fr)',
        gap: theme.space(6),
        maxWidth: 1200,
        margin: '0 auto',
        padding: theme.space(6),
        alignItems: 'start',
      }}
    >
      <aside
        css={{
          position: 'sticky',
          top: theme.space(4),
          padding: theme.space(4, 3),
          background: theme.gradients.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.lg,
          boxShadow: theme.shadows.md,
        }}
      >
        <div
          css={{
            padding: theme.space(1, 4, 3),
            fontFamily: theme.fonts.display,
            fontSize: theme.fontSizes.lg,
            fontWeight: theme.fontWeights.black,
            background: theme.gradients.metalText,
            WebkitBackgroundClip: 'text',
            backgroundClip: 'text',
            color: 'transparent',
          }}
        >
          {t('title')}
        </div>
        <MemberMenu variant="side" siteId={siteId} badges={badges} />
      </aside>
      <div css={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}
