import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { paymentOrders } from '../../db/schema';
import { signedHeaders } from './signature';
import { bankOf } from './orders';
import { reconcileDue } from './reconciliation';

// ---- Payout dispatch (platform → PSP) and the retry timer ----------------------------------------

export interface PspPayoutBody {
  order_no: string;
  amount: number;
  currency: string;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_number: string;
}

/**
 * Sends withdrawals to the PSP: right after the request (dispatchSoon) and, for those not accepted
 * yet (PSP unreachable, platform restarted), from a timer with a growing delay. The PSP answers a
 * repeated order_no once, so a payout sent twice is paid once; the money was held at request time.
 * The same timer reconciles orders whose result never came (reconcileDue).
 */
export class PaymentDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Map<string, Promise<void>>();
  private ticking: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (!this.ticking) this.ticking = this.tick().finally(() => (this.ticking = null));
    }, this.ctx.options.paymentRetryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.running.values(), this.ticking]);
  }

  /** Dispatches one order in the background (after its request committed). */
  dispatchSoon(orderNo: string): void {
    if (!this.closed) void this.dispatch(orderNo);
  }

  async tick(): Promise<void> {
    if (this.closed) return;
    try {
      for (const { orderNo, outcome } of await reconcileDue(this.ctx)) {
        if (outcome === 'refused')
          this.log.error({ orderNo }, 'reconciliation: the PSP result does not match the order; left pending');
        else if (outcome !== 'later') this.log.info({ orderNo, outcome }, 'payment order reconciled with the PSP');
      }
      const now = this.ctx.options.now();
      const due = await this.ctx.db
        .select({ orderNo: paymentOrders.orderNo })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.kind, 'withdraw'),
            eq(paymentOrders.status, 'pending'),
            isNull(paymentOrders.dispatchedAt),
            or(isNull(paymentOrders.nextDispatchAt), lte(paymentOrders.nextDispatchAt, now)),
          ),
        )
        .orderBy(asc(paymentOrders.id))
        .limit(20);
      for (const { orderNo } of due) await this.dispatch(orderNo);
    } catch (err) {
      if (!this.closed) this.log.warn({ err }, 'payment dispatcher tick failed');
    }
  }

  /** Sends one payout request unless it is already accepted or on its way. */
  dispatch(orderNo: string): Promise<void> {
    const inFlight = this.running.get(orderNo);
    if (inFlight) return inFlight;
    const run = this.send(orderNo).finally(() => this.running.delete(orderNo));
    this.running.set(orderNo, run);
    return run;
  }

  private async send(orderNo: string): Promise<void> {
    const { db, options } = this.ctx;
    try {
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
      if (!order || order.kind !== 'withdraw' || order.status !== 'pending' || order.dispatchedAt) return;
      const bank = await bankOf(db, order.bankAccountId);
      if (!bank) throw new Error(`withdrawal ${orderNo} has no bank account`);
      const body: PspPayoutBody = {
        order_no: order.orderNo,
        amount: Number(order.amount),
        currency: order.currency,
        bank_code: bank.bankCode,
        bank_name: bank.bankName,
        account_name: bank.accountName,
        account_number: bank.accountNumber,
      };
      let accepted: { psp_reference?: string } | null = null;
      let problem = '';
      try {
        const res = await fetch(`${options.paymentSimApiUrl}/payouts`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...signedHeaders(options.paymentSimSecret, body, options.now()),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(8000),
        });
        const answer = (await res.json().catch(() => null)) as {
          accepted?: boolean;
          psp_reference?: string;
          error?: string;
        } | null;
        if (res.ok && answer?.accepted) accepted = answer;
        else problem = `HTTP ${res.status} ${answer?.error ?? ''}`.trim();
      } catch (err) {
        problem = (err as Error).message;
      }
      if (this.closed) return;
      if (accepted) {
        await db
          .update(paymentOrders)
          .set({
            dispatchedAt: options.now(),
            nextDispatchAt: new Date(options.now().getTime() + options.paymentReconcileMs),
            pspReference: sql`coalesce(${paymentOrders.pspReference}, ${accepted.psp_reference ?? null})`,
          })
          .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.dispatchedAt)));
        return;
      }
      const attempts = order.dispatchAttempts + 1;
      const delay = Math.min(60_000, options.paymentRetryMs * 2 ** Math.min(attempts - 1, 6));
      await db
        .update(paymentOrders)
        .set({ dispatchAttempts: attempts, nextDispatchAt: new Date(options.now().getTime() + delay) })
        .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.dispatchedAt)));
      this.log.warn({ orderNo, attempts, problem }, 'payout request not accepted; will retry');
    } catch (err) {
      if (!this.closed) this.log.warn({ err, orderNo }, 'payout dispatch failed');
    }
  }
}
