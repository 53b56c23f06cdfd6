import { useCallback, useEffect, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { MODALS, type LayoutMode, type ModalName, type SiteConfig } from '@site/shared/contracts';
import type { RemoteLifecycles } from '@site/shared/remote';
import { bus } from '@site/shared/bus';
import { toast } from '@site/shared/ui';
import { loadRemoteModule } from '../federation/register-remotes';
import { toParcelConfig } from '../outlet/remote-outlet';

interface OpenModal {
  name: ModalName;
  params?: Record<string, unknown>;
  config: ParcelConfig;
}

/**
 * Mounts the dialogs remotes contribute (ARCHITECTURE §3): on `modal:open` it loads the module
 * named in MODALS and mounts it as a parcel; the dialog's onClose (or `modal:close`) unmounts it.
 */
export function ModalHost({ siteConfig, layout }: { siteConfig: SiteConfig; layout: LayoutMode }) {
  const [open, setOpen] = useState<OpenModal[]>([]);

  const close = useCallback((name: ModalName) => setOpen((list) => list.filter((m) => m.name !== name)), []);

  useEffect(() => {
    const offOpen = bus.on('modal:open', ({ name, params }) => {
      const entry = MODALS[name];
      if (!entry) return;
      loadRemoteModule<RemoteLifecycles<unknown>>(entry.remote, entry.module)
        .then((mod) => {
          const config = toParcelConfig(mod, `${entry.remote}${entry.module.slice(1)}`);
          setOpen((list) => [...list.filter((m) => m.name !== name), { name, params, config }]);
        })
        .catch(() => toast('error', 'shell:modal_unavailable'));
    });
    const offClose = bus.on('modal:close', ({ name }) => close(name));
    return () => {
      offOpen();
      offClose();
    };
  }, [close]);

  return (
    <>
      {open.map((m) => (
        <Parcel
          key={m.name}
          config={m.config}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName={`modal-outlet modal-outlet--${m.name}`}
          handleError={() => {
            close(m.name);
            toast('error', 'shell:modal_unavailable');
          }}
          basename="/"
          siteConfig={siteConfig}
          layout={layout}
          params={m.params}
          onClose={() => close(m.name)}
        />
      ))}
    </>
  );
}
