import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Statuses worth another try: the server or the network may recover. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Layer 1 of failure handling (ARCHITECTURE §5): retry the network load of a remote. Manifests are
 * fetched through the runtime's `fetch` hook; a remote entry script that failed to load comes back
 * through `loadEntryError`. Each gets `delays.length` more tries.
 */
export function retryPlugin(delays: number[] = [300, 1000]): ModuleFederationRuntimePlugin {
  return {
    name: 'site-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= delays.length; attempt += 1) {
        try {
          const res = await fetch(url, init);
          if (res.ok) return res;
          lastError = new Error(`HTTP ${res.status} for ${url}`);
          if (!retryable(res.status)) break;
        } catch (err) {
          lastError = err;
        }
        const delay = delays[attempt];
        if (delay !== undefined) await sleep(delay);
      }
      throw lastError;
    },
    // The runtime awaits whatever this returns; its declared type nests a promise, hence the cast.
    loadEntryError: (({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: LoadEntryErrorArgs) =>
      (async () => {
        for (const delay of delays) {
          await sleep(delay);
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // try after the next delay
          }
        }
        return undefined;
      })()) as unknown as LoadEntryError,
  };
}
