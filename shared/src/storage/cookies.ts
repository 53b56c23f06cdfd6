import Cookies from 'js-cookie';
import { COOKIE_LIFETIME_DAYS, DEFAULT_COOKIE_PATH, type CookieName } from '@site/shared/constants';

export interface CookieSetOptions {
  /**
   * Days (js-cookie's unit, fractions allowed) or a date. Defaults to the cookie's lifetime from
   * COOKIE_LIFETIME_DAYS (SPEC §9); a cookie without one is a session cookie.
   */
  expires?: number | Date;
}

/** Converts the other expiry units SPEC §9 mentions (hours, minutes) to js-cookie's days. */
export const hoursToDays = (hours: number): number => hours / 24;
export const minutesToDays = (minutes: number): number => minutes / 1440;

/**
 * The cookies of SPEC §3, through js-cookie, always with path '/' and SameSite lax (SPEC §9), so
 * every app reads and clears the same cookie whatever page set it.
 */
export const cookies = {
  get(name: CookieName): string | undefined {
    return Cookies.get(name);
  },
  set(name: CookieName, value: string | number | boolean, options: CookieSetOptions = {}): void {
    const expires = options.expires ?? COOKIE_LIFETIME_DAYS[name];
    Cookies.set(name, String(value), {
      path: DEFAULT_COOKIE_PATH,
      sameSite: 'lax',
      ...(expires !== undefined ? { expires } : {}),
    });
  },
  remove(name: CookieName): void {
    Cookies.remove(name, { path: DEFAULT_COOKIE_PATH });
  },
};
