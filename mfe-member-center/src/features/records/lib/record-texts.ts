import type { TransactionRemark } from '@site/shared/contracts';
import { failureText, type Translate } from '../../../lib/failure-text';

export { failureText };

/**
 * A transaction record's remark in the page language (`records.remark.<key>`): the server sends a
 * key and its parameters, never a sentence. A bet, win or rollback with its round uses the
 * `_round` text; a failed withdrawal's refund says why in words of the page, not the server's.
 */
export function remarkText(t: Translate, remark: TransactionRemark): string {
  switch (remark.key) {
    case 'deposit':
      return t('records.remark.deposit', {
        channel: remark.params.channel || t(`records.method.${remark.params.method}`),
      });
    case 'withdraw_refunded':
      return t('records.remark.withdraw_refunded', {
        reason: failureText(t, {
          key: remark.params.reason_code,
          params: remark.params.reason ? { reason: remark.params.reason } : {},
        }),
      });
    case 'bet':
    case 'win':
    case 'rollback':
      return t(`records.remark.${remark.key}`, {
        ...remark.params,
        ...(remark.params.round_id ? { context: 'round' } : {}),
      });
    default:
      return t(`records.remark.${remark.key}`, { ...remark.params });
  }
}
