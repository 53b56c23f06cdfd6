import { DEFAULT_TIMEZONE } from '@site/shared/constants';
// Intl, not moment: the pop-ups use these on the first view of every page.
import { formatSiteTime, serverTimeMs } from '@site/shared/site-time';

/** SPEC §9: times are shown in the site time zone, written the site's one way whatever the language. */

/** A server time (a Caracas wall clock, or an ISO instant) as the site writes it, to the minute. */
export const showTime = (value: string, tz: string = DEFAULT_TIMEZONE) => formatSiteTime(value, tz, 'YYYY-MM-DD HH:mm');

/** A server time's day. */
export const showDay = (value: string, tz: string = DEFAULT_TIMEZONE) => formatSiteTime(value, tz, 'YYYY-MM-DD');

/** Epoch milliseconds of a server time, or 0 when it cannot be read (then it is never "newer"). */
export function timeValue(value: string | null | undefined, tz: string = DEFAULT_TIMEZONE): number {
  if (!value) return 0;
  const ms = serverTimeMs(value, tz);
  return Number.isNaN(ms) ? 0 : ms;
}
