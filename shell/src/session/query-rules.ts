import { COOKIES, isCurrencyCode, STORAGE_KEYS, type CurrencyCode } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';
import { cookies, local } from '@site/shared/storage';

/** What the address's query asks the site to remember (SPEC §2 query parameters, §3, §9). */
export interface QueryRules {
  /** `pwa`: the page was started from the installed app; login and play then send platform code 7. */
  pwa: boolean;
  /** `fbclid`: an ad click's id, kept in the tracking cookie for 90 days. */
  fbclid: string | null;
  /** `currency`: one the site offers, kept in the currency and ccy cookies. */
  currency: CurrencyCode | null;
}

/** An fbclid is a short token of URL-safe characters; anything else is not kept. */
const FBCLID_PATTERN = /^[\w.-]{1,500}$/;

/**
 * Reads the rules from a query string. `pwa` counts when present, unless it says 0 or false (an
 * app opens its start address with `?pwa` or `?pwa=1`). A currency the site does not offer is
 * ignored, so the cookie never names one the wallet cannot hold.
 */
export function readQueryRules(search: string, siteConfig: Pick<SiteConfig, 'currencies'>): QueryRules {
  const query = new URLSearchParams(search);
  const pwaValue = query.get('pwa');
  const pwa = pwaValue !== null && !['0', 'false'].includes(pwaValue.toLowerCase());
  const fbclid = query.get('fbclid');
  const currency = query.get('currency')?.toUpperCase() ?? null;
  const offered = isCurrencyCode(currency) && (siteConfig.currencies as readonly string[]).includes(currency);
  return {
    pwa,
    fbclid: fbclid && FBCLID_PATTERN.test(fbclid) ? fbclid : null,
    currency: offered ? currency : null,
  };
}

/** Stores what the query asks for: the `pwa` key, the tracking cookie, the currency cookies. */
export function applyQueryRules(rules: QueryRules): void {
  if (rules.pwa) local.set(STORAGE_KEYS.pwa, '1');
  if (rules.fbclid) cookies.set(COOKIES.fbclid, rules.fbclid);
  if (rules.currency) {
    cookies.set(COOKIES.currency, rules.currency);
    cookies.set(COOKIES.ccy, rules.currency);
  }
}
