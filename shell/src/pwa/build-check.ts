import { reloadGuarded } from '../federation/reload-guard';

/** How often an open page asks whether a new build is out (SPEC §9: "manifest poll interval not shown"). */
export const BUILD_POLL_MS = 5 * 60_000;

/** Where the build publishes its id (SPEC §7: GET builds/latest.json with a timestamp query). */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** The id a builds/latest.json answer names, or null when the answer is not one. */
export function latestBuildId(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
}

/**
 * Is the build the server publishes another than the one this page runs? Only when both are known:
 * a page that does not know its own id (a development build) or an unreadable answer never reloads.
 */
export function isNewBuild(current: string | null, latest: unknown): boolean {
  const id = latestBuildId(latest);
  return Boolean(current && id && id !== current);
}

/** The poll's address: a fresh timestamp so no cache on the way answers it. */
export const latestBuildUrl = (now: number) => `${LATEST_BUILD_PATH}?t=${now}`;

export interface BuildCheckOptions {
  /** The build this page runs (webpack's hash of the compilation, the id builds/latest.json names). */
  currentId: string | null;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  /** Runs before the reload: lets a new service worker take over first, so the reload gets the new files. */
  beforeReload?: () => Promise<void>;
  reload?: () => boolean;
  now?: () => number;
}

/**
 * SPEC §4: polls builds/latest.json every few minutes and whenever the tab comes back (focus, visible);
 * on a new id the page reloads once, under the same 10 s guard per path as a chunk-load error.
 * Returns a stop function.
 */
export function startBuildCheck({
  currentId,
  intervalMs = BUILD_POLL_MS,
  fetchImpl = (...args) => fetch(...args),
  beforeReload = () => Promise.resolve(),
  reload = () => reloadGuarded(),
  now = Date.now,
}: BuildCheckOptions): () => void {
  let running = false;
  const check = async () => {
    if (running || !currentId) return;
    running = true;
    try {
      const res = await fetchImpl(latestBuildUrl(now()), {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) return;
      if (!isNewBuild(currentId, await res.json())) return;
      await beforeReload();
      reload();
    } catch {
      // Offline or a deploy in progress: the next poll asks again.
    } finally {
      running = false;
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onFocus = () => void check();
  const timer = setInterval(() => void check(), intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onFocus);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onFocus);
  };
}
