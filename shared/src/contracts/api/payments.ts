/**
 * Payments (SPEC §2 /Deposit, /user/BindAccount, /fastDeposit, §3 layout
 * need_bank_account_deposit_verified, §7 member_deposit.success). The spec shows no payment calls,
 * so these follow the `/arks/web/...` family. Deposits and withdrawals go through the payment
 * simulator; its signed callback (POST /api/payment/callback) is a server-to-server call described
 * here for its body and codes. Amounts are major units of the member's currency (like member_cash),
 * except in the PSP's calls (minor units). Result codes are per call family, like SPEC §8; SPEC §8
 * names no keys for them, so the codes carry the server's text only.
 */
import {
  BANK_ACCOUNT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_ORDER_KINDS,
  PAYMENT_ORDER_STATUSES,
  PAYOUT_FAILURE_SUFFIX,
  RECORD_MAX_PAGE_SIZE,
  RECORD_MAX_RANGE_DAYS,
  TRANSACTION_TYPES,
  type CurrencyCode,
  type TransactionType,
} from '@site/shared/constants';
import {
  PAYMENT_FAILURE_REASONS,
  TRANSACTION_REMARK_KEYS,
  type PaymentFailure,
  type TransactionRemark,
} from '../server-texts';
import type { TProperties } from '@sinclair/typebox';
import { defineCall, intOf, oneOf, Type, type CallBody, type CallData } from './call';
import { RG_DEPOSIT_CODES, RG_DEPOSIT_DATA, RG_DEPOSIT_DATA_NOTE } from './responsible-gaming';

/** The OpenAPI note of every money call (the platform's idempotency rule). */
const MONEY_CALL =
  'Money call: send an `Idempotency-Key` header (or `idempotency_key` in the body). The same key with the same body answers the stored first answer (applied once); the same key with another body answers HTTP 409, code 409.';

// ---- result codes, one table per family ----

/** POST /arks/web/deposit and /arks/web/fast-deposit. */
const depositCodes = {
  '201': { text: 'This payment channel is not available for your currency' },
  '202': { text: 'The amount is outside the limits of this channel' },
  '203': { text: 'Please bind and verify a bank account first: deposit by bank transfer from a bound account' },
  '204': { text: 'Unknown bank account: bind it first' },
  '205': { text: 'Too many deposits waiting for payment: pay or cancel one first' },
  ...RG_DEPOSIT_CODES,
} as const;
/** 203: the front end goes to /user/BindAccount (data {redirect}). */
export const DEPOSIT_CODE_VERIFY_BANK_ACCOUNT = '203' satisfies keyof typeof depositCodes;

/** POST /arks/web/deposit/cancel and /arks/web/deposit/status. */
const depositOrderCodes = {
  '201': { text: 'Unknown order' },
  '202': { text: 'The order is no longer pending' },
} as const;

/** POST /arks/web/withdraw. */
const withdrawCodes = {
  '201': { text: 'The amount is outside the withdrawal limits' },
  '202': { text: 'Insufficient main wallet balance' },
  '203': { text: 'Unknown bank account' },
  '204': { text: 'This bank account is not verified yet: make a bank-transfer deposit from it first' },
  '205': { text: 'Please set a withdraw password first' },
  '206': { text: 'Wrong withdraw password' },
  '207': { text: 'Too many wrong withdraw passwords: withdrawals are locked for a while' },
  '208': { text: 'A game is open: bring the balance back to the main wallet first' },
  '209': { text: 'Transfers are disabled for this account' },
  '210': { text: 'Please change your password first (first login): withdrawals open after that' },
} as const;

/** POST /arks/web/member/bank-account/store (bind) and .../remove. */
const bankAccountCodes = {
  '201': { text: 'Invalid account number' },
  '202': { text: 'This account is already bound to another member' },
  '203': { text: 'This account is already bound to your profile' },
  '204': { text: 'You have bound the maximum number of bank accounts' },
  '205': { text: 'Wrong withdraw password' },
  '206': { text: 'Unknown bank for your currency' },
  '207': { text: 'Too many wrong withdraw passwords: try again later' },
  '208': { text: 'Please change your password first (first login): binding a bank account opens after that' },
  '209': { text: 'Unknown bank account' },
  '210': { text: 'A withdrawal to this account is still being paid out: remove it once it is done' },
} as const;

