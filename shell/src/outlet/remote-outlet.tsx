import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { RemoteName } from '@site/shared/constants';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import type { RemoteLifecycles } from '@site/shared/remote';
import { useT } from '@site/shared/i18n';
import { ErrorState, Spinner } from '@site/shared/ui';
import { reloadOnceForChunkError } from '../federation/chunk-reload';
import { loadRemoteModule } from '../federation/register-remotes';

/** Turns a remote's module namespace into a plain parcel config single-spa can own. */
export function toParcelConfig(mod: RemoteLifecycles<unknown>, name: string): ParcelConfig {
  if (typeof mod.mount !== 'function' || typeof mod.unmount !== 'function' || typeof mod.bootstrap !== 'function') {
    throw new Error(`${name} does not expose single-spa lifecycles`);
  }
  return { name, bootstrap: mod.bootstrap, mount: mod.mount, unmount: mod.unmount, update: mod.update };
}

interface RemoteOutletProps {
  remote: RemoteName;
  module?: string;
  basename: string;
  siteConfig: SiteConfig;
  layout: LayoutMode;
}

/**
 * A remote's module as a parcel config, through the page's query cache: loaded once per page (code
 * does not go stale), shared by every outlet of that remote. SPEC §4, §8: a chunk-load error reloads
 * the page once instead of failing; the load then stays pending until the page goes.
 */
function useRemoteParcel(remote: RemoteName, module: string) {
  return useQuery({
    queryKey: ['shell', 'remote-module', remote, module],
    queryFn: async () => {
      try {
        return toParcelConfig(
          await loadRemoteModule<RemoteLifecycles<unknown>>(remote, module),
          `${remote}${module.slice(1)}`,
        );
      } catch (error) {
        if (reloadOnceForChunkError(error)) return new Promise<ParcelConfig>(() => undefined);
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * Where a remote lives on the page. Loads its ./App from the federation runtime and mounts it as a
 * single-spa parcel. A remote that is down (after the retry plugin's tries), or whose parcel fails,
 * leaves everything else working and shows an inline fallback with a retry button in its place
 * (ARCHITECTURE §5).
 */
export function RemoteOutlet({ remote, module = './App', basename, siteConfig, layout }: RemoteOutletProps) {
  const { t } = useT('shell');
  const parcel = useRemoteParcel(remote, module);
  const [mountFailed, setMountFailed] = useState(false);
  const retry = () => {
    setMountFailed(false);
    if (parcel.isError) void parcel.refetch();
  };

  if (mountFailed || (parcel.isError && !parcel.isFetching)) {
    return (
      <div data-testid="remote-fallback" data-remote={remote} style={{ padding: '48px 16px' }}>
        <ErrorState
          title={t('remote_unavailable_title')}
          message={t('remote_unavailable_message')}
          retryLabel={t('retry')}
          onRetry={retry}
        />
      </div>
    );
  }
  if (!parcel.data) {
    return (
      <div data-testid="remote-loading" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <Spinner size={40} label={t('loading')} />
      </div>
    );
  }
  return (
    <Parcel
      config={parcel.data}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={`remote-outlet remote-outlet--${remote}`}
      handleError={() => setMountFailed(true)}
      basename={basename}
      siteConfig={siteConfig}
      layout={layout}
    />
  );
}
