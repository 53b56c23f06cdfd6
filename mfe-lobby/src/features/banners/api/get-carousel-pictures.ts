import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { BANNER_USE_TYPE, CurrencyCode, LanguageCode } from '@site/shared/constants';
import { contentCalls, type CarouselPicture } from '@site/shared/contracts';
import { useLiveContent } from '../../../hooks/use-live-content';

export type BannerUseType = (typeof BANNER_USE_TYPE)[keyof typeof BANNER_USE_TYPE];

/** What one banner list is asked with (SPEC §7 POST /arks/web/carousel_picture). */
export interface BannerListQuery {
  site_id: number;
  /** SPEC §9: 0 desktop, 1 small, 2 mobile. */
  use_type: BannerUseType;
  currency: CurrencyCode;
  language: LanguageCode;
}

/** SPEC §9 "Banner list sorted by id descending", whatever order it arrives in. */
export const sortBanners = (list: readonly CarouselPicture[]): CarouselPicture[] =>
  [...list].sort((a, b) => b.id - a.id);

export async function getCarouselPictures(query: BannerListQuery, signal?: AbortSignal): Promise<CarouselPicture[]> {
  const res = await api.call(contentCalls.carouselPictures, query, { signal });
  return sortBanners(okData(res, contentCalls.carouselPictures.path)?.web_carousel_picture_list ?? []);
}

/** Every banner list of the page sits under this key. */
export const BANNERS_KEY = ['lobby', 'banners'] as const;
export const bannersKey = (query: BannerListQuery | null) => [...BANNERS_KEY, query] as const;

/**
 * The banners of one use type for the viewer's currency, in the page language; null query: not
 * yet (the shell is restoring the session). The list is asked again when the platform says the
 * currency's banners changed (carousel_picture.url on web_api.{currency}).
 */
export function useCarouselPictures(query: BannerListQuery | null) {
  const currency = query?.currency ?? null;
  useLiveContent('carousel_picture', BANNERS_KEY, (change) => !change.currency || change.currency === currency);
  return useQuery({
    queryKey: bannersKey(query),
    queryFn: ({ signal }) => getCarouselPictures(query as BannerListQuery, signal),
    enabled: query !== null,
  });
}