/** POST /payment/callback (PSP → platform; HTTP 401 for a bad or stale signature). */
const callbackCodes = {
  '201': { text: 'Unknown order' },
  '202': { text: 'The amount or currency does not match the order' },
  '203': { text: 'The order is already final with another result' },
} as const;

// ---- schemas ----

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const currency = () => Type.Unsafe<CurrencyCode>({ type: 'string' });
const currencyField = () => Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' }));
const idempotencyKey = () => Type.Optional(Type.String({ maxLength: 200 }));
const withdrawPassword = (options: Record<string, unknown> = {}) => Type.String({ pattern: '^\\d{4}$', ...options });
const amountField = () =>
  Type.Number({
    exclusiveMinimum: 0,
    description: "Major units of the member's currency (at most its decimals: VND 0, USD/THB/RMB 2)",
  });
const returnUrlField = () =>
  Type.Optional(
    Type.String({
      maxLength: 2000,
      description:
        'A page of the site (one of the CORS origins) the PSP sends the browser back to, with ?order_no=&status=',
    }),
  );

/** Why a failed or cancelled order did not go through (a key the apps translate), null otherwise. */
const failureSchema = Type.Unsafe<PaymentFailure | null>({
  type: 'object',
  nullable: true,
  required: ['key', 'params'],
  description: `Why a failed or cancelled order did not go through, null otherwise. key: ${PAYMENT_FAILURE_REASONS.join(' | ')}; params.reason: the payment provider's own words, with key other only.`,
  properties: {
    key: { type: 'string', enum: [...PAYMENT_FAILURE_REASONS] },
    params: { type: 'object', properties: { reason: { type: 'string' } } },
  },
});

/** What a movement was, as a key and its parameters (server-texts.ts). */
const remarkSchema = Type.Unsafe<TransactionRemark>({
  type: 'object',
  required: ['key', 'params'],
  description:
    'key: ' +
    TRANSACTION_REMARK_KEYS.join(' | ') +
    ". params by key: deposit {order_no, channel (its name, or empty), method}; withdraw {order_no}; withdraw_refunded {order_no, reason_code (a failure_reason key), reason (the provider's words, with reason_code other)}; transfer_in, transfer_out, transfer_back {gp_id}; bet, win, rollback {gp_id, round_id?}; red_envelope, opening_balance {}; recommend_first_deposit, recommend_deposit_share {member (masked)}; cash_surplus {day}; agent_transfer {agent, member}; agent_commission {period}; other {type}.",
  properties: {
    key: { type: 'string', enum: [...TRANSACTION_REMARK_KEYS] },
    params: {
      type: 'object',
      properties: {
        order_no: { type: 'string' },
        channel: { type: 'string' },
        method: { type: 'string' },
        reason_code: { type: 'string', enum: [...PAYMENT_FAILURE_REASONS] },
        reason: { type: 'string' },
        gp_id: { type: 'string' },
        round_id: { type: 'string' },
        type: { type: 'string' },
        member: { type: 'string' },
        day: { type: 'string' },
        agent: { type: 'string' },
        period: { type: 'string' },
      },
    },
  },
});

const orderFields = {
  order_no: Type.String(),
  kind: oneOf(PAYMENT_ORDER_KINDS),
  method: oneOf(PAYMENT_METHODS),
  channel_id: Type.String(),
  channel_name: Type.String(),
  amount: Type.Number(),
  fee: Type.Number(),
  currency: currency(),
  status: oneOf(PAYMENT_ORDER_STATUSES),
  bank_account: Type.String({ description: 'Bank and masked number, or empty' }),
  failure_reason: failureSchema,
  created_at: Type.String({ description: 'ISO 8601' }),
  settled_at: Type.String({ description: 'ISO 8601, empty while pending' }),
};
/** A payment order (deposit or withdrawal). */
const orderSchema = Type.Object(orderFields);
/** Every field of a call whose failures answer part of it (or other fields) as data. */
const partial = <T extends TProperties>(fields: T) => Type.Partial(Type.Object(fields));

const bankAccountFields = {
  id: Type.Integer(),
  bank_code: Type.String(),
  bank_name: Type.String(),
  account_name: Type.String(),
  account_number: Type.String({ description: 'Masked: every digit but the last 4 is *' }),
  status: oneOf(BANK_ACCOUNT_STATUSES),
  verified_at: Type.String(),
  created_at: Type.String(),
};

