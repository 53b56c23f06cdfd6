// The module the shell's modal host loads as mfe_lobby/GameDemoList (MODALS.game_demo_list):
// single-spa lifecycles of the game demo list dialog, mounted as a parcel with ModalProps.
// Dialogs own no router.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { DemoListDialog } from './features/demo-play';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_lobby',
  // Its own emotion cache key: the dialog is mounted while ./App is, each with its own styles.
  cacheKey: 'lobby-demo',
  namespace: 'lobby',
  resources,
  lazyResources,
  Root: DemoListDialog,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
