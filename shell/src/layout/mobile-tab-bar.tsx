import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import type { LanguageCode } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { LayoutIcon } from './layout-icons';
import { useMobileFooter, type SiteLink } from './site-content';
import { tokens } from './tokens';

/** The tab bar's height above the phone's safe area; the page keeps this much room at its end. */
export const TAB_BAR_HEIGHT = 62;

const Tabs = styled.nav<{ count: number }>(({ theme, count }) => {
  const t = tokens(theme);
  return {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 50,
    height: TAB_BAR_HEIGHT,
    paddingBottom: 'env(safe-area-inset-bottom)',
    boxSizing: 'content-box',
    display: 'grid',
    gridTemplateColumns: `repeat(${Math.max(count, 1)}, 1fr)`,
    background: t.surface,
    borderTop: `1px solid ${t.border}`,
    boxShadow: '0 -6px 20px rgba(0,0,0,0.35)',
    a: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 3,
      minWidth: 0,
      padding: '0 4px',
      fontSize: 11,
      fontWeight: 600,
      color: t.textMuted,
      textDecoration: 'none',
      textAlign: 'center',
      '&:focus-visible': { outline: `2px solid ${t.focusRing}`, outlineOffset: -4, borderRadius: 8 },
    },
    'a[aria-current="page"]': { color: t.accent },
    '.name': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
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
 * keeps its place; if the platform gives none (or fails), the site's own tabs (`fallback`).
 */
export function MobileTabBar({
  siteConfig,
  language,
  fallback,
}: {
  siteConfig: SiteConfig;
  language: LanguageCode;
  fallback: readonly TabEntry[];
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
  return (
    <Tabs
      count={tabs.length || fallback.length}
      aria-label={t('menu')}
      aria-busy={footer.isPending || undefined}
      data-testid="mobile-tabbar"
    >
      {tabs.map((tab) => (
        <Link key={tab.key} to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
          <LayoutIcon name={tab.icon} />
          <span className="name">{tab.title}</span>
        </Link>
      ))}
    </Tabs>
  );
}
