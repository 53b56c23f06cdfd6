import { CHUNK_RELOAD_GUARD_MS, SHELL_KEYS } from '@site/shared/constants';

/** When each path last reloaded itself (epoch ms), kept in sessionStorage for the tab. */
export type ReloadGuard = Record<string, number>;

/**
 * SPEC §4: a chunk-load or build-change error triggers one full reload, guarded by a 10 s window per
 * path. May this path reload now?
 */
export function mayReload(guard: ReloadGuard, path: string, now: number, windowMs = CHUNK_RELOAD_GUARD_MS): boolean {
  const last = guard[path];
  return last === undefined || now - last >= windowMs || now < last;
}

/** The guard after a reload of `path` at `now`; entries older than the window are dropped. */
export function recordReload(
  guard: ReloadGuard,
  path: string,
  now: number,
  windowMs = CHUNK_RELOAD_GUARD_MS,
): ReloadGuard {
  const kept = Object.entries(guard).filter(([p, at]) => p !== path && now - at < windowMs && at <= now);
  return { ...Object.fromEntries(kept), [path]: now };
}

/** The guard as stored; anything unreadable counts as empty (a reload is then allowed, once). */
export function parseGuard(raw: string | null): ReloadGuard {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** What the guard needs of a window (a fake one in tests). */
export type ReloadWindow = Pick<Window, 'sessionStorage'> & { location: Pick<Location, 'pathname' | 'reload'> };

/**
 * Reloads the page unless this path already reloaded within the guard window; the one place both
 * reasons (a chunk that failed to load, a new build) go through. Returns true when it reloaded.
 */
export function reloadGuarded(now = Date.now(), win: ReloadWindow = window): boolean {
  const path = win.location.pathname;
  let guard: ReloadGuard = {};
  try {
    guard = parseGuard(win.sessionStorage.getItem(SHELL_KEYS.buildReloadGuard));
  } catch {
    guard = {};
  }
  if (!mayReload(guard, path, now)) return false;
  try {
    win.sessionStorage.setItem(SHELL_KEYS.buildReloadGuard, JSON.stringify(recordReload(guard, path, now)));
  } catch {
    // Without storage the guard cannot hold: do not risk a reload loop.
    return false;
  }
  win.location.reload();
  return true;
}
