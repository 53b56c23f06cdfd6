/**
 * Payment routes (SPEC §2 /Deposit, /user/BindAccount, /fastDeposit, §3 layout
 * need_bank_account_deposit_verified, §7 member_deposit.success). The spec shows no payment calls,
 * so these follow the `/arks/web/...` family. Deposits and withdrawals go through the payment
 * simulator (PAYMENT_SIM_URL); its signed callback is POST /api/payment/callback.
 * Amounts are major units of the member's currency (like member_cash), except in the PSP's
 * server-to-server calls (minor units).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BANK_ACCOUNT_CODE_MESSAGE,
  DEPOSIT_CODE_MESSAGE,
  DEPOSIT_ORDER_CODE_MESSAGE,
  MAX_BANK_ACCOUNTS,
  PAYMENT_CALLBACK_CODE_MESSAGE,
  PAYMENT_METHODS,
  PAYMENT_ORDER_STATUSES,
  PAYOUT_FAILURE_SUFFIX,
  RECORD_MAX_PAGE_SIZE,
  RECORD_MAX_RANGE_DAYS,
  TRANSACTION_TYPES,
  WITHDRAW_CODE_MESSAGE,
  isCurrencyCode,
  type PaymentMethod,
  type PaymentOrderStatus,
  type TransactionType,
} from '@site/shared/constants';
import {
  PAYMENT_FAILURE_REASONS,
  TRANSACTION_REMARK_KEYS,
  type BanksResponse,
  type PaymentChannelsResponse,
} from '@site/shared/contracts';
import { minorDigits } from '@site/shared/money';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { paymentBanks } from '../db/schema';
import { ApiError, fail, ok } from '../http/envelope';
import { arr, codeList, IDEMPOTENCY_DOC, int, num, obj, routeSchema, str, type JsonSchema } from '../http/schemas';
import { amountToMinor, fastChannelOf, paymentConfigOf } from '../payments/channels';
import { dwRecords, parseDateRange, transactionRecords } from '../payments/records';
import {
  activeBankAccounts,
  bankAccountView,
  bindBankAccount,
  removeBankAccount,
  type RemoveBankAccountInput,
  cancelDeposit,
  createDeposit,
  handleCallback,
  orderStatus,
  PaymentDispatcher,
  requestWithdrawal,
  type CallbackInput,
  type BindInput,
} from '../payments/service';
import {
  verifySignedCall,
  PSP_SIGNATURE_HEADER,
  PSP_TIMESTAMP_HEADER,
  SIGNATURE_TOLERANCE_S,
} from '../payments/signature';
import { runMoneyCall } from '../wallet/idempotency';

const dispatchers = new WeakMap<AppContext, PaymentDispatcher>();
/** The payout dispatcher of an app (tests tick it). */
export const paymentDispatcherOf = (ctx: AppContext) => dispatchers.get(ctx);

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const idemKey = str({ maxLength: 200 });
const amountField = num({
  exclusiveMinimum: 0,
  description: "Major units of the member's currency (at most its decimals: VND 0, USD/THB/RMB 2)",
});
const returnUrlField = str({
  maxLength: 2000,
  description:
    'A page of the site (one of the CORS origins) the PSP sends the browser back to, with ?order_no=&status=',
});

/** PaymentFailure of @site/shared/contracts: a key the apps translate, never a sentence. */
const failureSchema: JsonSchema = {
  type: 'object',
  nullable: true,
  required: ['key', 'params'],
  description: `Why a failed or cancelled order did not go through, null otherwise. key: ${PAYMENT_FAILURE_REASONS.join(' | ')}; params.reason: the payment provider's own words, with key other only.`,
  properties: {
    key: str({ enum: [...PAYMENT_FAILURE_REASONS] }),
    params: { type: 'object', properties: { reason: str() } },
  },
};
/** TransactionRemark of @site/shared/contracts: what the movement was, as a key and its parameters. */
const remarkSchema: JsonSchema = {
  type: 'object',
  required: ['key', 'params'],
  description:
    'key: ' +
    TRANSACTION_REMARK_KEYS.join(' | ') +
    ". params by key: deposit {order_no, channel (its name, or empty), method}; withdraw {order_no}; withdraw_refunded {order_no, reason_code (a failure_reason key), reason (the provider's words, with reason_code other)}; transfer_in, transfer_out, transfer_back {gp_id}; bet, win, rollback {gp_id, round_id?}; red_envelope, opening_balance {}; other {type}.",
  properties: {
    key: str({ enum: [...TRANSACTION_REMARK_KEYS] }),
    params: {
      type: 'object',
      properties: {
        order_no: str(),
        channel: str(),
        method: str(),
        reason_code: str({ enum: [...PAYMENT_FAILURE_REASONS] }),
        reason: str(),
        gp_id: str(),
        round_id: str(),
        type: str(),
      },
    },
  },
};

