import { useMemo, useState } from 'react';
import styled from '@emotion/styled';
import type { GameEntry, GameLabel, GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { formatCount } from '@site/shared/money';
import { themeStyles } from '@site/shared/theme';
import { EmptyState, ErrorState } from '@site/shared/ui';
import { useLastPlayed } from '../api/get-last-played';
import { useFavorites } from '../hooks/use-favorites';
import { GameGridSkeleton } from './game-list-skeleton';
import { GameListTabs, listTabId, type GameListTab } from './game-list-tabs';
import { gameTileStyles, ListedGameTile, useTileTexts, type GamePick } from './game-tile';
import { ALL_LABELS, LabelChips } from './label-chips';
import { LoginPrompt } from './login-prompt';
import { VirtualGameGrid } from './virtual-game-grid';

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: theme.space(3),
  '.count': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, fontVariantNumeric: 'tabular-nums' },
}));

const Panel = styled.div(
  themeStyles((theme) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space(4),
    '&:focus-visible': { outline: 'none' },
    ...gameTileStyles(theme),
  })),
);

const Stack = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(4) }));

export interface GameCollectionProps {
  /** Makes the ids of the tabs and panel unique on the page. */
  idBase: string;
  /** Every game of the list (the all_game tab). */
  games: readonly GameEntry[];
  /** SPEC §3 game labels of the list (game_label `list`): chips that filter it. */
  labels?: readonly GameLabel[];
  providers: ReadonlyMap<string, GameProvider>;
  /** The logged-in member's id; null for a visitor. */
  memberId: number | null;
  showOverlay: boolean;
  compact: boolean;
  onPlay: (pick: GamePick) => void;
}

/**
 * A game list with the SPEC §3 tabs (all games, my favourites, last played), its label chips and
 * the games in a virtualised grid. Favourites and last played are a member's (SPEC §6): a visitor
 * is asked to log in there. The tabs and the labels narrow the same list: a member's favourites
 * among these games, the ones played last (most recent first), then the chosen label.
 */
export function GameCollection({
  idBase,
  games,
  labels = [],
  providers,
  memberId,
  showOverlay,
  compact,
  onPlay,
}: GameCollectionProps) {
  const t = useT('lobby');
  const texts = useTileTexts();
  const language = t.i18n.language;
  const [tab, setTab] = useState<GameListTab>('all_game');
  const [labelId, setLabelId] = useState(ALL_LABELS);
  const favorites = useFavorites(memberId);
  const member = memberId !== null;
  const lastPlayed = useLastPlayed(memberId, tab === 'last_play');
  const panelId = `${idBase}-panel`;

  const selectedLabel = labels.find((l) => l.id === labelId && l.game_list.length > 0) ?? null;
  const tabGames = useMemo((): readonly GameEntry[] => {
    if (tab === 'my_favorite') return games.filter((g) => favorites.isFavorite(g));
    if (tab === 'last_play') {
      // Built only here: a map of every game of the type is work a type change need not do.
      const byId = new Map(games.map((g) => [g.game_id, g]));
      return (lastPlayed.data ?? []).flatMap((id) => {
        const game = byId.get(id);
        return game ? [game] : [];
      });
    }
    return games;
    // favorites.isFavorite changes with every favourite change, which is what should re-filter.
  }, [tab, games, favorites, lastPlayed.data]);

  const shown = useMemo(() => {
    if (!selectedLabel) return tabGames;
    const ids = new Set(selectedLabel.game_list.map((g) => g.game_id));
    return tabGames.filter((g) => ids.has(g.game_id));
  }, [tabGames, selectedLabel]);

  const count = shown.length;
  const countText = t('list.count', { count, formatted: formatCount(count, language) });

  let body;
  if (!member && tab !== 'all_game') {
    body = (
      <LoginPrompt
        title={t(tab === 'my_favorite' ? 'list.login_favorites_title' : 'list.login_last_title')}
        message={t('list.login_message')}
        actionLabel={t('list.login_action')}
        data-testid="list-login-prompt"
      />
    );
  } else if (tab === 'last_play' && lastPlayed.isError) {
    body = (
      <ErrorState
        title={t('list.last_error_title')}
        message={t('error_message')}
        retryLabel={t('retry')}
        onRetry={() => void lastPlayed.refetch()}
        compact={compact}
      />
    );
  } else if (tab === 'last_play' && lastPlayed.isPending) {
    body = <GameGridSkeleton tiles={compact ? 6 : 12} label={t('list.loading')} />;
  } else if (count === 0) {
    const [title, message] =
      tab === 'my_favorite' && !selectedLabel
        ? [t('list.empty_favorites_title'), t('list.empty_favorites_message')]
        : tab === 'last_play' && !selectedLabel
          ? [t('list.empty_last_title'), t('list.empty_last_message')]
          : selectedLabel
            ? [t('list.empty_label_title'), t('list.empty_label_message')]
            : [t('empty_title'), t('empty_message')];
    body = <EmptyState title={title} message={message} data-testid="games-empty" />;
  } else {
    body = (
      <VirtualGameGrid
        data-testid="game-grid"
        games={shown}
        label={countText}
        compact={compact}
        renderTile={(game, cell) => (
          <ListedGameTile
            texts={texts}
            {...cell}
            game={game}
            providers={providers}
            language={language}
            showOverlay={showOverlay}
            compact={compact}
            onPlay={onPlay}
            favorites={favorites}
          />
        )}
      />
    );
  }

  return (
    <Stack data-testid="game-collection">
      <Toolbar>
        <GameListTabs idBase={idBase} selected={tab} onSelect={setTab} panelId={panelId} />
        {member || tab === 'all_game' ? (
          <span className="count" aria-hidden="true" data-testid="game-count">
            {countText}
          </span>
        ) : null}
      </Toolbar>
      <Panel id={panelId} role="tabpanel" aria-labelledby={listTabId(idBase, tab)} tabIndex={-1}>
        {member || tab === 'all_game' ? (
          <LabelChips
            labels={labels}
            selected={selectedLabel?.id ?? ALL_LABELS}
            total={tabGames.length}
            onSelect={setLabelId}
          />
        ) : null}
        {body}
      </Panel>
    </Stack>
  );
}
