import styled from '@emotion/styled';
import type { GameEntry, GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { gameName } from '../hooks/use-game-browser';

const Tile = styled.button(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  background: theme.gradients.surface,
  color: theme.colors.text,
  textAlign: 'left',
  cursor: 'pointer',
  transition: `transform ${theme.motion.normal} ${theme.motion.easing}, box-shadow ${theme.motion.normal}, border-color ${theme.motion.normal}`,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  '.art': {
    position: 'relative',
    display: 'block',
    aspectRatio: '1 / 1',
    overflow: 'hidden',
    background: `linear-gradient(160deg, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
  },
  '.art img': {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: `transform ${theme.motion.slow} ${theme.motion.easing}`,
  },
  '.meta': { display: 'block', padding: theme.space(2.5, 3, 3), minWidth: 0 },
  '.name, .provider': { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '.name': { fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.md, lineHeight: '18px' },
  '.sub': { display: 'flex', alignItems: 'center', gap: theme.space(1.5), marginTop: 3, minWidth: 0 },
  '.provider': { flex: 1, minWidth: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  '&[data-maintain="true"] .art img': { filter: 'grayscale(.85)', opacity: 0.55 },
  // Hover effects only where there is a real pointer: a phone's tap must not leave a tile "lifted".
  '@media (hover: hover)': {
    '&:hover': {
      transform: 'translateY(-4px)',
      borderColor: theme.colors.borderStrong,
      boxShadow: `${theme.shadows.lg}, ${theme.shadows.glow}`,
    },
    '&:hover .art img': { transform: 'scale(1.06)' },
    '&:hover .overlay, &:focus-visible .overlay': { opacity: 1 },
  },
  [mq.mobile]: {
    borderRadius: theme.radii.md,
    '.meta': { padding: theme.space(1.5, 2, 2) },
    '.name': { fontSize: theme.fontSizes.xs, lineHeight: '16px' },
    '.provider': { fontSize: 11 },
  },
}));

/** The HOT/NEW ribbons sit beside the provider name: the artwork carries its own corner ribbon. */
const Ribbons = styled.span({
  display: 'inline-flex',
  flex: 'none',
  gap: 4,
});

const Ribbon = styled.span<{ kind: 'hot' | 'new' }>(({ theme, kind }) => ({
  padding: '1px 6px',
  borderRadius: theme.radii.sm,
  fontSize: 10,
  fontWeight: theme.fontWeights.black,
  letterSpacing: 0.5,
  lineHeight: '14px',
  color: '#fff',
  background:
    kind === 'hot'
      ? `linear-gradient(135deg, ${theme.colors.warning}, ${theme.colors.highlight})`
      : `linear-gradient(135deg, ${theme.colors.success}, ${theme.colors.info})`,
  [mq.mobile]: { padding: '0 4px', fontSize: 9 },
}));

const MaintainBadge = styled.span(({ theme }) => ({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: 1,
  padding: '4px 12px',
  whiteSpace: 'nowrap',
  boxShadow: theme.shadows.md,
  borderRadius: theme.radii.sm,
  fontSize: 11,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.onDanger,
  background: theme.colors.danger,
  [mq.mobile]: { padding: '2px 8px', fontSize: 10 },
}));

/** The desktop hover layer: a Play button over the dimmed artwork. */
const Overlay = styled.span(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  opacity: 0,
  transition: `opacity ${theme.motion.normal}`,
  background: 'radial-gradient(circle at center, rgba(0,0,0,.2), rgba(0,0,0,.72))',
  '.play': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: theme.space(2.5, 5.5),
    borderRadius: theme.radii.pill,
    fontWeight: theme.fontWeights.black,
    fontSize: theme.fontSizes.md,
    color: theme.colors.onPrimary,
    background: theme.gradients.primary,
    boxShadow: theme.shadows.glow,
  },
}));

export interface GameTileProps {
  game: GameEntry;
  name: string;
  providerName: string;
  maintain?: boolean;
  /** Desktop shows the hover Play layer; touch screens go straight to the game. */
  showOverlay: boolean;
  onPlay: (game: GameEntry) => void;
}

export function GameTile({ game, name, providerName, maintain = false, showOverlay, onPlay }: GameTileProps) {
  const t = useT('lobby');
  const tags = (['hot', 'new'] as const).filter((tag) => game.tags?.includes(tag));
  return (
    <Tile
      type="button"
      data-testid="game-tile"
      data-maintain={maintain}
      aria-label={providerName ? `${name} · ${providerName}` : name}
      onClick={() => onPlay(game)}
    >
      <span className="art">
        {game.icon_light ? <img src={game.icon_light} alt="" loading="lazy" decoding="async" /> : null}
        {maintain ? <MaintainBadge>{t('maintenance')}</MaintainBadge> : null}
        {showOverlay && !maintain ? (
          <Overlay className="overlay" aria-hidden="true">
            <span className="play">
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
              </svg>
              {t('play')}
            </span>
          </Overlay>
        ) : null}
      </span>
      <span className="meta">
        <span className="name">{name}</span>
        <span className="sub">
          <span className="provider">{providerName}</span>
          {tags.length > 0 ? (
            <Ribbons>
              {tags.map((tag) => (
                <Ribbon key={tag} kind={tag}>
                  {t(tag === 'hot' ? 'tag_hot' : 'tag_new')}
                </Ribbon>
              ))}
            </Ribbons>
          ) : null}
        </span>
      </span>
    </Tile>
  );
}

/** What a click on a tile hands to the page: the game and what the launcher must know about it. */
export interface GamePick {
  game: GameEntry;
  maintain: boolean;
  providerName: string;
}

export interface ListedGameTileProps {
  game: GameEntry;
  providers: ReadonlyMap<string, GameProvider>;
  /** The i18n language (a SPEC §9 code such as vi_VN). */
  language: string;
  showOverlay: boolean;
  onPlay: (pick: GamePick) => void;
}

/** A game as the lists show it: its provider's name and maintenance state looked up once, here. */
export function ListedGameTile({ game, providers, language, showOverlay, onPlay }: ListedGameTileProps) {
  const provider = providers.get(game.gp_id);
  const providerName = provider?.gp_name ?? game.gp_gt_name ?? game.gp_id;
  const maintain = provider?.maintain === 1;
  return (
    <GameTile
      game={game}
      name={gameName(game, language)}
      providerName={providerName}
      maintain={maintain}
      showOverlay={showOverlay}
      onPlay={() => onPlay({ game, maintain, providerName })}
    />
  );
}
