// The module the shell's modal host loads as mfe_auth/LoginModal (MODALS.login): single-spa
// lifecycles of the login dialog, mounted as a parcel with ModalProps. Dialogs own no router.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { LoginModalRoot } from './features/login';
import { resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_auth',
  // Its own emotion cache key: the dialog may be mounted while ./App is, each with its own styles.
  cacheKey: 'auth-modal',
  namespace: 'auth',
  resources,
  Root: LoginModalRoot,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
