import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  remote: string;
  id: string;
  lifecycle: string;
  error: unknown;
  at: number;
}

type Listener = (failure: RemoteFailure) => void;
const listeners = new Set<Listener>();

/** Subscribe to remote load failures (the outlet shows its fallback; the test log records them). */
export function onRemoteFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Layer 2 (ARCHITECTURE §5): when a remote cannot be loaded after the retries, report it and let
 * the error reach the outlet, which renders an inline fallback with a retry button in place of
 * that remote only. Returning nothing from errorLoadRemote keeps the runtime's own error, so the
 * next attempt starts from scratch (the runtime caches no failed load).
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-fallback',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = (remote as { name?: string } | undefined)?.name ?? String(id).split('/')[0] ?? 'unknown';
      const failure: RemoteFailure = { remote: name, id: String(id), lifecycle, error, at: Date.now() };
      console.warn(`[shell] remote ${name} failed to load (${lifecycle})`, error);
      listeners.forEach((l) => l(failure));
      return undefined;
    },
  };
}
