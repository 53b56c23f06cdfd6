import * as yup from 'yup';
import { EMPTY_WITHDRAW_PASSWORD } from '@site/shared/ui';
import { accountDigitsOf, cleanAccountNumber } from '../../../lib/payments/account-number';
import { withdrawPasswordRule } from '../../../lib/payments/withdraw-password-rule';

/** The bind form: the bank, the holder's name as the bank knows it, the number, and the withdraw password. */
export interface BindAccountValues {
  bank_code: string;
  account_name: string;
  account_number: string;
  withdraw_password: string;
}

export const EMPTY_BIND_VALUES: BindAccountValues = {
  bank_code: '',
  account_name: '',
  account_number: '',
  withdraw_password: EMPTY_WITHDRAW_PASSWORD,
};

/** Holder names: 2 to 60 characters, not only spaces (the platform's rule). */
export const ACCOUNT_NAME_LENGTH = { min: 2, max: 60 } as const;

/**
 * The bind form's rules as i18n keys of `member` (`bank.error.*`): a bank, a holder name, a number of
 * the currency's digits (spaces and hyphens ignored), and the withdraw password when the member has one.
 */
export function bindAccountSchema(currency: string, needsPassword: boolean) {
  const digits = accountDigitsOf(currency);
  return yup.object({
    bank_code: yup.string().required('bank.error.bank_required'),
    account_name: yup
      .string()
      .trim()
      .required('bank.error.name_required')
      .min(ACCOUNT_NAME_LENGTH.min, 'bank.error.name_length')
      .max(ACCOUNT_NAME_LENGTH.max, 'bank.error.name_length'),
    account_number: yup
      .string()
      .required('bank.error.number_required')
      .test('digits', 'bank.error.number_digits', (v) => /^\d+$/.test(cleanAccountNumber(v)))
      .test('length', 'bank.error.number_length', (v) => {
        const n = cleanAccountNumber(v).length;
        return n >= digits.min && n <= digits.max;
      }),
    withdraw_password: needsPassword ? withdrawPasswordRule() : yup.string(),
  });
}
