import { CONFIGURED_LOCALE, COUNTRY_LANGUAGE, isLanguageCode, type LanguageCode } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';

/** What the visitor's browser and network say, for a first visit (nothing stored yet). */
export interface VisitorHints {
  /** navigator.languages, most wanted first (BCP 47: `th-TH`, `th`, `en-US`). */
  browserLanguages?: readonly string[];
  /** ISO 3166 country of the visitor's address, when the platform knows it (SPEC §9 COUNTRY_LANGUAGE). */
  country?: string;
}

/** The site's language for one browser language tag: the exact `th_TH`, else the first offered of its language (`th`). */
function offeredFor(tag: string, offered: readonly LanguageCode[]): LanguageCode | undefined {
  const code = tag.replace('-', '_');
  if (isLanguageCode(code) && offered.includes(code)) return code;
  const base = code.split('_')[0]?.toLowerCase();
  // zh-HK, zh-MO and zh-Hant read Traditional Chinese; any other zh the simplified one.
  if (base === 'zh') {
    const wanted = /^zh_(TW|HK|MO|Hant)/i.test(code) ? 'zh_TW' : 'zh_CN';
    if (offered.includes(wanted)) return wanted;
  }
  return offered.find((l) => l.split('_')[0] === base);
}

/**
 * The site language (SPEC §1, §9): the stored choice when the site offers it; on a first visit the
 * language of the visitor's country, else the first of the browser's languages the site offers;
 * else the configured locale (vi_VN) when offered, else the brand's default.
 */
export function chooseLanguage(
  config: Pick<SiteConfig, 'languages' | 'default_language'>,
  stored: string | undefined,
  hints: VisitorHints = {},
): LanguageCode {
  const offered = config.languages;
  if (stored && isLanguageCode(stored) && offered.includes(stored)) return stored;
  const byCountry = hints.country ? COUNTRY_LANGUAGE[hints.country.toUpperCase()] : undefined;
  if (byCountry && offered.includes(byCountry)) return byCountry;
  for (const tag of hints.browserLanguages ?? []) {
    const found = offeredFor(tag, offered);
    if (found) return found;
  }
  return offered.includes(CONFIGURED_LOCALE) ? CONFIGURED_LOCALE : config.default_language;
}
