// The module the shell loads as mfe_promotions/App: single-spa lifecycles (ARCHITECTURE §3).
import type { RemoteProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { PromotionsRoot } from './promotions-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<RemoteProps>({
  name: 'mfe_promotions',
  cacheKey: 'promotions',
  namespace: 'promotions',
  resources,
  lazyResources,
  Root: PromotionsRoot,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
