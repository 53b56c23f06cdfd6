import { Fragment, memo, useMemo, type HTMLAttributes } from 'react';
import { keyframes, type CSSObject } from '@emotion/react';
import type { GameEntry, GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import type { SiteTheme } from '@site/shared/theme';
import { cssUrl } from '@site/shared/ui';
import type { Favorites } from '../hooks/use-favorites';
import { gameName } from '../../../lib/game-names';
import { TILE_META_HEIGHT } from '../hooks/use-grid-layout';
import { PENDING_CELL_CLASS, TILE_MAIN_ATTR } from './virtual-game-grid';

const HEART =
  'M12 20.5s-7.3-4.5-9.3-8.9C1.2 8.3 3.2 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.6 0 5.6 3.8 4.1 7.1-2 4.4-9.3 8.9-9.3 8.9Z';
/** The heart in `colour`, outlined or filled, as a picture the button draws as its background. */
const heartImage = (colour: string, fill: boolean) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${HEART}' fill='${fill ? colour : 'none'}' stroke='${colour}' stroke-width='2' stroke-linejoin='round'/></svg>`,
  )}")`;
const HEART_OUTLINE = heartImage('#ffffff', false);
/** The disc behind the heart: a plain dark colour, not a blurred backdrop (a layer of its own per tile). */
const FAV_DISC = 'rgba(6, 8, 14, 0.72)';

const fadeIn = keyframes({ from: { opacity: 0 } });
/** The hover layer's pill: a play mark, then the word from the tile's data-play. */
const PLAY_PILL = '"\\25B6\\FE0E\\00a0\\00a0" attr(data-play)';

/** The class of a tile's box; the styles are the list's (gameTileStyles), not each tile's. */
export const TILE_CLASS = 'game-cell';

/**
 * The tiles' styles, for the element that holds a list of them: one rule set per list, where a
 * styled box per tile had emotion hash and look up its styles for every tile of every click.
 *
 * A tile's box holds the play button and, beside it (a button is never put inside another), the
 * favourite heart over the artwork's corner. The box lifts on hover so both move together.
 */