const orderProps: Record<string, JsonSchema> = {
  order_no: str(),
  kind: str({ enum: ['deposit', 'withdraw'] }),
  method: str({ enum: [...PAYMENT_METHODS] }),
  channel_id: str(),
  channel_name: str(),
  amount: num(),
  fee: num(),
  currency: str(),
  status: str({ enum: [...PAYMENT_ORDER_STATUSES] }),
  bank_account: str({ description: 'Bank and masked number, or empty' }),
  failure_reason: failureSchema,
  created_at: str({ description: 'ISO 8601' }),
  settled_at: str({ description: 'ISO 8601, empty while pending' }),
};
const orderSchema = obj(orderProps);
const bankAccountProps: Record<string, JsonSchema> = {
  id: int(),
  bank_code: str(),
  bank_name: str(),
  account_name: str(),
  account_number: str({ description: 'Masked: every digit but the last 4 is *' }),
  status: str({ enum: ['unverified', 'verified'] }),
  verified_at: str(),
  created_at: str(),
};
const recordBody = (extra: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  required: ['start_date', 'end_date'],
  properties: {
    start_date: str({ pattern: DATE, description: 'YYYY-MM-DD, America/Caracas, inclusive' }),
    end_date: str({
      pattern: DATE,
      description: `YYYY-MM-DD, inclusive; at most ${RECORD_MAX_RANGE_DAYS} days after start_date`,
    }),
    page: int({ minimum: 1, default: 1 }),
    count: int({ minimum: 1, maximum: RECORD_MAX_PAGE_SIZE, default: 20 }),
    ...extra,
  },
});

/** The site pages the PSP may send the browser back to: the allowed origins. */
function checkReturnUrl(ctx: AppContext, url: string | undefined): string | undefined {
  if (url === undefined || url === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ApiError(
      400,
      '400',
      'return_url must be an absolute URL',
      {},
      { message_key: 'invalid_format', field: 'return_url' },
    );
  }
  if (
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    !ctx.options.corsOrigins.includes(parsed.origin)
  ) {
    throw new ApiError(
      400,
      '400',
      'return_url must be a page of the site (an allowed origin)',
      {},
      { message_key: 'not_allowed', field: 'return_url' },
    );
  }
  return parsed.toString();
}

function minorAmount(amount: number, currency: string): bigint {
  const minor = amountToMinor(amount, currency);
  if (minor === null) {
    throw new ApiError(
      400,
      '400',
      `amount must be a positive amount of ${currency} with at most ${minorDigits(currency)} decimals`,
      {},
      { message_key: 'invalid', field: 'amount' },
    );
  }
  return minor;
}

