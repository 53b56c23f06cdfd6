import { useCallback, useEffect, useMemo } from 'react';
import { bus } from '@site/shared/bus';
import { BANNER_USE_TYPE, type CurrencyCode, type LanguageCode } from '@site/shared/constants';
import type { CarouselPicture, GameProvider, LayoutMode } from '@site/shared/contracts';
import { Skeleton } from '@site/shared/ui';
import { useCarouselPictures, type BannerListQuery, type BannerUseType } from '../api/get-carousel-pictures';
import { bannerAction } from '../lib/banner-action';
import { BANNER_RATIO, BannerCarousel } from './banner-carousel';
import { BannerStrip, BannerStripPlaceholder } from './banner-strip';

export interface HomeBannersProps {
  siteId: number;
  /** null while the shell restores the session: nothing is asked yet. */
  currency: CurrencyCode | null;
  language: LanguageCode;
  layout: LayoutMode;
  /** SPEC §6: IS_DEMO builds show the banners without their links. */
  demoMode: boolean;
  providers?: readonly GameProvider[];
}

/**
 * The home page's banners (SPEC §3, §7, §9): on a phone the mobile ones (use_type 2) in the
 * carousel; on a desktop the desktop ones (use_type 0) in the carousel and the small ones
 * (use_type 1) in a row under it. A list that fails or is empty shows nothing: banners decorate.
 */
export function HomeBanners({ siteId, currency, language, layout, demoMode, providers }: HomeBannersProps) {
  const mobile = layout === 'mobile';
  const mainType: BannerUseType = mobile ? BANNER_USE_TYPE.mobile : BANNER_USE_TYPE.desktop;
  const query = useCallback(
    (useType: BannerUseType): BannerListQuery | null =>
      currency === null ? null : { site_id: siteId, use_type: useType, currency, language },
    [siteId, currency, language],
  );
  const main = useCarouselPictures(query(mainType));
  const small = useCarouselPictures(mobile ? null : query(BANNER_USE_TYPE.small));
  // The page's first screen (the same first banner, drawn by the page) goes once this one is on
  // screen, or at once when there is none to show.
  const firstShown = useCallback(() => bus.emit('page:first-banner-shown', {}), []);
  const none = main.isError || main.data?.length === 0;
  useEffect(() => {
    if (none) firstShown();
  }, [none, firstShown]);
  const actionOf = useMemo(
    () => (banner: CarouselPicture) => bannerAction(banner, { demoMode, providers }),
    [demoMode, providers],
  );

  return (
    <>
      {main.data ? (
        <BannerCarousel
          banners={main.data}
          useType={mainType}
          actionOf={actionOf}
          onFirstShown={firstShown}
          data-testid="banner-carousel"
        />
      ) : main.isPending ? (
        <Skeleton width="100%" height="auto" radius={mobile ? 16 : 24} css={{ aspectRatio: BANNER_RATIO[mainType] }} />
      ) : null}
      {small.data ? (
        <BannerStrip banners={small.data} actionOf={actionOf} />
      ) : !mobile && small.isPending ? (
        <BannerStripPlaceholder />
      ) : null}
    </>
  );
}
