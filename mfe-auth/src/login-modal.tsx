// The module the shell's modal host loads as mfe_auth/LoginModal (MODALS.login): single-spa
// lifecycles of the login dialog, mounted as a parcel with ModalProps. Dialogs own no router.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { LoginModalRoot } from './dialogs';
import { RegisterLink } from './features/register';
import { lazyResources, resources } from './locales';

/** The login dialog with the way to sign up under its submit button (SPEC §2: register from the login dialog). */
function LoginDialog(props: ModalProps) {
  return <LoginModalRoot {...props} footer={props.siteConfig.features.register ? <RegisterLink /> : undefined} />;
}

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_auth',
  // Its own emotion cache key: the dialog may be mounted while ./App is, each with its own styles.
  cacheKey: 'auth-modal',
  namespace: 'auth',
  resources,
  lazyResources,
  Root: LoginDialog,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
