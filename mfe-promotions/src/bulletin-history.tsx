// The module the shell's modal host loads as mfe_promotions/BulletinHistory (MODALS.bulletin_history):
// the bulletins shown earlier as pop-ups.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { BulletinHistoryRoot } from './features/bulletins/components/bulletin-history-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_promotions',
  // Its own emotion cache key: it may be mounted while ./App and the other dialogs are.
  cacheKey: 'promotions-bulletin-history',
  namespace: 'promotions',
  resources,
  lazyResources,
  Root: BulletinHistoryRoot,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
