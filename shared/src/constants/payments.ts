/**
 * Payments: deposit and withdrawal methods, order states, and the result codes of the
 * payment routes (`/arks/web/deposit`, `/arks/web/withdraw`, `/arks/web/member/bank-account/*`,
 * `/payment/callback`). The server answers these codes with these English messages; the client
 * shows the message or its own translation. Codes are per route family, like SPEC §8.
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

/** POST /arks/web/deposit and /arks/web/fast-deposit. */
export const DEPOSIT_CODE_MESSAGE = {
  '201': 'This payment channel is not available for your currency',
  '202': 'The amount is outside the limits of this channel',
  '203': 'Please bind and verify a bank account first: deposit by bank transfer from a bound account',
  '204': 'Unknown bank account: bind it first',
  '205': 'Too many deposits waiting for payment: pay or cancel one first',
} as const;
/** 203: the front end goes to /user/BindAccount (data {redirect}). */
export const DEPOSIT_CODE_VERIFY_BANK_ACCOUNT = '203';

/** POST /arks/web/deposit/cancel and /arks/web/deposit/status. */
export const DEPOSIT_ORDER_CODE_MESSAGE = {
  '201': 'Unknown order',
  '202': 'The order is no longer pending',
} as const;

/** POST /arks/web/withdraw. */
export const WITHDRAW_CODE_MESSAGE = {
  '201': 'The amount is outside the withdrawal limits',
  '202': 'Insufficient main wallet balance',
  '203': 'Unknown bank account',
  '204': 'This bank account is not verified yet: make a bank-transfer deposit from it first',
  '205': 'Please set a withdraw password first',
  '206': 'Wrong withdraw password',
  '207': 'Too many wrong withdraw passwords: withdrawals are locked for a while',
  '208': 'A game is open: bring the balance back to the main wallet first',
  '209': 'Transfers are disabled for this account',
  '210': 'Please change your password first (first login): withdrawals open after that',
} as const;

/** POST /arks/web/member/bank-account/store (bind). */
export const BANK_ACCOUNT_CODE_MESSAGE = {
  '201': 'Invalid account number',
  '202': 'This account is already bound to another member',
  '203': 'This account is already bound to your profile',
  '204': 'You have bound the maximum number of bank accounts',
  '205': 'Wrong withdraw password',
  '206': 'Unknown bank for your currency',
  '207': 'Too many wrong withdraw passwords: try again later',
  '208': 'Please change your password first (first login): binding a bank account opens after that',
  '209': 'Unknown bank account',
  '210': 'A withdrawal to this account is still being paid out: remove it once it is done',
} as const;

/** POST /payment/callback (PSP → platform; HTTP 401 for a bad or stale signature). */
export const PAYMENT_CALLBACK_CODE_MESSAGE = {
  '201': 'Unknown order',
  '202': 'The amount or currency does not match the order',
  '203': 'The order is already final with another result',
} as const;

export type DepositCode = keyof typeof DEPOSIT_CODE_MESSAGE;
export type WithdrawCode = keyof typeof WITHDRAW_CODE_MESSAGE;
export type BankAccountCode = keyof typeof BANK_ACCOUNT_CODE_MESSAGE;

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
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
