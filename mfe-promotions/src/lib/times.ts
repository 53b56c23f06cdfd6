import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import { formatDateTime, parseServerTime } from '@site/shared/time';

/** SPEC §9: times are shown in the site time zone, written the site's one way whatever the language. */
const SHOWN = 'YYYY-MM-DD HH:mm';
const SHOWN_DAY = 'YYYY-MM-DD';

/** A server time (a Caracas wall clock, or an ISO instant) as the site writes it, to the minute. */
export const showTime = (value: string, tz: string = DEFAULT_TIMEZONE) => formatDateTime(value, tz, SHOWN);

/** A server time's day. */
export const showDay = (value: string, tz: string = DEFAULT_TIMEZONE) => formatDateTime(value, tz, SHOWN_DAY);

/** Epoch milliseconds of a server time, or 0 when it cannot be read (then it is never "newer"). */
export function timeValue(value: string | null | undefined, tz: string = DEFAULT_TIMEZONE): number {
  if (!value) return 0;
  const m = parseServerTime(value, tz);
  return m.isValid() ? m.valueOf() : 0;
}
