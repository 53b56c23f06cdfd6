import { and, count, eq } from 'drizzle-orm';
import { BIND_ACCOUNT_ROUTE, DEPOSIT_ORDER_TTL_MS, MAX_PENDING_DEPOSITS } from '@site/shared/constants';
import type { CurrencyCode, PaymentMethod } from '@site/shared/constants';
import { paymentCalls, type CallCode, type PaymentFailureReason } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { brands, paymentOrders } from '../../db/schema';
import { ok } from '../../http/envelope';
import { minorDigits, toMajor, toMinor } from '@site/shared/money';
import type { MoneyCallScope } from '../../http/idempotency';
import { channelOf, maskAccountNumber, paymentConfigOf } from './channels';
import { signCheckoutToken } from './signature';
import { responsibleGamingRefusal } from '../responsible-gaming/enforcement';
import {
  type BankAccountRow,
  type OrderRow,
  bankOf,
  needsBankVerification,
  newOrderNo,
  orderView,
  type CallAnswer,
  type FailureData,
  codeFail,
} from './orders';

// ---- Deposits -------------------------------------------------------------------------------

export interface DepositInput {
  method: PaymentMethod;
  channel_id: string;
  /** Minor units (validated by the route). */
  amount: bigint;
  bank_account_id?: number;
  return_url?: string;
}

const depositFail = (code: CallCode<typeof paymentCalls.deposit>, data: FailureData = null) =>
  codeFail(paymentCalls.deposit, code, data);

/** POST /arks/web/deposit and /arks/web/fast-deposit, inside runMoneyCall (member row locked). */
export async function createDeposit(
  ctx: AppContext,
  scope: MoneyCallScope,
  input: DepositInput,
): Promise<CallAnswer<typeof paymentCalls.deposit>> {
  const { tx, member } = scope;
  const now = ctx.options.now();
  const channel = channelOf(member.currency, input.channel_id);
  if (!channel || channel.method !== input.method) return depositFail('201');
  const min = toMinor(channel.min, member.currency);
  const max = toMinor(channel.max, member.currency);
  if (input.amount < min || input.amount > max) return depositFail('202', { min: channel.min, max: channel.max });
  const rgRefusal = await responsibleGamingRefusal(tx, member, { action: 'deposit', amount: input.amount }, now);
  if (rgRefusal) return rgRefusal;

  let fromAccount: BankAccountRow | null = null;
  if (input.bank_account_id != null) {
    fromAccount = await bankOf(tx, input.bank_account_id);
    if (!fromAccount || fromAccount.memberId !== member.id || fromAccount.removedAt) return depositFail('204');
  }
  // SPEC §5: a member who must verify a bank account deposits by bank transfer from a bound account.
  if ((await needsBankVerification(tx, member)) && (input.method !== 'bank_transfer' || !fromAccount)) {
    return depositFail('203', { redirect: BIND_ACCOUNT_ROUTE });
  }
  const [pending] = await tx
    .select({ n: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.memberId, member.id),
        eq(paymentOrders.kind, 'deposit'),
        eq(paymentOrders.status, 'pending'),
      ),
    );
  if ((pending?.n ?? 0) >= MAX_PENDING_DEPOSITS) return depositFail('205', { max: MAX_PENDING_DEPOSITS });

  const orderNo = newOrderNo('deposit', now);
  const expiresAt = new Date(now.getTime() + DEPOSIT_ORDER_TTL_MS);
  const fee = toMinor(channel.fee, member.currency);
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      orderNo,
      memberId: member.id,
      currency: member.currency,
      kind: 'deposit',
      method: input.method,
      channel: channel.channelId,
      amount: input.amount,
      fee,
      bankAccountId: fromAccount?.id ?? null,
      returnUrl: input.return_url ?? null,
      expiresAt,
      createdAt: now,
    })
    .returning();
  const config = paymentConfigOf(member.currency)!;
  const iat = Math.floor(now.getTime() / 1000);
  const [brand] = await tx
    .select({ config: brands.config })
    .from(brands)
    .where(eq(brands.code, ctx.options.defaultBrand));
  const merchant = (brand?.config as { brand?: { name?: unknown } } | undefined)?.brand?.name;
  const token = signCheckoutToken(
    {
      order_no: orderNo,
      method: input.method,
      channel_id: channel.channelId,
      channel_name: channel.name,
      amount: Number(input.amount),
      currency: member.currency,
      digits: minorDigits(member.currency),
      account: member.account,
      ...(typeof merchant === 'string' && merchant ? { merchant } : {}),
      return_url: input.return_url ?? '',
      ...(input.method === 'bank_transfer' ? { receiving: { ...config.receiving, reference: orderNo } } : {}),
      ...(fromAccount
        ? { from_account: `${fromAccount.bankName} ${maskAccountNumber(fromAccount.accountNumber)}` }
        : {}),
      iat,
      exp: Math.floor(expiresAt.getTime() / 1000),
    },
    ctx.options.paymentSimSecret,
  );
  return ok({
    order_no: orderNo,
    status: 'pending' as const,
    pay_url: `${ctx.options.paymentSimUrl}/pay?token=${encodeURIComponent(token)}`,
    expires_at: expiresAt.toISOString(),
    amount: toMajor(order!.amount, member.currency),
    currency: member.currency as CurrencyCode,
    method: input.method,
    channel_id: channel.channelId,
  });
}

export async function memberOrder(db: Db, memberId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.memberId, memberId)));
  return row;
}

/** POST /arks/web/deposit/status: the member's own order (deposit or withdrawal). */
export async function orderStatus(
  ctx: AppContext,
  memberId: number,
  orderNo: string,
): Promise<CallAnswer<typeof paymentCalls.orderStatus>> {
  const order = await memberOrder(ctx.db, memberId, orderNo);
  if (!order) return codeFail(paymentCalls.orderStatus, '201');
  return ok(orderView(order, await bankOf(ctx.db, order.bankAccountId)));
}

/** POST /arks/web/deposit/cancel: the member cancels a pending deposit of theirs (no money has moved). */
export async function cancelDeposit(
  ctx: AppContext,
  memberId: number,
  orderNo: string,
): Promise<CallAnswer<typeof paymentCalls.cancelDeposit>> {
  const now = ctx.options.now();
  const [cancelled] = await ctx.db
    .update(paymentOrders)
    .set({ status: 'cancelled', settledAt: now, failureReason: 'member_cancelled' satisfies PaymentFailureReason })
    .where(
      and(
        eq(paymentOrders.orderNo, orderNo),
        eq(paymentOrders.memberId, memberId),
        eq(paymentOrders.kind, 'deposit'),
        eq(paymentOrders.status, 'pending'),
      ),
    )
    .returning();
  if (cancelled) return ok(orderView(cancelled, await bankOf(ctx.db, cancelled.bankAccountId)));
  const order = await memberOrder(ctx.db, memberId, orderNo);
  if (!order || order.kind !== 'deposit') return codeFail(paymentCalls.cancelDeposit, '201');
  return {
    code: '202',
    message: paymentCalls.cancelDeposit.codes['202'].text,
    data: orderView(order, await bankOf(ctx.db, order.bankAccountId)),
  };
}
