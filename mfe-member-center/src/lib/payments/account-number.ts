import type { CurrencyCode } from '@site/shared/constants';

/**
 * Digits of a bank account number per currency, as the platform checks them (bank-account/store
 * description: VND 8–19, USD 6–17, THB 10–12, RMB 16–19). @site/shared has no constant for this
 * table yet; the platform's code 201 {min_digits, max_digits} stays the authority and is shown too.
 */
export const ACCOUNT_NUMBER_DIGITS: Partial<Record<CurrencyCode, { min: number; max: number }>> = {
  VND: { min: 8, max: 19 },
  USD: { min: 6, max: 17 },
  THB: { min: 10, max: 12 },
  RMB: { min: 16, max: 19 },
};
/** Another currency: the widest rule, the platform decides. */
export const ANY_ACCOUNT_NUMBER_DIGITS = { min: 6, max: 19 } as const;

export const accountDigitsOf = (currency: string) =>
  ACCOUNT_NUMBER_DIGITS[currency as CurrencyCode] ?? ANY_ACCOUNT_NUMBER_DIGITS;

/** Spaces and hyphens are only grouping: the platform removes them too. */
export const cleanAccountNumber = (raw: string | undefined): string => (raw ?? '').replace(/[\s-]/g, '');
