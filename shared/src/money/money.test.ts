import { formatJackpot, formatMoney, formatCount, MONEY_PLACEHOLDER } from '@site/shared/money';

/** The no-break space Intl puts between a number and its symbol. */
const NBSP = '\u00a0';

describe('SPEC §9 money: symbols and minor digits (en_US, the default)', () => {
  it.each([
    [1234567, 'VND', '₫1,234,567'],
    [12.5, 'USD', '$12.50'],
    [1000, 'RMB', '¥1,000.00'],
    [99.999, 'THB', '฿100.00'],
    [5000, 'WON', '₩5,000'],
    [10, 'BRL', 'R$10.00'],
    // A symbol written in letters is kept apart from the number (Intl's currency spacing).
    [0, 'MMK', `K${NBSP}0`],
    [-20.1, 'USD', '-$20.10'],
    [1.5, 'XYZ', '1.50'],
  ])('%p %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('SPEC §4: a balance still loading (null) shows a dash', () => {
    expect(formatMoney(null, 'VND')).toBe(MONEY_PLACEHOLDER);
    expect(MONEY_PLACEHOLDER).toBe('—');
  });

  it('can leave the symbol out', () => {
    expect(formatMoney(1234.5, 'USD', { symbol: false })).toBe('1,234.50');
  });

  it('does not show a negative zero', () => {
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
  });
});

describe("SPEC §9 money in the page language: Intl writes it, the symbol is the spec's", () => {
  it.each([
    [1234567, 'VND', 'vi_VN', `1.234.567${NBSP}₫`],
    [5000000, 'VND', 'vi_VN', `5.000.000${NBSP}₫`],
    [12.5, 'USD', 'vi_VN', `12,50${NBSP}$`],
    [-20.1, 'USD', 'vi_VN', `-20,10${NBSP}$`],
    [1234567, 'VND', 'en_US', '₫1,234,567'],
    [1000, 'RMB', 'zh_CN', '¥1,000.00'],
    [1234567, 'VND', 'zh_CN', '₫1,234,567'],
    [5000, 'JPY', 'ja_JP', '¥5,000'],
    [1.5, 'XYZ', 'vi_VN', '1,50'],
  ])('%p %s in %s → %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, { locale })).toBe(expected);
  });

  it("a language Intl does not know is written in en_US, not in the browser's language", () => {
    expect(formatMoney(5, 'USD', { locale: 'xx_YY' })).toBe('$5.00');
  });

  it('leaves the symbol out in any language', () => {
    expect(formatMoney(1234567, 'VND', { locale: 'vi_VN', symbol: false })).toBe('1.234.567');
  });

  it('still a dash while loading', () => {
    expect(formatMoney(null, 'VND', { locale: 'vi_VN' })).toBe(MONEY_PLACEHOLDER);
  });
});

describe('SPEC §3/§9 jackpot: zero-padded to 10 integer digits', () => {
  it('pads the integer part to 10 digits', () => {
    expect(formatJackpot(1234567.8)).toBe('0001234567.80');
    expect(formatJackpot(0)).toBe('0000000000.00');
    expect(formatJackpot(42, 0)).toBe('0000000042');
  });

  it('keeps longer totals whole, and shows a dash while loading', () => {
    expect(formatJackpot(12345678901)).toBe('12345678901.00');
    expect(formatJackpot(null)).toBe('—');
  });
});

describe('counts in the page language', () => {
  it('groups a whole number as the language writes it, en-US for a language Intl does not know', () => {
    expect(formatCount(16185, 'vi_VN')).toBe('16.185');
    expect(formatCount(16185, 'en_US')).toBe('16,185');
    expect(formatCount(0, 'zh_CN')).toBe('0');
    expect(formatCount(1234, 'xx_XX')).toBe('1,234');
  });
});
