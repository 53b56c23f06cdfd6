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
export const minorDigits = (currency: CurrencyCode | string): number =>
  isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2;

export interface FormatMoneyOptions {
  /** Prefix the SPEC §9 symbol (default true). */
  symbol?: boolean;
}

/**
 * An amount in major units (as the API sends member_cash) with the currency's symbol and minor
 * digits: `formatMoney(1234567, 'VND')` → '₫1,234,567', `formatMoney(12.5, 'USD')` → '$12.50'.
 * Grouping is the English style everywhere, like the dates (SPEC §9 "date language English"), so a
 * figure reads the same in every language. null (still loading) → '—'.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: CurrencyCode | string,
  options: FormatMoneyOptions = {},
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return MONEY_PLACEHOLDER;
  const digits = minorDigits(currency);
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(amount));
  const symbol = options.symbol === false || !isCurrencyCode(currency) ? '' : CURRENCY_SYMBOLS[currency];
  const sign = amount < 0 && Number(number.replace(/,/g, '')) !== 0 ? '-' : '';
  return `${sign}${symbol}${number}`;
}

/** Major units → integer minor units (the platform stores money as integers, ARCHITECTURE "Money"). */
export function toMinorUnits(amount: number, currency: CurrencyCode | string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}
/** Integer minor units → major units. */
export function fromMinorUnits(minor: number, currency: CurrencyCode | string): number {
  return minor / 10 ** minorDigits(currency);
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
