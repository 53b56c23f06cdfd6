import { useMemo } from 'react';
import { useT } from '@site/shared/i18n';
import { popularPath } from '../../../config/paths';
import type { LobbyGameType } from '../api/get-game-list';
import { hotGames, providersById } from '../hooks/use-game-browser';
import { GameRow } from './game-row';
import type { GamePick } from './game-tile';

export interface HotGamesProps {
  types: readonly LobbyGameType[];
  memberId: number | null;
  showOverlay: boolean;
  compact: boolean;
  onPlay: (pick: GamePick) => void;
}

/** "Hot games": the games tagged hot across every type, and a link to the popular page. Nothing when none is. */
export function HotGames({ types, memberId, showOverlay, compact, onPlay }: HotGamesProps) {
  const t = useT('lobby');
  const hot = useMemo(() => hotGames(types), [types]);
  const providers = useMemo(() => providersById(types), [types]);
  if (hot.length === 0) return null;
  return (
    <GameRow
      id="lobby-hot-games"
      data-testid="hot-games"
      title={t('hot_games')}
      games={hot}
      providers={providers}
      memberId={memberId}
      showOverlay={showOverlay}
      compact={compact}
      onPlay={onPlay}
      seeAll={{ to: popularPath(), label: t('popular.see_all') }}
    />
  );
}
