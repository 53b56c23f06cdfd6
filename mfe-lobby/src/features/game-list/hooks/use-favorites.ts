import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bus } from '@site/shared/bus';
import type { GameEntry } from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';
import { toast } from '@site/shared/ui';
import { storeFavorite } from '../api/store-favorite';

/**
 * What the lobby knows of a member's favourites beyond each list's member_favorite flag:
 * - `known`: the whole set as the platform last answered it (favorite/store returns it), or null;
 * - `changes`: the member's own changes not yet confirmed (optimistic), by game id;
 * - `pending`: games whose change is on its way (a second click waits for the first answer).
 */
export interface FavoriteState {
  known: ReadonlySet<number> | null;
  changes: ReadonlyMap<number, 0 | 1>;
  pending: ReadonlySet<number>;
}

const EMPTY: FavoriteState = { known: null, changes: new Map(), pending: new Set() };

/** Member data, so the session drops it when the member logs out or another logs in. */
export const favoritesKey = (memberId: number | null) => memberKey('lobby-favorites', memberId);

/** Whether a game is a favourite: the member's latest change, else the platform's set, else the list's flag. */
export function isFavorite(state: FavoriteState, game: Pick<GameEntry, 'game_id' | 'member_favorite'>): boolean {
  const change = state.changes.get(game.game_id);
  if (change !== undefined) return change === 1;
  if (state.known) return state.known.has(game.game_id);
  return game.member_favorite === 1;
}

export interface Favorites {
  /** False for a visitor: the hearts ask to log in. */
  enabled: boolean;
  isFavorite: (game: GameEntry) => boolean;
  isPending: (game: GameEntry) => boolean;
  toggle: (game: GameEntry) => void;
}

interface ToggleVars {
  gameId: number;
  status: 0 | 1;
}

/**
 * A member's favourites (SPEC §6 member, §7 favorite/store), shared by every list of the lobby
 * through the query cache: a heart changes at once (optimistic), the platform is told, and on a
 * failure the heart goes back to what it was and an error toast says why (SPEC §8). A visitor's
 * heart opens the login dialog.
 */
export function useFavorites(memberId: number | null): Favorites {
  const queryClient = useQueryClient();
  const key = useMemo(() => favoritesKey(memberId), [memberId]);
  // A local state kept in the cache: nothing to fetch, it is only ever written.
  const { data: state = EMPTY } = useQuery({
    queryKey: key,
    queryFn: () => queryClient.getQueryData<FavoriteState>(key) ?? EMPTY,
    initialData: EMPTY,
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: memberId !== null,
  });

  const update = useCallback(
    (change: (s: FavoriteState) => FavoriteState) =>
      queryClient.setQueryData<FavoriteState>(key, (s) => change(s ?? EMPTY)),
    [queryClient, key],
  );

  const mutation = useMutation({
    mutationFn: ({ gameId, status }: ToggleVars) => storeFavorite(gameId, status),
    onMutate: ({ gameId, status }: ToggleVars) => {
      const previous = (queryClient.getQueryData<FavoriteState>(key) ?? EMPTY).changes.get(gameId);
      update((s) => ({
        ...s,
        changes: new Map(s.changes).set(gameId, status),
        pending: new Set(s.pending).add(gameId),
      }));
      return { previous };
    },
    onSuccess: (list, { gameId }) => {
      update((s) => {
        const changes = new Map(s.changes);
        changes.delete(gameId);
        // The answer is the whole set after this change; other games' changes still on their way stay.
        return { ...s, known: new Set(list), changes };
      });
    },
    onError: (error, { gameId }, context) => {
      update((s) => {
        const changes = new Map(s.changes);
        if (context?.previous === undefined) changes.delete(gameId);
        else changes.set(gameId, context.previous);
        return { ...s, changes };
      });
      toast.failure(error, { fallback: 'lobby:favorite.failed' });
    },
    onSettled: (_data, _error, { gameId }) => {
      update((s) => {
        const pending = new Set(s.pending);
        pending.delete(gameId);
        return { ...s, pending };
      });
    },
  });
  const { mutate } = mutation;

  const toggle = useCallback(
    (game: GameEntry) => {
      if (memberId === null) {
        bus.emit('modal:open', { name: 'login' });
        return;
      }
      const current = queryClient.getQueryData<FavoriteState>(key) ?? EMPTY;
      if (current.pending.has(game.game_id)) return;
      mutate({ gameId: game.game_id, status: isFavorite(current, game) ? 0 : 1 });
    },
    [memberId, queryClient, key, mutate],
  );

  // One object per state, so lists that filter by it recompute only when a favourite changes.
  return useMemo(
    () => ({
      enabled: memberId !== null,
      isFavorite: (game: GameEntry) => memberId !== null && isFavorite(state, game),
      isPending: (game: GameEntry) => state.pending.has(game.game_id),
      toggle,
    }),
    [memberId, state, toggle],
  );
}
