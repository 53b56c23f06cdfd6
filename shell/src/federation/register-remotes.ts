import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';
import { fallbackPlugin } from './fallback';
import { retryPlugin } from './retry';

/**
 * Registers every remote of the site config with the federation runtime, before any remote loads.
 * Remote URLs come only from the config (swapping a brand's lobby is a config change).
 */
export function registerSiteRemotes(config: SiteConfig): void {
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/**
 * Loads one exposed module of a remote. Failures reject (after the retry plugin's tries) so the
 * caller can show its fallback; the next call starts a fresh load.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const mod = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!mod) throw new Error(`${remote} did not provide ${module}`);
  return mod;
}