export const gameTileStyles = (theme: SiteTheme): CSSObject => ({
  // A cell whose tile comes on the next frame: the tile's frame and artwork well, one element.
  [`.${PENDING_CELL_CLASS}`]: {
    minWidth: 0,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    background: `linear-gradient(${theme.colors.surfaceSunken}, ${theme.colors.surfaceSunken}) top / 100% calc(100% - ${TILE_META_HEIGHT.regular}px) no-repeat, ${theme.gradients.surface}`,
    '&[data-compact="true"]': {
      borderRadius: theme.radii.md,
      backgroundSize: `100% calc(100% - ${TILE_META_HEIGHT.compact}px), auto`,
    },
  },
  [`.${TILE_CLASS}`]: {
    position: 'relative',
    // The heart and the maintenance label stack inside the tile, not among the page's layers: a
    // z-index that reached the page would be painted after the marquee and tested against it.
    isolation: 'isolate',
    minWidth: 0,
    transition: `transform ${theme.motion.normal} ${theme.motion.easing}`,
    '.tile': {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      minWidth: 0,
      padding: 0,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.lg,
      overflow: 'hidden',
      background: theme.gradients.surface,
      color: theme.colors.text,
      textAlign: 'left',
      cursor: 'pointer',
      transition: `box-shadow ${theme.motion.normal}, border-color ${theme.motion.normal}`,
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    },
    '.art': {
      position: 'relative',
      display: 'block',
      flex: 'none',
      aspectRatio: '1 / 1',
      overflow: 'hidden',
      background: `linear-gradient(160deg, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
    },
    // The artwork is the background of a span rather than an <img>: another game in the same tile
    // is one style change (an <img> was a new element, its address set twice by React), and the
    // last game's picture is gone at once instead of showing until the new one arrives.
    '.pic': {
      position: 'absolute',
      inset: 0,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      transition: `transform ${theme.motion.slow} ${theme.motion.easing}`,
    },
    // The desktop hover layer, drawn with pseudo-elements so a tile costs few DOM nodes: the artwork
    // dims and a "Play" pill appears. Its text is in data-play; the button's name comes from
    // aria-label. They exist only while the tile is hovered or focused (their `content` is set
    // there, below): on every tile at rest they were half the style and layout work of the rows a
    // scroll step brings in. They fade in; they go at once.
    '.art[data-play]::before': {
      position: 'absolute',
      inset: 0,
      background: 'radial-gradient(circle at center, rgba(0,0,0,.2), rgba(0,0,0,.72))',
      animation: `${fadeIn} ${theme.motion.normal}`,
    },
    '.art[data-play]::after': {
      position: 'absolute',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      padding: theme.space(2.5, 5),
      borderRadius: theme.radii.pill,
      whiteSpace: 'nowrap',
      fontWeight: theme.fontWeights.black,
      fontSize: theme.fontSizes.md,
      color: theme.colors.onPrimary,
      background: theme.gradients.primary,
      boxShadow: theme.shadows.glow,
      animation: `${fadeIn} ${theme.motion.normal}`,
    },
    // Name on the first line; the provider and the HOT/NEW ribbons share the second. One grid, no
    // wrappers: every element a tile saves is saved forty times over in a grid.
    '.meta': {
      display: 'grid',
      // Empty ribbon tracks are 0 wide; the ribbons carry their own spacing, so no gap is left behind.
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      alignItems: 'center',
      rowGap: 4,
      alignContent: 'start',
      flex: 'none',
      boxSizing: 'border-box',
      height: TILE_META_HEIGHT.regular,
      padding: theme.space(2.5, 3, 0),
      minWidth: 0,
    },
    '.name, .provider': { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '.name': {
      gridColumn: '1 / -1',
      gridRow: 1,
      fontWeight: theme.fontWeights.bold,
      fontSize: theme.fontSizes.md,
      lineHeight: '18px',
    },
    '.provider': { gridRow: 2, minWidth: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
    '.ribbon': {
      gridRow: 2,
      marginLeft: 6,
      padding: '1px 6px',
      borderRadius: theme.radii.sm,
      fontSize: 10,
      fontWeight: theme.fontWeights.black,
      letterSpacing: 0.5,
      lineHeight: '14px',
      // Dark text on the light ends of both gradients keeps these small labels above 4.5:1.
      color: '#140d02',
    },
    '.ribbon[data-kind="hot"]': {
      background: `linear-gradient(135deg, ${theme.colors.warning}, ${theme.colors.accent})`,
    },
    '.ribbon[data-kind="new"]': {
      background: `linear-gradient(135deg, ${theme.colors.success}, ${theme.colors.info})`,
    },
    '.maintain': {
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
      // The brand's danger colour, deepened so the small white label stays above 4.5:1.
      background: `color-mix(in srgb, ${theme.colors.danger} 76%, #000)`,
    },
    '&[data-maintain="true"] .pic': { filter: 'grayscale(.85)', opacity: 0.55 },
    '.fav': {
      position: 'absolute',
      top: 8,
      right: 8,
      zIndex: 2,
      width: 34,
      height: 34,
      padding: 0,
      borderRadius: '50%',
      border: '1px solid rgba(255, 255, 255, 0.28)',
      // The heart is the button's own background picture over its disc: no child, no pseudo-element
      // (a pseudo-element on every tile costs every new row its style and layout).
      backgroundColor: FAV_DISC,
      backgroundImage: HEART_OUTLINE,
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
      backgroundSize: '18px 18px',
      cursor: 'pointer',
      transition: `transform ${theme.motion.fast}, background-color ${theme.motion.fast}`,
      '&[aria-pressed="true"]': {
        backgroundImage: heartImage(theme.colors.highlight, true),
        borderColor: `${theme.colors.highlight}99`,
      },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 },
      '&:hover': { transform: 'scale(1.08)', backgroundColor: 'rgba(6, 8, 14, 0.8)' },
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    },
    // Hover effects only where there is a real pointer: a phone's tap must not leave a tile "lifted".
    '@media (hover: hover)': {
      '&:hover': { transform: 'translateY(-4px)' },
      '&:hover .tile': {
        borderColor: theme.colors.borderStrong,
        boxShadow: `${theme.shadows.lg}, ${theme.shadows.glow}`,
      },
      '&:hover .pic': { transform: 'scale(1.06)' },
      '&:hover .art[data-play]::before': { content: '""' },
      '&:hover .art[data-play]::after': { content: PLAY_PILL },
    },
    '.tile:focus-visible .art[data-play]::before': { content: '""' },
    '.tile:focus-visible .art[data-play]::after': { content: PLAY_PILL },
    '@media (prefers-reduced-motion: reduce)': {
      transition: 'none',
      '.art[data-play]::before, .art[data-play]::after': { animation: 'none' },
      '&:hover': { transform: 'none' },
      '.pic': { transition: 'none' },
      '&:hover .pic': { transform: 'none' },
    },
    '&[data-compact="true"]': {
      '.tile': { borderRadius: theme.radii.md },
      '.meta': { height: TILE_META_HEIGHT.compact, padding: theme.space(1.5, 2, 0), rowGap: 2 },
      '.name': { fontSize: theme.fontSizes.xs, lineHeight: '16px' },
      '.provider': { fontSize: 11 },
      '.ribbon': { padding: '0 4px', marginLeft: 4, fontSize: 9 },
      '.maintain': { padding: '2px 8px', fontSize: 10 },
      '.fav': { top: 4, right: 4, width: 28, height: 28, backgroundSize: '15px 15px' },
    },
  },
});

