/** Language, country, currency and symbol tables of SPEC §9. */
export const LANGUAGES = {
  zh_TW: 0,
  zh_CN: 1,
  en_US: 2,
  vi_VN: 3,
  ko_KR: 4,
  ja_JP: 5,
  th_TH: 6,
  hi_IN: 7,
  my_MM: 8,
  ta_IN: 9,
  bn_BD: 10,
} as const;
export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];
export const isLanguageCode = (v: unknown): v is LanguageCode => typeof v === 'string' && v in LANGUAGES;

/** The locale configured in the routing layer (SPEC §1). */
export const CONFIGURED_LOCALE: LanguageCode = 'vi_VN';
/** Names shown in the language selector, each in its own language. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  en_US: 'English',
  vi_VN: 'Tiếng Việt',
  ko_KR: '한국어',
  ja_JP: '日本語',
  th_TH: 'ไทย',
  hi_IN: 'हिन्दी',
  my_MM: 'မြန်မာ',
  ta_IN: 'தமிழ்',
  bn_BD: 'বাংলা',
};

/** Countries mapped to languages; LA reads Vietnamese (SPEC §9). */
export const COUNTRY_LANGUAGE: Record<string, LanguageCode> = {
  TW: 'zh_TW',
  CN: 'zh_CN',
  US: 'en_US',
  VN: 'vi_VN',
  LA: 'vi_VN',
  KR: 'ko_KR',
  JP: 'ja_JP',
  TH: 'th_TH',
  IN: 'hi_IN',
  MM: 'my_MM',
  TA: 'ta_IN',
  BD: 'bn_BD',
};

export const CURRENCY_SYMBOLS = {
  RMB: '¥',
  VND: '₫',
  WON: '₩',
  JPY: '¥',
  THB: '฿',
  USD: '$',
  INR: '₹',
  MMK: 'K',
  BRL: 'R$',
  BDT: '৳',
  NGN: '₭',
} as const;
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCY_CODES = Object.keys(CURRENCY_SYMBOLS) as CurrencyCode[];
export const isCurrencyCode = (v: unknown): v is CurrencyCode => typeof v === 'string' && v in CURRENCY_SYMBOLS;

/** Language (by its first part) to currency: zh RMB, en USD, vi VND, ... (SPEC §9). */
export const LANGUAGE_CURRENCY: Record<string, CurrencyCode> = {
  zh: 'RMB',
  en: 'USD',
  vi: 'VND',
  ko: 'WON',
  ja: 'JPY',
  th: 'THB',
  hi: 'INR',
  ta: 'INR',
  my: 'MMK',
  bn: 'BDT',
};

/**
 * The currency for a language; when that currency is not offered, the first configured one (SPEC §9).
 */
export function currencyForLanguage(lang: LanguageCode, offered: readonly CurrencyCode[]): CurrencyCode {
  const wanted = LANGUAGE_CURRENCY[lang.split('_')[0] ?? ''];
  if (wanted && offered.includes(wanted)) return wanted;
  const first = offered[0];
  if (!first) throw new Error('No currency is configured');
  return first;
}

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
  config: { readonly languages: readonly LanguageCode[]; readonly default_language: LanguageCode },
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

/** Minor units per currency: amounts are integers in minor units everywhere (ARCHITECTURE "Money"). */
export const CURRENCY_MINOR_DIGITS: Record<CurrencyCode, number> = {
  RMB: 2,
  VND: 0,
  WON: 0,
  JPY: 0,
  THB: 2,
  USD: 2,
  INR: 2,
  MMK: 0,
  BRL: 2,
  BDT: 2,
  NGN: 2,
};
