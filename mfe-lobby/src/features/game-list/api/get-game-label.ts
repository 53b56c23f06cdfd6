import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { lobbyCalls, type CallBody, type GameEntry, type GameLabel } from '@site/shared/contracts';
import { isWholeList, type LobbyGameType } from './get-game-list';

export type GameLabelQuery = CallBody<typeof lobbyCalls.gameLabel>;

/** A list of games with its label lists (SPEC §3 game label: id, tag, game_list). */
export interface LabelledGames {
  labels: GameLabel[];
  /** Every game of the list. */
  main: GameEntry[];
}

/** SPEC §7 POST /v2/game_label: a provider's games of one type and its hot/new labels. */
export async function getGameLabel(request: GameLabelQuery, signal?: AbortSignal): Promise<LabelledGames> {
  const data = okData(await api.call(lobbyCalls.gameLabel, request, { signal }), lobbyCalls.gameLabel.path);
  return { labels: data?.list ?? [], main: data?.main ?? [] };
}

/** Whose list it is (entries carry member_favorite) and what was asked. */
export const gameLabelKey = (request: GameLabelQuery | null, viewer: string) =>
  ['lobby', 'game-label', viewer, request] as const;

/**
 * A provider's games of one type as game_label lists them, read from the game list the page already
 * holds: the same games in the same order, each label the games carrying its tag. Only a whole list
 * can answer for a provider (the first part holds only each type's first rows).
 */
export function labelledGamesFrom(
  types: readonly LobbyGameType[] | undefined,
  gtId: number,
  gpId: string,
): LabelledGames | undefined {
  if (!types || !isWholeList(types)) return undefined;
  const type = types.find((x) => x.gt_id === gtId);
  if (!type) return undefined;
  const main = type.games.filter((game) => game.gp_id === gpId);
  return {
    labels: [
      { id: 1, tag: 'hot', game_list: main.filter((game) => game.tags.includes('hot')) },
      { id: 2, tag: 'new', game_list: main.filter((game) => game.tags.includes('new')) },
    ],
    main,
  };
}

/**
 * `request` null: not ready (session restoring, or a visitor on a members-only provider): nothing is
 * asked. `placeholder` is drawn while the platform's answer is on its way (the same games from the list
 * in memory, labelledGamesFrom), so a provider page paints with no round trip first; the answer then
 * takes its place.
 */
export function useGameLabel(request: GameLabelQuery | null, viewer: string, placeholder?: LabelledGames) {
  return useQuery({
    queryKey: gameLabelKey(request, viewer),
    queryFn: ({ signal }) => getGameLabel(request as GameLabelQuery, signal),
    enabled: request !== null,
    placeholderData: placeholder,
  });
}
