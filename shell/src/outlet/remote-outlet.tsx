import { useEffect, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { RemoteName } from '@site/shared/constants';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import type { RemoteLifecycles } from '@site/shared/remote';
import { useT } from '@site/shared/i18n';
import { ErrorState, Spinner } from '@site/shared/ui';
import { reloadOnceForChunkError } from '../federation/chunk-reload';
import { loadRemoteModule } from '../federation/register-remotes';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelConfig }
  | { status: 'failed'; error: unknown };

/** Turns a remote's module namespace into a plain parcel config single-spa can own. */
export function toParcelConfig(mod: RemoteLifecycles<unknown>, name: string): ParcelConfig {
  if (typeof mod.mount !== 'function' || typeof mod.unmount !== 'function' || typeof mod.bootstrap !== 'function') {
    throw new Error(`${name} does not expose single-spa lifecycles`);
  }
  return { name, bootstrap: mod.bootstrap, mount: mod.mount, unmount: mod.unmount, update: mod.update } as ParcelConfig;
}

interface RemoteOutletProps {
  remote: RemoteName;
  module?: string;
  basename: string;
  siteConfig: SiteConfig;
  layout: LayoutMode;
}

/**
 * Where a remote lives on the page. Loads its ./App from the federation runtime and mounts it as a
 * single-spa parcel. A remote that is down (after the retry plugin's tries) leaves everything else
 * working and shows an inline fallback with a retry button in its place (ARCHITECTURE §5).
 */
export function RemoteOutlet({ remote, module = './App', basename, siteConfig, layout }: RemoteOutletProps) {
  const { t } = useT('shell');
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    loadRemoteModule<RemoteLifecycles<unknown>>(remote, module)
      .then((mod) => {
        if (!cancelled) setLoad({ status: 'ready', config: toParcelConfig(mod, `${remote}${module.slice(1)}`) });
      })
      .catch((error: unknown) => {
        if (cancelled || reloadOnceForChunkError(error)) return;
        setLoad({ status: 'failed', error });
      });
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt]);

  if (load.status === 'failed') {
    return (
      <div data-testid="remote-fallback" data-remote={remote} style={{ padding: '48px 16px' }}>
        <ErrorState
          title={t('remote_unavailable_title')}
          message={t('remote_unavailable_message')}
          retryLabel={t('retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </div>
    );
  }
  if (load.status === 'loading') {
    return (
      <div data-testid="remote-loading" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <Spinner size={40} label={t('loading')} />
      </div>
    );
  }
  return (
    <Parcel
      config={load.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={`remote-outlet remote-outlet--${remote}`}
      handleError={(error: Error) => setLoad({ status: 'failed', error })}
      basename={basename}
      siteConfig={siteConfig}
      layout={layout}
    />
  );
}
