import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { DISPLAY_DEVICE, type DISPLAY_LOCATION } from '@site/shared/constants';
import { contentCalls, type LayoutMode, type SiteConfig } from '@site/shared/contracts';
import { promotionsKey, type PromotionsSession } from '../../../hooks/use-promotions-session';

/** SPEC §9 display_device: 1 desktop, 2 mobile, by the page's layout. */
export const displayDevice = (layout: LayoutMode) =>
  layout === 'mobile' ? DISPLAY_DEVICE.mobile : DISPLAY_DEVICE.desktop;

export type DisplayLocation = (typeof DISPLAY_LOCATION)[keyof typeof DISPLAY_LOCATION];

/**
 * The pop-up bulletins (SPEC §3, §4, §7): a visitor's from `bulletin`; a member's from
 * `bulletin/member` at a display_location (2 normal, 3 the deposit page), without those they hid.
 */
export function usePopUpBulletins(
  siteConfig: SiteConfig,
  session: PromotionsSession,
  layout: LayoutMode,
  location: DisplayLocation,
  enabled = true,
) {
  const base = { site_id: siteConfig.site_id, display_device: displayDevice(layout), language: session.language };
  const member = session.status === 'member';
  return useQuery({
    queryKey: promotionsKey(session, 'bulletins', member ? { ...base, display_location: location } : base),
    queryFn: async ({ signal }) =>
      member
        ? okData(
            await api.call(contentCalls.memberBulletins, { ...base, display_location: location }, { signal }),
            contentCalls.memberBulletins.path,
          )
        : okData(await api.call(contentCalls.bulletins, base, { signal }), contentCalls.bulletins.path),
    enabled: enabled && session.status !== 'restoring',
  });
}
