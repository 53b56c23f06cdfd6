/**
 * Exact conversions between the integer minor units the platform stores (ARCHITECTURE "Money") and
 * the major units the API speaks. Both go through decimal text, never through `amount * 10 ** digits`,
 * because binary floating point cannot hold most decimal fractions (1.005 * 100 is 100.49999...).
 *
 * toMinor refuses an amount with more decimals than the currency has instead of rounding it: an amount
 * that does not fit the currency is a caller's mistake (bad input or bad configuration), and silently
 * rounding money hides it. Trailing zeros are fine ('12.340' USD is 1234 cents).
 */
import { minorDigits } from './money';

const DECIMAL = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/;

/** The largest exponent accepted in text: far beyond any amount, small enough to never build a huge string. */
const MAX_EXPONENT = 100;

/**
 * Major units (a number, or decimal text such as '1234.50' or '1e6') → integer minor units.
 * Throws RangeError on anything not finite, not a plain decimal, or with more decimals than the
 * currency has (VND 0, USD 2, unknown currencies 2).
 */
export function toMinor(major: number | string, currency: string): bigint {
  let text: string;
  if (typeof major === 'number') {
    if (!Number.isFinite(major)) throw new RangeError(`${major} is not an amount`);
    // String() gives the shortest decimal that reads back as the same double: what the sender meant.
    text = String(major);
  } else if (typeof major === 'string') {
    text = major;
  } else {
    throw new RangeError(`${String(major)} is not an amount`);
  }
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`'${text}' is not a decimal amount`);
  const [, sign, intPart, fracPart, onlyFrac, expPart] = m;
  const exponent = expPart ? Number(expPart) : 0;
  if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`'${text}' is out of range`);
  let digits = (intPart ?? '') + (fracPart ?? onlyFrac ?? '');
  // The value is digits × 10^(point), with `point` counted from the right end of `digits`.
  let point = exponent - (fracPart ?? onlyFrac ?? '').length;
  const scale = minorDigits(currency);
  point += scale;
  if (point < 0) {
    const dropped = digits.slice(point);
    if (/[^0]/.test(dropped)) throw new RangeError(`${text} has more than ${scale} decimals for ${currency}`);
    digits = digits.slice(0, point);
  } else {
    digits += '0'.repeat(point);
  }
  const minor = BigInt(digits === '' ? '0' : digits);
  return sign === '-' ? -minor : minor;
}

/**
 * Integer minor units → major units, as the API sends them: the nearest number to the exact decimal
 * (through text, so even amounts beyond 2^53 minor units are rounded once, not twice).
 */
export function toMajor(minor: bigint | number, currency: string): number {
  if (typeof minor === 'number' && !Number.isInteger(minor))
    throw new RangeError(`${minor} is not a whole number of minor units`);
  const value = BigInt(minor);
  const scale = minorDigits(currency);
  if (scale === 0) return Number(value);
  const abs = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  const text = `${value < 0n ? '-' : ''}${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
  return Number(text);
}
