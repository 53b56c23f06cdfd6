import { ApiError, describeFailure } from '@site/shared/api';
import { translateFailure } from '@site/shared/i18n';
import type { Translate } from '../../../lib/failure-text';
import { passwordLockedText, wrongPasswordText } from '../../../lib/payments/withdraw-password-texts';

export type WithdrawField = 'bank_account_id' | 'amount' | 'withdraw_password';

export interface WithdrawFailure {
  field?: WithdrawField;
  text: string;
  /** 207: withdrawals are locked for a while. */
  locked?: boolean;
}

type Money = (amount: number) => string;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * A refused withdrawal in the page language: each code of POST /arks/web/withdraw (201–210) with
 * its own text, at the field it is about; the attempts left after a wrong password (206) and the
 * minutes of the lock (207) included.
 */
export function withdrawFailure(
  error: unknown,
  t: Translate,
  money: Money,
  limits: { min: number; max: number },
): WithdrawFailure {
  if (error instanceof ApiError && error.type === 'business') {
    const data = (error.data ?? {}) as Record<string, unknown>;
    switch (error.code) {
      case '201':
        return {
          field: 'amount',
          text: t('withdraw.code.201', {
            min: money(num(data.min) ?? limits.min),
            max: money(num(data.max) ?? limits.max),
          }),
        };
      case '202':
        return num(data.member_cash) === null
          ? { field: 'amount', text: t('withdraw.code.202') }
          : { field: 'amount', text: t('withdraw.code.202_balance', { balance: money(num(data.member_cash) ?? 0) }) };
      case '203':
      case '204':
        return { field: 'bank_account_id', text: t(`withdraw.code.${error.code}`) };
      case '206':
        return { field: 'withdraw_password', text: wrongPasswordText(t, data) };
      case '207':
        return { text: passwordLockedText(t, data), locked: true };
      case '205':
      case '208':
      case '209':
      case '210':
        return { text: t(`withdraw.code.${error.code}`) };
      default:
        break;
    }
  }
  if (error instanceof ApiError && error.status === 409) return { text: t('withdraw.code.409') };
  const text = translateFailure(describeFailure(error, { fallback: 'member:load_failed' }));
  if (error instanceof ApiError && (error.field === 'amount' || error.field === 'withdraw_password'))
    return { field: error.field, text };
  return { text };
}
