import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { formatCount } from '@site/shared/money';
import { Skeleton } from '@site/shared/ui';
import { mq } from '@site/shared/theme';
import { gameHallPath, popularPath } from '../config/paths';
import { useGameTypeLabel } from '../hooks/use-game-type-label';
import { AppLink } from './app-link';

const Rail = styled.nav(({ theme }) => ({
  position: 'sticky',
  top: theme.space(24),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  padding: theme.space(3),
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
  boxShadow: `${theme.shadows.md}, ${theme.shadows.inset}`,
  '.rail-title': {
    margin: theme.space(1, 2, 2),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
  },
  ul: { display: 'flex', flexDirection: 'column', gap: 2, margin: 0, padding: 0, listStyle: 'none' },
  '.sep': { height: 1, margin: theme.space(2, 2), background: theme.colors.border },
}));

const Chips = styled.nav(({ theme }) => ({
  ul: {
    display: 'flex',
    gap: theme.space(2),
    margin: 0,
    padding: theme.space(0.5, 0.5, 1),
    listStyle: 'none',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  li: { flex: 'none' },
}));

const HallLink = styled(AppLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  minHeight: 44,
  padding: theme.space(2, 3),
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.md,
  textDecoration: 'none',
  transition: `background ${theme.motion.fast}, color ${theme.motion.fast}`,
  img: { width: 28, height: 28, objectFit: 'contain', flex: 'none' },
  '.name': { flex: 1, minWidth: 0 },
  '.count': {
    flex: 'none',
    minWidth: 36,
    padding: theme.space(0.5, 2),
    borderRadius: theme.radii.pill,
    background: theme.colors.surfaceSunken,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
  '&:hover': { background: theme.colors.surfaceRaised, color: theme.colors.accent },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
  [mq.mobile]: {
    flexDirection: 'column',
    justifyContent: 'center',
    gap: 4,
    minWidth: 76,
    minHeight: 72,
    padding: theme.space(2, 3),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    background: theme.gradients.surface,
    fontSize: theme.fontSizes.xs,
    '.count': { display: 'none' },
  },
}));

const PopularMark = () => (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
    <path
      d="M14 3c1 4.5 6 6.2 6 12a6 6 0 0 1-12 0c0-2.7 1.3-4.4 2.6-5.6.2 2 1 3.2 2.4 3.6C12 9.5 12.6 6 14 3z"
      fill="currentColor"
    />
  </svg>
);

export interface LoungeRailType {
  gt_id: number;
  gt_name: string;
  gt_icon: string;
  /** How many games the type has (the whole list's count, while its later parts may still arrive). */
  total: number;
}

export interface LoungeRailProps {
  /** The catalogue's game types; null while it loads. */
  types: readonly LoungeRailType[] | null;
  /** 'rail': the desktop column beside the page; 'chips': a row that scrolls sideways on a phone. */
  layout: 'rail' | 'chips';
}

/** The modern lobby's way into the halls: every game type (with its game count) and the popular page. */
export function LoungeRail({ types, layout }: LoungeRailProps) {
  const t = useT('lobby');
  const label = useGameTypeLabel();
  const count = (n: number) => formatCount(n, t.i18n.language);
  const Container = layout === 'rail' ? Rail : Chips;
  return (
    <Container aria-label={t('lounge.halls')} data-testid="lounge-rail">
      {layout === 'rail' ? (
        <p className="rail-title" aria-hidden="true">
          {t('lounge.halls')}
        </p>
      ) : null}
      <ul>
        <li>
          <HallLink to={popularPath()}>
            <PopularMark />
            <span className="name">{t('popular.chip')}</span>
          </HallLink>
        </li>
        {types === null
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton width={layout === 'rail' ? '100%' : 76} height={layout === 'rail' ? 44 : 72} radius={10} />
              </li>
            ))
          : types.map((type) => (
              <li key={type.gt_id}>
                <HallLink to={gameHallPath(type.gt_id)}>
                  {type.gt_icon ? <img src={type.gt_icon} alt="" width={28} height={28} /> : null}
                  <span className="name">{label(type)}</span>
                  <span className="count">{count(type.total)}</span>
                </HallLink>
              </li>
            ))}
      </ul>
    </Container>
  );
}
