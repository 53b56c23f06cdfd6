/**
 * The payment calls of @site/shared/contracts (`paymentCalls`): channels and banks, bank accounts,
 * deposits, withdrawals and the records, registered from their descriptions; and the PSP's signed
 * callback (server to server), whose signature is checked before its body is read. Deposits and
 * withdrawals go through the payment simulator (PAYMENT_SIM_URL). Amounts are major units of the
 * member's currency, except in the PSP's calls (minor units).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCurrencyCode, MAX_BANK_ACCOUNTS, type PaymentMethod } from '@site/shared/constants';
import { paymentCalls, type CallCode } from '@site/shared/contracts';
import { minorDigits } from '@site/shared/money';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { paymentBanks } from '../../db/schema';
import { callSchema, routeCall, type CallRoute } from '../../http/call';
import { ApiError, fail, ok } from '../../http/envelope';
import { runMoneyCall } from '../../http/idempotency';
import { bindBankAccount, removeBankAccount } from './bank-accounts';
import { handleCallback } from './callback';
import { amountToMinor, fastChannelOf, paymentConfigOf } from './channels';
import { cancelDeposit, createDeposit, orderStatus } from './deposits';
import { PaymentDispatcher } from './dispatcher';
import { requestWithdrawal } from './withdrawals';
import { activeBankAccounts, bankAccountView, codeFail } from './orders';
import { dwRecords, parseDateRange, transactionRecords } from './records';
import { PSP_SIGNATURE_HEADER, PSP_TIMESTAMP_HEADER, SIGNATURE_TOLERANCE_S, verifySignedCall } from './signature';

const dispatchers = new WeakMap<AppContext, PaymentDispatcher>();
/** The payout dispatcher of an app (tests tick it). */
export const paymentDispatcherOf = (ctx: AppContext) => dispatchers.get(ctx);

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

  routeCall(app, paymentCalls.channels, { preHandler: optionalMember }, async (request) => {
    const currency = request.body.currency ?? request.auth?.member.currency ?? 'VND';
    const config = paymentConfigOf(currency);
    if (!config || !isCurrencyCode(currency)) return fail('201', `No payment channels for ${currency}`);
    return ok({
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
    });
  });

  routeCall(app, paymentCalls.banks, { preHandler: optionalMember }, async (request) => {
    const currency = request.body.currency ?? request.auth?.member.currency;
    if (!currency)
      throw new ApiError(400, '400', 'currency is required', {}, { message_key: 'required', field: 'currency' });
    const rows = await db
      .select()
      .from(paymentBanks)
      .where(eq(paymentBanks.currency, currency))
      .orderBy(asc(paymentBanks.sort), asc(paymentBanks.code));
    if (rows.length === 0 || !isCurrencyCode(currency)) return fail('201', `No banks for ${currency}`);
    return ok({ currency, list: rows.map((r) => ({ bank_code: r.code, bank_name: r.name })) });
  });

  // ---- bank accounts ----

  routeCall(app, paymentCalls.bankAccounts, { preHandler: requireMember }, async (request) => {
    const rows = await activeBankAccounts(db, request.auth!.member.id);
    return ok({ list: rows.map(bankAccountView), max: MAX_BANK_ACCOUNTS });
  });

  routeCall(app, paymentCalls.bindBankAccount, { preHandler: requireMember }, async (request) =>
    runMoneyCall(ctx, request, (scope) => bindBankAccount(ctx, scope, request.body)),
  );

  routeCall(app, paymentCalls.removeBankAccount, { preHandler: requireMember }, async (request) =>
    runMoneyCall(ctx, request, (scope) => removeBankAccount(ctx, scope, request.body)),
  );

  // ---- deposits ----

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

  routeCall(app, paymentCalls.deposit, { preHandler: requireMember }, async (request) =>
    deposit(request, request.body),
  );

  routeCall(app, paymentCalls.fastDeposit, { preHandler: requireMember }, async (request) => {
    const channel = fastChannelOf(request.auth!.member.currency);
    const unavailable: CallCode<typeof paymentCalls.fastDeposit> = '201';
    if (!channel) return codeFail(paymentCalls.fastDeposit, unavailable);
    return deposit(request, {
      method: 'fast_payment',
      channel_id: channel.channelId,
      amount: request.body.amount,
      return_url: request.body.return_url,
    });
  });

  routeCall(app, paymentCalls.cancelDeposit, { preHandler: requireMember }, async (request) =>
    cancelDeposit(ctx, request.auth!.member.id, request.body.order_no),
  );

  routeCall(app, paymentCalls.orderStatus, { preHandler: requireMember }, async (request) =>
    orderStatus(ctx, request.auth!.member.id, request.body.order_no),
  );

  // ---- withdrawals ----

  routeCall(app, paymentCalls.withdraw, { preHandler: requireMember }, async (request) => {
    const { body } = request;
    const amount = minorAmount(body.amount, request.auth!.member.currency);
    const answer = await runMoneyCall(ctx, request, (scope) =>
      requestWithdrawal(ctx, scope, {
        amount,
        bank_account_id: body.bank_account_id,
        withdraw_password: body.withdraw_password,
      }),
    );
    const orderNo = answer.data?.order_no;
    if (answer.code === '100' && orderNo) dispatcher.dispatchSoon(orderNo);
    return answer;
  });

  // ---- records ----

  routeCall(app, paymentCalls.transactionRecord, { preHandler: requireMember }, async (request) => {
    const { body } = request;
    const range = parseDateRange(body.start_date, body.end_date);
    return ok(
      await transactionRecords(db, request.auth!.member, {
        range,
        page: body.page ?? 1,
        count: body.count ?? 20,
        type: body.type,
      }),
    );
  });

  routeCall(app, paymentCalls.dwRecord, { preHandler: requireMember }, async (request) => {
    const { body } = request;
    const range = parseDateRange(body.start_date, body.end_date);
    return ok(
      await dwRecords(db, request.auth!.member, {
        range,
        page: body.page ?? 1,
        count: body.count ?? 20,
        type: body.type ?? 0,
        status: body.status,
      }),
    );
  });

  // ---- the PSP's callback (server to server: signed, not an app call) ----

  const { callback } = paymentCalls;
  const schema = callSchema(callback);
  app.route<CallRoute<typeof callback>>({
    method: callback.method,
    url: callback.path,
    // The signature covers the body as sent: it is checked before the validation fills in defaults.
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
    schema: {
      ...schema,
      description: `Headers ${PSP_TIMESTAMP_HEADER} (unix seconds) and ${PSP_SIGNATURE_HEADER} (hex HMAC-SHA256 with PAYMENT_SIM_SECRET over "<timestamp>.<canonical JSON body>", keys sorted); a missing, wrong or stale (more than ${SIGNATURE_TOLERANCE_S} s off) signature: HTTP 401, nothing changes. ${schema.description ?? ''}`,
    },
    handler: async (request) =>
      handleCallback(ctx, { ...request.body, psp_reference: request.body.psp_reference ?? '' }),
  });
}
