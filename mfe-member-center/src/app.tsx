// The module the shell loads as mfe_member_center/App: single-spa lifecycles (ARCHITECTURE §3),
// mounted under the basename /user.
import type { RemoteProps } from '@site/shared/contracts';
import { createRemoteApp } from '@site/shared/remote';
import { MemberRoot } from './member-root';
import { lazyResources, resources } from './locales';

const lifecycles = createRemoteApp<RemoteProps>({
  name: 'mfe_member_center',
  cacheKey: 'member',
  namespace: 'member',
  resources,
  lazyResources,
  Root: MemberRoot,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
