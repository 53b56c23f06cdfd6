import { useMemo } from 'react';
import styled from '@emotion/styled';
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
