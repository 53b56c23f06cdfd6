import { and, eq } from 'drizzle-orm';
import { paymentCalls, type CallCode } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { bankAccounts, paymentOrders } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notifyPosted, postEntryInTx, type PostedEntry } from '../ledger/ledger';
import { toMajor } from '@site/shared/money';
import { storedFailureReason } from './failure-reasons';
import { rewardReferral } from '../referral/referral';
import { clearingAccountId, mainAccountId, type CallAnswer, type FailureData, codeFail } from './orders';

// ---- The PSP's callback ---------------------------------------------------------------------

export interface CallbackInput {
  order_no: string;
  status: 'success' | 'failed';
  /** Minor units. */
  amount: number;
  currency: string;
  psp_reference: string;
  reason?: string;
}

export interface CallbackOutcome {
  envelope: CallAnswer<typeof paymentCalls.callback>;
  posted: PostedEntry[];
  /** The member and order of a deposit credited by this call (for member_deposit.success). */
  credited?: { memberId: number; orderNo: string; amount: number; currency: string };
}

const callbackFail = (code: CallCode<typeof paymentCalls.callback>, data: FailureData = null) =>
  codeFail(paymentCalls.callback, code, data);

/**
 * POST /api/payment/callback (signature already checked). One transaction: the order row locked,
 * checked, moved from pending by a conditional UPDATE, and its ledger entry posted. A callback
 * that repeats the final result answers it again (applied false); one contradicting it: 203.
 */
export async function applyCallback(ctx: AppContext, input: CallbackInput): Promise<CallbackOutcome> {
  const now = ctx.options.now();
  const posted: PostedEntry[] = [];
  let credited: CallbackOutcome['credited'];
  const envelope = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, input.order_no))
      .for('update');
    if (!order) return callbackFail('201');
    if (BigInt(input.amount) !== order.amount || input.currency !== order.currency) {
      return callbackFail('202', { amount: Number(order.amount), currency: order.currency });
    }
    if (order.status !== 'pending') {
      const same = order.status === input.status || (order.status === 'cancelled' && input.status === 'failed');
      if (same) return ok({ order_no: order.orderNo, status: order.status, applied: false });
      return callbackFail('203', { status: order.status });
    }
    // A key of PAYMENT_FAILURE_REASONS, or the provider's own words (the apps show those only as a parameter).
    const reason = input.status === 'failed' ? storedFailureReason(input.reason) : null;
    const [moved] = await tx
      .update(paymentOrders)
      .set({
        status: input.status,
        settledAt: now,
        pspReference: input.psp_reference || order.pspReference,
        failureReason: reason,
      })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')))
      .returning();
    if (!moved) {
      // Cannot happen under the row lock; answer as a repeat rather than move money.
      const [current] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
      return ok({ order_no: order.orderNo, status: current?.status ?? order.status, applied: false });
    }
    const member = { id: order.memberId, currency: order.currency };
    let entry: Awaited<ReturnType<typeof postEntryInTx>> | null = null;
    if (order.kind === 'deposit' && input.status === 'success') {
      entry = await postEntryInTx(tx, {
        idempotencyKey: `deposit:${order.orderNo}`,
        kind: 'deposit',
        postings: [
          { accountId: await clearingAccountId(tx, order.currency), amount: -order.amount },
          { accountId: await mainAccountId(tx, member), amount: order.amount },
        ],
        memo: {
          order_no: order.orderNo,
          method: order.method,
          channel: order.channel,
          psp_reference: input.psp_reference,
        },
        createdAt: now,
      });
      // The referrer's reward for this deposit, paid in this transaction (at most once: referral module).
      posted.push(
        ...(await rewardReferral(tx, {
          memberId: order.memberId,
          currency: order.currency,
          orderNo: order.orderNo,
          amount: order.amount,
          at: now,
        })),
      );
      // A bank transfer from a bound account proves the member owns it.
      if (order.method === 'bank_transfer' && order.bankAccountId != null) {
        await tx
          .update(bankAccounts)
          .set({ status: 'verified', verifiedAt: now })
          .where(and(eq(bankAccounts.id, order.bankAccountId), eq(bankAccounts.status, 'unverified')));
      }
      credited = {
        memberId: order.memberId,
        orderNo: order.orderNo,
        amount: toMajor(order.amount, order.currency),
        currency: order.currency,
      };
    } else if (order.kind === 'withdraw' && input.status === 'failed') {
      entry = await postEntryInTx(tx, {
        idempotencyKey: `withdraw_refund:${order.orderNo}`,
        kind: 'withdraw_refund',
        postings: [
          { accountId: await clearingAccountId(tx, order.currency), amount: -order.amount },
          { accountId: await mainAccountId(tx, member), amount: order.amount },
        ],
        memo: { order_no: order.orderNo, reason, psp_reference: input.psp_reference },
        createdAt: now,
      });
    }
    if (entry) {
      if (entry.posted) posted.push(entry.posted);
      await tx.update(paymentOrders).set({ settleEntryId: entry.entryId }).where(eq(paymentOrders.id, order.id));
    }
    return ok({ order_no: order.orderNo, status: input.status, applied: true });
  });
  return { envelope, posted, credited };
}

/** Runs applyCallback and tells the listeners (member.cash) and the member (member_deposit.success) after the commit. */
export async function handleCallback(
  ctx: AppContext,
  input: CallbackInput,
): Promise<CallAnswer<typeof paymentCalls.callback>> {
  const outcome = await applyCallback(ctx, input);
  notifyPosted(ctx.db, outcome.posted);
  if (outcome.credited) {
    const { memberId, orderNo, amount, currency } = outcome.credited;
    ctx.publisher.publish({
      channel: `member.${memberId}`,
      event: 'member_deposit.success',
      data: { order_no: orderNo, amount, currency },
    });
  }
  return outcome.envelope;
}
