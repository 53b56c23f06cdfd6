import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { Link } from '@site/shared/router';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { PROXY_PAGE_PARAM, type ProxyMenuEntry, type ProxyMenuItem, type ProxyPage } from '../../../config/proxy-pages';

const Nav = styled.nav(({ theme }) => ({
  alignSelf: 'start',
  position: 'relative',
  padding: theme.space(3),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 },
  '.group': {
    margin: theme.space(4, 3, 2),
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: 1,
    textTransform: 'uppercase',
    color: theme.colors.textSubtle,
  },
  '.item': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
    minHeight: 44,
    padding: theme.space(0, 3),
    borderRadius: theme.radii.md,
    color: theme.colors.textMuted,
    fontWeight: theme.fontWeights.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  'a.item:hover': { color: theme.colors.text, background: theme.colors.surfaceRaised },
  'a.item[aria-current="page"]': {
    color: theme.colors.onPrimary,
    background: theme.gradients.primary,
    fontWeight: theme.fontWeights.bold,
  },
  '.item[aria-disabled="true"]': { color: theme.colors.textSubtle, cursor: 'not-allowed' },
  '.lock': { flex: 'none', opacity: 0.7 },
  [mq.mobile]: {
    padding: theme.space(2),
    overflowX: 'auto',
    scrollbarWidth: 'none',
    ul: { flexDirection: 'row' },
    '.root': { flexDirection: 'row', alignItems: 'center' },
    '.group': { display: 'none' },
    '.item': { minHeight: 40 },
  },
}));

export interface AgentMenuProps {
  items: readonly ProxyMenuItem[];
  current: ProxyPage;
}

function Entry({ entry, current }: { entry: ProxyMenuEntry; current: ProxyPage }) {
  const t = useT('proxy');
  const label = t(`menu.${entry.page}`);
  if (!entry.available) {
    // Shown so agents know the tool exists; not a link while the platform cannot serve it.
    return (
      <li>
        <span
          className="item"
          aria-disabled="true"
          aria-description={t('unavailable')}
          title={t('unavailable')}
          data-testid={`proxy-menu-${entry.page}`}
        >
          {label}
          <svg className="lock" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
            <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
            <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </span>
      </li>
    );
  }
  return (
    <li>
      <Link
        className="item"
        to={{ search: `?${PROXY_PAGE_PARAM}=${entry.page}` }}
        aria-current={entry.page === current ? 'page' : undefined}
        data-testid={`proxy-menu-${entry.page}`}
      >
        {label}
      </Link>
    </li>
  );
}

/** The agent menu of SPEC §2: Plan, Agreement, Register, and the ProxyCenter group. */
export function AgentMenu({ items, current }: AgentMenuProps) {
  const t = useT('proxy');
  const nav = useRef<HTMLElement>(null);
  // As a strip (a phone), the menu scrolls sideways: the current page is brought into view.
  useEffect(() => {
    const strip = nav.current;
    const item = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !item || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = Math.max(0, item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2);
  }, [current]);
  return (
    <Nav ref={nav} aria-label={t('menu_label')} data-testid="proxy-menu">
      <ul className="root">
        {items.map((item) =>
          'group' in item ? (
            <li key={item.group}>
              <div className="group" id={`proxy-group-${item.group}`}>
                {t(`menu.${item.group}`)}
              </div>
              <ul aria-labelledby={`proxy-group-${item.group}`}>
                {item.children.map((child) => (
                  <Entry key={child.page} entry={child} current={current} />
                ))}
              </ul>
            </li>
          ) : (
            <Entry key={item.page} entry={item} current={current} />
          ),
        )}
      </ul>
    </Nav>
  );
}
