/**
 * The layout's content from the platform (SPEC §3 content lists, §7 "Content"): the footer's links
 * (/arks/web/footer: url types outerLink, main/{id}, faq/{id}), the sponsors (/web/model_sponsor),
 * the float list (/arks/web/float), the mobile footer (/arks/web/web-mobile-footer) and the logos
 * (/web/logo), each in the page language. The sponsors stay live: the platform's model_sponsor.url
 * on the template channel (bus: content:changed) asks them again. Any list that fails is left out
 * of the layout; the page works without it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { useBusEvent } from '@site/shared/bus';
import type { LanguageCode } from '@site/shared/constants';
import {
  contentCalls,
  readSiteLink,
  REALTIME_CHANNELS,
  type ContentEntry,
  type SiteConfig,
  type SiteLink,
} from '@site/shared/contracts';

export { readSiteLink, type SiteLink } from '@site/shared/contracts';

/** An entry of a list that is a titled link (footer, float, mobile footer). */
export interface LinkEntry {
  id: number;
  title: string;
  link: SiteLink;
  /** The footer's url_type (outerLink, main, faq); the float's and mobile footer's icon. */
  kind: string;
  icon: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function readLinkEntries(list: readonly ContentEntry[]): LinkEntry[] {
  return list.flatMap((entry): LinkEntry[] => {
    const id = typeof entry.id === 'number' ? entry.id : null;
    const title = text(entry.title);
    const link = readSiteLink(entry.url);
    if (id === null || !title || !link) return [];
    return [{ id, title, link, kind: text(entry.url_type), icon: text(entry.icon) }];
  });
}

export interface SponsorEntry {
  id: number;
  title: string;
  image: string | null;
  link: SiteLink | null;
}

export function readSponsorEntries(list: readonly ContentEntry[]): SponsorEntry[] {
  return list.flatMap((entry): SponsorEntry[] => {
    const id = typeof entry.id === 'number' ? entry.id : null;
    const title = text(entry.title);
    if (id === null || !title) return [];
    const picture = readSiteLink(entry.photo_path);
    return [
      {
        id,
        title,
        image: picture ? (picture.kind === 'internal' ? picture.to : picture.href) : null,
        link: readSiteLink(entry.url),
      },
    ];
  });
}

/** The brand's logo from the web logo list: the entry of this brand, else the first one. */
export function pickLogo(list: readonly ContentEntry[], brand: string): string | null {
  const usable = list.filter((e) => readSiteLink(e.photo_path));
  const entry = usable.find((e) => e.brand === brand) ?? usable[0];
  const link = entry ? readSiteLink(entry.photo_path) : null;
  return link ? (link.kind === 'internal' ? link.to : link.href) : null;
}

type Site = Pick<SiteConfig, 'site_id' | 'brand' | 'template' | 'mobile_template'>;
const contentKey = (kind: string, body: object) => ['shell', 'content', kind, body] as const;

/** The footer's links in the page language (outerLink, main/{id}, faq/{id}). */
export function useFooterLinks(site: Site, language: LanguageCode) {
  const body = { site_id: site.site_id, language };
  return useQuery({
    queryKey: contentKey('footer', body),
    queryFn: async ({ signal }) =>
      readLinkEntries(
        okData(await api.call(contentCalls.footer, body, { signal }), contentCalls.footer.path)?.list ?? [],
      ),
    staleTime: Infinity,
  });
}

/** The floating side entries (desktop). */
export function useFloatEntries(site: Site, language: LanguageCode, enabled: boolean) {
  const body = { site_id: site.site_id, language };
  return useQuery({
    queryKey: contentKey('float', body),
    queryFn: async ({ signal }) =>
      readLinkEntries(
        okData(await api.call(contentCalls.float, body, { signal }), contentCalls.float.path)?.list ?? [],
      ),
    staleTime: Infinity,
    enabled,
  });
}

/** The mobile footer (the phone's tab bar) of the mobile template. */
export function useMobileFooter(site: Site, language: LanguageCode, enabled: boolean) {
  const body = { site_id: site.site_id, template: site.mobile_template, language };
  return useQuery({
    queryKey: contentKey('mobile-footer', body),
    queryFn: async ({ signal }) =>
      readLinkEntries(
        okData(await api.call(contentCalls.mobileFooter, body, { signal }), contentCalls.mobileFooter.path)?.list ?? [],
      ),
    staleTime: Infinity,
    enabled,
  });
}

/** The brand's logo (web/logo photo_path). */
export function useBrandLogo(site: Site) {
  const body = { site_id: site.site_id };
  return useQuery({
    queryKey: contentKey('logo', body),
    queryFn: async ({ signal }) =>
      pickLogo(
        okData(await api.call(contentCalls.logos, body, { signal }), contentCalls.logos.path)?.web_logo_list ?? [],
        site.brand.code,
      ),
    staleTime: Infinity,
  });
}

const SPONSORS = ['shell', 'content', 'model_sponsor'] as const;

/** The sponsors in the page language, asked again on the platform's model_sponsor.url. */
export function useSponsorEntries(site: Site, language: LanguageCode, template: string) {
  const queryClient = useQueryClient();
  useBusEvent('content:changed', (change) => {
    if (change.list !== 'model_sponsor') return;
    if (change.language && change.language !== language) return;
    void queryClient.invalidateQueries({ queryKey: SPONSORS });
  });
  // The socket subscribes once the page is idle (and again after a blip): a change made before that
  // sent no event here, so the sponsors are read again then.
  useBusEvent('realtime:public-channel', ({ channel }) => {
    if (channel.startsWith(REALTIME_CHANNELS.template(''))) void queryClient.invalidateQueries({ queryKey: SPONSORS });
  });
  const body = { site_id: site.site_id, language, template };
  return useQuery({
    queryKey: [...SPONSORS, body],
    queryFn: async ({ signal }) =>
      readSponsorEntries(
        okData(await api.call(contentCalls.modelSponsors, body, { signal }), contentCalls.modelSponsors.path)?.list ??
          [],
      ),
    staleTime: Infinity,
  });
}
