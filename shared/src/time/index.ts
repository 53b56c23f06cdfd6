/** `@site/shared/time`: dates in the site time zone (America/Caracas) and in English (SPEC §9). */
export {
  parseServerTime,
  formatDateTime,
  formatDate,
  nowInTimezone,
  secondsUntil,
  countdownParts,
  formatCountdown,
  moment,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DATE_LANGUAGE,
  type TimeInput,
  type CountdownParts,
} from './time';
