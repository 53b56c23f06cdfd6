// The module the shell's modal host loads as mfe_promotions/Discount (MODALS.discount, SPEC §2
// modal "discount"): one promotion over any page; params.id is the discount id.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { DiscountModalRoot } from './features/discounts/components/discount-modal-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_promotions',
  // Its own emotion cache key: it may be mounted while ./App and the other dialogs are.
  cacheKey: 'promotions-discount',
  namespace: 'promotions',
  resources,
  lazyResources,
  Root: DiscountModalRoot,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