const recordFields = {
  start_date: Type.String({ pattern: DATE, description: 'YYYY-MM-DD, America/Caracas, inclusive' }),
  end_date: Type.String({
    pattern: DATE,
    description: `YYYY-MM-DD, inclusive; at most ${RECORD_MAX_RANGE_DAYS} days after start_date`,
  }),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: RECORD_MAX_PAGE_SIZE, default: 20 })),
};

const depositData = partial({
  order_no: Type.String(),
  status: oneOf(['pending'] as const),
  pay_url: Type.String({ description: "The PSP's checkout page with a signed token: open it in the deposit window" }),
  expires_at: Type.String({ description: 'ISO 8601; the PSP refuses the payment after it' }),
  amount: Type.Number(),
  currency: currency(),
  method: oneOf(PAYMENT_METHODS),
  channel_id: Type.String(),
  min: Type.Number(),
  max: Type.Number(),
  redirect: Type.String({ description: 'Code 203: the page to go to (/user/BindAccount)' }),
  ...RG_DEPOSIT_DATA,
});
const depositCodeData = `202 data {min, max}; 203 data {redirect: '/user/BindAccount'} (a member with need_bank_account_deposit_verified must deposit by bank transfer from a bound account; the first such deposit that succeeds verifies the account); 205 data {max}. ${RG_DEPOSIT_DATA_NOTE} HTTP 400: amount not a positive amount of the currency (too many decimals), return_url not a page of the site.`;
const orderNoBody = Type.Object({ order_no: Type.String({ minLength: 1, maxLength: 40 }) });

