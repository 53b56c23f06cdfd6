/**
 * The brand's customer-service address for the page language (SPEC §3 "Site detail: env_config with
 * customerUrl per locale"): read once from /arks/web/site/detail, then kept current by the
 * `customer_service_link_change` event of the web_member channel (bus: support:customer-url-changed),
 * so an address the operator changes reaches open pages without a reload.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { useBusEvent } from '@site/shared/bus';
import { contentCalls, REALTIME_CHANNELS, type SiteConfig } from '@site/shared/contracts';

/** The address for `language`, else English, else the first one given; null when there is none or it is not http(s). */
export function pickCustomerUrl(urls: Record<string, string>, language: string): string | null {
  const candidates = [urls[language], urls.en_US, ...Object.values(urls)];
  for (const url of candidates) {
    if (url && /^https?:\/\//i.test(url)) return url;
  }
  return null;
}

/** The brand's addresses by language from the site detail. */
export async function getCustomerUrls(
  siteId: number,
  brand: string,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const res = await api.call(contentCalls.siteDetail, { site_id: siteId, brand }, { signal });
  return { ...(okData(res, contentCalls.siteDetail.path)?.env_config.customerUrl ?? {}) };
}

export const customerUrlsKey = (siteId: number, brand: string) => ['shell', 'customer-urls', siteId, brand] as const;

export function useCustomerServiceUrl(
  siteConfig: Pick<SiteConfig, 'site_id' | 'brand'>,
  language: string,
): string | null {
  const queryClient = useQueryClient();
  const key = customerUrlsKey(siteConfig.site_id, siteConfig.brand.code);
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getCustomerUrls(siteConfig.site_id, siteConfig.brand.code, signal),
    // Read once: the socket's events keep it current.
    staleTime: Infinity,
  });
  useBusEvent('support:customer-url-changed', ({ customer_url }) => {
    // A change heard while the first read is on its way wins over that read: the read is cancelled
    // (and rolled back) first, then the change is written.
    const urls = { ...customer_url };
    void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.setQueryData(key, urls));
  });
  // The socket subscribes once the page is idle (and again after a blip): a change made before that
  // sent no event here, so the addresses are read again then.
  useBusEvent('realtime:public-channel', ({ channel }) => {
    if (channel === REALTIME_CHANNELS.webMember) void queryClient.invalidateQueries({ queryKey: key });
  });
  return pickCustomerUrl(data ?? {}, language);
}
