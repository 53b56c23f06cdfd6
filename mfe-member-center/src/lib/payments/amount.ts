import * as yup from 'yup';
import { minorDigits } from '@site/shared/money';

/**
 * What the member types, without the spaces and group separators people put in amounts, with a
 * '.' decimal point. The site's languages write decimals both ways ("12,5" in Vietnamese, "12.5" in
 * English), and no currency has more than two decimals, so a last separator followed by one or two
 * digits is the decimal point and the other separators group thousands ("1.000,50", "1,000.50").
 */
export function normaliseAmount(raw: string | undefined, currency: string): string {
  const text = (raw ?? '').replace(/[\s_\u00a0]/g, '');
  // VND has no minor unit: "500.000" and "500,000" both mean five hundred thousand.
  if (minorDigits(currency) === 0) return text.replace(/[.,]/g, '');
  const decimal = /^([\d.,]*\d)[.,](\d{1,2})$/.exec(text);
  if (decimal) return `${decimal[1]!.replace(/[.,]/g, '')}.${decimal[2]!}`;
  // Otherwise a comma groups ("1,000"); a point stays a point, so "12.345" is refused for its
  // decimals rather than read as twelve thousand.
  return text.replace(/,/g, '');
}

/** The amount in major units, or null when it is not a plain positive number. */
export function parseAmount(raw: string | undefined, currency: string): number | null {
  const text = normaliseAmount(raw, currency);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const decimalsOf = (raw: string | undefined, currency: string) =>
  normaliseAmount(raw, currency).split('.')[1]?.length ?? 0;

export interface AmountLimits {
  min: number;
  max: number;
  /** The main wallet (withdrawals): an amount above it is refused here, before the platform's 202. */
  balance?: number | null;
}

/**
 * The amount rules of a deposit channel or of withdrawals, as i18n keys of the `member` namespace
 * (`amount.*`; the page gives them the formatted limits): required, a number, at most the
 * currency's decimals (VND none, USD/THB/RMB 2), within min..max, and within the balance.
 */
export function amountRule(currency: string, limits: AmountLimits) {
  return yup
    .string()
    .trim()
    .required('amount.required')
    .test('number', 'amount.invalid', (v) => parseAmount(v, currency) !== null && (parseAmount(v, currency) ?? 0) > 0)
    .test('decimals', 'amount.decimals', (v) => decimalsOf(v, currency) <= minorDigits(currency))
    .test('min', 'amount.min', (v) => (parseAmount(v, currency) ?? 0) >= limits.min)
    .test('max', 'amount.max', (v) => (parseAmount(v, currency) ?? 0) <= limits.max)
    .test(
      'balance',
      'amount.balance',
      (v) =>
        limits.balance === undefined || limits.balance === null || (parseAmount(v, currency) ?? 0) <= limits.balance,
    );
}

/**
 * Amounts offered as buttons: the channel's presets when it has some (fast payment), otherwise the
 * round steps 1-2-5 from the minimum up to the maximum, at most `count`.
 */
export function quickAmounts(min: number, max: number, presets: readonly number[] = [], count = 6): number[] {
  const inRange = (v: number) => v >= min && v <= max;
  if (presets.length > 0) return presets.filter(inRange).slice(0, count);
  if (!(min > 0) || !(max >= min)) return [];
  const out: number[] = [];
  for (let power = Math.floor(Math.log10(min)); out.length < count && 10 ** power <= max; power++) {
    for (const step of [1, 2, 5]) {
      const v = step * 10 ** power;
      if (inRange(v) && out.length < count) out.push(v);
    }
  }
  return out;
}

/** The amount as the input shows it after a quick-amount press (no grouping, no symbol). */
export const amountInput = (value: number, currency: string): string =>
  value.toFixed(minorDigits(currency)).replace(/\.0+$/, '');
