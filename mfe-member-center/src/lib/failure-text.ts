import type { PaymentFailure } from '@site/shared/contracts';

/** A `t` of the member namespace (common texts reachable through its fallback). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why an order failed, in the page language (`payment_failure.<key>` of common). The provider's own
 * words, when it gave a reason outside the list, appear only inside that sentence.
 */
export function failureText(t: Translate, failure: PaymentFailure): string {
  return t(`payment_failure.${failure.key}`, { reason: failure.params.reason ?? '' });
}
