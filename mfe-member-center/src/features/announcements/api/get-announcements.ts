import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { useBusEvent } from '@site/shared/bus';
import type { DISPLAY_DEVICE, LanguageCode } from '@site/shared/constants';
import { contentCalls, type Bulletin, type MarqueeAnnouncement } from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

export type { Bulletin, MarqueeAnnouncement };

export const announcementKeys = {
  all: memberKey('announcements'),
  list: (body: object) => memberKey('announcements', 'marquee', body),
  bulletins: (body: object) => memberKey('announcements', 'bulletins', body),
};

/**
 * The announcements a member is shown (SPEC §3, §6: display_after_login), in the operator's order:
 * sort ascending, and among equal sorts the newest first. The platform already picks the member's
 * ones by the token; they are checked again so a list answered for a visitor never shows here.
 */
export function memberAnnouncements(list: readonly MarqueeAnnouncement[]): MarqueeAnnouncement[] {
  return list
    .filter((a) => a.display_after_login === 1)
    .sort((a, b) => a.sort - b.sort || b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * POST /arks/web/announcement/marquee {site_id, sort_field, sort_order, language} with the member's
 * token, in the page language. Live: the operator's change (announcement.url on the template
 * channel, `content:changed {list: 'announcement'}` on the bus) asks again.
 */
export function useMemberAnnouncements(siteId: number, language: LanguageCode) {
  const queryClient = useQueryClient();
  const body = { site_id: siteId, sort_field: 'sort', sort_order: 'asc', language } as const;
  useBusEvent('content:changed', (change) => {
    if (change.list === 'announcement') void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  });
  return useQuery({
    queryKey: announcementKeys.list(body),
    queryFn: async ({ signal }) =>
      memberAnnouncements(
        okData(await api.call(contentCalls.marquee, body, { signal }), contentCalls.marquee.path)
          ?.web_announcement_list ?? [],
      ),
  });
}

/**
 * POST /arks/web/bulletin/history {site_id, display_device, language}: every pop-up bulletin of the
 * member's device (the normal and the deposit page's, hidden ones too), newest change first.
 */
export function useBulletinHistory(
  siteId: number,
  device: (typeof DISPLAY_DEVICE)[keyof typeof DISPLAY_DEVICE],
  language: LanguageCode,
) {
  const body = { site_id: siteId, display_device: device, language };
  return useQuery({
    queryKey: announcementKeys.bulletins(body),
    queryFn: async ({ signal }) =>
      okData(await api.call(contentCalls.bulletinHistory, body, { signal }), contentCalls.bulletinHistory.path)?.list ??
      [],
  });
}
