import type { RefObject } from 'react';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { ErrorState } from '@site/shared/ui';
import { GameBrowser } from '../features/game-list/components/game-browser';
import { GameListSkeleton } from '../features/game-list/components/game-list-skeleton';
import { HotGames } from '../features/game-list/components/hot-games';
import { usePlayGame } from '../hooks/use-play-game';
import type { useHomeCatalogue } from '../hooks/use-home-catalogue';

type HomeCatalogue = ReturnType<typeof useHomeCatalogue>;

export interface HomeGamesProps extends Pick<HomeCatalogue, 'gameList' | 'types' | 'memberId'> {
  layout: LayoutMode;
  /** Where "explore the games" scrolls to. */
  gamesRef: RefObject<HTMLDivElement | null>;
}

/**
 * The games of the home page, whichever template lays it out: the hot row, then the games by type
 * (a skeleton while the list loads, a retry when it fails).
 */
export function HomeGames({ gameList, types, memberId, layout, gamesRef }: HomeGamesProps) {
  const t = useT('lobby');
  const onPlay = usePlayGame();
  const showOverlay = layout === 'desktop';
  const compact = layout === 'mobile';
  return (
    <>
      {types ? (
        <HotGames types={types} memberId={memberId} showOverlay={showOverlay} compact={compact} onPlay={onPlay} />
      ) : null}
      <div ref={gamesRef} style={{ scrollMarginTop: 96 }}>
        {gameList.isError ? (
          <ErrorState
            title={t('error_title')}
            message={t('error_message')}
            retryLabel={t('retry')}
            onRetry={() => void gameList.refetch()}
          />
        ) : types === null ? (
          <GameListSkeleton />
        ) : (
          <GameBrowser types={types} memberId={memberId} showOverlay={showOverlay} compact={compact} onPlay={onPlay} />
        )}
      </div>
    </>
  );
}
