import { ApiError, describeFailure } from '@site/shared/api';
import { MAX_BANK_ACCOUNTS } from '@site/shared/constants';
import { translateFailure } from '@site/shared/i18n';
import type { Translate } from '../../../lib/failure-text';
import { passwordLockedText, wrongPasswordText } from '../../../lib/payments/withdraw-password-texts';

export type BankAccountField = 'bank_code' | 'account_name' | 'account_number' | 'withdraw_password';
const FIELDS: readonly string[] = ['bank_code', 'account_name', 'account_number', 'withdraw_password'];

export interface BankAccountFailure {
  /** Where it is shown; none: in the form's (or the dialog's) alert. */
  field?: BankAccountField;
  text: string;
}

/**
 * A refused bind or unbind in the page language: every code of the bank-account calls (201–210)
 * at the field it is about, attempts left with a wrong withdraw password, the lock's minutes.
 */
export function bankAccountFailure(error: unknown, t: Translate): BankAccountFailure {
  if (error instanceof ApiError && error.type === 'business') {
    const data = (error.data ?? {}) as Record<string, unknown>;
    switch (error.code) {
      case '201':
        return {
          field: 'account_number',
          text:
            typeof data.min_digits === 'number' && typeof data.max_digits === 'number'
              ? t('bank.code.201_digits', { min: data.min_digits, max: data.max_digits })
              : t('bank.code.201'),
        };
      case '202':
      case '203':
        return { field: 'account_number', text: t(`bank.code.${error.code}`) };
      case '204':
        return { text: t('bank.code.204', { max: typeof data.max === 'number' ? data.max : MAX_BANK_ACCOUNTS }) };
      case '205':
        return { field: 'withdraw_password', text: wrongPasswordText(t, data) };
      case '206':
        return { field: 'bank_code', text: t('bank.code.206') };
      case '207':
        return { text: passwordLockedText(t, data) };
      case '208':
      case '209':
        return { text: t(`bank.code.${error.code}`) };
      case '210':
        return { text: t('bank.code.210', { order_no: typeof data.order_no === 'string' ? data.order_no : '' }) };
      default:
        break;
    }
  }
  if (error instanceof ApiError && error.status === 409) return { text: t('bank.code.409') };
  const text = translateFailure(describeFailure(error, { fallback: 'member:load_failed' }));
  if (error instanceof ApiError && error.field && FIELDS.includes(error.field))
    return { field: error.field as BankAccountField, text };
  return { text };
}
