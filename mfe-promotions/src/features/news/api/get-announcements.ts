import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { useBusEvent } from '@site/shared/bus';
import { contentCalls, type SiteConfig } from '@site/shared/contracts';
import { promotionsKey, type PromotionsSession } from '../../../hooks/use-promotions-session';

/**
 * The marquee announcements (SPEC §3, §6) in the operator's order: the platform gives visitors the
 * display_before_login ones and members the display_after_login ones. Kept live.
 */
export function useAnnouncements(siteConfig: SiteConfig, session: PromotionsSession) {
  const body = {
    site_id: siteConfig.site_id,
    sort_field: 'sort',
    sort_order: 'asc',
    language: session.language,
  } as const;
  const query = useQuery({
    queryKey: promotionsKey(session, 'announcements', body),
    queryFn: async ({ signal }) =>
      okData(await api.call(contentCalls.marquee, body, { signal }), contentCalls.marquee.path),
    enabled: session.status !== 'restoring',
  });
  // Live: the operator's change (announcement.url on the template channel) asks again.
  useBusEvent('content:changed', (change) => {
    if (change.list === 'announcement' && session.status !== 'restoring') void query.refetch();
  });
  return query;
}
