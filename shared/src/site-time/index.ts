/**
 * `@site/shared/site-time`: server times read and written in the site time zone (America/Caracas,
 * SPEC §9) with the browser's own `Intl`, and the countdowns of SPEC §4 — no moment.
 *
 * What the first view needs (the pop-ups' "updated since closed", their dates, the red envelope's
 * countdown) comes from here, so moment-timezone (27 KB of brotli) is fetched only by the pages that
 * format dates their own ways (`@site/shared/time`). Both read a server time the same way: a test
 * holds this module to moment's answers.
 */
export {
  serverTimeMs,
  formatSiteTime,
  secondsUntil,
  countdownParts,
  formatCountdown,
  type SiteTimeFormat,
  type TimeInput,
  type CountdownParts,
} from './site-time';
