import * as yup from 'yup';
import { minorDigits } from '@site/shared/money';
import { EMPTY_WITHDRAW_PASSWORD, isEmptyWithdrawPassword, isWithdrawPassword } from '@site/shared/ui';
import { normaliseAmount, parseAmount } from '../../../lib/amount';

export interface TransferValues {
  member_id: string;
  amount: string;
  withdraw_password: string;
  memo: string;
}

export const emptyTransferValues = (memberId = ''): TransferValues => ({
  member_id: memberId,
  amount: '',
  withdraw_password: EMPTY_WITHDRAW_PASSWORD,
  memo: '',
});

export interface TransferLimits {
  min: number;
  max: number;
  /** What today's limit still allows, null while unknown. */
  dailyLeft: number | null;
  /** The agent's main wallet, null while unknown. */
  balance: number | null;
}

/**
 * The transfer form's rules (keys of the proxy namespace), checked before asking: a member, an
 * amount within the programme's limits, today's allowance and the wallet, the 4-digit withdraw
 * password, a memo of at most 100 characters. The platform checks again (codes 101–110).
 */
export function transferSchema(currency: string, limits: TransferLimits) {
  return yup.object({
    member_id: yup.string().required('transfer.error.member_required'),
    amount: yup
      .string()
      .test('required', 'transfer.error.amount_required', (v) => normaliseAmount(v, currency) !== '')
      .test('number', 'transfer.error.amount_invalid', (v) => (parseAmount(v, currency) ?? 0) > 0)
      .test(
        'decimals',
        'transfer.error.amount_decimals',
        (v) => (normaliseAmount(v, currency).split('.')[1]?.length ?? 0) <= minorDigits(currency),
      )
      .test('min', 'err_transfer_min', (v) => (parseAmount(v, currency) ?? 0) >= limits.min)
      .test('max', 'err_transfer_max', (v) => (parseAmount(v, currency) ?? 0) <= limits.max)
      .test(
        'daily',
        'err_transfer_daily',
        (v) => limits.dailyLeft === null || (parseAmount(v, currency) ?? 0) <= limits.dailyLeft,
      )
      .test(
        'balance',
        'err_insufficient',
        (v) => limits.balance === null || (parseAmount(v, currency) ?? 0) <= limits.balance,
      ),
    withdraw_password: yup
      .string()
      .test('required', 'transfer.error.password_required', (v) => !isEmptyWithdrawPassword(v))
      .test('digits', 'transfer.error.password_invalid', (v) => isWithdrawPassword(v)),
    memo: yup.string().max(100, 'transfer.error.memo_length'),
  });
}
