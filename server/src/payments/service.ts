/**
 * Deposits, withdrawals and bank accounts, through the payment simulator (PSP).
 *
 * States: an order is pending until the PSP's signed callback says success or failed (or the
 * member cancels a pending deposit, or it expires). The change from pending is one conditional
 * UPDATE … WHERE status = 'pending' in the transaction of its ledger entry, and every entry has an
 * idempotency key derived from the order number, so a repeated or racing callback moves money at
 * most once. Ledger postings (minor units):
 * - deposit success:    payment_clearing −amount, member_main +amount   (`deposit:{order_no}`)
 * - withdrawal request: member_main −amount, payment_clearing +amount   (`withdraw:{order_no}`, the hold)
 * - withdrawal failure: payment_clearing −amount, member_main +amount   (`withdraw_refund:{order_no}`)
 * - withdrawal success: nothing more moves (the held money left through the clearing account).
 * Design notes: docs/payments.md.
 */
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BANK_ACCOUNT_CODE_MESSAGE,
  BIND_ACCOUNT_ROUTE,
  DEPOSIT_CODE_MESSAGE,
  DEPOSIT_ORDER_CODE_MESSAGE,
  DEPOSIT_ORDER_TTL_MS,
  MAX_BANK_ACCOUNTS,
  MAX_PENDING_DEPOSITS,
  PAYMENT_CALLBACK_CODE_MESSAGE,
  WITHDRAW_CODE_MESSAGE,
  WITHDRAW_PASSWORD_LOCK_MS,
  WITHDRAW_PASSWORD_MAX_FAILURES,
  WITHDRAW_PASSWORD_WINDOW_MS,
} from '@site/shared/constants';
import type { CurrencyCode, PaymentMethod } from '@site/shared/constants';
import type { BankAccountEntry, PaymentFailureReason, PaymentOrder } from '@site/shared/contracts';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { accounts, bankAccounts, brands, paymentBanks, paymentOrders, withdrawPasswordFailures } from '../db/schema';
import { fail, failWith, ok, type Envelope } from '../http/envelope';
import {
  ensureAccount,
  LedgerError,
  notifyPosted,
  pgErrorCode,
  postEntryInTx,
  type PostedEntry,
} from '../ledger/ledger';
import { minorDigits, toMajor, toMinor } from '@site/shared/money';
import type { MemberRow, MoneyCallScope } from '../wallet/idempotency';
import { paymentFailureOf, storedFailureReason } from './failure-reasons';
import { channelOf, maskAccountNumber, normaliseAccountNumber, paymentConfigOf, validAccountNumber } from './channels';
import { signCheckoutToken, signedHeaders } from './signature';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** After this long past its expiry a pending deposit is cancelled (the PSP refuses to take it after expires_at). */
export const DEPOSIT_EXPIRY_GRACE_MS = 5 * 60_000;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');

