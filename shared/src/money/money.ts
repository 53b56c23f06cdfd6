import {
  CURRENCY_MINOR_DIGITS,
  CURRENCY_SYMBOLS,
  JACKPOT_INTEGER_DIGITS,
  isCurrencyCode,
  type CurrencyCode,
} from '@site/shared/constants';

/** Shown instead of an amount while it loads (SPEC §4 "Balance: shows a dash while loading"). */
export const MONEY_PLACEHOLDER = '—';

/** Minor digits of a currency (VND 0, USD 2, ...); unknown currencies get 2. */
export const minorDigits = (currency: string): number =>
  isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2;

export interface FormatMoneyOptions {
  /** Show the SPEC §9 symbol (default true). */
  symbol?: boolean;
  /** The site language to write the amount in, as SPEC §9 names it ('vi_VN', 'en_US', 'zh_CN'); default en_US. */
  locale?: string;
}

/** The language amounts are written in when none is given. */
export const DEFAULT_MONEY_LOCALE = 'en_US';

/** SPEC §9 currency codes that are not ISO 4217 codes: Intl knows these currencies by their ISO code. */
const ISO_CURRENCY: Partial<Record<CurrencyCode, string>> = { RMB: 'CNY', WON: 'KRW' };

/** 'vi_VN' → 'vi-VN'; a language Intl does not know (or no tag at all) is written in en-US, never in the browser's own. */
const locales = new Map<string, string>();
function intlLocale(language: string): string {
  let locale = locales.get(language);
  if (locale === undefined) {
    const tag = language.replace('_', '-');
    try {
      locale = Intl.NumberFormat.supportedLocalesOf(tag).length > 0 ? tag : 'en-US';
    } catch {
      locale = 'en-US';
    }
    // Asking Intl is slow, and amounts are written many times a second (a counting jackpot).
    locales.set(language, locale);
  }
  return locale;
}

const formatters = new Map<string, Intl.NumberFormat>();
/** One formatter per language, currency and digits (building one is the slow part). */
function formatterFor(locale: string, currency: string | null, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    formatter = new Intl.NumberFormat(
      locale,
      currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...fraction } : fraction,
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A whole count (games, players) grouped the way a site language writes it: `formatCount(16185,
 * 'vi_VN')` → '16.185'. The formatter is built once per language (a `toLocaleString` builds one
 * every call, which a list that redraws its count at every filter change paid each time).
 */
export function formatCount(n: number, language: string): string {
  return formatterFor(intlLocale(language), null, 0).format(n);
}

/**
 * An amount in major units (as the API sends member_cash) in a site language, with the SPEC §9
 * symbol and the currency's minor digits: `formatMoney(1234567, 'VND')` → '₫1,234,567',
 * `formatMoney(1234567, 'VND', { locale: 'vi_VN' })` → '1.234.567 ₫', `formatMoney(12.5, 'USD')` →
 * '$12.50'. null (still loading) → '—'.
 *
 * Intl.NumberFormat's currency pattern of that language decides the grouping, the decimal mark,
 * where the symbol goes and the space next to it (so Vietnamese puts it after the number, English
 * before); the symbol itself is always the one SPEC §9 names, put in the place of Intl's own
 * (formatToParts), because Intl's symbols differ by language (US$ in Vietnamese, ￥ in Japanese)
 * and the spec wants one per currency. A currency the spec does not list is shown without a symbol.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  options: FormatMoneyOptions = {},
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return MONEY_PLACEHOLDER;
  const digits = minorDigits(currency);
  const locale = intlLocale(options.locale ?? DEFAULT_MONEY_LOCALE);
  const symbol = options.symbol === false || !isCurrencyCode(currency) ? null : CURRENCY_SYMBOLS[currency];
  const iso = symbol && isCurrencyCode(currency) ? (ISO_CURRENCY[currency] ?? currency) : null;
  // An amount that rounds to zero is shown as zero, never as "-0".
  const value = Math.abs(amount) * 10 ** digits < 0.5 ? 0 : amount;
  const parts = formatterFor(locale, iso, digits).formatToParts(value);
  return parts.map((part) => (part.type === 'currency' && symbol ? symbol : part.value)).join('');
}

/**
 * The jackpot total zero-padded to 10 integer digits (SPEC §3, §9): 1234567.8 → '0001234567.80'.
 * No grouping: the digits are shown one per reel. A total with more digits keeps them all.
 */
export function formatJackpot(amount: number | null | undefined, fractionDigits = 2): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return MONEY_PLACEHOLDER;
  const [integer = '0', fraction] = Math.max(0, amount).toFixed(fractionDigits).split('.');
  const padded = integer.padStart(JACKPOT_INTEGER_DIGITS, '0');
  return fraction ? `${padded}.${fraction}` : padded;
}
