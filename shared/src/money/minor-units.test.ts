import { toMajor, toMinor } from '@site/shared/money';

describe('toMinor: major units → integer minor units, exactly', () => {
  it.each([
    [12.34, 'USD', 1234n],
    [1.005, 'RMB', undefined],
    [4.35, 'USD', 435n],
    [0.1 + 0.2, 'USD', undefined],
    [1000, 'VND', 1000n],
    [1_000_000, 'VND', 1_000_000n],
    [-20.1, 'USD', -2010n],
    [0, 'USD', 0n],
    [-0, 'USD', 0n],
    [1e21, 'USD', 10n ** 23n],
    [19.99, 'XYZ', 1999n],
  ])('%p %s → %p', (major, currency, expected) => {
    if (expected === undefined) expect(() => toMinor(major, currency)).toThrow(RangeError);
    else expect(toMinor(major, currency)).toBe(expected);
  });

  it('reads decimal text without floating-point error', () => {
    expect(toMinor(1.1, 'USD')).toBe(110n); // 1.1 * 100 is 110.00000000000001
    expect(toMinor('0.29', 'USD')).toBe(29n);
    expect(toMinor('4.35', 'USD')).toBe(435n);
    expect(toMinor('9007199254740993.01', 'USD')).toBe(900719925474099301n);
    expect(toMinor('12.340', 'USD')).toBe(1234n);
    expect(toMinor('.5', 'USD')).toBe(50n);
    expect(toMinor('7.', 'USD')).toBe(700n);
    expect(toMinor('+3', 'VND')).toBe(3n);
    expect(toMinor('-0.01', 'USD')).toBe(-1n);
    expect(toMinor('1e6', 'VND')).toBe(1_000_000n);
    expect(toMinor('1.5E-1', 'USD')).toBe(15n);
  });

  it('refuses extra decimals instead of rounding them (money is never silently rounded)', () => {
    expect(() => toMinor('12.345', 'USD')).toThrow('12.345 has more than 2 decimals for USD');
    expect(() => toMinor(0.5, 'VND')).toThrow('0.5 has more than 0 decimals for VND');
    expect(() => toMinor('1e-3', 'USD')).toThrow(RangeError);
    expect(toMinor('1.2300000', 'USD')).toBe(123n);
  });

  it.each([NaN, Infinity, -Infinity])('refuses the non-finite %p', (major) => {
    expect(() => toMinor(major, 'USD')).toThrow(RangeError);
  });

  it.each(['', ' 1', '1 ', '1,000', '1.2.3', 'abc', '0x10', '.', '-', 'Infinity', '1e', '1e1000'])(
    'refuses the text %p',
    (major) => {
      expect(() => toMinor(major, 'USD')).toThrow(RangeError);
    },
  );
});

describe('toMajor: integer minor units → major units', () => {
  it.each([
    [1234n, 'USD', 12.34],
    [1234, 'USD', 12.34],
    [5n, 'USD', 0.05],
    [-5n, 'USD', -0.05],
    [-2010n, 'USD', -20.1],
    [1_000_000n, 'VND', 1_000_000],
    [0n, 'THB', 0],
    [1999n, 'XYZ', 19.99],
  ])('%p %s → %p', (minor, currency, expected) => {
    expect(toMajor(minor, currency)).toBe(expected);
  });

  it('rounds once, to the number nearest the exact decimal, beyond 2^53 too', () => {
    expect(toMajor(900719925474099301n, 'USD')).toBe(Number('9007199254740993.01'));
  });

  it('refuses a fraction of a minor unit', () => {
    expect(() => toMajor(1.5, 'USD')).toThrow(RangeError);
    expect(() => toMajor(NaN, 'USD')).toThrow(RangeError);
  });

  it('round-trips every amount of a currency', () => {
    for (const minor of [0n, 1n, 99n, 100n, 101n, 123456789n, -7n]) {
      expect(toMinor(toMajor(minor, 'USD'), 'USD')).toBe(minor);
      expect(toMinor(toMajor(minor, 'VND'), 'VND')).toBe(minor);
    }
  });
});
