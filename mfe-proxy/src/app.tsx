// The module the shell loads as mfe_proxy/App: single-spa lifecycles (ARCHITECTURE §3).
import type { RemoteProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { ProxyRoot } from './proxy-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<RemoteProps>({
  name: 'mfe_proxy',
  cacheKey: 'proxy',
  namespace: 'proxy',
  resources,
  lazyResources,
  Root: ProxyRoot,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
