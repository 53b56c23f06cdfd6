/** `@site/shared/time`: dates in the site time zone (America/Caracas) and in English (SPEC §9). */
export {
  parseServerTime,
  formatDateTime,
  formatDate,
  nowInTimezone,
  moment,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DATE_LANGUAGE,
  type TimeInput,
} from './time';
// The countdowns are the same for every page, and light: they live with the Intl reading of times.
export { secondsUntil, countdownParts, formatCountdown, type CountdownParts } from '@site/shared/site-time';
