import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let cached: { from: unknown; list: MediaQueryList } | null = null;
/**
 * One MediaQueryList for the page: it stays live, and asking matchMedia anew on every render costs
 * (a new list is asked for only if matchMedia itself was replaced).
 */
const mediaQuery = (): MediaQueryList | null => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  // The function is compared, never called unbound.
  const matchMedia: unknown = Reflect.get(window, 'matchMedia');
  if (cached === null || cached.from !== matchMedia) cached = { from: matchMedia, list: window.matchMedia(QUERY) };
  return cached.list;
};

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether the visitor asked the system for less motion; follows the setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
