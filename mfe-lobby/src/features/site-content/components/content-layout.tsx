import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { mq } from '@site/shared/theme';
import { AppLink } from '../../../components/app-link';

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  alignItems: 'start',
  gap: theme.space(6),
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(4) },
}));

const Nav = styled.nav(({ theme }) => ({
  position: 'sticky',
  top: 96,
  padding: theme.space(3),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  '.heading': {
    margin: theme.space(1, 2, 2),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: 1.1,
    textTransform: 'uppercase',
  },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 },
  a: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 44,
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    color: theme.colors.text,
    fontWeight: theme.fontWeights.medium,
    textDecoration: 'none',
    transition: `background ${theme.motion.fast}, color ${theme.motion.fast}`,
    '&:hover': { background: `${theme.colors.primary}14`, color: theme.colors.accent },
    '&[aria-current="page"]': {
      background: `${theme.colors.primary}24`,
      color: theme.colors.accent,
      fontWeight: theme.fontWeights.bold,
      boxShadow: `inset 3px 0 0 ${theme.colors.primary}`,
    },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
  },
  [mq.mobile]: {
    position: 'static',
    padding: 0,
    border: 0,
    background: 'transparent',
    '.heading': { display: 'none' },
    // A row of chips that scrolls sideways.
    ul: { flexDirection: 'row', gap: theme.space(2), overflowX: 'auto', paddingBottom: theme.space(1) },
    li: { flex: 'none' },
    a: {
      minHeight: 40,
      padding: theme.space(2, 4),
      borderRadius: theme.radii.pill,
      border: `1px solid ${theme.colors.border}`,
      background: theme.colors.surface,
      whiteSpace: 'nowrap',
      '&[aria-current="page"]': { boxShadow: 'none', borderColor: theme.colors.primary },
    },
  },
}));

/** A card around a page's content. */
export const ContentCard = styled.article(({ theme }) => ({
  minWidth: 0,
  padding: theme.space(8, 10),
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
  boxShadow: `${theme.shadows.md}, ${theme.shadows.inset}`,
  '& > h2:first-of-type': { marginTop: 0 },
  [mq.mobile]: { padding: theme.space(5, 4), borderRadius: theme.radii.lg },
}));

export interface ContentNavItem {
  to: string;
  title: string;
  current: boolean;
}

export interface ContentLayoutProps {
  /** The navigation's name ("Information", "Help topics"). */
  navLabel: string;
  items: readonly ContentNavItem[];
  children: ReactNode;
}

/** A content page: the pages of its kind beside (on a phone, above) the one shown. */
export function ContentLayout({ navLabel, items, children }: ContentLayoutProps) {
  return (
    <Grid>
      <Nav aria-label={navLabel} data-testid="content-nav">
        <p className="heading" aria-hidden="true">
          {navLabel}
        </p>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <AppLink to={item.to} aria-current={item.current ? 'page' : undefined}>
                {item.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </Nav>
      <div css={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 24 }}>{children}</div>
    </Grid>
  );
}
