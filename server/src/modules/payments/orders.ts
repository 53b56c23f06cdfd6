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
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import {
  WITHDRAW_PASSWORD_LOCK_MS,
  WITHDRAW_PASSWORD_MAX_FAILURES,
  WITHDRAW_PASSWORD_WINDOW_MS,
} from '@site/shared/constants';
import type { CurrencyCode } from '@site/shared/constants';
import {
  type ApiCall,
  type CallCode,
  type BankAccountEntry,
  type CallData,
  type PaymentOrder,
} from '@site/shared/contracts';
import type { Db } from '../../db/client';
import { accounts, bankAccounts, type paymentOrders, withdrawPasswordFailures } from '../../db/schema';
import type { Envelope } from '../../http/envelope';
import { ensureAccount } from '../ledger/ledger';
import { toMajor } from '@site/shared/money';
import type { MemberRow } from '../../http/idempotency';
import { paymentFailureOf } from './failure-reasons';
import { channelOf, maskAccountNumber } from './channels';

/** A call's answer: its success data, or a business failure (see the call's codes). */
export type CallAnswer<C extends ApiCall> = Envelope<CallData<C> | null>;
/** The data a failure carries (SPEC §8 codes with data, e.g. 202 {min, max}); fields may be null. */
export type FailureData = Record<string, unknown> | null;

/**
 * A failure with the text of the call's code table. The failure's data is described by the code's
 * note and serialised by the call's data schema (whose fields are all optional for these calls).
 */
export function codeFail<C extends ApiCall>(call: C, code: CallCode<C>, data: FailureData = null): CallAnswer<C> {
  const text = call.codes[code]?.text ?? '';
  return { code, message: text, data };
}

export type OrderRow = typeof paymentOrders.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** After this long past its expiry a pending deposit is cancelled (the PSP refuses to take it after expires_at). */
export const DEPOSIT_EXPIRY_GRACE_MS = 5 * 60_000;

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');

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

export async function bankOf(db: Db, id: number | null): Promise<BankAccountRow | null> {
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

export async function mainAccountId(db: Db, member: Pick<MemberRow, 'id' | 'currency'>): Promise<number> {
  return ensureAccount(db, { kind: 'member_main', memberId: member.id, currency: member.currency });
}
export const clearingAccountId = (db: Db, currency: string) =>
  ensureAccount(db, { kind: 'payment_clearing', currency });

export async function balanceOf(db: Db, accountId: number): Promise<bigint> {
  const [row] = await db.select({ b: accounts.balance }).from(accounts).where(eq(accounts.id, accountId));
  return row?.b ?? 0n;
}

// ---- Withdraw password (withdraw and bind) --------------------------------------------------

/** When the member's withdraw password is locked until (5 wrong within 15 min → 15 min), or null. */
export async function withdrawLock(
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

export type PasswordCheck =
  { ok: true } | { ok: false; locked: true; retryAfterS: number } | { ok: false; locked: false; attemptsLeft: number };

/** Checks the withdraw password under the member lock; a wrong one is recorded (it commits with the call). */
export async function checkWithdrawPassword(
  db: Db,
  member: MemberRow,
  given: string,
  now: Date,
): Promise<PasswordCheck> {
  const lock = await withdrawLock(db, member.id, now);
  if (lock.lockedUntil)
    return { ok: false, locked: true, retryAfterS: Math.ceil((lock.lockedUntil.getTime() - now.getTime()) / 1000) };
  if (member.withdrawPasswordHash && (await verify(member.withdrawPasswordHash, given).catch(() => false)))
    return { ok: true };
  await db.insert(withdrawPasswordFailures).values({ memberId: member.id, createdAt: now });
  return { ok: false, locked: false, attemptsLeft: Math.max(0, WITHDRAW_PASSWORD_MAX_FAILURES - (lock.recent + 1)) };
}
