/**
 * Payments: deposit and withdrawal methods, order states and limits. The result codes of the payment
 * calls are in their descriptions (@site/shared/contracts `paymentCalls`).
 */

/** Payment methods of the payment simulator (PSP). */
export const PAYMENT_METHODS = ['bank_transfer', 'e_wallet', 'fast_payment'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment order: pending until the PSP reports success or failure (or the member cancels a deposit). */
export const PAYMENT_ORDER_STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];
export const PAYMENT_ORDER_KINDS = ['deposit', 'withdraw'] as const;
export type PaymentOrderKind = (typeof PAYMENT_ORDER_KINDS)[number];

export const BANK_ACCOUNT_STATUSES = ['unverified', 'verified'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** At most this many bank accounts per member. */
export const MAX_BANK_ACCOUNTS = 3;
/** At most this many pending deposits per member at a time. */
export const MAX_PENDING_DEPOSITS = 5;
/** A deposit order can be paid at the PSP for this long. */
export const DEPOSIT_ORDER_TTL_MS = 30 * 60_000;
/** Wrong withdraw passwords: this many within the window lock withdrawals (and binding) for the lock time. */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
export const WITHDRAW_PASSWORD_WINDOW_MS = 15 * 60_000;
export const WITHDRAW_PASSWORD_LOCK_MS = 15 * 60_000;
/** Record queries: at most this many days from start_date to end_date (inclusive), at most this many rows a page. */
export const RECORD_MAX_RANGE_DAYS = 92;
export const RECORD_MAX_PAGE_SIZE = 100;
/** The payout simulator's documented test rule: an account number ending in this fails the payout. */
export const PAYOUT_FAILURE_SUFFIX = '0000';
/** Where the front end sends a member who must verify a bank account (SPEC §2, §5). */
export const BIND_ACCOUNT_ROUTE = '/user/BindAccount';

/** Transaction record types (POST /arks/web/member/transaction-record `type`). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  'transfer_in',
  'transfer_out',
  'transfer_back',
  'bet',
  'win',
  'rollback',
  'red_envelope',
  'opening_balance',
  'recommend_reward',
  'cash_surplus',
  'agent_transfer',
  'agent_commission',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
