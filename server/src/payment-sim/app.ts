/**
 * buildPaymentSim(): the payment simulator (a PSP; its own process, src/payment-sim/main.ts).
 *
 * - GET /pay?token=…: the checkout page of a deposit (bank transfer, e-wallet, fast payment QR),
 *   from the platform's signed checkout token (pay_url of /arks/web/deposit).
 * - POST /pay/complete {token, action pay|cancel, wallet_id?, pin?} (a form or JSON): the payer's
 *   choice. Decided once per order (pressing again repeats the first outcome). The simulator calls
 *   the platform's signed POST /api/payment/callback (retrying while it cannot be reached), then
 *   redirects the browser (303) to the order's return URL with ?order_no=&status=.
 * - POST /payouts (signed by the platform): a withdrawal. Answered once per order_no (a repeat gets
 *   the same answer; another body with that order_no: 409). Settled after payoutDelayMs: failed
 *   (reason account_invalid) when the account number ends in 0000 (the documented test rule), success otherwise; the result
 *   goes to the platform's callback, retried while it cannot be reached.
 * - GET /payouts/:order_no: a payout's state. GET /health, GET / (about and the test rules).
 * - POST /orders/query {order_no} (signed by the platform): what the PSP knows of an order, for the
 *   platform's reconciliation when a result never reached it: a deposit paid or declined at the
 *   checkout (one the merchant refused counts as failed: nothing was charged), a payout processing,
 *   paid or failed; found false for an order the PSP never took (after its expiry it never will).
 */
import type { CallbackInput } from '../modules/payments/callback';
import type { PspPayoutBody } from '../modules/payments/dispatcher';
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { PAYOUT_FAILURE_SUFFIX } from '@site/shared/constants';
import { canonicalJson } from '../modules/provider-wallet/canonical';
import type { PaymentFailureReason } from '@site/shared/contracts';
import { devToolsOn, envVar, readEnv } from '../env';
import {
  DEV_PAYMENT_SIM_SECRET,
  readCheckoutToken,
  signedHeaders,
  verifySignedCall,
  type CheckoutClaims,
} from '../modules/payments/signature';
import { bankTransferPage, eWalletPage, fastPaymentPage, indexPage, resultPage, type ResultKind } from './pages';

export interface PaymentSimOptions {
  /** The platform (PLATFORM_URL), whose POST /api/payment/callback the simulator calls. */
  platformUrl: string;
  /** PAYMENT_SIM_SECRET: shared with the platform (checkout tokens, signed calls both ways). */
  secret: string;
  /** How long a payout takes (PAYMENT_SIM_PAYOUT_DELAY_MS, default 3000; tests 0). */
  payoutDelayMs?: number;
  /** Delay between callback deliveries while the platform cannot be reached (default 2000). */
  callbackRetryMs?: number;
  /** Deliveries tried before giving up (default 10). */
  callbackAttempts?: number;
  logger?: boolean;
  now?: () => Date;
}

/**
 * The simulator's options and where it listens, from the environment. Throws ConfigError naming every
 * bad or missing variable; the secret falls back to the development key only with SITE_DEV_TOOLS=1.
 */
