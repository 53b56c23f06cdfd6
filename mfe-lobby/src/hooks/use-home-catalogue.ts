import { useDeferredValue, useMemo } from 'react';
import type { GameEntry, GameProvider, RemoteProps } from '@site/shared/contracts';
import type { LobbyGameType } from '../features/game-list/api/get-game-list';
import { useCatalogue } from './use-catalogue';

interface Everything {
  games: GameEntry[];
  providers: GameProvider[];
}

const NOTHING: Everything = { games: [], providers: [] };

/**
 * Every game and provider of a list, flattened once per list for the life of the page, not per
 * mount: the search index is kept by these arrays' identity, so the home page opened again (back
 * from a provider's page) finds its index built instead of folding 20,000 names again.
 */
const flattened = new WeakMap<readonly LobbyGameType[], Everything>();
export function everythingOf(types: readonly LobbyGameType[] | null): Everything {
  if (!types) return NOTHING;
  let all = flattened.get(types);
  if (!all) {
    all = { games: types.flatMap((type) => type.games), providers: types.flatMap((type) => type.providers) };
    flattened.set(types, all);
  }
  return all;
}

/** What the home page counts of the loaded catalogue (types, providers, games). */
export interface CatalogueStats {
  types: number;
  providers: number;
  games: number;
}

/**
 * The home page's catalogue, whichever template draws it: the game list of the viewer, its counts,
 * and every type's games and providers flattened for the search box.
 */
export function useHomeCatalogue(props: Pick<RemoteProps, 'siteConfig' | 'layout'>) {
  const catalogue = useCatalogue(props);
  // The list's answer arrives through the query's store, which React draws at once and in one go;
  // deferred, the page is drawn with it in a transition, in slices between which the browser can
  // answer a tap (the home page's longest task as it loaded was this one).
  const types = useDeferredValue(catalogue.gameList.data ?? null);

  const stats = useMemo<CatalogueStats | null>(() => {
    if (!types) return null;
    const providers = new Set(types.flatMap((type) => type.providers.map((p) => p.gp_id)));
    return {
      types: types.length,
      providers: providers.size,
      // Counted from the whole list's totals: the first rows of every type arrive before the rest.
      games: types.reduce((n, type) => n + type.total, 0),
    };
  }, [types]);

  const everything = everythingOf(types);

  return { ...catalogue, types, stats, everything };
}
