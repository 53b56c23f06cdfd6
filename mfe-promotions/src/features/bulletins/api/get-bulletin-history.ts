import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { contentCalls, type LayoutMode, type SiteConfig } from '@site/shared/contracts';
import { promotionsKey, type PromotionsSession } from '../../../hooks/use-promotions-session';
import { displayDevice } from './get-pop-up-bulletins';

/** Every bulletin of the device, hidden ones included, newest first (the history of pop-ups). */
export function useBulletinHistory(siteConfig: SiteConfig, session: PromotionsSession, layout: LayoutMode) {
  const body = { site_id: siteConfig.site_id, display_device: displayDevice(layout), language: session.language };
  return useQuery({
    queryKey: promotionsKey(session, 'bulletin-history', body),
    queryFn: async ({ signal }) =>
      okData(await api.call(contentCalls.bulletinHistory, body, { signal }), contentCalls.bulletinHistory.path),
    enabled: session.status !== 'restoring',
  });
}
