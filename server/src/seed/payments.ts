/**
 * Seed step of the payments: the banks of VND, USD, THB and RMB; demo01's bound bank
 * accounts (Vietcombank …7654, verified: it can withdraw out of the box; ACB …0000, verified: a
 * payout to it fails by the payment simulator's rule) and a few past orders so its records are not
 * empty. The past orders net to zero, so demo01's main wallet stays 5,000,000 ₫:
 *   10 days ago deposit 2,000,000 (bank transfer, success)   +2,000,000
 *    8 days ago withdrawal 300,000 to …0000 (failed)           −300,000 then +300,000 (refund)
 *    7 days ago deposit 500,000 (MoMo, failed)                  0
 *    6 days ago withdrawal 1,000,000 (success)                 −1,000,000
 *    4 days ago deposit 200,000 (fast payment, cancelled)       0
 *    3 days ago withdrawal 1,000,000 (success)                 −1,000,000
 * Each is dated in the past, before the opening balance, and never overdraws the wallet in time order.
 */
import { eq } from 'drizzle-orm';
import type { PaymentMethod, PaymentOrderStatus } from '@site/shared/constants';
import type { PaymentFailureReason } from '@site/shared/contracts';
import type { Db } from '../db/client';
import { bankAccounts, members, paymentBanks, paymentOrders } from '../db/schema';
import { ensureAccount, postEntry } from '../modules/ledger/ledger';
import { PAYMENT_CONFIG } from '../modules/payments/channels';
import type { SeedStep } from './step';

const DAY = 86_400_000;

export const DEMO_BANK_ACCOUNTS = [
  { bankCode: 'VCB', bankName: 'Vietcombank', accountName: 'NGUYEN VAN AN', accountNumber: '0451000987654' },
  { bankCode: 'ACB', bankName: 'ACB', accountName: 'NGUYEN VAN AN', accountNumber: '2046180000' },
];

interface PastOrder {
  orderNo: string;
  kind: 'deposit' | 'withdraw';
  method: PaymentMethod;
  channel: string;
  amount: bigint;
  status: Exclude<PaymentOrderStatus, 'pending'>;
  daysAgo: number;
  account?: 0 | 1;
  /** Why it failed or was cancelled: a key of PAYMENT_FAILURE_REASONS. */
  reason?: PaymentFailureReason;
}

const PAST: PastOrder[] = [
  {
    orderNo: 'D0000DEMO00001',
    kind: 'deposit',
    method: 'bank_transfer',
    channel: 'VND_BANK',
    amount: 2_000_000n,
    status: 'success',
    daysAgo: 10,
    account: 0,
  },
  {
    orderNo: 'W0000DEMO00002',
    kind: 'withdraw',
    method: 'bank_transfer',
    channel: 'VND_PAYOUT',
    amount: 300_000n,
    status: 'failed',
    daysAgo: 8,
    account: 1,
    reason: 'account_invalid',
  },
  {
    orderNo: 'D0000DEMO00003',
    kind: 'deposit',
    method: 'e_wallet',
    channel: 'VND_MOMO',
    amount: 500_000n,
    status: 'failed',
    daysAgo: 7,
    reason: 'payer_declined',
  },
  {
    orderNo: 'W0000DEMO00004',
    kind: 'withdraw',
    method: 'bank_transfer',
    channel: 'VND_PAYOUT',
    amount: 1_000_000n,
    status: 'success',
    daysAgo: 6,
    account: 0,
  },
  {
    orderNo: 'D0000DEMO00005',
    kind: 'deposit',
    method: 'fast_payment',
    channel: 'VND_FAST',
    amount: 200_000n,
    status: 'cancelled',
    daysAgo: 4,
    reason: 'member_cancelled',
  },
  {
    orderNo: 'W0000DEMO00006',
    kind: 'withdraw',
    method: 'bank_transfer',
    channel: 'VND_PAYOUT',
    amount: 1_000_000n,
    status: 'success',
    daysAgo: 3,
    account: 0,
  },
];

