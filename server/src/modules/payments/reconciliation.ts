import { and, asc, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { type PaymentFailureReason } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { paymentOrders } from '../../db/schema';
import { signedHeaders } from './signature';
import { handleCallback } from './callback';
import { DEPOSIT_EXPIRY_GRACE_MS, type OrderRow } from './orders';

/** What the PSP knows of an order (POST {paymentSimApiUrl}/orders/query, signed). */
export type PspOrderState =
  | { found: false }
  | {
      found: true;
      status: 'success' | 'failed' | 'processing';
      amount: number;
      currency: string;
      psp_reference: string;
      reason?: string;
    };

/** Asks the PSP about one order; throws when it cannot be reached or answers nonsense. */
export async function queryPsp(ctx: AppContext, orderNo: string): Promise<PspOrderState> {
  const { options } = ctx;
  const body = { order_no: orderNo };
  const res = await fetch(`${options.paymentSimApiUrl}/orders/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(options.paymentSimSecret, body, options.now()) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(8000),
  });
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !answer || typeof answer.found !== 'boolean')
    throw new Error(`PSP order query answered HTTP ${res.status}`);
  if (!answer.found) return { found: false };
  const status = answer.status;
  if (
    (status !== 'success' && status !== 'failed' && status !== 'processing') ||
    !Number.isSafeInteger(answer.amount) ||
    typeof answer.currency !== 'string'
  ) {
    throw new Error('PSP order query: malformed answer');
  }
  return {
    found: true,
    status,
    amount: answer.amount as number,
    currency: answer.currency,
    psp_reference: typeof answer.psp_reference === 'string' ? answer.psp_reference : '',
    reason: typeof answer.reason === 'string' ? answer.reason : '',
  };
}

/**
 * Reconciliation of one pending order with the PSP, for a result that never reached the platform
 * (the PSP gave up delivering it, or the platform was away):
 * - a final result the PSP knows is applied exactly as its callback would be (same checks, same
 *   single ledger entry, member_deposit.success);
 * - a deposit the PSP never took, past its expiry (the PSP refuses payment after expires_at), is
 *   cancelled; a payout the PSP does not know is sent again (it answers an order_no once);
 * - a payout still processing, or a PSP that cannot be asked, is asked again after
 *   paymentReconcileMs. A deposit is never cancelled without the PSP's word, so a payment made just
 *   before the expiry cannot be lost.
 */
export async function reconcileOrder(
  ctx: AppContext,
  order: OrderRow,
): Promise<'applied' | 'cancelled' | 'redispatch' | 'later' | 'refused'> {
  const { db, options } = ctx;
  const askAgain = async () => {
    await db
      .update(paymentOrders)
      .set({ nextDispatchAt: new Date(options.now().getTime() + options.paymentReconcileMs) })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')));
    return 'later' as const;
  };
  let state: PspOrderState;
  try {
    state = await queryPsp(ctx, order.orderNo);
  } catch {
    return askAgain();
  }
  if (state.found && (state.status === 'success' || state.status === 'failed')) {
    const answer = await handleCallback(ctx, {
      order_no: order.orderNo,
      status: state.status,
      amount: state.amount,
      currency: state.currency,
      psp_reference: state.psp_reference,
      ...(state.reason ? { reason: state.reason } : {}),
    });
    if (answer.code === '100') return 'applied';
    // The PSP's amount or currency differs from the order: left pending for an operator, asked again later.
    await askAgain();
    return 'refused';
  }
  if (state.found) return askAgain();
  if (order.kind === 'deposit') {
    await db
      .update(paymentOrders)
      .set({ status: 'cancelled', settledAt: options.now(), failureReason: 'expired' satisfies PaymentFailureReason })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')));
    return 'cancelled';
  }
  await db
    .update(paymentOrders)
    .set({ dispatchedAt: null, nextDispatchAt: options.now() })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')));
  return 'redispatch';
}

/**
 * The pending orders due for reconciliation: deposits past their expiry (+ grace), payouts accepted
 * by the PSP longer than paymentReconcileMs ago without a result; each at most once per
 * paymentReconcileMs (nextDispatchAt). Returns what became of each.
 */
export async function reconcileDue(
  ctx: AppContext,
  limit = 20,
): Promise<Array<{ orderNo: string; outcome: Awaited<ReturnType<typeof reconcileOrder>> }>> {
  const now = ctx.options.now();
  const notBefore = or(isNull(paymentOrders.nextDispatchAt), lte(paymentOrders.nextDispatchAt, now));
  const due = await ctx.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'pending'),
        or(
          and(
            eq(paymentOrders.kind, 'deposit'),
            lt(paymentOrders.expiresAt, new Date(now.getTime() - DEPOSIT_EXPIRY_GRACE_MS)),
            notBefore,
          ),
          and(
            eq(paymentOrders.kind, 'withdraw'),
            isNotNull(paymentOrders.dispatchedAt),
            lte(paymentOrders.nextDispatchAt, now),
          ),
        ),
      ),
    )
    .orderBy(asc(paymentOrders.id))
    .limit(limit);
  const results = [];
  for (const order of due) results.push({ orderNo: order.orderNo, outcome: await reconcileOrder(ctx, order) });
  return results;
}
