import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import {
  gameCalls,
  gameListPartCount,
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
type GameTypeWire = Omit<GameType, 'providers' | 'gp_list' | 'gp_total'> & {
  providers?: ProviderWire[];
  gp_list?: GameEntry[];
  gp_total?: number;
};

/** A game type as the lobby shows it: providers and a flat list of its games. */
export interface LobbyGameType {
  gt_id: GameType['gt_id'];
  gt_name: string;
  gt_icon: string;
  gt_icon_active: string;
  providers: GameProvider[];
  games: GameEntry[];
  /** How many games the type has in the whole list: more than `games` while the rest is on its way. */
  total: number;
}

/** True when every type holds all its games (the list's later parts have arrived). */
export const isWholeList = (types: readonly LobbyGameType[]) => types.every((t) => t.games.length >= t.total);

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
      total: Math.max(type.gp_total ?? 0, games.length),
    };
  });
}

/**
 * The later parts appended to the first, type by type. A game is listed once even if the catalogue
 * changed between two parts (it could then move from one part to the next).
 */
export function joinGameListParts(first: readonly LobbyGameType[], rest: ReadonlyArray<readonly LobbyGameType[]>) {
  return first.map((type) => {
    const seen = new Set(type.games.map((g) => g.id));
    const games = [...type.games];
    for (const part of rest) {
      for (const game of part.find((t) => t.gt_id === type.gt_id)?.games ?? []) {
        if (seen.has(game.id)) continue;
        seen.add(game.id);
        games.push(game);
      }
    }
    return { ...type, games, total: games.length };
  });
}

/** SPEC §7 "Games": the game list (or one part of it); a failure of any kind rejects with ApiError. */
export async function getGameList(request: GameListRequest, signal?: AbortSignal): Promise<LobbyGameType[]> {
  const res = await api.call(gameCalls.list, request, { signal });
  // Read as the wire may have it (see ProviderWire): the description's type is the platform's own shape.
  const data: { list?: GameTypeWire[] } | null = okData(res, gameCalls.list.path);
  return normaliseGameList(data?.list ?? []);
}

/**
 * The whole list, read in parts (GAME_LIST_PARTS): the first part (the first rows of every type) is
 * handed to `onFirst` as soon as it arrives, so the lobby paints it while the other parts, asked all
 * at once, are on their way. A small catalogue fits in the first part and costs one request.
 */
export async function getGameListInParts(
  request: GameListRequest,
  signal?: AbortSignal,
  onFirst?: (first: LobbyGameType[]) => void,
): Promise<LobbyGameType[]> {
  const first = await getGameList({ ...request, part: 0 }, signal);
  if (isWholeList(first)) return first;
  onFirst?.(first);
  const count = gameListPartCount(Math.max(...first.map((t) => t.total)));
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, (_, i) => getGameList({ ...request, part: i + 1 }, signal)),
  );
  return joinGameListParts(first, rest);
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
 * opened within GAME_LIST_STALE_MS share one answer. The list arrives in parts: `data` holds the first
 * rows of every type first (`isWholeList` false, each type's `total` counting all its games), then
 * the whole list.
 */
export function useGameList(request: GameListRequest | null, viewer: string) {
  const queryClient = useQueryClient();
  const queryKey = gameListKey(request, viewer);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      getGameListInParts(request as GameListRequest, signal, (first) => {
        // The first rows are shown only where nothing is yet: a list being read again keeps the whole
        // one it has until the new one is complete.
        if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, first);
      }),
    enabled: request !== null,
    staleTime: GAME_LIST_STALE_MS,
  });
}
