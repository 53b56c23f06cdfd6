import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { LanguageCode } from '@site/shared/constants';
import { contentCalls, type MarqueeAnnouncement } from '@site/shared/contracts';
import type { LobbySession } from '../../../hooks/use-lobby-session';
import { useLiveContent } from '../../../hooks/use-live-content';

/**
 * SPEC §6: visitors see the announcements marked display_before_login, members those marked
 * display_after_login; in the operator's order (sort, then id). The platform chooses by the token
 * already; the lobby checks again, so a list answered for the other side never shows.
 */
export function announcementsFor(list: readonly MarqueeAnnouncement[], member: boolean): MarqueeAnnouncement[] {
  return list
    .filter((a) => (member ? a.display_after_login === 1 : a.display_before_login === 1))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export const marqueeKey = (viewer: string, body: object | null) => ['lobby', 'marquee', viewer, body] as const;

/** SPEC §7 POST /arks/web/announcement/marquee {site_id, sort_field, sort_order}, in the page language. */
export function useMarquee(siteId: number, language: LanguageCode, session: LobbySession) {
  const member = session.status === 'member';
  const body =
    session.status === 'restoring'
      ? null
      : ({ site_id: siteId, sort_field: 'sort', sort_order: 'asc', language } as const);
  // Live: the operator's change (announcement.url on the template channel) asks again.
  useLiveContent('announcement', ['lobby', 'marquee']);
  return useQuery({
    // Keyed by the viewer: a login or a logout asks again (the other side's announcements).
    queryKey: marqueeKey(session.viewer, body),
    queryFn: async ({ signal }) => {
      const res = await api.call(contentCalls.marquee, body!, { signal });
      return announcementsFor(okData(res, contentCalls.marquee.path)?.web_announcement_list ?? [], member);
    },
    enabled: body !== null,
  });
}
