/**
 * Why a payment order failed, as the keys of @site/shared/contracts PAYMENT_FAILURE_REASONS, which
 * the apps translate. payment_orders.failure_reason and the refund entry's memo.reason hold a key,
 * or the payment provider's own words when it gave a reason outside the list (shown to the member
 * only as a parameter of `other`). Rows written before the keys existed hold English sentences;
 * they are read as their keys.
 */
import { isPaymentFailureReason, type PaymentFailure, type PaymentFailureReason } from '@site/shared/contracts';

const EARLIER_SENTENCES: Record<string, PaymentFailureReason> = {
  'account rejected by the beneficiary bank': 'account_invalid',
  'declined by the payment provider': 'declined',
  'declined by the payer': 'payer_declined',
  'cancelled by the payer': 'payer_cancelled',
  'cancelled by the member': 'member_cancelled',
  'expired: not paid in time': 'expired',
};
const EARLIER_REFUSED_PREFIX = 'refused by the merchant';

/** The column's width for a provider's own words. */
export const MAX_FAILURE_REASON_LENGTH = 200;

function keyOf(text: string): PaymentFailureReason | null {
  if (isPaymentFailureReason(text) && text !== 'other') return text;
  const earlier = EARLIER_SENTENCES[text.toLowerCase()];
  if (earlier) return earlier;
  if (text.toLowerCase().startsWith(EARLIER_REFUSED_PREFIX)) return 'merchant_refused';
  return null;
}

/** What to store for the reason the provider gave with a failure: its key, else its words; none: declined. */
export function storedFailureReason(given: string | null | undefined): string {
  const text = (given ?? '').trim();
  if (!text || text === 'other') return 'declined';
  return keyOf(text) ?? text.slice(0, MAX_FAILURE_REASON_LENGTH);
}

/** A stored reason as the key and parameters the apps translate; null when there is none. */
export function paymentFailureOf(stored: string | null | undefined): PaymentFailure | null {
  if (!stored) return null;
  const key = keyOf(stored);
  return key ? { key, params: {} } : { key: 'other', params: { reason: stored } };
}
