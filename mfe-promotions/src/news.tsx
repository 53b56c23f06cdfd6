// The module the shell's modal host loads as mfe_promotions/News (MODALS.news, SPEC §2
// "news/announcement"): the marquee announcements in a dialog.
import type { ModalProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { NewsRoot } from './features/news/components/news-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<ModalProps>({
  name: 'mfe_promotions',
  // Its own emotion cache key: it may be mounted while ./App and the other dialogs are.
  cacheKey: 'promotions-news',
  namespace: 'promotions',
  resources,
  lazyResources,
  Root: NewsRoot,
  routed: false,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
