// The module the shell loads as mfe_auth/App: single-spa lifecycles (ARCHITECTURE §3).
import type { RemoteProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { AuthRoot } from './auth-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<RemoteProps>({
  name: 'mfe_auth',
  cacheKey: 'auth',
  namespace: 'auth',
  resources,
  lazyResources,
  Root: AuthRoot,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