export function paymentSimOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): PaymentSimOptions & { listen: { port: number; host: string } } {
  const e = readEnv(
    {
      SITE_DEV_TOOLS: envVar.flag(),
      PAYMENT_SIM_PORT: envVar.port(true),
      PAYMENT_SIM_HOST: envVar.text(),
      PLATFORM_URL: envVar.url(),
      PAYMENT_SIM_SECRET: envVar.secret(devToolsOn(env)),
      PAYMENT_SIM_PAYOUT_DELAY_MS: envVar.nonNegativeInt(),
    },
    env,
  );
  return {
    listen: { port: Number(e.PAYMENT_SIM_PORT ?? 4200), host: e.PAYMENT_SIM_HOST ?? '127.0.0.1' },
    platformUrl: (e.PLATFORM_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    secret: e.PAYMENT_SIM_SECRET ?? DEV_PAYMENT_SIM_SECRET,
    payoutDelayMs: e.PAYMENT_SIM_PAYOUT_DELAY_MS === undefined ? 3000 : Number(e.PAYMENT_SIM_PAYOUT_DELAY_MS),
    logger: true,
  };
}

/** What the PSP posts to the platform's /api/payment/callback (amount in minor units). */
export type CallbackBody = CallbackInput;

type Delivery = 'delivered' | 'refused' | 'pending' | 'abandoned';

interface Checkout {
  claims: CheckoutClaims;
  status: 'success' | 'failed';
  reference: string;
  /** Why it failed, a key of PAYMENT_FAILURE_REASONS ('' for a payment). */
  reason: PaymentFailureReason | '';
  delivery: Delivery;
  /** The platform's answer when it refused the result (its code and message). */
  refusal?: string;
}

interface Payout {
  request: PspPayoutBody;
  hash: string;
  reference: string;
  status: 'processing' | 'success' | 'failed';
  reason: PaymentFailureReason | '';
  delivery: Delivery | 'not_yet';
}

const PAYOUT_FIELDS: Array<keyof PspPayoutBody> = [
  'order_no',
  'amount',
  'currency',
  'bank_code',
  'bank_name',
  'account_name',
  'account_number',
];

function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export async function buildPaymentSim(opts: PaymentSimOptions): Promise<FastifyInstance> {
  const now = opts.now ?? (() => new Date());
  const payoutDelayMs = opts.payoutDelayMs ?? 3000;
  const retryMs = opts.callbackRetryMs ?? 2000;
  const maxAttempts = opts.callbackAttempts ?? 10;
  const checkouts = new Map<string, Checkout>();
  const payouts = new Map<string, Payout>();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let closing = false;
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 16 * 1024 });

  const later = (ms: number, fn: () => Promise<void> | void) => {
    if (closing) return;
    const t = setTimeout(() => {
      timers.delete(t);
      const p = Promise.resolve(fn()).catch((err) => app.log.warn({ err }, 'payment simulator task failed'));
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }, ms);
    timers.add(t);
  };
  app.addHook('preClose', async () => {
    closing = true;
    for (const t of timers) clearTimeout(t);
    timers.clear();
    await Promise.allSettled([...inFlight]);
  });

  // The checkout forms post application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, status: number, body: string, returnUrl = '') => {
    let formTargets = "'self'";
    if (returnUrl) {
      try {
        formTargets += ` ${new URL(returnUrl).origin}`;
      } catch {
        // no return origin
      }
    }
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(body);
  };

  /** One signed POST of a result to the platform. */
  async function deliverOnce(
    body: CallbackBody,
  ): Promise<{ outcome: 'delivered' | 'refused' | 'unreachable'; detail: string }> {
    try {
      const res = await fetch(`${opts.platformUrl}/api/payment/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(opts.secret, body, now()) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(8000),
      });
      const answer = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
      if (res.status >= 500 || !answer) return { outcome: 'unreachable', detail: `HTTP ${res.status}` };
      if (res.status === 200 && answer.code === '100') return { outcome: 'delivered', detail: '' };
      return { outcome: 'refused', detail: `${answer.code ?? res.status}: ${answer.message ?? ''}` };
    } catch (err) {
      return { outcome: 'unreachable', detail: (err as Error).message };
    }
  }

  /** Delivers now; while the platform cannot be reached, again every retryMs (at most maxAttempts). */
  async function deliver(
    body: CallbackBody,
    record: { delivery: Delivery | 'not_yet'; refusal?: string },
    attempt = 1,
  ): Promise<void> {
    const { outcome, detail } = await deliverOnce(body);
    if (outcome === 'delivered') record.delivery = 'delivered';
    else if (outcome === 'refused') {
      record.delivery = 'refused';
      record.refusal = detail;
      app.log.warn({ order_no: body.order_no, detail }, 'the platform refused the payment result');
    } else if (attempt >= maxAttempts) {
      record.delivery = 'abandoned';
      app.log.error({ order_no: body.order_no, detail }, 'payment result not delivered; giving up');
    } else {
      record.delivery = 'pending';
      later(retryMs, () => deliver(body, record, attempt + 1));
    }
  }

  const reference = () => `PSP-${randomBytes(6).toString('hex').toUpperCase()}`;

  app.get('/health', async () => ({ ok: true, checkouts: checkouts.size, payouts: payouts.size }));
  app.get('/', async (_request, reply) => html(reply, 200, indexPage(payoutDelayMs)));

  const tokenClaims = (token: unknown): CheckoutClaims | null =>
    typeof token === 'string' ? readCheckoutToken(token, opts.secret) : null;

  function outcomePage(reply: FastifyReply, checkout: Checkout) {
    const c = checkout.claims;
    const back = c.return_url ? withQuery(c.return_url, { order_no: c.order_no, status: checkout.status }) : '';
    if (checkout.delivery === 'refused') {
      return html(
        reply,
        409,
        resultPage(
          'refused',
          'Payment refused by the merchant',
          `The merchant did not accept this payment (${checkout.refusal ?? ''}). Nothing was charged.`,
          c.return_url,
        ),
        c.return_url,
      );
    }
    if (checkout.delivery === 'pending' || checkout.delivery === 'abandoned') {
      return html(
        reply,
        202,
        resultPage(
          'waiting',
          'Payment recorded',
          'The merchant has not confirmed yet; your balance updates as soon as it does.',
          back,
        ),
        c.return_url,
      );
    }
    if (back) return reply.code(303).header('cache-control', 'no-store').header('location', back).send();
    const kind: ResultKind = checkout.status === 'success' ? 'success' : 'failed';
    return html(
      reply,
      200,
      resultPage(
        kind,
        kind === 'success' ? 'Payment complete' : 'Payment cancelled',
        `Order ${c.order_no}. You can close this window.`,
      ),
    );
  }

  /** What the checkout page posts: anything may arrive, so every field is checked. */
  type CheckoutForm = { token?: string; action?: string; wallet_id?: string; pin?: string };

  app.get<{ Querystring: { token?: string } | undefined }>('/pay', async (request, reply) => {
    const token = request.query?.token;
    const claims = tokenClaims(token);
    if (!claims)
      return html(
        reply,
        401,
        resultPage(
          'failed',
          'Invalid payment link',
          'This payment link is not valid. Start the deposit again from the site.',
        ),
      );
    const done = checkouts.get(claims.order_no);
    if (done) return outcomePage(reply, done);
    if (claims.exp * 1000 <= now().getTime()) {
      return html(
        reply,
        410,
        resultPage(
          'failed',
          'Payment link expired',
          'This payment link has expired. Start the deposit again from the site.',
          claims.return_url,
        ),
      );
    }
    const page =
      claims.method === 'bank_transfer'
        ? bankTransferPage(claims, token!)
        : claims.method === 'e_wallet'
          ? eWalletPage(claims, token!)
          : fastPaymentPage(claims, token!);
    return html(reply, 200, page, claims.return_url);
  });

  app.post<{ Body: CheckoutForm | undefined }>('/pay/complete', async (request, reply) => {
    const body: CheckoutForm = request.body ?? {};
    const claims = tokenClaims(body.token);
    if (!claims)
      return html(
        reply,
        401,
        resultPage(
          'failed',
          'Invalid payment link',
          'This payment link is not valid. Start the deposit again from the site.',
        ),
      );
    const done = checkouts.get(claims.order_no);
    if (done) return outcomePage(reply, done);
    if (claims.exp * 1000 <= now().getTime()) {
      return html(
        reply,
        410,
        resultPage(
          'failed',
          'Payment link expired',
          'This payment link has expired. Start the deposit again from the site.',
          claims.return_url,
        ),
      );
    }
    if (body.action !== 'pay' && body.action !== 'cancel') {
      return html(
        reply,
        400,
        resultPage('failed', 'Choose an action', 'Press one of the buttons of the payment page.', claims.return_url),
      );
    }
    if (claims.method === 'e_wallet' && body.action === 'pay') {
      const walletId = (body.wallet_id ?? '').trim();
      if (!walletId || walletId.length > 40 || !/^\d{6}$/.test(body.pin ?? '')) {
        return html(
          reply,
          422,
          eWalletPage(claims, body.token!, 'Enter your wallet ID and your 6-digit PIN to approve.'),
          claims.return_url,
        );
      }
    }
    // Decided once: a concurrent second press finds this record.
    const checkout: Checkout = {
      claims,
      status: body.action === 'pay' ? 'success' : 'failed',
      reference: reference(),
      reason: body.action === 'pay' ? '' : claims.method === 'e_wallet' ? 'payer_declined' : 'payer_cancelled',
      delivery: 'pending',
    };
    checkouts.set(claims.order_no, checkout);
    await deliver(
      {
        order_no: claims.order_no,
        status: checkout.status,
        amount: claims.amount,
        currency: claims.currency,
        psp_reference: checkout.reference,
        ...(checkout.reason ? { reason: checkout.reason } : {}),
      },
      checkout,
    );
    return outcomePage(reply, checkout);
  });

  // ---- payouts (platform → PSP, signed) ----

  app.post<{ Body: Partial<PspPayoutBody> | undefined }>('/payouts', async (request, reply) => {
    const check = verifySignedCall(opts.secret, request.headers, request.body, now());
    if (check !== 'ok') return reply.code(401).send({ accepted: false, error: `signature ${check}` });
    const body: Partial<PspPayoutBody> = request.body ?? {};
    const missing = PAYOUT_FIELDS.find((f) => body[f] === undefined || body[f] === '');
    if (
      missing ||
      !Number.isSafeInteger(body.amount) ||
      (body.amount as number) <= 0 ||
      !/^\d+$/.test(String(body.account_number))
    ) {
      return reply
        .code(400)
        .send({ accepted: false, error: missing ? `${missing} is required` : 'amount or account_number is invalid' });
    }
    const request_ = Object.fromEntries(PAYOUT_FIELDS.map((f) => [f, body[f]])) as unknown as PspPayoutBody;
    const hash = createHash('sha256').update(canonicalJson(request_)).digest('hex');
    const known = payouts.get(request_.order_no);
    if (known) {
      if (known.hash !== hash)
        return reply.code(409).send({ accepted: false, error: 'order_no already used for another payout' });
      return { accepted: true, psp_reference: known.reference, status: known.status, repeated: true };
    }
    const payout: Payout = {
      request: request_,
      hash,
      reference: reference(),
      status: 'processing',
      reason: '',
      delivery: 'not_yet',
    };
    payouts.set(request_.order_no, payout);
    later(payoutDelayMs, async () => {
      const fails = request_.account_number.endsWith(PAYOUT_FAILURE_SUFFIX);
      payout.status = fails ? 'failed' : 'success';
      payout.reason = fails ? 'account_invalid' : '';
      await deliver(
        {
          order_no: request_.order_no,
          status: payout.status,
          amount: request_.amount,
          currency: request_.currency,
          psp_reference: payout.reference,
          ...(fails ? { reason: payout.reason } : {}),
        },
        payout,
      );
    });
    return { accepted: true, psp_reference: payout.reference, status: payout.status, repeated: false };
  });

  app.get<{ Params: { order_no: string } }>('/payouts/:order_no', async (request, reply) => {
    const { order_no } = request.params;
    const payout = payouts.get(order_no);
    if (!payout) return reply.code(404).send({ error: 'unknown payout' });
    return {
      order_no,
      psp_reference: payout.reference,
      status: payout.status,
      reason: payout.reason,
      delivery: payout.delivery,
    };
  });

  app.post<{ Body: { order_no?: unknown } | undefined }>('/orders/query', async (request, reply) => {
    const check = verifySignedCall(opts.secret, request.headers, request.body, now());
    if (check !== 'ok') return reply.code(401).send({ error: `signature ${check}` });
    const order_no = request.body?.order_no;
    if (typeof order_no !== 'string' || !order_no || order_no.length > 64)
      return reply.code(400).send({ error: 'order_no is required' });
    const checkout = checkouts.get(order_no);
    if (checkout) {
      const c = checkout.claims;
      const status = checkout.delivery === 'refused' ? 'failed' : checkout.status;
      const reason = checkout.delivery === 'refused' ? 'merchant_refused' : checkout.reason;
      return {
        found: true,
        kind: 'deposit',
        order_no,
        status,
        amount: c.amount,
        currency: c.currency,
        psp_reference: checkout.reference,
        reason,
      };
    }
    const payout = payouts.get(order_no);
    if (payout) {
      const r = payout.request;
      return {
        found: true,
        kind: 'payout',
        order_no,
        status: payout.status,
        amount: r.amount,
        currency: r.currency,
        psp_reference: payout.reference,
        reason: payout.reason,
      };
    }
    return { found: false, order_no };
  });

  await app.ready();
  return app;
}
