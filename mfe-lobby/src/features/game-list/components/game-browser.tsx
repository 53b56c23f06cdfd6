import { useCallback, useMemo, useRef } from 'react';
import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { AppLink } from '../../../components/app-link';
import { useGameTypeLabel } from '../../../hooks/use-game-type-label';
import { gameHallPath, popularPath, slotGamePath, SPORT_TYPE_ID } from '../../../config/paths';
import type { LobbyGameType } from '../api/get-game-list';
import { useGameBrowser } from '../hooks/use-game-browser';
import { PREFETCH_GAMES, prefetchPictures } from '../lib/prefetch-pictures';
import { GameCollection } from './game-collection';
import { type GamePick } from './game-tile';
import { GameTypeTabs, tabId } from './game-type-tabs';
import { ProviderStrip } from './provider-strip';

export type { GamePick } from './game-tile';

const PANEL_ID = 'lobby-games-panel';

/**
 * The sportsbook card's rules sit in the panel's, which is always drawn: styles first inserted when
 * the sport tab is picked would make the browser recompute the style of the whole page inside that
 * click (about 40 ms on a phone's CPU).
 */
const Panel = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  marginTop: theme.space(4),
  '&:focus-visible': { outline: 'none' },
  '.sportsbook': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(4),
    padding: theme.space(5, 6),
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: `radial-gradient(420px 200px at 90% 50%, ${theme.colors.primary}33, transparent 70%), ${theme.gradients.surface}`,
    boxShadow: theme.shadows.md,
    color: theme.colors.text,
    textDecoration: 'none',
    transition: `box-shadow ${theme.motion.normal}, transform ${theme.motion.normal}`,
    strong: { display: 'block', fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.black },
    small: { display: 'block', marginTop: 4, color: theme.colors.textMuted, fontSize: theme.fontSizes.md },
    '.go': {
      flex: 'none',
      display: 'grid',
      placeItems: 'center',
      width: 44,
      height: 44,
      borderRadius: '50%',
      background: theme.gradients.primary,
      color: theme.colors.onPrimary,
      fontSize: 22,
      fontWeight: theme.fontWeights.black,
    },
    '&:hover': { boxShadow: theme.shadows.glow, transform: 'translateY(-1px)' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  [mq.mobile]: {
    gap: theme.space(3),
    marginTop: theme.space(3),
    '.sportsbook': {
      padding: theme.space(4),
      strong: { fontSize: theme.fontSizes.lg },
      small: { fontSize: theme.fontSizes.sm },
      '.go': { width: 36, height: 36, fontSize: 18 },
    },
  },
}));

const StripHead = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  marginBottom: theme.space(-2),
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
  a: {
    color: theme.colors.primary,
    textTransform: 'none',
    letterSpacing: 0,
    fontSize: theme.fontSizes.md,
    textDecoration: 'none',
    borderRadius: 4,
    '&:hover': { color: theme.colors.primaryHover, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  [mq.mobile]: { marginBottom: 0 },
}));

export interface GameBrowserProps {
  types: readonly LobbyGameType[];
  memberId: number | null;
  showOverlay: boolean;
  compact: boolean;
  onPlay: (pick: GamePick) => void;
}

/**
 * Game-type tabs; for the selected type its providers (links to their pages, the popular page
 * first) and its games with the all/favourites/last played tabs in a virtualised grid.
 */
export function GameBrowser({ types, memberId, showOverlay, compact, onPlay }: GameBrowserProps) {
  const t = useT('lobby');
  const typeLabel = useGameTypeLabel();
  const browser = useGameBrowser(types);
  const type = browser.selectedType;
  const selectedId = type?.gt_id ?? null;
  const providers = useMemo(() => new Map((type?.providers ?? []).map((p) => [p.gp_id, p])), [type]);
  // The first tiles and the provider logos of a type about to be picked. The selection is read
  // through a ref: a callback that changed with it would redraw every tab at every click.
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const prefetchType = useCallback(
    (gtId: number) => {
      const next = types.find((t) => t.gt_id === gtId);
      if (!next || next.gt_id === selectedRef.current) return;
      prefetchPictures([
        ...next.games.slice(0, PREFETCH_GAMES).map((g) => g.icon_light),
        ...next.providers.map((p) => p.icon_dark || p.icon_light),
      ]);
    },
    [types],
  );

  return (
    <div data-testid="game-browser">
      <GameTypeTabs
        types={types}
        selectedId={selectedId}
        onSelect={browser.selectType}
        panelId={PANEL_ID}
        onIntent={prefetchType}
      />
      <Panel
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={selectedId !== null ? tabId(selectedId) : undefined}
        tabIndex={-1}
      >
        {selectedId === SPORT_TYPE_ID ? (
          <AppLink className="sportsbook" to={gameHallPath(SPORT_TYPE_ID)} data-testid="open-sportsbook">
            <span>
              <strong>{t('sport.open_title')}</strong>
              <small>{t('sport.open_text')}</small>
            </span>
            <span className="go" aria-hidden="true">
              →
            </span>
          </AppLink>
        ) : null}
        {type && type.providers.length > 0 && type.gt_id !== SPORT_TYPE_ID ? (
          <StripHead>
            <span aria-hidden="true">{t('providers_label')}</span>
            <AppLink to={gameHallPath(type.gt_id)} data-testid="open-game-hall">
              {t('hall.all_rooms', { type: typeLabel(type) })} →
            </AppLink>
          </StripHead>
        ) : null}
        {type && type.providers.length > 0 ? (
          <ProviderStrip
            providers={type.providers}
            popularHref={popularPath(type.gt_id)}
            hrefFor={(p) => slotGamePath({ gt_id: type.gt_id, gp_id: p.gp_id, house: p.house })}
          />
        ) : null}
        <GameCollection
          idBase="lobby-home-games"
          games={type?.games ?? []}
          providers={providers}
          memberId={memberId}
          showOverlay={showOverlay}
          compact={compact}
          onPlay={onPlay}
        />
      </Panel>
    </div>
  );
}
