import { expect, type APIRequestContext } from '@playwright/test';
import { contentCalls } from '@site/shared/contracts';
import { DISPLAY_DEVICE, DISPLAY_LOCATION } from '@site/shared/constants';
import { siteUrl } from './site';

/** A session token of a seeded account, through the developer enc and the enc exchange (SPEC §7). */
export async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const enc = (await (await request.get(`${siteUrl('platform')}/api/dev/enc?account=${account}`)).json()).data.enc;
  const info = await (await request.post(`${siteUrl('platform')}/api/get_info_data`, { data: { enc } })).json();
  return JSON.parse(info.data).tk as string;
}

/**
 * Closes the member's pop-up bulletins on every device and location (or the locations given), as
 * closing them with display_frequency 0 does (SPEC §4 bulletin/member/hide): they do not open again
 * for this member.
 */
export async function hideMemberNotices(
  request: APIRequestContext,
  token: string,
  locations: readonly number[] = Object.values(DISPLAY_LOCATION),
): Promise<void> {
  for (const display_device of Object.values(DISPLAY_DEVICE)) {
    for (const display_location of locations) {
      const res = await request.post(`${siteUrl('platform')}/api${contentCalls.hideBulletins.path}`, {
        headers: { authorization: token },
        data: { site_id: 1, display_device, display_location },
      });
      expect(res.ok(), `bulletin/member/hide: HTTP ${res.status()}`).toBeTruthy();
    }
  }
}
