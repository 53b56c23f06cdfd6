/**
 * What the server says to people, as keys: it answers a stable key and its parameters, and each app
 * translates them into the page language (SPEC §9), so a Vietnamese page never shows the server's
 * English. Three families:
 * - the remark of a transaction record (`TransactionRecord.remark`);
 * - why a payment order failed (`PaymentOrder.failure_reason`), which is also the `reason` the
 *   payment provider sends in its callback;
 * - what is wrong with a request: the error envelope of an HTTP 400/429/500 carries `message_key`,
 *   `field` and `params` next to its `code` and (English, for logs and API users) `message`.
 * The apps' texts: `records.remark.<key>` (member), `payment_failure.<key>` and
 * `request_error.<key>` (common).
 */

/** Why a payment order failed. The payment provider's callback sends one of these as `reason`. */
export const PAYMENT_FAILURE_REASONS = [
  /** The beneficiary bank rejected the payout account. */
  'account_invalid',
  /** The payment provider declined (also when it gave no reason). */
  'declined',
  /** The payer declined in the e-wallet. */
  'payer_declined',
  /** The payer cancelled on the provider's checkout page. */
  'payer_cancelled',
  /** The member cancelled the pending deposit on the site. */
  'member_cancelled',
  /** Not paid before the checkout link expired. */
  'expired',
  /** The platform refused the provider's result (nothing was charged). */
  'merchant_refused',
  /** A reason the provider gave in its own words: `params.reason`, shown as it came. */
  'other',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export const isPaymentFailureReason = (value: unknown): value is PaymentFailureReason =>
  typeof value === 'string' && (PAYMENT_FAILURE_REASONS as readonly string[]).includes(value);

/** A failed or cancelled order's reason; `params.reason` only with `other`. */
export interface PaymentFailure {
  key: PaymentFailureReason;
  params: { reason?: string };
}

/** The parameters of each transaction-record remark. */
export interface TransactionRemarkParams {
  /** channel: the deposit channel's name (a brand such as MoMo); '' when unknown, then method names it. */
  deposit: { order_no: string; channel: string; method: string };
  withdraw: { order_no: string };
  /** reason_code: why the payout failed; reason: the provider's own words with `other`. */
  withdraw_refunded: { order_no: string; reason_code: PaymentFailureReason; reason?: string };
  transfer_in: { gp_id: string };
  transfer_out: { gp_id: string };
  transfer_back: { gp_id: string };
  bet: { gp_id: string; round_id?: string };
  win: { gp_id: string; round_id?: string };
  rollback: { gp_id: string; round_id?: string };
  red_envelope: Record<string, never>;
  opening_balance: Record<string, never>;
  /** A referral reward: the referred member's masked account. */
  recommend_first_deposit: { member: string };
  recommend_deposit_share: { member: string };
  /** The cash surplus of a loss day (YYYY-MM-DD). */
  cash_surplus: { day: string };
  /** Money an agent moved to a member of its downline (accounts of both). */
  agent_transfer: { agent: string; member: string };
  /** An agent's monthly commission (YYYY-MM). */
  agent_commission: { period: string };
  /** A movement of a kind this list does not name yet. */
  other: { type: string };
}
export type TransactionRemarkKey = keyof TransactionRemarkParams;

export const TRANSACTION_REMARK_KEYS = [
  'deposit',
  'withdraw',
  'withdraw_refunded',
  'transfer_in',
  'transfer_out',
  'transfer_back',
  'bet',
  'win',
  'rollback',
  'red_envelope',
  'opening_balance',
  'recommend_first_deposit',
  'recommend_deposit_share',
  'cash_surplus',
  'agent_transfer',
  'agent_commission',
  'other',
] as const satisfies readonly TransactionRemarkKey[];
// Every key of TransactionRemarkParams is listed above (a compile error otherwise).
type MissingRemarkKey = Exclude<TransactionRemarkKey, (typeof TRANSACTION_REMARK_KEYS)[number]>;
const remarkKeysComplete: [MissingRemarkKey] extends [never] ? true : MissingRemarkKey = true;
void remarkKeysComplete;

/** A transaction record's remark: its key and that key's parameters. */
export type TransactionRemark = {
  [K in TransactionRemarkKey]: { key: K; params: TransactionRemarkParams[K] };
}[TransactionRemarkKey];

/** What is wrong with a request (the `message_key` of an error envelope). */
export const REQUEST_ERROR_KEYS = [
  // Request validation (the field is in `field`; params.limit / params.allowed / params.type).
  'required',
  'invalid_type',
  'not_empty',
  'too_short',
  'too_long',
  'not_allowed',
  'too_small',
  'too_large',
  'invalid_format',
  'invalid',
  // Date ranges of the records (params.max_days, params.days).
  'invalid_date',
  'range_order',
  'range_too_long',
  // Rate limits (params.retry_after_s), the login header, the server itself.
  'too_many_attempts',
  'login_header_expired',
  'server_error',
  // The platform is at its limit of work in flight (HTTP 503 with Retry-After; params.seconds).
  'server_busy',
] as const;
export type RequestErrorKey = (typeof REQUEST_ERROR_KEYS)[number];

export const isRequestErrorKey = (value: unknown): value is RequestErrorKey =>
  typeof value === 'string' && (REQUEST_ERROR_KEYS as readonly string[]).includes(value);

/** The fields an error envelope adds to `{code, message, data}`. */
export interface RequestErrorDetail {
  message_key: RequestErrorKey;
  /** The request field it is about (`end_date`, `count`, `items[0].id`). */
  field?: string;
  params?: Record<string, string | number>;
}
