import { api, okData } from '@site/shared/api';
import { lobbyCalls } from '@site/shared/contracts';

/**
 * SPEC §7 POST /arks/web/favorite/store {data: [{game_id, status}]}: status 1 adds, 0 removes.
 * Resolves with the member's favourite game ids after the change; any failure rejects with ApiError.
 */
export async function storeFavorite(gameId: number, status: 0 | 1): Promise<number[]> {
  const data = okData(
    await api.call(lobbyCalls.favoriteStore, { data: [{ game_id: gameId, status }] }),
    lobbyCalls.favoriteStore.path,
  );
  return data?.list ?? [];
}
