import * as yup from 'yup';
import type { PaymentChannel } from '@site/shared/contracts';
import { amountRule } from '../../../lib/payments/amount';

/** The deposit form: what the member chose and typed. */
export interface DepositValues {
  channel_id: string;
  amount: string;
  /** A bound account's id for a bank transfer, '' for none. */
  bank_account_id: string;
}

/**
 * The deposit form's rules (i18n keys of `member`): a channel; an amount within the channel's limits
 * and the currency's decimals; for a member who must verify a bank account (SPEC §5), the bound
 * account the bank transfer comes from.
 */
export function depositSchema(currency: string, channel: PaymentChannel | undefined, mustVerify: boolean) {
  return yup.object({
    channel_id: yup.string().required('deposit.error.channel_required'),
    amount: channel ? amountRule(currency, channel) : yup.string().trim().required('amount.required'),
    bank_account_id:
      mustVerify && channel?.method === 'bank_transfer'
        ? yup.string().required('deposit.error.account_required')
        : yup.string(),
  });
}
