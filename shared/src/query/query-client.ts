import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * What every query and mutation of the site runs with unless it says otherwise.
 * - `retry: false`: the API client already retries what SPEC §7 allows (one retry of a non-mutating
 *   call on 408, 409, 425, 429 and 5xx, none for POST/PUT/PATCH/DELETE). TanStack's own retry on top
 *   would call three times more, and would retry mutations the spec says never to repeat.
 * - `refetchOnWindowFocus: false`: data that changes on the server reaches open pages through the
 *   realtime bus events, which invalidate the keys they concern (`letters:changed` → the letters);
 *   coming back to the tab is not a reason to ask again.
 */
export const QUERY_DEFAULTS = {
  queries: { retry: false, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const satisfies DefaultOptions;

/** A client with QUERY_DEFAULTS, plus `overrides` (the tests' client keeps its cache for the whole test). */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, ...overrides.queries },
      mutations: { ...QUERY_DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}

/**
 * The page's one QueryClient: one cache for the shell and every remote. This subpath is a
 * module-federation singleton (like React), so every app that imports it gets this instance; the
 * shell and the remote factory provide it to their React trees, and the page's services (the
 * session, the shell's red envelope watch) use it directly.
 */
export const queryClient: QueryClient = createQueryClient();