export const paymentCalls = {
  /** POST /arks/web/payment/channels {currency?}: the deposit channels of a currency. */
  channels: defineCall({
    method: 'POST',
    path: '/arks/web/payment/channels',
    summary: 'Deposit channels of a currency and its withdrawal limits',
    description:
      "currency: the body's, else the token member's, else VND. list: one entry per channel (method bank_transfer | e_wallet | fast_payment, channel_id, name, min, max in major units, presets for fast payment, fee).",
    tags: ['payments'],
    body: Type.Object({ currency: currencyField() }),
    data: Type.Object({
      currency: currency(),
      list: Type.Array(
        Type.Object({
          method: oneOf(PAYMENT_METHODS),
          channel_id: Type.String(),
          name: Type.String(),
          min: Type.Number(),
          max: Type.Number(),
          /** Amounts offered as buttons (fast payment; empty otherwise). */
          presets: Type.Array(Type.Number()),
          /** Fee charged to the member, major units (0: the operator pays it). */
          fee: Type.Number(),
        }),
      ),
      /** Withdrawal limits of the currency. */
      withdraw: Type.Object({ min: Type.Number(), max: Type.Number(), fee: Type.Number() }),
    }),
    codes: { '201': { text: 'No payment channels for that currency' } },
    auth: false,
  }),
  /** POST /arks/web/member/bank-account/banks {currency?}: the banks a member of that currency can bind. */
  banks: defineCall({
    method: 'POST',
    path: '/arks/web/member/bank-account/banks',
    summary: 'The banks a member of a currency can bind',
    description: "currency: the body's, else the token member's.",
    tags: ['payments'],
    body: Type.Object({ currency: currencyField() }),
    data: Type.Object({
      currency: currency(),
      list: Type.Array(Type.Object({ bank_code: Type.String(), bank_name: Type.String() })),
    }),
    codes: { '201': { text: 'No banks for that currency' } },
    auth: false,
  }),
  /** POST /arks/web/member/bank-account: the bound accounts (masked). */
  bankAccounts: defineCall({
    method: 'POST',
    path: '/arks/web/member/bank-account',
    summary: "The member's bound bank accounts (masked), oldest first",
    tags: ['payments'],
    body: Type.Object({}),
    data: Type.Object({ list: Type.Array(Type.Object(bankAccountFields)), max: Type.Integer() }),
    codes: {},
    auth: true,
  }),
  /** POST /arks/web/member/bank-account/store {bank_code, account_name, account_number, withdraw_password?}. */
  bindBankAccount: defineCall({
    method: 'POST',
    path: '/arks/web/member/bank-account/store',
    summary: 'Bind a bank account (/user/BindAccount)',
    description: `${MONEY_CALL} The account starts unverified; a successful bank-transfer deposit from it verifies it (withdrawals need a verified account). withdraw_password is required when the member has one (wrong ones count with the withdrawal's: 5 within 15 minutes lock both for 15 minutes). Account numbers: digits (spaces and hyphens are removed), VND 8–19, USD 6–17, THB 10–12, RMB 16–19. 201 data {min_digits, max_digits}; 204 data {max}; 205 data {attempts_left} (absent when no password was sent); 207 data {retry_after_s}. Success data: the new account (masked).`,
    tags: ['payments'],
    body: Type.Object({
      bank_code: Type.String({ minLength: 1, maxLength: 20 }),
      account_name: Type.String({ minLength: 2, maxLength: 60, pattern: '\\S' }),
      account_number: Type.String({ minLength: 1, maxLength: 40 }),
      withdraw_password: Type.Optional(withdrawPassword()),
      idempotency_key: idempotencyKey(),
    }),
    data: partial({
      ...bankAccountFields,
      min_digits: Type.Integer(),
      max_digits: Type.Integer(),
      max: Type.Integer(),
      attempts_left: Type.Integer(),
      retry_after_s: Type.Integer(),
    }),
    codes: bankAccountCodes,
    auth: true,
    errors: [409],
  }),
  /** POST /arks/web/member/bank-account/remove {id, withdraw_password?}. */
  removeBankAccount: defineCall({
    method: 'POST',
    path: '/arks/web/member/bank-account/remove',
    summary: "Unbind one of the member's bank accounts (/user/BindAccount)",
    description: `${MONEY_CALL} withdraw_password is required when the member has one (wrong ones count with the withdrawal's). Refused while a withdrawal to the account is pending (210, data {order_no}). The number can be bound again afterwards; past orders keep naming it. This call answers 205, 207, 208, 209, 210 of the bank-account codes. Success data: the account (masked) with removed 1.`,
    tags: ['payments'],
    body: Type.Object({
      id: Type.Integer({ minimum: 1 }),
      withdraw_password: Type.Optional(withdrawPassword()),
      idempotency_key: idempotencyKey(),
    }),
    data: partial({
      ...bankAccountFields,
      removed: Type.Integer(),
      order_no: Type.String(),
      attempts_left: Type.Integer(),
      retry_after_s: Type.Integer(),
    }),
    codes: bankAccountCodes,
    auth: true,
    errors: [409],
  }),
  /** POST /arks/web/deposit {method, channel_id, amount, bank_account_id?, return_url?}. */
  deposit: defineCall({
    method: 'POST',
    path: '/arks/web/deposit',
    summary: 'Start a deposit: a pending order and the PSP checkout page',
    description: `${MONEY_CALL} The order stays pending until the PSP's signed callback (the member pays or cancels on pay_url); success credits the main wallet once and publishes member_deposit.success {order_no, amount, currency} on member.{id}. ${depositCodeData}`,
    tags: ['payments'],
    body: Type.Object({
      method: oneOf(PAYMENT_METHODS),
      channel_id: Type.String({ minLength: 1, maxLength: 40 }),
      amount: amountField(),
      bank_account_id: Type.Optional(
        Type.Integer({ minimum: 1, description: 'bank_transfer only: the bound account the money comes from' }),
      ),
      return_url: returnUrlField(),
      idempotency_key: idempotencyKey(),
    }),
    data: depositData,
    codes: depositCodes,
    auth: true,
    errors: [409],
  }),
  /** POST /arks/web/fast-deposit {amount, return_url?}: the fast payment channel of the member's currency. */
  fastDeposit: defineCall({
    method: 'POST',
    path: '/arks/web/fast-deposit',
    summary: "Fast deposit: the fast payment channel of the member's currency (the /fastDeposit shortcut)",
    description: `${MONEY_CALL} Same answer as /arks/web/deposit with method fast_payment (QR page). ${depositCodeData}`,
    tags: ['payments'],
    body: Type.Object({ amount: amountField(), return_url: returnUrlField(), idempotency_key: idempotencyKey() }),
    data: depositData,
    codes: depositCodes,
    auth: true,
    errors: [409],
  }),
  /** POST /arks/web/deposit/cancel {order_no}. */
  cancelDeposit: defineCall({
    method: 'POST',
    path: '/arks/web/deposit/cancel',
    summary: 'Cancel a pending deposit of the member (no money has moved)',
    description:
      'Success and 202 data: the order. A later PSP success for a cancelled order is refused (callback 203).',
    tags: ['payments'],
    body: orderNoBody,
    data: partial(orderFields),
    codes: depositOrderCodes,
    auth: true,
  }),
  /** POST /arks/web/deposit/status {order_no}: a payment order of the member. */
  orderStatus: defineCall({
    method: 'POST',
    path: '/arks/web/deposit/status',
    summary: 'A payment order of the member (deposit or withdrawal)',
    tags: ['payments'],
    body: orderNoBody,
    data: orderSchema,
    codes: { '201': depositOrderCodes['201'] },
    auth: true,
  }),
  /** POST /arks/web/withdraw {amount, bank_account_id, withdraw_password}. */
  withdraw: defineCall({
    method: 'POST',
    path: '/arks/web/withdraw',
    summary: 'Withdraw from the main wallet to a verified bound bank account',
    description: `${MONEY_CALL} The amount is held at once (main wallet → payment clearing) and the order is pending; the payout request goes to the PSP (retried while it cannot be reached). The PSP's callback settles it: success (paid out) or failed (the hold comes back to the main wallet, once). Payment simulator rule: an account number ending in ${PAYOUT_FAILURE_SUFFIX} fails. Checked in this order: 209, 208, 205, 207, 201, 203, 204, 206, 202. 201 data {min, max}; 202 data {member_cash}; 206 data {attempts_left}; 207 data {retry_after_s} (5 wrong passwords within 15 minutes lock withdrawals and binding for 15 minutes). Success data: the order and member_cash after the hold.`,
    tags: ['payments'],
    body: Type.Object({
      amount: amountField(),
      bank_account_id: Type.Integer({ minimum: 1 }),
      withdraw_password: withdrawPassword({ description: '4 digits (SPEC §9)' }),
      idempotency_key: idempotencyKey(),
    }),
    data: partial({
      ...orderFields,
      /** The main wallet after the hold, major units. */
      member_cash: Type.Number(),
      min: Type.Number(),
      max: Type.Number(),
      attempts_left: Type.Integer(),
      retry_after_s: Type.Integer(),
    }),
    codes: withdrawCodes,
    auth: true,
    errors: [409],
  }),
  /** POST /arks/web/member/transaction-record {start_date, end_date, page, count, type?}. */
  transactionRecord: defineCall({
    method: 'POST',
    path: '/arks/web/member/transaction-record',
    summary: 'Transaction record: movements of the main wallet and game bets/wins, newest first',
    description: `Dates YYYY-MM-DD in America/Caracas, inclusive, at most ${RECORD_MAX_RANGE_DAYS} days; count at most ${RECORD_MAX_PAGE_SIZE}. HTTP 400 names the field: malformed date, end_date before start_date, range too long. amount is signed (+ in, - out), balance_after the wallet's balance after the movement (wallet 'main' or the provider of a bet/win/rollback). type filter: ${TRANSACTION_TYPES.join(', ')}.`,
    tags: ['payments'],
    body: Type.Object({ ...recordFields, type: Type.Optional(oneOf(TRANSACTION_TYPES)) }),
    data: Type.Object({
      list: Type.Array(
        Type.Object({
          id: Type.Integer(),
          /** ISO 8601. */
          created_at: Type.String(),
          type: Type.Unsafe<TransactionType>({ type: 'string' }),
          /** Signed, major units: + into the wallet, - out of it. */
          amount: Type.Number(),
          /** The wallet's balance right after this movement, major units. */
          balance_after: Type.Number(),
          /** 'main', or the provider (gp_id) of a provider-wallet movement (bet, win, rollback). */
          wallet: Type.String(),
          gp_id: Type.String(),
          order_no: Type.String(),
          remark: remarkSchema,
        }),
      ),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
    }),
    codes: {},
    auth: true,
  }),
  /** POST /arks/web/member/dw-record {start_date, end_date, page, count, type 0 all / 1 deposits / 2 withdrawals, status?}. */
  dwRecord: defineCall({
    method: 'POST',
    path: '/arks/web/member/dw-record',
    summary: 'Deposit and withdrawal record: payment orders, newest first',
    description: `type 0 all, 1 deposits, 2 withdrawals; status optional (${PAYMENT_ORDER_STATUSES.join(', ')}). Dates as the transaction record (HTTP 400 naming the field). page_sum / total_sum: the successful orders' amounts on this page / over the whole filter, per kind.`,
    tags: ['payments'],
    body: Type.Object({
      ...recordFields,
      type: Type.Optional(intOf([0, 1, 2] as const, { default: 0 })),
      status: Type.Optional(oneOf(PAYMENT_ORDER_STATUSES)),
    }),
    data: Type.Object({
      list: Type.Array(orderSchema),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
      /** Sums of the successful orders on this page and over the whole filter, per kind. */
      page_sum: Type.Object({ deposit: Type.Number(), withdraw: Type.Number() }),
      total_sum: Type.Object({ deposit: Type.Number(), withdraw: Type.Number() }),
    }),
    codes: {},
    auth: true,
  }),
  /** POST /payment/callback: the PSP's signed result (server to server, not an app call). */
  callback: defineCall({
    method: 'POST',
    path: '/payment/callback',
    summary: 'Payment result from the PSP (signed; server to server)',
    description:
      "amount in minor units must equal the order's. The first result moves the order from pending (deposit success credits the main wallet; withdrawal failure refunds the hold) exactly once; the same result again answers success with applied false. 202 data {amount, currency} (the order's); 203 data {status} (the final state, unchanged).",
    tags: ['payments'],
    body: Type.Object({
      order_no: Type.String({ minLength: 1, maxLength: 40 }),
      status: oneOf(['success', 'failed'] as const),
      amount: Type.Integer({ minimum: 1, description: 'Minor units' }),
      currency: Type.String({ pattern: '^[A-Z]{3}$' }),
      psp_reference: Type.Optional(Type.String({ maxLength: 100, default: '' })),
      reason: Type.Optional(
        Type.String({
          maxLength: 200,
          description: `failed only: a key of ${PAYMENT_FAILURE_REASONS.join(', ')} (other words are kept and shown as the provider's own); absent: declined`,
        }),
      ),
    }),
    data: partial({
      order_no: Type.String(),
      status: Type.String(),
      applied: Type.Boolean(),
      amount: Type.Integer(),
      currency: Type.String(),
    }),
    codes: callbackCodes,
    auth: false,
    errors: [401],
  }),
};

