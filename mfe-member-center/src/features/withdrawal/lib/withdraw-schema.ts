import * as yup from 'yup';
import { EMPTY_WITHDRAW_PASSWORD } from '@site/shared/ui';
import { amountRule, type AmountLimits } from '../../../lib/payments/amount';
import { withdrawPasswordRule } from '../../../lib/payments/withdraw-password-rule';

export interface WithdrawValues {
  bank_account_id: string;
  amount: string;
  withdraw_password: string;
}

export const emptyWithdrawValues = (accountId: string): WithdrawValues => ({
  bank_account_id: accountId,
  amount: '',
  withdraw_password: EMPTY_WITHDRAW_PASSWORD,
});

/**
 * The withdrawal form's rules (i18n keys of `member`): a verified account, an amount within the
 * currency's withdrawal limits and the main-wallet balance, and the 4-digit withdraw password.
 */
export function withdrawSchema(currency: string, limits: AmountLimits) {
  return yup.object({
    bank_account_id: yup.string().required('withdraw.error.account_required'),
    amount: amountRule(currency, limits),
    withdraw_password: withdrawPasswordRule(),
  });
}
