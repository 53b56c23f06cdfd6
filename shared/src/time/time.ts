// moment-timezone without its database: the site's one zone is added below (./zone.ts). A time in
// another zone needs that zone added first (moment.tz.add), or moment reads it as UTC.
import moment from 'moment-timezone/moment-timezone';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import { SITE_ZONE_PACKED } from './zone';

moment.tz.add(SITE_ZONE_PACKED);

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** SPEC §9: dates are written in English whatever the site language. */
export const DATE_LANGUAGE = 'en';

export type TimeInput = string | number | Date;

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
/** Formats the server writes; parsing is explicit so a bad value is invalid, not a guess. */
const SERVER_FORMATS = [moment.ISO_8601, DATE_TIME_FORMAT, 'YYYY-MM-DD HH:mm', 'YYYY/MM/DD HH:mm:ss', DATE_FORMAT];

/**
 * A time from the server as a moment in `tz`. A string without a zone ('2025-05-01 20:00:00') is
 * a wall-clock time in `tz` (SPEC §4: the red envelope end time is computed in the Caracas time
 * zone); strings with a zone, epoch milliseconds and Dates are instants.
 */
export function parseServerTime(input: TimeInput, tz: string = DEFAULT_TIMEZONE): moment.Moment {
  let m: moment.Moment;
  if (typeof input !== 'string') m = moment(input).tz(tz);
  else if (HAS_ZONE.test(input.trim())) m = moment(input.trim(), moment.ISO_8601).tz(tz);
  else m = moment.tz(input.trim(), SERVER_FORMATS, true, tz);
  return m.locale(DATE_LANGUAGE);
}

/** Formats a server time in the site time zone (default America/Caracas, SPEC §9). Invalid → ''. */
export function formatDateTime(
  input: TimeInput,
  tz: string = DEFAULT_TIMEZONE,
  format: string = DATE_TIME_FORMAT,
): string {
  const m = parseServerTime(input, tz);
  return m.isValid() ? m.format(format) : '';
}

/** Formats a date only, in the site time zone. */
export function formatDate(input: TimeInput, tz: string = DEFAULT_TIMEZONE): string {
  return formatDateTime(input, tz, DATE_FORMAT);
}

/** Now, in the site time zone. */
export function nowInTimezone(tz: string = DEFAULT_TIMEZONE): moment.Moment {
  return moment().tz(tz).locale(DATE_LANGUAGE);
}

export { moment };
