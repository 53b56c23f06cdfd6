import { useMemo, useState } from 'react';
import type { GameEntry, GameProvider } from '@site/shared/contracts';
import { gameKey } from '../../../lib/game-names';
import type { LobbyGameType } from '../api/get-game-list';

/** The "Hot games" row is one glance, not a second grid. */
export const HOT_GAMES_LIMIT = 12;

/**
 * Games tagged hot across all types, each once, taking one from each provider in turn (in list
 * order within a provider), so the row shows the breadth of the catalogue rather than one studio.
 */
export function hotGames(types: readonly LobbyGameType[], limit = HOT_GAMES_LIMIT): GameEntry[] {
  const seen = new Set<string>();
  const byProvider = new Map<string, GameEntry[]>();
  for (const type of types) {
    for (const game of type.games) {
      // The tag first: a key is made only for the few hot games, not for the whole catalogue.
      if (!game.tags?.includes('hot')) continue;
      const key = gameKey(game);
      if (seen.has(key)) continue;
      seen.add(key);
      const queue = byProvider.get(game.gp_id) ?? [];
      queue.push(game);
      byProvider.set(game.gp_id, queue);
    }
  }
  const queues = [...byProvider.values()];
  const hot: GameEntry[] = [];
  for (let round = 0; hot.length < limit && queues.some((q) => q.length > round); round += 1) {
    for (const queue of queues) {
      const game = queue[round];
      if (game) hot.push(game);
      if (hot.length >= limit) break;
    }
  }
  return hot;
}

/** Providers of a type keyed by gp_id, to show a tile's provider name and maintenance state. */
export function providersById(types: readonly LobbyGameType[]): Map<string, GameProvider> {
  const map = new Map<string, GameProvider>();
  for (const type of types) for (const p of type.providers) if (!map.has(p.gp_id)) map.set(p.gp_id, p);
  return map;
}

/**
 * The browsing state of the home page: the selected game type. The first type with games is selected
 * until the user picks one (or if the picked one vanished after a currency change).
 */
export function useGameBrowser(types: readonly LobbyGameType[]) {
  const [typeId, setTypeId] = useState<number | null>(null);
  const selectedType = useMemo(
    () => types.find((t) => t.gt_id === typeId) ?? types.find((t) => t.total > 0) ?? types[0] ?? null,
    [types, typeId],
  );
  return { selectedType, selectType: setTypeId };
}