/** D or W, the UTC date, 10 random hex digits: D20250501A1B2C3D4E5. */
export function newOrderNo(kind: 'deposit' | 'withdraw', now: Date): string {
  return `${kind === 'deposit' ? 'D' : 'W'}${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function bankAccountView(row: BankAccountRow): BankAccountEntry {
  return {
    id: row.id,
    bank_code: row.bankCode,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: maskAccountNumber(row.accountNumber),
    status: row.status,
    verified_at: iso(row.verifiedAt),
    created_at: iso(row.createdAt),
  };
}

export function orderView(
  order: OrderRow,
  bank?: Pick<BankAccountRow, 'bankName' | 'accountNumber'> | null,
): PaymentOrder {
  const channel = channelOf(order.currency, order.channel);
  return {
    order_no: order.orderNo,
    kind: order.kind,
    method: order.method,
    channel_id: order.channel,
    channel_name: channel?.name ?? order.channel,
    amount: toMajor(order.amount, order.currency),
    fee: toMajor(order.fee, order.currency),
    currency: order.currency as CurrencyCode,
    status: order.status,
    bank_account: bank ? `${bank.bankName} ${maskAccountNumber(bank.accountNumber)}` : '',
    failure_reason:
      order.status === 'failed' || order.status === 'cancelled' ? paymentFailureOf(order.failureReason) : null,
    created_at: iso(order.createdAt),
    settled_at: iso(order.settledAt),
  };
}

async function bankOf(db: Db, id: number | null): Promise<BankAccountRow | null> {
  if (id == null) return null;
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row ?? null;
}

export async function activeBankAccounts(db: Db, memberId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt)))
    .orderBy(asc(bankAccounts.id));
}

export async function hasVerifiedBankAccount(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt), eq(bankAccounts.status, 'verified')),
    );
  return (row?.n ?? 0) > 0;
}

/** SPEC §5 bank-account verification: flagged and no verified account yet (the layout's need_bank_account_deposit_verified). */
export async function needsBankVerification(
  db: Db,
  member: Pick<MemberRow, 'id' | 'needBankAccountDepositVerified'>,
): Promise<boolean> {
  return member.needBankAccountDepositVerified === 1 && !(await hasVerifiedBankAccount(db, member.id));
}

async function mainAccountId(db: Db, member: Pick<MemberRow, 'id' | 'currency'>): Promise<number> {
  return ensureAccount(db, { kind: 'member_main', memberId: member.id, currency: member.currency });
}
const clearingAccountId = (db: Db, currency: string) => ensureAccount(db, { kind: 'payment_clearing', currency });

async function balanceOf(db: Db, accountId: number): Promise<bigint> {
  const [row] = await db.select({ b: accounts.balance }).from(accounts).where(eq(accounts.id, accountId));
  return row?.b ?? 0n;
}

// ---- Withdraw password (withdraw and bind) --------------------------------------------------

/** When the member's withdraw password is locked until (5 wrong within 15 min → 15 min), or null. */
async function withdrawLock(
  db: Db,
  memberId: number,
  now: Date,
): Promise<{ lockedUntil: Date | null; recent: number }> {
  const since = new Date(now.getTime() - WITHDRAW_PASSWORD_WINDOW_MS - WITHDRAW_PASSWORD_LOCK_MS);
  const rows = await db
    .select({ at: withdrawPasswordFailures.createdAt })
    .from(withdrawPasswordFailures)
    .where(and(eq(withdrawPasswordFailures.memberId, memberId), gt(withdrawPasswordFailures.createdAt, since)))
    .orderBy(asc(withdrawPasswordFailures.createdAt), asc(withdrawPasswordFailures.id));
  const times = rows.map((r) => r.at.getTime());
  let lockedUntil: number | null = null;
  const n = WITHDRAW_PASSWORD_MAX_FAILURES;
  for (let i = n - 1; i < times.length; i++) {
    if (times[i]! - times[i - n + 1]! <= WITHDRAW_PASSWORD_WINDOW_MS) {
      const until = times[i]! + WITHDRAW_PASSWORD_LOCK_MS;
      if (until > now.getTime() && (lockedUntil === null || until > lockedUntil)) lockedUntil = until;
    }
  }
  const recent = times.filter((t) => t > now.getTime() - WITHDRAW_PASSWORD_WINDOW_MS).length;
  return { lockedUntil: lockedUntil === null ? null : new Date(lockedUntil), recent };
}

type PasswordCheck =
  { ok: true } | { ok: false; locked: true; retryAfterS: number } | { ok: false; locked: false; attemptsLeft: number };

/** Checks the withdraw password under the member lock; a wrong one is recorded (it commits with the call). */
async function checkWithdrawPassword(db: Db, member: MemberRow, given: string, now: Date): Promise<PasswordCheck> {
  const lock = await withdrawLock(db, member.id, now);
  if (lock.lockedUntil)
    return { ok: false, locked: true, retryAfterS: Math.ceil((lock.lockedUntil.getTime() - now.getTime()) / 1000) };
  if (member.withdrawPasswordHash && (await verify(member.withdrawPasswordHash, given).catch(() => false)))
    return { ok: true };
  await db.insert(withdrawPasswordFailures).values({ memberId: member.id, createdAt: now });
  return { ok: false, locked: false, attemptsLeft: Math.max(0, WITHDRAW_PASSWORD_MAX_FAILURES - (lock.recent + 1)) };
}

// ---- Bank accounts ----------------------------------------------------------------------------

export interface BindInput {
  bank_code: string;
  account_name: string;
  account_number: string;
  withdraw_password?: string;
}

const bindFail = (code: keyof typeof BANK_ACCOUNT_CODE_MESSAGE, data: Record<string, unknown> | null = null) =>
  failWith(BANK_ACCOUNT_CODE_MESSAGE, code, data);

/** POST /arks/web/member/bank-account/store, inside runMoneyCall (member row locked). */
export async function bindBankAccount(
  ctx: AppContext,
  scope: MoneyCallScope,
  input: BindInput,
): Promise<Envelope<unknown>> {
  const { tx, member } = scope;
  const now = ctx.options.now();
  // SPEC §5: a first-login member must change the password; until then no payout details change.
  if (member.firstLoginToChangePassword) return bindFail('208');
  const [bank] = await tx
    .select()
    .from(paymentBanks)
    .where(and(eq(paymentBanks.currency, member.currency), eq(paymentBanks.code, input.bank_code)));
  if (!bank) return bindFail('206');
  const number = normaliseAccountNumber(input.account_number);
  if (!validAccountNumber(member.currency, number)) {
    const rule = paymentConfigOf(member.currency)?.accountDigits;
    return bindFail('201', rule ? { min_digits: rule.min, max_digits: rule.max } : null);
  }
  if (member.withdrawPasswordHash) {
    if (!input.withdraw_password) return bindFail('205', { attempts_left: null });
    const check = await checkWithdrawPassword(tx, member, input.withdraw_password, now);
    if (!check.ok)
      return check.locked
        ? bindFail('207', { retry_after_s: check.retryAfterS })
        : bindFail('205', { attempts_left: check.attemptsLeft });
  }
  const [taken] = await tx
    .select()
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.bankCode, bank.code), eq(bankAccounts.accountNumber, number), isNull(bankAccounts.removedAt)),
    );
  if (taken) return taken.memberId === member.id ? bindFail('203') : bindFail('202');
  const mine = await activeBankAccounts(tx, member.id);
  if (mine.length >= MAX_BANK_ACCOUNTS) return bindFail('204', { max: MAX_BANK_ACCOUNTS });
  try {
    // A savepoint: a concurrent bind of the same number by another member fails here, not the whole call.
    const [row] = await tx.transaction(async (sp) =>
      sp
        .insert(bankAccounts)
        .values({
          memberId: member.id,
          currency: member.currency,
          bankCode: bank.code,
          bankName: bank.name,
          accountName: input.account_name.trim(),
          accountNumber: number,
          createdAt: now,
        })
        .returning(),
    );
    return ok(bankAccountView(row!));
  } catch (err) {
    if (pgErrorCode(err) === '23505') return bindFail('202');
    throw err;
  }
}

export interface RemoveBankAccountInput {
  id: number;
  withdraw_password?: string;
}

/**
 * POST /arks/web/member/bank-account/remove, inside runMoneyCall (member row locked): unbinds one of
 * the member's accounts (removed_at; the row stays for the orders that name it, and the number can
 * be bound again). Same guards as binding; refused while a withdrawal to it is pending.
 */
export async function removeBankAccount(
  ctx: AppContext,
  scope: MoneyCallScope,
  input: RemoveBankAccountInput,
): Promise<Envelope<unknown>> {
  const { tx, member } = scope;
  const now = ctx.options.now();
  if (member.firstLoginToChangePassword) return bindFail('208');
  const account = await bankOf(tx, input.id);
  if (!account || account.memberId !== member.id || account.removedAt) return bindFail('209');
  if (member.withdrawPasswordHash) {
    if (!input.withdraw_password) return bindFail('205', { attempts_left: null });
    const check = await checkWithdrawPassword(tx, member, input.withdraw_password, now);
    if (!check.ok)
      return check.locked
        ? bindFail('207', { retry_after_s: check.retryAfterS })
        : bindFail('205', { attempts_left: check.attemptsLeft });
  }
  const [pending] = await tx
    .select({ orderNo: paymentOrders.orderNo })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.bankAccountId, account.id),
        eq(paymentOrders.kind, 'withdraw'),
        eq(paymentOrders.status, 'pending'),
      ),
    )
    .limit(1);
  if (pending) return bindFail('210', { order_no: pending.orderNo });
  const [row] = await tx
    .update(bankAccounts)
    .set({ removedAt: now })
    .where(eq(bankAccounts.id, account.id))
    .returning();
  return ok({ ...bankAccountView(row!), removed: 1 });
}

// ---- Deposits -------------------------------------------------------------------------------

export interface DepositInput {
  method: PaymentMethod;
  channel_id: string;
  /** Minor units (validated by the route). */
  amount: bigint;
  bank_account_id?: number;
  return_url?: string;
}

const depositFail = (code: keyof typeof DEPOSIT_CODE_MESSAGE, data: Record<string, unknown> | null = null) =>
  failWith(DEPOSIT_CODE_MESSAGE, code, data);

/** POST /arks/web/deposit and /arks/web/fast-deposit, inside runMoneyCall (member row locked). */
export async function createDeposit(
  ctx: AppContext,
  scope: MoneyCallScope,
  input: DepositInput,
): Promise<Envelope<unknown>> {
  const { tx, member } = scope;
  const now = ctx.options.now();
  const channel = channelOf(member.currency, input.channel_id);
  if (!channel || channel.method !== input.method) return depositFail('201');
  const min = toMinor(channel.min, member.currency);
  const max = toMinor(channel.max, member.currency);
  if (input.amount < min || input.amount > max) return depositFail('202', { min: channel.min, max: channel.max });

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

async function memberOrder(db: Db, memberId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.memberId, memberId)));
  return row;
}

/** POST /arks/web/deposit/status: the member's own order (deposit or withdrawal). */
export async function orderStatus(ctx: AppContext, memberId: number, orderNo: string): Promise<Envelope<unknown>> {
  const order = await memberOrder(ctx.db, memberId, orderNo);
  if (!order) return fail('201', DEPOSIT_ORDER_CODE_MESSAGE['201']);
  return ok(orderView(order, await bankOf(ctx.db, order.bankAccountId)));
}

/** POST /arks/web/deposit/cancel: the member cancels a pending deposit of theirs (no money has moved). */
export async function cancelDeposit(ctx: AppContext, memberId: number, orderNo: string): Promise<Envelope<unknown>> {
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
  if (!order || order.kind !== 'deposit') return fail('201', DEPOSIT_ORDER_CODE_MESSAGE['201']);
  return {
    code: '202',
    message: DEPOSIT_ORDER_CODE_MESSAGE['202'],
    data: orderView(order, await bankOf(ctx.db, order.bankAccountId)),
  };
}

/** What the PSP knows of an order (POST {paymentSimUrl}/orders/query, signed). */
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
  const res = await fetch(`${options.paymentSimUrl}/orders/query`, {
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

// ---- Withdrawals ----------------------------------------------------------------------------

export interface WithdrawInput {
  /** Minor units (validated by the route). */
  amount: bigint;
  bank_account_id: number;
  withdraw_password: string;
}

const withdrawFail = (code: keyof typeof WITHDRAW_CODE_MESSAGE, data: Record<string, unknown> | null = null) =>
  failWith(WITHDRAW_CODE_MESSAGE, code, data);

/**
 * POST /arks/web/withdraw, inside runMoneyCall (member row locked): checks, then the hold entry and
 * the pending order in the call's transaction. The payout request to the PSP is sent after the commit.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  scope: MoneyCallScope,
  input: WithdrawInput,
): Promise<Envelope<unknown>> {
  const { tx, member, posted } = scope;
  const now = ctx.options.now();
  const config = paymentConfigOf(member.currency);
  if (member.transferDisabled) return withdrawFail('209');
  // SPEC §5: a first-login member must change the password; until then no money leaves.
  if (member.firstLoginToChangePassword) return withdrawFail('210');
  if (member.isPlaying) return withdrawFail('208');
  if (!member.withdrawPasswordHash) return withdrawFail('205');
  const lock = await withdrawLock(tx, member.id, now);
  if (lock.lockedUntil)
    return withdrawFail('207', { retry_after_s: Math.ceil((lock.lockedUntil.getTime() - now.getTime()) / 1000) });
  if (!config) return withdrawFail('201', { min: 0, max: 0 });
  const min = toMinor(config.withdraw.min, member.currency);
  const max = toMinor(config.withdraw.max, member.currency);
  if (input.amount < min || input.amount > max)
    return withdrawFail('201', { min: config.withdraw.min, max: config.withdraw.max });
  const bank = await bankOf(tx, input.bank_account_id);
  if (!bank || bank.memberId !== member.id || bank.removedAt) return withdrawFail('203');
  if (bank.status !== 'verified') return withdrawFail('204');
  const check = await checkWithdrawPassword(tx, member, input.withdraw_password, now);
  if (!check.ok)
    return check.locked
      ? withdrawFail('207', { retry_after_s: check.retryAfterS })
      : withdrawFail('206', { attempts_left: check.attemptsLeft });

  const mainId = await mainAccountId(tx, member);
  const balance = await balanceOf(tx, mainId);
  if (balance < input.amount) return withdrawFail('202', { member_cash: toMajor(balance, member.currency) });
  const clearingId = await clearingAccountId(tx, member.currency);
  const orderNo = newOrderNo('withdraw', now);
  let hold;
  try {
    hold = await postEntryInTx(tx, {
      idempotencyKey: `withdraw:${orderNo}`,
      kind: 'withdraw',
      postings: [
        { accountId: mainId, amount: -input.amount },
        { accountId: clearingId, amount: input.amount },
      ],
      memo: { order_no: orderNo, bank_account_id: bank.id },
      createdAt: now,
    });
  } catch (err) {
    // The savepoint rolled back; nothing of this withdrawal is written.
    if (err instanceof LedgerError && err.code === 'insufficient_funds')
      return withdrawFail('202', { member_cash: toMajor(balance, member.currency) });
    throw err;
  }
  if (hold.posted) posted.push(hold.posted);
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      orderNo,
      memberId: member.id,
      currency: member.currency,
      kind: 'withdraw',
      method: 'bank_transfer',
      channel: `${member.currency}_PAYOUT`,
      amount: input.amount,
      fee: toMinor(config.withdraw.fee, member.currency),
      bankAccountId: bank.id,
      createdAt: now,
      holdEntryId: hold.entryId,
    })
    .returning();
  return ok({ ...orderView(order!, bank), member_cash: toMajor(balance - input.amount, member.currency) });
}

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
  envelope: Envelope<unknown>;
  posted: PostedEntry[];
  /** The member and order of a deposit credited by this call (for member_deposit.success). */
  credited?: { memberId: number; orderNo: string; amount: number; currency: string };
}

const callbackFail = (code: keyof typeof PAYMENT_CALLBACK_CODE_MESSAGE, data: Record<string, unknown> | null = null) =>
  failWith(PAYMENT_CALLBACK_CODE_MESSAGE, code, data);

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
export async function handleCallback(ctx: AppContext, input: CallbackInput): Promise<Envelope<unknown>> {
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

// ---- Payout dispatch (platform → PSP) and the retry timer ----------------------------------------

export interface PayoutRequest {
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
      const body: PayoutRequest = {
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
        const res = await fetch(`${options.paymentSimUrl}/payouts`, {
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
