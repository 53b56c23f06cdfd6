/**
 * Banks per currency, members' bound bank accounts, payment orders (deposits
 * and withdrawals through the payment simulator) and wrong withdraw-password attempts.
 * Re-exported by schema.ts (drizzle-kit reads that file). Money in minor units (bigint).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BankAccountStatus, PaymentMethod, PaymentOrderKind, PaymentOrderStatus } from '@site/shared/constants';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The banks a member of a currency can bind (seeded: VND, USD, THB, RMB). */
export const paymentBanks = pgTable(
  'payment_banks',
  {
    currency: text('currency').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.currency, t.code] })],
);

/**
 * A bank account bound by a member. One account (bank + number) belongs to one member at a time
 * (unique among active rows). `verified` once a bank-transfer deposit from it has succeeded.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    /** Stored in full (the payout needs it); every answer masks it except the last 4 digits. */
    accountNumber: text('account_number').notNull(),
    status: text('status').$type<BankAccountStatus>().notNull().default('unverified'),
    verifiedAt: ts('verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set when unbound; the number may then be bound again. */
    removedAt: ts('removed_at'),
  },
  (t) => [
    uniqueIndex('bank_accounts_active_number')
      .on(t.bankCode, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
    index('bank_accounts_member_idx').on(t.memberId),
    check('bank_accounts_status_check', sql`${t.status} in ('unverified', 'verified')`),
    check('bank_accounts_verified_check', sql`${t.status} = 'unverified' or ${t.verifiedAt} is not null`),
  ],
);

/**
 * A deposit or withdrawal. pending → success | failed | cancelled, only by a conditional UPDATE
 * (… WHERE status = 'pending') in the transaction of its ledger entry, so a repeated or racing
 * callback moves money at most once.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<PaymentOrderKind>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    channel: text('channel').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<PaymentOrderStatus>().notNull().default('pending'),
    bankAccountId: integer('bank_account_id'),
    /** The PSP's own id of the payment or payout. */
    pspReference: text('psp_reference'),
    failureReason: text('failure_reason'),
    /** Where the PSP sends the browser back after a deposit (a page of the site). */
    returnUrl: text('return_url'),
    /** A deposit can be paid until then. */
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
    /** Withdrawal: the hold entry (member_main → payment_clearing). */
    holdEntryId: bigint('hold_entry_id', { mode: 'number' }),
    /** Deposit success (payment_clearing → member_main) or withdrawal refund (payment_clearing → member_main). */
    settleEntryId: bigint('settle_entry_id', { mode: 'number' }),
    /** Withdrawal: when the PSP accepted the payout request; null until then (the platform retries). */
    dispatchedAt: ts('dispatched_at'),
    dispatchAttempts: integer('dispatch_attempts').notNull().default(0),
    /**
     * When the timer next looks at a pending order: a withdrawal not accepted yet is sent again; an
     * accepted one without a result, or an expired deposit, is reconciled with the PSP (service.ts).
     */
    nextDispatchAt: ts('next_dispatch_at'),
  },
  (t) => [
    index('payment_orders_member_idx').on(t.memberId, t.createdAt),
    index('payment_orders_pending_idx').on(t.kind, t.status, t.nextDispatchAt),
    check('payment_orders_status_check', sql`${t.status} in ('pending', 'success', 'failed', 'cancelled')`),
    check('payment_orders_kind_check', sql`${t.kind} in ('deposit', 'withdraw')`),
    check('payment_orders_method_check', sql`${t.method} in ('bank_transfer', 'e_wallet', 'fast_payment')`),
    check('payment_orders_amount_check', sql`${t.amount} > 0`),
    check('payment_orders_fee_check', sql`${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check('payment_orders_settled_check', sql`(${t.status} = 'pending') = (${t.settledAt} is null)`),
    check('payment_orders_withdraw_hold_check', sql`${t.kind} <> 'withdraw' or ${t.holdEntryId} is not null`),
  ],
);

/** Wrong withdraw passwords (withdraw and bind): 5 within 15 minutes lock both for 15 minutes. */
export const withdrawPasswordFailures = pgTable(
  'withdraw_password_failures',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdraw_password_failures_member_idx').on(t.memberId, t.createdAt)],
);
