import { reloadGuarded, type ReloadWindow } from './reload-guard';

/** A failed chunk or script load: what a new build replacing the old files looks like. */
export function isChunkLoadError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /ChunkLoadError|Loading chunk|Loading CSS chunk|ScriptExternalLoadError/i.test(text);
}

/**
 * SPEC §4, §8: a chunk-load error triggers one full reload, guarded by a 10 s window per path, so
 * a remote that is really down never loops the page. Returns true when a reload was started.
 */
export function reloadOnceForChunkError(err: unknown, now = Date.now(), win: ReloadWindow = window): boolean {
  if (!isChunkLoadError(err)) return false;
  return reloadGuarded(now, win);
}
