import { memo } from 'react';
import styled from '@emotion/styled';
import type { CSSObject } from '@emotion/react';
import { Link, useLocation } from '@site/shared/router';
import type { LanguageCode } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { LayoutIcon } from './layout-icons';
import { useMobileFooter, type SiteLink } from './site-content';
import { visuallyHidden } from '@site/shared/ui';
import { FLOATING_TAB_GAP, FLOATING_TAB_HEIGHT, skinColors, TAB_BAR_HEIGHT, type MobileSkin } from './mobile-skins';
import { tokens } from './tokens';

export { TAB_BAR_HEIGHT } from './mobile-skins';

const Tabs = styled.nav<{ count: number; skin: MobileSkin }>(({ theme, count, skin }) => {
  const t = tokens(theme);
  const c = skinColors(skin, theme);
  const floating = skin.tabBar === 'floating';
  const height = floating ? FLOATING_TAB_HEIGHT : TAB_BAR_HEIGHT;
  const marker: Record<MobileSkin['tabActive'], CSSObject> = {
    color: {},
    topLine: {
      '&::before': {
        content: '""',
        position: 'absolute',
        top: 0,
        left: '22%',
        right: '22%',
        height: 3,
        borderRadius: '0 0 3px 3px',
        background: c.tabMarker,
      },
    },
    pill: { background: c.tabActiveBg, color: c.tabActiveText, boxShadow: theme.shadows.glow },
    dot: {
      '&::after': {
        content: '""',
        position: 'absolute',
        bottom: 7,
        left: 'calc(50% - 3px)',
        width: 6,
        height: 6,
        borderRadius: '50%',
        background: c.tabMarker,
      },
    },
  };
  return {
    position: 'fixed',
    left: floating ? 12 : 0,
    right: floating ? 12 : 0,
    bottom: floating ? `calc(${FLOATING_TAB_GAP}px + env(safe-area-inset-bottom))` : 0,
    zIndex: 50,
    height,
    paddingBottom: floating ? 0 : 'env(safe-area-inset-bottom)',
    paddingInline: floating ? 6 : 0,
    boxSizing: 'content-box',
    display: 'grid',
    gridTemplateColumns: `repeat(${Math.max(count, 1)}, 1fr)`,
    alignItems: 'center',
    gap: floating ? 2 : 0,
    background: c.tabBg,
    border: floating ? `1px solid ${t.borderStrong}` : 0,
    borderTop: floating ? undefined : `1px solid ${t.border}`,
    borderRadius: floating ? skin.tabRadius : `${skin.tabRadius}px ${skin.tabRadius}px 0 0`,
    boxShadow: floating ? `${theme.shadows.lg}, ${theme.shadows.inset}` : '0 -6px 20px rgba(0,0,0,0.35)',
    a: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 3,
      minWidth: 0,
      height: skin.tabActive === 'pill' ? height - 12 : height,
      margin: skin.tabActive === 'pill' ? '0 2px' : 0,
      padding: '0 4px',
      borderRadius: skin.tabActive === 'pill' ? Math.min(skin.tabRadius, 18) || 10 : 0,
      fontSize: 11,
      fontWeight: 600,
      color: c.tabText,
      textDecoration: 'none',
      textAlign: 'center',
      transition: `color ${theme.motion.fast}, background ${theme.motion.fast}`,
      '&:focus-visible': { outline: `2px solid ${t.focusRing}`, outlineOffset: -4, borderRadius: 8 },
    },
    'a[aria-current="page"]': { color: c.tabActiveText, ...marker[skin.tabActive] },
    '.name': skin.tabLabels
      ? { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
      : visuallyHidden,
    '.centre': {
      justifySelf: 'center',
      alignSelf: 'start',
      marginTop: -22,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: 2,
      padding: 0,
      border: 0,
      background: 'transparent',
      color: t.accent,
      fontSize: 11,
      fontWeight: 700,
      cursor: 'pointer',
      '.disc': {
        display: 'grid',
        placeItems: 'center',
        width: 54,
        height: 54,
        borderRadius: '50%',
        background: theme.gradients.primary,
        color: t.onPrimary,
        border: `4px solid ${c.tabBg}`,
        boxShadow: theme.shadows.glow,
      },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible .disc': { outline: `3px solid ${t.focusRing}`, outlineOffset: 2 },
    },
  };
});

export interface TabEntry {
  key: string;
  title: string;
  to: string;
  icon: string;
}

/** Which tab the address is on: the most specific tab whose path (and query, if it has one) matches. */
export function currentTab(tabs: readonly TabEntry[], pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  let best: { key: string; score: number } | null = null;
  for (const tab of tabs) {
    const url = new URL(tab.to, 'http://site.invalid');
    const path = url.pathname;
    const onPath = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (!onPath) continue;
    const wanted = [...url.searchParams];
    if (!wanted.every(([k, v]) => params.get(k) === v)) continue;
    const score = path.length * 10 + wanted.length;
    if (!best || score > best.score) best = { key: tab.key, score };
  }
  return best?.key ?? null;
}

const internal = (link: SiteLink) => (link.kind === 'internal' ? link.to : null);

/**
 * The phone's tab bar: the platform's mobile footer of the mobile template (SPEC §3,
 * /arks/web/web-mobile-footer) in the page language, each with its icon. While it loads the bar
 * keeps its place; if the platform gives none (or fails), the site's own tabs (`fallback`). The
 * template's skin (mobile-skins.ts) decides its look, and whether a raised deposit button sits in
 * the middle.
 */
function MobileTabBarPart({
  siteConfig,
  language,
  fallback,
  skin,
  onDeposit,
}: {
  siteConfig: SiteConfig;
  language: LanguageCode;
  fallback: readonly TabEntry[];
  skin: MobileSkin;
  onDeposit: () => void;
}) {
  const { t } = useT('shell');
  const location = useLocation();
  const footer = useMobileFooter(siteConfig, language, true);
  const fromPlatform = (footer.data ?? []).flatMap((entry): TabEntry[] => {
    const to = internal(entry.link);
    return to ? [{ key: `p${entry.id}`, title: entry.title, to, icon: entry.icon }] : [];
  });
  const tabs = footer.isPending ? [] : fromPlatform.length > 0 ? fromPlatform : fallback;
  const current = currentTab(tabs, location.pathname, location.search);
  const links = tabs.map((tab) => (
    <Link
      key={tab.key}
      to={tab.to}
      aria-current={tab.key === current ? 'page' : undefined}
      title={skin.tabLabels ? undefined : tab.title}
    >
      <LayoutIcon name={tab.icon} />
      <span className="name">{tab.title}</span>
    </Link>
  ));
  const centre = skin.centreDeposit && tabs.length > 0;
  if (centre) {
    links.splice(
      Math.ceil(links.length / 2),
      0,
      <button key="centre-deposit" type="button" className="centre" data-testid="tabbar-deposit" onClick={onDeposit}>
        <span className="disc" aria-hidden="true">
          <LayoutIcon name="wallet" size={24} />
        </span>
        <span className="name">{t('deposit')}</span>
      </button>,
    );
  }
  return (
    <Tabs
      count={(tabs.length || fallback.length) + (centre ? 1 : 0)}
      skin={skin}
      aria-label={t('menu')}
      aria-busy={footer.isPending || undefined}
      data-testid="mobile-tabbar"
      data-style={skin.tabBar}
    >
      {links}
    </Tabs>
  );
}

// The layout draws again on every change of the session, the address or the customer-service
// address; this part depends on its props (and its own hooks) only, so it is skipped then.
export const MobileTabBar = memo(MobileTabBarPart);
