import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { lobbyCalls, type CallBody, type GameEntry, type GameLabel } from '@site/shared/contracts';

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

/** `request` null: not ready (session restoring, or a visitor on a members-only provider): nothing is asked. */
export function useGameLabel(request: GameLabelQuery | null, viewer: string) {
  return useQuery({
    queryKey: gameLabelKey(request, viewer),
    queryFn: ({ signal }) => getGameLabel(request as GameLabelQuery, signal),
    enabled: request !== null,
  });
}
