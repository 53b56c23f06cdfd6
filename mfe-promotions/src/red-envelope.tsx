// The module the shell's modal host loads as mfe_promotions/RedEnvelope (MODALS.red_envelope):
// single-spa lifecycles of the red envelope (floating envelope, envelope and prize dialogs),
// mounted as a parcel with ModalProps; params.promotion is the envelope the shell found.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { RedEnvelopeRoot } from './features/red-envelope/components/red-envelope-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_promotions',
  // Its own emotion cache key: it stays mounted while ./App may be mounted too.
  cacheKey: 'promotions-envelope',
  namespace: 'promotions',
  resources,
  lazyResources,
  Root: RedEnvelopeRoot,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
