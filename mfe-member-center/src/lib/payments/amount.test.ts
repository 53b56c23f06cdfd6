import { amountRule, parseAmount, quickAmounts } from './amount';

describe('amounts as members type them', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['12,50', 12.5],
    ['1.000,50', 1000.5],
    ['1,000.50', 1000.5],
    ['1,000', 1000],
    ['1 000', 1000],
    ['20', 20],
  ])('USD "%s" is %d', (typed, value) => {
    expect(parseAmount(typed, 'USD')).toBe(value);
  });

  it.each([
    ['500.000', 500_000],
    ['500,000', 500_000],
    ['1.000.000', 1_000_000],
  ])('VND "%s" is %d (no minor unit: every separator groups)', (typed, value) => {
    expect(parseAmount(typed, 'VND')).toBe(value);
  });

  it('refuses what is not a plain positive number', () => {
    expect(parseAmount('abc', 'USD')).toBeNull();
    expect(parseAmount('-5', 'USD')).toBeNull();
    expect(parseAmount('', 'USD')).toBeNull();
  });

  it('says too many decimals instead of reading "12.345" as twelve thousand', () => {
    const rule = amountRule('USD', { min: 10, max: 5000 });
    expect(() => rule.validateSync('12.345')).toThrow('amount.decimals');
    expect(rule.validateSync('12,5')).toBe('12,5');
    expect(() => rule.validateSync('5,5')).toThrow('amount.min');
  });

  it('quick amounts: presets when given, else 1-2-5 steps within the limits', () => {
    expect(quickAmounts(10, 5000, [10, 20, 50, 10_000])).toEqual([10, 20, 50]);
    expect(quickAmounts(50_000, 50_000_000)).toEqual([50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000]);
  });
});
