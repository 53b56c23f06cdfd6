// The module the shell's modal host loads as mfe_auth/RegisterModal (MODALS.register): single-spa
// lifecycles of the sign-up dialog, mounted as a parcel with ModalProps. Dialogs own no router.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { registerCaptcha as captcha } from './dialogs/register-captcha';
import { RegisterModalRoot } from './features/register';
import { lazyResources, resources } from './locales';

/** The dialog with what the app layer gives it. */
export function RegisterDialog(props: ModalProps) {
  return <RegisterModalRoot {...props} captcha={captcha} />;
}

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_auth',
  // Its own emotion cache key: the dialog may be mounted while ./App or the login dialog is.
  cacheKey: 'auth-register',
  namespace: 'auth',
  resources,
  lazyResources,
  Root: RegisterDialog,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
