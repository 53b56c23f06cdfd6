import styled from '@emotion/styled';
import type { GameEntry } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';

const Tile = styled.button(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  background: theme.colors.surface,
  color: theme.colors.text,
  textAlign: 'left',
  cursor: 'pointer',
  transition: `transform ${theme.motion.normal} ${theme.motion.easing}, border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
  '.art': {
    position: 'relative',
    display: 'block',
    aspectRatio: '1 / 1',
    overflow: 'hidden',
    background: `linear-gradient(160deg, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
  },
  '.art img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '.overlay': {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    opacity: 0,
    transition: `opacity ${theme.motion.normal}`,
    background: 'rgba(0, 0, 0, 0.55)',
  },
  '.play': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: theme.space(1.5, 3.5),
    borderRadius: theme.radii.pill,
    color: theme.colors.onPrimary,
    background: theme.gradients.primary,
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.black,
  },
  '.name': {
    display: 'block',
    padding: theme.space(2, 2.5),
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.bold,
    lineHeight: '18px',
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  '&:focus-visible .overlay': { opacity: 1 },
  // Hover effects only with a real pointer: a tap on a phone must not leave a tile lifted.
  '@media (hover: hover)': {
    '&:hover': { transform: 'translateY(-3px)', borderColor: theme.colors.borderStrong, boxShadow: theme.shadows.md },
    '&:hover .overlay': { opacity: 1 },
  },
  [mq.reducedMotion]: { transition: 'none', '&:hover': { transform: 'none' } },
  [mq.mobile]: { '.name': { padding: theme.space(1.5, 2), fontSize: theme.fontSizes.xs, lineHeight: '16px' } },
}));

export interface DemoGameTileProps {
  game: GameEntry;
  /** The name in the page language. */
  name: string;
  onPlay: (game: GameEntry) => void;
}

/** A game of the demo list: its artwork and name; named "Try <game> for free" for assistive tech. */
export function DemoGameTile({ game, name, onPlay }: DemoGameTileProps) {
  const t = useT('lobby');
  return (
    <Tile type="button" aria-label={t('demo.try_game', { game: name })} title={name} onClick={() => onPlay(game)}>
      <span className="art">
        {game.icon_light ? <img src={game.icon_light} alt="" loading="lazy" decoding="async" /> : null}
        <span className="overlay" aria-hidden="true">
          <span className="play">
            <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
              <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
            </svg>
            {t('demo.play_free')}
          </span>
        </span>
      </span>
      <span className="name">{name}</span>
    </Tile>
  );
}
