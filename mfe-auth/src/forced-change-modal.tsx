// The module the shell's modal host loads as mfe_auth/ForcedChangeModal (MODALS.forced_password_change):
// single-spa lifecycles of the forced password change of a first login, mounted as a parcel with
// ModalProps. Dialogs own no router.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { ForcedChangeModalRoot } from './features/forced-change';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_auth',
  // Its own emotion cache key: it may be mounted while ./App or ./LoginModal is, each with its own styles.
  cacheKey: 'auth-forced-change',
  namespace: 'auth',
  resources,
  lazyResources,
  Root: ForcedChangeModalRoot,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
