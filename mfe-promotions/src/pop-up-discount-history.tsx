// The module the shell's modal host loads as mfe_promotions/PopUpDiscountHistory
// (MODALS.pop_up_discount_history, SPEC §2 "history of pop-up promotions").
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { PopUpHistoryRoot } from './features/discounts/components/pop-up-history-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_promotions',
  // Its own emotion cache key: it may be mounted while ./App and the other dialogs are.
  cacheKey: 'promotions-pop-up-history',
  namespace: 'promotions',
  resources,
  lazyResources,
  Root: PopUpHistoryRoot,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