/** The favourite heart of a tile; absent where a list has none. */
export interface TileFavorite {
  active: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** The words every tile shows, translated once per list rather than once per tile. */
export interface TileTexts {
  play: string;
  maintenance: string;
  hot: string;
  new: string;
  /** The heart's name for a game. */
  favorite: (game: string) => string;
}

/** Stands for the game's name in a text translated once for every tile. */
const GAME_SLOT = '\u0000game\u0000';

/**
 * The heart's name with the game put in: the text is translated once per list, not once per tile
 * and render (i18next's interpolation was a visible share of a tab click on a slow phone).
 */
const fillIn =
  (text: string) =>
  (game: string): string =>
    text.split(GAME_SLOT).join(game);

/** The tile texts in the page language (one object while the language stays). */
export function useTileTexts(): TileTexts {
  const t = useT('lobby');
  const language = t.i18n.language;
  return useMemo(
    () => ({
      play: t('play'),
      maintenance: t('maintenance'),
      hot: t('tag_hot'),
      new: t('tag_new'),
      favorite: fillIn(t('favorite.toggle', { game: GAME_SLOT })),
    }),
    // The language is what changes t's answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
}

export interface GameTileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onPlay'> {
  game: GameEntry;
  texts: TileTexts;
  name: string;
  providerName: string;
  maintain?: boolean;
  /** Desktop shows the hover Play layer; touch screens go straight to the game. */
  showOverlay: boolean;
  /** Phone tiles: a shorter caption in smaller type. */
  compact?: boolean;
  onPlay: (game: GameEntry) => void;
  favorite?: TileFavorite | null;
}

export function GameTile({
  game,
  texts,
  name,
  providerName,
  maintain = false,
  showOverlay,
  compact = false,
  onPlay,
  favorite = null,
  ...cell
}: GameTileProps) {
  const tags = (['hot', 'new'] as const).filter((tag) => game.tags?.includes(tag));
  return (
    <div className={TILE_CLASS} data-maintain={maintain} data-compact={compact} {...cell}>
      <button
        type="button"
        className="tile"
        data-testid="game-tile"
        {...{ [TILE_MAIN_ATTR]: '' }}
        // Every word the tile shows, in its order, so the name a voice user says matches (WCAG 2.5.3).
        aria-label={[maintain ? texts.maintenance : '', name, providerName, ...tags.map((tag) => texts[tag])]
          .filter(Boolean)
          .join(', ')}
        onClick={() => onPlay(game)}
      >
        <span className="art" data-play={showOverlay && !maintain ? texts.play : undefined}>
          {game.icon_light ? (
            <span className="pic" data-testid="game-art" style={{ backgroundImage: cssUrl(game.icon_light) }} />
          ) : null}
          {maintain ? <span className="maintain">{texts.maintenance}</span> : null}
        </span>
        <span className="meta">
          {/* The spaces between the parts keep their words apart when read as text. */}
          <span className="name">{name}</span> <span className="provider">{providerName}</span>
          {tags.map((tag) => (
            <Fragment key={tag}>
              {' '}
              <span className="ribbon" data-kind={tag}>
                {texts[tag]}
              </span>
            </Fragment>
          ))}
        </span>
      </button>
      {favorite ? (
        <button
          type="button"
          className="fav"
          data-testid="favorite-toggle"
          aria-label={texts.favorite(name)}
          aria-pressed={favorite.active}
          aria-busy={favorite.busy || undefined}
          onClick={favorite.onToggle}
        />
      ) : null}
    </div>
  );
}

/** What a click on a tile hands to the page: the game and what the launcher must know about it. */
export interface GamePick {
  game: GameEntry;
  maintain: boolean;
  providerName: string;
}

export interface ListedGameTileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onPlay'> {
  game: GameEntry;
  texts: TileTexts;
  providers: ReadonlyMap<string, GameProvider>;
  /** The i18n language (a SPEC §9 code such as vi_VN). */
  language: string;
  showOverlay: boolean;
  compact?: boolean;
  onPlay: (pick: GamePick) => void;
  /** The member's favourites; without it the tile has no heart. */
  favorites?: Favorites;
}

/**
 * A game as the lists show it: its provider's name and maintenance state looked up once, here.
 * Memoised: a scrolled grid or a favourite changed elsewhere redraws only the tiles it concerns.
 */
export const ListedGameTile = memo(function ListedGameTile({
  game,
  texts,
  providers,
  language,
  showOverlay,
  compact,
  onPlay,
  favorites,
  ...cell
}: ListedGameTileProps) {
  const provider = providers.get(game.gp_id);
  const providerName = provider?.gp_name ?? game.gp_gt_name ?? game.gp_id;
  const maintain = provider?.maintain === 1;
  return (
    <GameTile
      {...cell}
      game={game}
      texts={texts}
      name={gameName(game, language)}
      providerName={providerName}
      maintain={maintain}
      showOverlay={showOverlay}
      compact={compact}
      onPlay={() => onPlay({ game, maintain, providerName })}
      favorite={
        favorites
          ? {
              active: favorites.isFavorite(game),
              busy: favorites.isPending(game),
              onToggle: () => favorites.toggle(game),
            }
          : null
      }
    />
  );
});
