import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import {
  gameCalls,
  type GameEntry,
  type GameListRequest,
  type GameListResponse,
  type GameProvider,
  type GameType,
} from '@site/shared/contracts';

export type { GameListRequest, GameListResponse };

/**
 * A provider as the platform may send it: with its own games in `gp_list` (the lobby's reading of
 * the v3 list) or without (games then sit in the game type's `gp_list`, as the shared contract says).
 */
type ProviderWire = GameProvider & { gp_list?: GameEntry[] };
type GameTypeWire = Omit<GameType, 'providers' | 'gp_list'> & { providers?: ProviderWire[]; gp_list?: GameEntry[] };

/** A game type as the lobby shows it: providers and a flat list of its games. */
export interface LobbyGameType {
  gt_id: GameType['gt_id'];
  gt_name: string;
  gt_icon: string;
  gt_icon_active: string;
  providers: GameProvider[];
  games: GameEntry[];
}

/** Accepts both shapes of the list and gives every game type its providers and games. */
export function normaliseGameList(list: readonly GameTypeWire[]): LobbyGameType[] {
  return list.map((type) => {
    const providers = type.providers ?? [];
    const games = type.gp_list ?? providers.flatMap((p) => p.gp_list ?? []);
    return {
      gt_id: type.gt_id,
      gt_name: type.gt_name,
      gt_icon: type.gt_icon,
      gt_icon_active: type.gt_icon_active,
      providers: providers.map(({ gp_list: _games, ...provider }) => provider),
      games,
    };
  });
}

/** SPEC §7 "Games": the game list; a failure of any kind rejects with ApiError. */
export async function getGameList(request: GameListRequest, signal?: AbortSignal): Promise<LobbyGameType[]> {
  const res = await api.call(gameCalls.list, request, { signal });
  // Read as the wire may have it (see ProviderWire): the description's type is the platform's own shape.
  const data: { list?: GameTypeWire[] } | null = okData(res, gameCalls.list.path);
  return normaliseGameList(data?.list ?? []);
}

/** The cache key of one game list: whose lobby it is and what was asked. */
export const gameListKey = (request: GameListRequest | null, viewer: string) =>
  ['lobby', 'game-list', viewer, request] as const;

/**
 * How long a fetched list is taken as current. Every lobby page reads the same list: going from the
 * home page to a provider's page and back within this time reuses it, where asking again would fetch,
 * decode and parse the whole catalogue (megabytes at 20,000 games) for every page a visitor opens.
 */
export const GAME_LIST_STALE_MS = 60_000;

/**
 * The lobby's game list for a currency and device. `request` null means "not ready yet" (the shell
 * is still restoring the session): no call is made. A new currency, device or site asks again, and
 * so does a new `viewer` (the list carries per-member flags such as member_favorite); the answer to
 * an older question never replaces the newer one, and leaving the page cancels the call. Pages
 * opened within GAME_LIST_STALE_MS share one answer.
 */
export function useGameList(request: GameListRequest | null, viewer: string) {
  return useQuery({
    queryKey: gameListKey(request, viewer),
    queryFn: ({ signal }) => getGameList(request as GameListRequest, signal),
    enabled: request !== null,
    staleTime: GAME_LIST_STALE_MS,
  });
}