export type PaymentChannelsResponse = CallData<typeof paymentCalls.channels>;
export type PaymentChannel = PaymentChannelsResponse['list'][number];
export type BanksResponse = CallData<typeof paymentCalls.banks>;
export type BankEntry = BanksResponse['list'][number];
export type BankAccountListResponse = CallData<typeof paymentCalls.bankAccounts>;
/** A bound bank account; the number is masked except its last 4 digits. */
export type BankAccountEntry = BankAccountListResponse['list'][number];
export type BankAccountStoreRequest = Omit<CallBody<typeof paymentCalls.bindBankAccount>, 'idempotency_key'>;
export type DepositRequest = Omit<CallBody<typeof paymentCalls.deposit>, 'idempotency_key'>;
export type FastDepositRequest = Omit<CallBody<typeof paymentCalls.fastDeposit>, 'idempotency_key'>;
/** A deposit's success: the pending order and its checkout page. */
export type DepositResponse = Required<
  Pick<
    CallData<typeof paymentCalls.deposit>,
    'order_no' | 'status' | 'pay_url' | 'expires_at' | 'amount' | 'currency' | 'method' | 'channel_id'
  >
>;
/** Deposit 203: go to /user/BindAccount. */
export type DepositVerifyRequired = Required<Pick<CallData<typeof paymentCalls.deposit>, 'redirect'>>;
/** A payment order (deposit/status, deposit/cancel, dw-record). */
export type PaymentOrder = CallData<typeof paymentCalls.orderStatus>;
export type WithdrawRequest = Omit<CallBody<typeof paymentCalls.withdraw>, 'idempotency_key'>;
/** A withdrawal's success: the order and the main wallet after the hold. */
export type WithdrawResponse = PaymentOrder & { member_cash: number };
/** Withdraw 206: attempts left before the lock; 207: seconds until it lifts. */
export type WithdrawPasswordFailure = Pick<CallData<typeof paymentCalls.withdraw>, 'attempts_left' | 'retry_after_s'>;
export type TransactionRecordRequest = CallBody<typeof paymentCalls.transactionRecord>;
export type TransactionRecordResponse = CallData<typeof paymentCalls.transactionRecord>;
export type TransactionRecord = TransactionRecordResponse['list'][number];
export type DwRecordRequest = CallBody<typeof paymentCalls.dwRecord>;
export type DwRecordResponse = CallData<typeof paymentCalls.dwRecord>;
