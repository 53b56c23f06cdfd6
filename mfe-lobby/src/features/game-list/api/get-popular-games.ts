import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { lobbyCalls, type CallBody, type GameEntry } from '@site/shared/contracts';
import type { LabelledGames } from './get-game-label';

export interface PopularQuery {
  site_id: number;
  currency: CallBody<typeof lobbyCalls.hotGames>['currency'];
  support_device: number;
  /** null: every type. */
  gt_id: number | null;
}

const gameId = (game: GameEntry) => game.game_id;

/**
 * The popular page's games (SPEC §2 gp_id=Popular): the hot games (`hot-games`) and the tag lists
 * (`get_tag_game_list` hot and new) asked together, shaped like a provider's game_label answer so
 * the page shows them the same way: the tag lists are its labels, and every game of the three lists,
 * hot games first, once each, is its whole list.
 */
export async function getPopularGames(request: PopularQuery, signal?: AbortSignal): Promise<LabelledGames> {
  const gt = request.gt_id ?? 0;
  const base = { site_id: request.site_id, currency: request.currency, support_device: request.support_device };
  const [hot, tagHot, tagNew] = await Promise.all([
    api.call(lobbyCalls.hotGames, { ...base, gt_id: gt }, { signal }),
    api.call(lobbyCalls.tagGames, { ...base, tag: 'hot', gt_id: gt }, { signal }),
    api.call(lobbyCalls.tagGames, { ...base, tag: 'new', gt_id: gt }, { signal }),
  ]);
  const hotList = okData(hot, lobbyCalls.hotGames.path)?.list ?? [];
  const hotTagged = okData(tagHot, lobbyCalls.tagGames.path)?.info ?? [];
  const newTagged = okData(tagNew, lobbyCalls.tagGames.path)?.info ?? [];
  const seen = new Set<number>();
  const main = [...hotList, ...hotTagged, ...newTagged].filter((game) => {
    if (seen.has(gameId(game))) return false;
    seen.add(gameId(game));
    return true;
  });
  return {
    labels: [
      { id: 1, tag: 'hot', game_list: hotTagged },
      { id: 2, tag: 'new', game_list: newTagged },
    ],
    main,
  };
}

export const popularGamesKey = (request: PopularQuery | null, viewer: string) =>
  ['lobby', 'popular', viewer, request] as const;

export function usePopularGames(request: PopularQuery | null, viewer: string) {
  return useQuery({
    queryKey: popularGamesKey(request, viewer),
    queryFn: ({ signal }) => getPopularGames(request as PopularQuery, signal),
    enabled: request !== null,
  });
}