async function seedPayments(db: Db) {
  for (const [currency, config] of Object.entries(PAYMENT_CONFIG)) {
    await db
      .insert(paymentBanks)
      .values(config.banks.map(([code, name], i) => ({ currency, code, name, sort: i + 1 })));
  }
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.accountKey, 'demo01'));
  if (!demo) return;
  const now = Date.now();
  const accountIds: number[] = [];
  for (const a of DEMO_BANK_ACCOUNTS) {
    const [row] = await db
      .insert(bankAccounts)
      .values({
        memberId: demo.id,
        currency: 'VND',
        ...a,
        status: 'verified',
        verifiedAt: new Date(now - 30 * DAY),
        createdAt: new Date(now - 40 * DAY),
      })
      .returning({ id: bankAccounts.id });
    accountIds.push(row!.id);
  }
  const main = await ensureAccount(db, { kind: 'member_main', memberId: demo.id, currency: 'VND' });
  const clearing = await ensureAccount(db, { kind: 'payment_clearing', currency: 'VND' });
  for (const o of PAST) {
    const createdAt = new Date(now - o.daysAgo * DAY);
    const settledAt = new Date(createdAt.getTime() + 10 * 60_000);
    const orderNo = `${o.orderNo[0]}${createdAt.toISOString().slice(0, 10).replace(/-/g, '')}${o.orderNo.slice(5)}`;
    let holdEntryId: number | null = null;
    let settleEntryId: number | null = null;
    if (o.kind === 'withdraw') {
      holdEntryId = (
        await postEntry(db, {
          idempotencyKey: `withdraw:${orderNo}`,
          kind: 'withdraw',
          postings: [
            { accountId: main, amount: -o.amount },
            { accountId: clearing, amount: o.amount },
          ],
          memo: { order_no: orderNo, bank_account_id: accountIds[o.account!] },
          createdAt,
        })
      ).entryId;
      if (o.status === 'failed') {
        settleEntryId = (
          await postEntry(db, {
            idempotencyKey: `withdraw_refund:${orderNo}`,
            kind: 'withdraw_refund',
            postings: [
              { accountId: clearing, amount: -o.amount },
              { accountId: main, amount: o.amount },
            ],
            memo: { order_no: orderNo, reason: o.reason },
            createdAt: settledAt,
          })
        ).entryId;
      }
    } else if (o.status === 'success') {
      settleEntryId = (
        await postEntry(db, {
          idempotencyKey: `deposit:${orderNo}`,
          kind: 'deposit',
          postings: [
            { accountId: clearing, amount: -o.amount },
            { accountId: main, amount: o.amount },
          ],
          memo: { order_no: orderNo, method: o.method, channel: o.channel },
          createdAt: settledAt,
        })
      ).entryId;
    }
    await db.insert(paymentOrders).values({
      orderNo,
      memberId: demo.id,
      currency: 'VND',
      kind: o.kind,
      method: o.method,
      channel: o.channel,
      amount: o.amount,
      status: o.status,
      bankAccountId: o.account === undefined ? null : accountIds[o.account],
      pspReference: o.status === 'cancelled' ? null : `PSP-DEMO-${o.orderNo.slice(-5)}`,
      failureReason: o.reason ?? null,
      expiresAt: o.kind === 'deposit' ? new Date(createdAt.getTime() + 30 * 60_000) : null,
      createdAt,
      settledAt,
      holdEntryId,
      settleEntryId,
      dispatchedAt: o.kind === 'withdraw' ? new Date(createdAt.getTime() + 1000) : null,
      dispatchAttempts: o.kind === 'withdraw' ? 1 : 0,
    });
  }
}

export const PAYMENT_SEED_STEPS: SeedStep[] = [{ key: 'payments', version: 1, run: (db) => seedPayments(db) }];
