import { useTheme, type CSSObject } from '@emotion/react';
import { Link, useLocation } from '@site/shared/router';
import { useT } from '@site/shared/i18n';
import { CountBadge } from '../components/count-badge';
import { isMenuGroup, MENU, type MenuEntry, type MenuItem } from '../config/paths';
import { useFeatureChecks } from '../lib/feature-checks';

/** Counts shown beside menu entries, by entry id. */
export type MenuBadges = Partial<Record<string, number | null>>;

/**
 * The member-centre menu of SPEC §2. Entries the member centre has no page for are shown as
 * disabled items (not links), so the menu has the spec's whole shape.
 *
 * variant "side": grouped, vertical (desktop). variant "tabs": one horizontal, scrollable row (mobile).
 * `badges`: a count beside an entry (the unread letters on Letter).
 */
export function MemberMenu({
  variant,
  siteId,
  badges = {},
}: {
  variant: 'side' | 'tabs';
  siteId: number;
  badges?: MenuBadges;
}) {
  const theme = useTheme();
  const t = useT('member');
  const side = variant === 'side';
  const { pathname } = useLocation();
  // SPEC §2: an entry with a condition (the referral group, the cash surplus) shows once its check passes.
  const { checks } = useFeatureChecks(siteId);
  const shown = (entry: MenuEntry | MenuItem) => !entry.when || checks[entry.when];
  // SPEC §2: /user itself shows Info, so Info is the current entry there too (NavLink cannot say so).
  const isCurrent = (id: string) => pathname === `/${id}` || (id === 'Info' && (pathname === '/' || pathname === ''));

  const itemStyle = (active: boolean, disabled: boolean): CSSObject => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    flex: side ? undefined : '0 0 auto',
    padding: side ? theme.space(2.5, 4) : theme.space(2, 4),
    borderRadius: side ? theme.radii.md : theme.radii.pill,
    fontSize: theme.fontSizes.md,
    fontWeight: active ? theme.fontWeights.bold : theme.fontWeights.medium,
    // A long label (RecommendMemberSearch) wraps in the side menu rather than leave its pill.
    whiteSpace: side ? 'normal' : 'nowrap',
    textDecoration: 'none',
    color: disabled ? theme.colors.textSubtle : active ? theme.colors.onPrimary : theme.colors.text,
    background: active ? theme.gradients.primary : side ? 'transparent' : theme.colors.surface,
    border: side ? '1px solid transparent' : `1px solid ${active ? 'transparent' : theme.colors.border}`,
    boxShadow: active ? theme.shadows.glow : undefined,
    cursor: disabled ? 'not-allowed' : 'pointer',
    transition: `background ${theme.motion.normal}, color ${theme.motion.normal}`,
    ...(disabled || active
      ? {}
      : { '&:hover': { color: theme.colors.primaryHover, background: 'rgba(255, 255, 255, 0.04)' } }),
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  });

  const renderItem = (item: MenuItem) => (
    <li key={item.id} css={{ listStyle: 'none', flex: side ? undefined : '0 0 auto' }}>
      {item.enabled ? (
        <Link
          to={`/${item.id}`}
          aria-current={isCurrent(item.id) ? 'page' : undefined}
          css={{
            display: 'block',
            textDecoration: 'none',
            borderRadius: side ? theme.radii.md : theme.radii.pill,
            '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
          }}
          data-testid={`member-menu-${item.id}`}
        >
          <span css={itemStyle(isCurrent(item.id), false)}>
            <span css={{ flex: side ? 1 : undefined }}>{t(item.labelKey)}</span>
            <CountBadge
              count={badges[item.id]}
              label={t('menu_badge', { count: badges[item.id] ?? 0 })}
              data-testid={`member-menu-${item.id}-badge`}
            />
          </span>
        </Link>
      ) : (
        <span aria-disabled="true" data-testid={`member-menu-${item.id}`} css={itemStyle(false, true)}>
          {t(item.labelKey)}
        </span>
      )}
    </li>
  );

  const listStyle: CSSObject = side
    ? { display: 'flex', flexDirection: 'column', gap: theme.space(0.5), margin: 0, padding: 0 }
    : {
        display: 'flex',
        gap: theme.space(2),
        margin: 0,
        padding: theme.space(3, 4),
        overflowX: 'auto',
        scrollbarWidth: 'none',
        WebkitOverflowScrolling: 'touch',
        '&::-webkit-scrollbar': { display: 'none' },
      };

  return (
    <nav aria-label={t('menu_label')} data-testid={side ? 'member-side-menu' : 'member-tab-bar'}>
      <ul css={listStyle}>
        {MENU.filter(shown).map((entry) =>
          isMenuGroup(entry) ? (
            side ? (
              <li key={entry.id} css={{ listStyle: 'none', marginTop: theme.space(3) }}>
                <span
                  id={`member-menu-group-${entry.id}`}
                  css={{
                    display: 'block',
                    padding: theme.space(1, 4),
                    fontSize: theme.fontSizes.xs,
                    fontWeight: theme.fontWeights.bold,
                    letterSpacing: '0.08em',
                    textTransform: 'uppercase',
                    color: theme.colors.textMuted,
                  }}
                >
                  {t(entry.labelKey)}
                </span>
                <ul aria-labelledby={`member-menu-group-${entry.id}`} css={{ margin: 0, padding: 0 }}>
                  {entry.items.filter(shown).map(renderItem)}
                </ul>
              </li>
            ) : (
              entry.items.filter(shown).map(renderItem)
            )
          ) : (
            renderItem(entry)
          ),
        )}
      </ul>
    </nav>
  );
}
