import { useMemo } from 'react';
import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { Button, EmptyState } from '@site/shared/ui';
import { mq } from '@site/shared/theme';
import type { LobbyGameType } from '../api/get-game-list';
import { gameKey, useGameBrowser } from '../hooks/use-game-browser';
import { GameGrid } from './game-grid';
import { ListedGameTile, type GamePick } from './game-tile';
import { GameTypeTabs, tabId } from './game-type-tabs';
import { ProviderStrip } from './provider-strip';

export type { GamePick } from './game-tile';

const PANEL_ID = 'lobby-games-panel';

const Panel = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  marginTop: theme.space(4),
  '&:focus-visible': { outline: 'none' },
  [mq.mobile]: { gap: theme.space(3), marginTop: theme.space(3) },
}));

const More = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(3),
  marginTop: theme.space(2),
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

/** The sport game type (SPEC §3): its tab leads to the sport frame page. */
const SPORT_TYPE_ID = 4;
const SPORTSBOOK_PATH = `${PATHS.gameHall}/${SPORT_TYPE_ID}`;

const SportsbookLink = styled.a(({ theme }) => ({
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
  [mq.mobile]: {
    padding: theme.space(4),
    strong: { fontSize: theme.fontSizes.lg },
    small: { fontSize: theme.fontSizes.sm },
    '.go': { width: 36, height: 36, fontSize: 18 },
  },
}));

export interface GameBrowserProps {
  types: readonly LobbyGameType[];
  showOverlay: boolean;
  onPlay: (pick: GamePick) => void;
}

/** Game-type tabs, the selected type's providers, and its games as a grid paged by "Show more". */
export function GameBrowser({ types, showOverlay, onPlay }: GameBrowserProps) {
  const t = useT('lobby');
  const language = t.i18n.language;
  const browser = useGameBrowser(types);
  const providers = useMemo(() => new Map(browser.providers.map((p) => [p.gp_id, p])), [browser.providers]);
  const selectedId = browser.selectedType?.gt_id ?? null;

  return (
    <div data-testid="game-browser">
      <GameTypeTabs types={types} selectedId={selectedId} onSelect={browser.selectType} panelId={PANEL_ID} />
      <Panel
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={selectedId !== null ? tabId(selectedId) : undefined}
        tabIndex={-1}
      >
        {selectedId === SPORT_TYPE_ID ? (
          <SportsbookLink
            href={SPORTSBOOK_PATH}
            data-testid="open-sportsbook"
            onClick={(e) => {
              // A plain click stays in the page; a middle or modified click opens the href as usual.
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              bus.emit('nav:navigate', { to: SPORTSBOOK_PATH });
            }}
          >
            <span>
              <strong>{t('sport.open_title')}</strong>
              <small>{t('sport.open_text')}</small>
            </span>
            <span className="go" aria-hidden="true">
              →
            </span>
          </SportsbookLink>
        ) : null}
        {browser.providers.length > 0 ? (
          <ProviderStrip
            providers={browser.providers}
            selected={browser.selectedProvider}
            onSelect={browser.selectProvider}
          />
        ) : null}
        {browser.total === 0 ? (
          <EmptyState title={t('empty_title')} message={t('empty_message')} data-testid="games-empty" />
        ) : (
          <GameGrid data-testid="game-grid">
            {browser.games.map((game) => (
              <ListedGameTile
                key={gameKey(game)}
                game={game}
                providers={providers}
                language={language}
                showOverlay={showOverlay}
                onPlay={onPlay}
              />
            ))}
          </GameGrid>
        )}
        {browser.hasMore ? (
          <More>
            <span>{t('showing', { shown: browser.games.length, total: browser.total })}</span>
            <Button variant="secondary" size="lg" onClick={browser.showMore} data-testid="show-more">
              {t('show_more')}
            </Button>
          </More>
        ) : null}
      </Panel>
    </div>
  );
}