export function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { requireMember, optionalMember } = ctx.auth;

  const dispatcher = new PaymentDispatcher(ctx, app.log);
  dispatchers.set(ctx, dispatcher);
  dispatcher.start();
  app.addHook('preClose', async () => dispatcher.stop());

  // ---- channels and banks ----

  app.post(
    '/arks/web/payment/channels',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary: 'Deposit channels of a currency and its withdrawal limits',
        description:
          "currency: the body's, else the token member's, else VND. list: one entry per channel (method bank_transfer | e_wallet | fast_payment, channel_id, name, min, max in major units, presets for fast payment, fee). Code 201: no payment channels for that currency.",
        tags: ['payments'],
        body: { type: 'object', properties: { currency: str({ pattern: '^[A-Z]{3}$' }) } },
        data: obj({
          currency: str(),
          list: arr(
            obj({
              method: str({ enum: [...PAYMENT_METHODS] }),
              channel_id: str(),
              name: str(),
              min: num(),
              max: num(),
              presets: arr(num()),
              fee: num(),
            }),
          ),
          withdraw: obj({ min: num(), max: num(), fee: num() }),
        }),
      }),
    },
    async (request) => {
      const body = request.body as { currency?: string };
      const currency = body.currency ?? request.auth?.member.currency ?? 'VND';
      const config = paymentConfigOf(currency);
      if (!config || !isCurrencyCode(currency)) return fail('201', `No payment channels for ${currency}`);
      const data: PaymentChannelsResponse = {
        currency,
        list: config.channels.map((c) => ({
          method: c.method,
          channel_id: c.channelId,
          name: c.name,
          min: c.min,
          max: c.max,
          presets: c.presets,
          fee: c.fee,
        })),
        withdraw: config.withdraw,
      };
      return ok(data);
    },
  );

  app.post(
    '/arks/web/member/bank-account/banks',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary: 'The banks a member of a currency can bind',
        description: "currency: the body's, else the token member's. Code 201: no banks for that currency.",
        tags: ['payments'],
        body: { type: 'object', properties: { currency: str({ pattern: '^[A-Z]{3}$' }) } },
        data: obj({ currency: str(), list: arr(obj({ bank_code: str(), bank_name: str() })) }),
      }),
    },
    async (request) => {
      const body = request.body as { currency?: string };
      const currency = body.currency ?? request.auth?.member.currency;
      if (!currency)
        throw new ApiError(400, '400', 'currency is required', {}, { message_key: 'required', field: 'currency' });
      const rows = await db
        .select()
        .from(paymentBanks)
        .where(eq(paymentBanks.currency, currency))
        .orderBy(asc(paymentBanks.sort), asc(paymentBanks.code));
      if (rows.length === 0 || !isCurrencyCode(currency)) return fail('201', `No banks for ${currency}`);
      const data: BanksResponse = { currency, list: rows.map((r) => ({ bank_code: r.code, bank_name: r.name })) };
      return ok(data);
    },
  );

  // ---- bank accounts ----

  app.post(
    '/arks/web/member/bank-account',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: "The member's bound bank accounts (masked), oldest first",
        tags: ['payments'],
        body: { type: 'object' },
        data: obj({ list: arr(obj(bankAccountProps)), max: int() }),
        auth: true,
      }),
    },
    async (request) => {
      const rows = await activeBankAccounts(db, request.auth!.member.id);
      return ok({ list: rows.map(bankAccountView), max: MAX_BANK_ACCOUNTS });
    },
  );

  app.post(
    '/arks/web/member/bank-account/store',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Bind a bank account (/user/BindAccount)',
        description: `${IDEMPOTENCY_DOC} The account starts unverified; a successful bank-transfer deposit from it verifies it (withdrawals need a verified account). withdraw_password is required when the member has one (wrong ones count with the withdrawal's: ${5} within 15 minutes lock both for 15 minutes). Account numbers: digits (spaces and hyphens are removed), VND 8–19, USD 6–17, THB 10–12, RMB 16–19. Codes: ${codeList(BANK_ACCOUNT_CODE_MESSAGE)}. 201 data {min_digits, max_digits}; 204 data {max}; 205 data {attempts_left} (absent when no password was sent); 207 data {retry_after_s}. Success data: the new account (masked).`,
        tags: ['payments'],
        body: {
          type: 'object',
          required: ['bank_code', 'account_name', 'account_number'],
          properties: {
            bank_code: str({ minLength: 1, maxLength: 20 }),
            account_name: str({ minLength: 2, maxLength: 60, pattern: '\\S' }),
            account_number: str({ minLength: 1, maxLength: 40 }),
            withdraw_password: str({ pattern: '^\\d{4}$' }),
            idempotency_key: idemKey,
          },
        },
        data: {
          type: 'object',
          properties: {
            ...bankAccountProps,
            min_digits: int(),
            max_digits: int(),
            max: int(),
            attempts_left: int(),
            retry_after_s: int(),
          },
        },
        auth: true,
        errors: [409],
      }),
    },
    async (request) => runMoneyCall(ctx, request, (scope) => bindBankAccount(ctx, scope, request.body as BindInput)),
  );

  app.post(
    '/arks/web/member/bank-account/remove',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: "Unbind one of the member's bank accounts (/user/BindAccount)",
        description: `${IDEMPOTENCY_DOC} withdraw_password is required when the member has one (wrong ones count with the withdrawal's). Refused while a withdrawal to the account is pending (210, data {order_no}). The number can be bound again afterwards; past orders keep naming it. Codes: ${codeList(BANK_ACCOUNT_CODE_MESSAGE)} (this call answers 205, 207, 208, 209, 210). Success data: the account (masked) with removed 1.`,
        tags: ['payments'],
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: int({ minimum: 1 }),
            withdraw_password: str({ pattern: '^\\d{4}$' }),
            idempotency_key: idemKey,
          },
        },
        data: {
          type: 'object',
          properties: {
            ...bankAccountProps,
            removed: int(),
            order_no: str(),
            attempts_left: int(),
            retry_after_s: int(),
          },
        },
        auth: true,
        errors: [409],
      }),
    },
    async (request) =>
      runMoneyCall(ctx, request, (scope) => removeBankAccount(ctx, scope, request.body as RemoveBankAccountInput)),
  );

  // ---- deposits ----

  const depositData: JsonSchema = {
    type: 'object',
    properties: {
      order_no: str(),
      status: str({ enum: ['pending'] }),
      pay_url: str({ description: "The PSP's checkout page with a signed token: open it in the deposit window" }),
      expires_at: str({ description: 'ISO 8601; the PSP refuses the payment after it' }),
      amount: num(),
      currency: str(),
      method: str({ enum: [...PAYMENT_METHODS] }),
      channel_id: str(),
      min: num(),
      max: num(),
      redirect: str({ description: 'Code 203: the page to go to (/user/BindAccount)' }),
    },
  };
  const depositCodes = `Codes: ${codeList(DEPOSIT_CODE_MESSAGE)}. 202 data {min, max}; 203 data {redirect: '/user/BindAccount'} (a member with need_bank_account_deposit_verified must deposit by bank transfer from a bound account; the first such deposit that succeeds verifies the account); 205 data {max}. HTTP 400: amount not a positive amount of the currency (too many decimals), return_url not a page of the site.`;

  const deposit = async (
    request: FastifyRequest,
    input: { method: PaymentMethod; channel_id: string; amount: number; bank_account_id?: number; return_url?: string },
  ) => {
    const member = request.auth!.member;
    const amount = minorAmount(input.amount, member.currency);
    const returnUrl = checkReturnUrl(ctx, input.return_url);
    if (input.bank_account_id != null && input.method !== 'bank_transfer') {
      throw new ApiError(
        400,
        '400',
        'bank_account_id is only for method bank_transfer',
        {},
        { message_key: 'not_allowed', field: 'bank_account_id' },
      );
    }
    return runMoneyCall(ctx, request, (scope) =>
      createDeposit(ctx, scope, {
        method: input.method,
        channel_id: input.channel_id,
        amount,
        bank_account_id: input.bank_account_id,
        return_url: returnUrl,
      }),
    );
  };

  app.post(
    '/arks/web/deposit',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Start a deposit: a pending order and the PSP checkout page',
        description: `${IDEMPOTENCY_DOC} The order stays pending until the PSP's signed callback (the member pays or cancels on pay_url); success credits the main wallet once and publishes member_deposit.success {order_no, amount, currency} on member.{id}. ${depositCodes}`,
        tags: ['payments'],
        body: {
          type: 'object',
          required: ['method', 'channel_id', 'amount'],
          properties: {
            method: str({ enum: [...PAYMENT_METHODS] }),
            channel_id: str({ minLength: 1, maxLength: 40 }),
            amount: amountField,
            bank_account_id: int({
              minimum: 1,
              description: 'bank_transfer only: the bound account the money comes from',
            }),
            return_url: returnUrlField,
            idempotency_key: idemKey,
          },
        },
        data: depositData,
        auth: true,
        errors: [409],
      }),
    },
    async (request) =>
      deposit(
        request,
        request.body as {
          method: PaymentMethod;
          channel_id: string;
          amount: number;
          bank_account_id?: number;
          return_url?: string;
        },
      ),
  );

  app.post(
    '/arks/web/fast-deposit',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: "Fast deposit: the fast payment channel of the member's currency (the /fastDeposit shortcut)",
        description: `${IDEMPOTENCY_DOC} Same answer as /arks/web/deposit with method fast_payment (QR page). ${depositCodes}`,
        tags: ['payments'],
        body: {
          type: 'object',
          required: ['amount'],
          properties: { amount: amountField, return_url: returnUrlField, idempotency_key: idemKey },
        },
        data: depositData,
        auth: true,
        errors: [409],
      }),
    },
    async (request) => {
      const body = request.body as { amount: number; return_url?: string };
      const channel = fastChannelOf(request.auth!.member.currency);
      if (!channel) return fail('201', DEPOSIT_CODE_MESSAGE['201']);
      return deposit(request, {
        method: 'fast_payment',
        channel_id: channel.channelId,
        amount: body.amount,
        return_url: body.return_url,
      });
    },
  );

  const orderNoBody: JsonSchema = {
    type: 'object',
    required: ['order_no'],
    properties: { order_no: str({ minLength: 1, maxLength: 40 }) },
  };

  app.post(
    '/arks/web/deposit/cancel',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Cancel a pending deposit of the member (no money has moved)',
        description: `Codes: ${codeList(DEPOSIT_ORDER_CODE_MESSAGE)}. Success and 202 data: the order. A later PSP success for a cancelled order is refused (callback 203).`,
        tags: ['payments'],
        body: orderNoBody,
        data: { type: 'object', properties: orderProps },
        auth: true,
      }),
    },
    async (request) => cancelDeposit(ctx, request.auth!.member.id, (request.body as { order_no: string }).order_no),
  );

  app.post(
    '/arks/web/deposit/status',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'A payment order of the member (deposit or withdrawal)',
        description: `Code 201 ${DEPOSIT_ORDER_CODE_MESSAGE['201']}.`,
        tags: ['payments'],
        body: orderNoBody,
        data: orderSchema,
        auth: true,
      }),
    },
    async (request) => orderStatus(ctx, request.auth!.member.id, (request.body as { order_no: string }).order_no),
  );

  // ---- withdrawals ----

  app.post(
    '/arks/web/withdraw',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Withdraw from the main wallet to a verified bound bank account',
        description: `${IDEMPOTENCY_DOC} The amount is held at once (main wallet → payment clearing) and the order is pending; the payout request goes to the PSP (retried while it cannot be reached). The PSP's callback settles it: success (paid out) or failed (the hold comes back to the main wallet, once). Payment simulator rule: an account number ending in ${PAYOUT_FAILURE_SUFFIX} fails. Checked in this order: 209, 208, 205, 207, 201, 203, 204, 206, 202. Codes: ${codeList(WITHDRAW_CODE_MESSAGE)}. 201 data {min, max}; 202 data {member_cash}; 206 data {attempts_left}; 207 data {retry_after_s} (5 wrong passwords within 15 minutes lock withdrawals and binding for 15 minutes). Success data: the order and member_cash after the hold.`,
        tags: ['payments'],
        body: {
          type: 'object',
          required: ['amount', 'bank_account_id', 'withdraw_password'],
          properties: {
            amount: amountField,
            bank_account_id: int({ minimum: 1 }),
            withdraw_password: str({ pattern: '^\\d{4}$', description: '4 digits (SPEC §9)' }),
            idempotency_key: idemKey,
          },
        },
        data: {
          type: 'object',
          properties: {
            ...orderProps,
            member_cash: num(),
            min: num(),
            max: num(),
            attempts_left: int(),
            retry_after_s: int(),
          },
        },
        auth: true,
        errors: [409],
      }),
    },
    async (request) => {
      const body = request.body as { amount: number; bank_account_id: number; withdraw_password: string };
      const amount = minorAmount(body.amount, request.auth!.member.currency);
      const answer = await runMoneyCall(ctx, request, (scope) =>
        requestWithdrawal(ctx, scope, {
          amount,
          bank_account_id: body.bank_account_id,
          withdraw_password: body.withdraw_password,
        }),
      );
      const orderNo = (answer.data as { order_no?: string } | null)?.order_no;
      if (answer.code === '100' && orderNo) dispatcher.dispatchSoon(orderNo);
      return answer;
    },
  );

  // ---- records ----

  app.post(
    '/arks/web/member/transaction-record',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Transaction record: movements of the main wallet and game bets/wins, newest first',
        description: `Dates YYYY-MM-DD in America/Caracas, inclusive, at most ${RECORD_MAX_RANGE_DAYS} days; count at most ${RECORD_MAX_PAGE_SIZE}. HTTP 400 names the field: malformed date, end_date before start_date, range too long. amount is signed (+ in, - out), balance_after the wallet's balance after the movement (wallet 'main' or the provider of a bet/win/rollback). type filter: ${TRANSACTION_TYPES.join(', ')}.`,
        tags: ['payments'],
        body: recordBody({ type: str({ enum: [...TRANSACTION_TYPES] }) }),
        data: obj({
          list: arr(
            obj({
              id: int(),
              created_at: str(),
              type: str(),
              amount: num(),
              balance_after: num(),
              wallet: str(),
              gp_id: str(),
              order_no: str(),
              remark: remarkSchema,
            }),
          ),
          total: int(),
          page: int(),
          count: int(),
        }),
        auth: true,
      }),
    },
    async (request) => {
      const body = request.body as {
        start_date: string;
        end_date: string;
        page: number;
        count: number;
        type?: TransactionType;
      };
      const range = parseDateRange(body.start_date, body.end_date);
      return ok(
        await transactionRecords(db, request.auth!.member, {
          range,
          page: body.page,
          count: body.count,
          type: body.type,
        }),
      );
    },
  );

  app.post(
    '/arks/web/member/dw-record',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Deposit and withdrawal record: payment orders, newest first',
        description: `type 0 all, 1 deposits, 2 withdrawals; status optional (${PAYMENT_ORDER_STATUSES.join(', ')}). Dates as the transaction record (HTTP 400 naming the field). page_sum / total_sum: the successful orders' amounts on this page / over the whole filter, per kind.`,
        tags: ['payments'],
        body: recordBody({
          type: int({ enum: [0, 1, 2], default: 0 }),
          status: str({ enum: [...PAYMENT_ORDER_STATUSES] }),
        }),
        data: obj({
          list: arr(orderSchema),
          total: int(),
          page: int(),
          count: int(),
          page_sum: obj({ deposit: num(), withdraw: num() }),
          total_sum: obj({ deposit: num(), withdraw: num() }),
        }),
        auth: true,
      }),
    },
    async (request) => {
      const body = request.body as {
        start_date: string;
        end_date: string;
        page: number;
        count: number;
        type: 0 | 1 | 2;
        status?: PaymentOrderStatus;
      };
      const range = parseDateRange(body.start_date, body.end_date);
      return ok(
        await dwRecords(db, request.auth!.member, {
          range,
          page: body.page,
          count: body.count,
          type: body.type,
          status: body.status,
        }),
      );
    },
  );

  // ---- the PSP's callback ----

  app.post(
    '/payment/callback',
    {
      preValidation: async (request) => {
        const check = verifySignedCall(ctx.options.paymentSimSecret, request.headers, request.body, ctx.options.now());
        if (check !== 'ok') {
          const why = {
            missing: 'signature headers missing',
            forged: 'signature does not match',
            stale: 'timestamp too old or in the future',
          }[check];
          throw new ApiError(401, '401', `Refused: ${why}`);
        }
      },
      schema: routeSchema({
        summary: 'Payment result from the PSP (signed; server to server)',
        description: `Headers ${PSP_TIMESTAMP_HEADER} (unix seconds) and ${PSP_SIGNATURE_HEADER} (hex HMAC-SHA256 with PAYMENT_SIM_SECRET over "<timestamp>.<canonical JSON body>", keys sorted); a missing, wrong or stale (more than ${SIGNATURE_TOLERANCE_S} s off) signature: HTTP 401, nothing changes. amount in minor units must equal the order's. The first result moves the order from pending (deposit success credits the main wallet; withdrawal failure refunds the hold) exactly once; the same result again answers success with applied false. Codes: ${codeList(PAYMENT_CALLBACK_CODE_MESSAGE)}. 202 data {amount, currency} (the order's); 203 data {status} (the final state, unchanged).`,
        tags: ['payments'],
        body: {
          type: 'object',
          required: ['order_no', 'status', 'amount', 'currency'],
          properties: {
            order_no: str({ minLength: 1, maxLength: 40 }),
            status: str({ enum: ['success', 'failed'] }),
            amount: int({ minimum: 1, description: 'Minor units' }),
            currency: str({ pattern: '^[A-Z]{3}$' }),
            psp_reference: str({ maxLength: 100, default: '' }),
            reason: str({
              maxLength: 200,
              description: `failed only: a key of ${PAYMENT_FAILURE_REASONS.join(', ')} (other words are kept and shown as the provider's own); absent: declined`,
            }),
          },
        },
        data: {
          type: 'object',
          properties: { order_no: str(), status: str(), applied: { type: 'boolean' }, amount: int(), currency: str() },
        },
        errors: [401],
      }),
    },
    async (request) => handleCallback(ctx, request.body as CallbackInput),
  );
}
