/**
 * The brand's customer-service address for the page language (SPEC §3 "Site detail: env_config with
 * customerUrl per locale"): read once from /arks/web/site/detail, then kept current by the
 * `customer_service_link_change` event of the web_member channel (bus: support:customer-url-changed),
 * so an address the operator changes reaches open pages without a reload.
 */
import { useEffect, useState } from 'react';
import { api } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import type { SiteConfig } from '@site/shared/contracts';

export const SITE_DETAIL_PATH = '/arks/web/site/detail';

interface SiteDetail {
  env_config?: { customerUrl?: Record<string, string> };
}

/** The address for `language`, else English, else the first one given; null when there is none or it is not http(s). */
export function pickCustomerUrl(urls: Record<string, string>, language: string): string | null {
  const candidates = [urls[language], urls.en_US, ...Object.values(urls)];
  for (const url of candidates) {
    if (url && /^https?:\/\//i.test(url)) return url;
  }
  return null;
}

export function useCustomerServiceUrl(siteConfig: Pick<SiteConfig, 'site_id' | 'brand'>, language: string): string | null {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    // A change heard while the first read is on its way wins over that read.
    let changed = false;
    const off = bus.on('support:customer-url-changed', ({ customer_url }) => {
      changed = true;
      setUrls({ ...customer_url });
    });
    api.post<SiteDetail>(SITE_DETAIL_PATH, { site_id: siteConfig.site_id, brand: siteConfig.brand.code }).then(
      (res) => {
        if (live && !changed && res.ok) setUrls({ ...(res.data?.env_config?.customerUrl ?? {}) });
      },
      () => undefined,
    );
    return () => {
      live = false;
      off();
    };
  }, [siteConfig.site_id, siteConfig.brand.code]);
  return pickCustomerUrl(urls, language);
}
