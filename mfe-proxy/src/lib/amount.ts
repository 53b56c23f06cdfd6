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
