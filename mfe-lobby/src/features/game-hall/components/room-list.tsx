import styled from '@emotion/styled';
import type { GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { AppLink } from '../../../components/app-link';
import { gameRoomPath } from '../../../config/paths';

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: theme.space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space(2.5) },
}));

const Card = styled(AppLink)(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
  boxShadow: theme.shadows.md,
  color: theme.colors.text,
  textDecoration: 'none',
  transition: `transform ${theme.motion.normal} ${theme.motion.easing}, box-shadow ${theme.motion.normal}, border-color ${theme.motion.normal}`,
  '.stage': {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    height: 132,
    background: `radial-gradient(220px 120px at 50% 60%, ${theme.colors.primary}2b, transparent 70%), linear-gradient(160deg, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '.stage img': { maxWidth: '72%', maxHeight: 72, objectFit: 'contain', transition: `transform ${theme.motion.slow}` },
  '.stage .initial': { fontSize: 40, fontWeight: theme.fontWeights.black, color: theme.colors.accent },
  '.badges': { position: 'absolute', top: 10, left: 10, right: 10, display: 'flex', flexWrap: 'wrap', gap: 6 },
  '.badge': {
    padding: '2px 8px',
    borderRadius: theme.radii.pill,
    fontSize: 11,
    fontWeight: theme.fontWeights.bold,
    lineHeight: '16px',
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
  },
  '.badge[data-kind="maintain"]': { borderColor: theme.colors.danger, color: theme.colors.dangerHover },
  '.badge[data-kind="members"]': { borderColor: theme.colors.primary, color: theme.colors.accent },
  '.body': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(3),
    padding: theme.space(3.5, 4),
  },
  '.name': { display: 'block', fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.black },
  '.count': { display: 'block', marginTop: 2, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  '.go': {
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    borderRadius: '50%',
    background: theme.gradients.primary,
    color: theme.colors.onPrimary,
    fontSize: 18,
    fontWeight: theme.fontWeights.black,
  },
  '&[data-maintain="true"] .stage img': { filter: 'grayscale(.85)', opacity: 0.55 },
  '@media (hover: hover)': {
    '&:hover': {
      transform: 'translateY(-4px)',
      borderColor: theme.colors.borderStrong,
      boxShadow: `${theme.shadows.lg}, ${theme.shadows.glow}`,
    },
    '&:hover .stage img': { transform: 'scale(1.06)' },
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 3 },
  [mq.mobile]: {
    '.stage': { height: 96 },
    '.stage img': { maxHeight: 52 },
    '.body': { padding: theme.space(2.5, 3) },
    '.name': { fontSize: theme.fontSizes.md },
    '.count': { fontSize: theme.fontSizes.xs },
    '.go': { width: 28, height: 28, fontSize: 14 },
    '.badge': { fontSize: 10, padding: '1px 6px' },
  },
}));

export interface RoomListProps {
  gtId: number;
  providers: readonly GameProvider[];
  /** Games per provider (gp_id → count). */
  gameCounts: ReadonlyMap<string, number>;
}

/**
 * The rooms of a game type (SPEC §2 desktop room list): one card per provider, with its house,
 * leading to its room (/gameRoom?gt_id=&gp_id=&house=). A members-only (customized) provider and
 * one under maintenance say so on the card.
 */
export function RoomList({ gtId, providers, gameCounts }: RoomListProps) {
  const t = useT('lobby');
  return (
    <Grid data-testid="room-list" aria-label={t('hall.rooms_label', { count: providers.length })}>
      {providers.map((p) => {
        const maintain = p.maintain === 1;
        const members = p.customized === 1;
        const count = gameCounts.get(p.gp_id) ?? 0;
        return (
          <li key={p.gp_id}>
            <Card
              to={gameRoomPath({ gt_id: gtId, gp_id: p.gp_id, house: p.house })}
              data-maintain={maintain}
              data-testid="room-card"
            >
              <span className="stage">
                {p.icon_light ? (
                  <img src={p.icon_light} alt="" aria-hidden="true" loading="lazy" />
                ) : (
                  <span className="initial" aria-hidden="true">
                    {p.gp_name.slice(0, 1)}
                  </span>
                )}
                {maintain || members || p.house === 1 ? (
                  <span className="badges">
                    {maintain ? (
                      <span className="badge" data-kind="maintain">
                        {t('maintenance')}
                      </span>
                    ) : null}
                    {members ? (
                      <span className="badge" data-kind="members">
                        {t('members_only')}
                      </span>
                    ) : null}
                    {p.house === 1 ? <span className="badge">{t('hall.house')}</span> : null}
                  </span>
                ) : null}
              </span>
              <span className="body">
                <span>
                  <span className="name">{p.gp_name}</span>
                  <span className="count">{t('hall.room_games', { count })}</span>
                </span>
                <span className="go" aria-hidden="true">
                  →
                </span>
              </span>
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}
