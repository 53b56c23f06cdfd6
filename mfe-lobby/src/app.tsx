// The module the shell loads as mfe_lobby/App: single-spa lifecycles (ARCHITECTURE §3).
import type { RemoteProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { LobbyRoot } from './lobby-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<RemoteProps>({
  name: 'mfe_lobby',
  cacheKey: 'lobby',
  namespace: 'lobby',
  resources,
  lazyResources,
  Root: LobbyRoot,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
