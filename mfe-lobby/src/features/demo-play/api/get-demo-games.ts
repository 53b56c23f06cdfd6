import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { lobbyCalls, type CallBody, type GameEntry } from '@site/shared/contracts';
import { DEMO_CATALOGUE_STALE_MS } from './get-demo-game-types';

/** SPEC §7 demo/gp_games: the games of one provider and type; a failure of any kind rejects with ApiError. */
export async function getDemoGames(
  request: CallBody<typeof lobbyCalls.gpGames>,
  signal?: AbortSignal,
): Promise<GameEntry[]> {
  const res = await api.call(lobbyCalls.gpGames, request, { signal });
  return okData(res, lobbyCalls.gpGames.path)?.data ?? [];
}

export const demoGamesKey = (request: CallBody<typeof lobbyCalls.gpGames> | null) =>
  ['lobby', 'demo', 'gp-games', request] as const;

/** `request` null: no provider is chosen yet, nothing is asked. */
export function useDemoGames(request: CallBody<typeof lobbyCalls.gpGames> | null) {
  return useQuery({
    queryKey: demoGamesKey(request),
    queryFn: ({ signal }) => getDemoGames(request as CallBody<typeof lobbyCalls.gpGames>, signal),
    enabled: request !== null,
    staleTime: DEMO_CATALOGUE_STALE_MS,
  });
}
