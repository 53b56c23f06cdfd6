// The module the shell's modal host loads as mfe_promotions/PopUps (MODALS.pop_ups): the pop-up
// bulletin and the pop-up discount (SPEC §2, §4). Routed under "/" (the host's basename) so it
// follows the page: ?modal=, the deposit page.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { PopUpsRoot } from './pages/pop-ups-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_promotions',
  // Its own emotion cache key: it may be mounted while ./App and the other dialogs are.
  cacheKey: 'promotions-pop-ups',
  namespace: 'promotions',
  resources,
  lazyResources,
  Root: PopUpsRoot,
  routed: true,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
