import { useMemo } from 'react';
import type { RemoteProps } from '@site/shared/contracts';
import { useCatalogue } from './use-catalogue';

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
  const types = catalogue.gameList.data ?? null;

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

  const everything = useMemo(
    () => ({
      games: types?.flatMap((type) => type.games) ?? [],
      providers: types?.flatMap((type) => type.providers) ?? [],
    }),
    [types],
  );

  return { ...catalogue, types, stats, everything };
}
