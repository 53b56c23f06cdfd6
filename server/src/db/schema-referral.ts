/**
 * The referral programme and the cash surplus, re-exported by schema.ts (drizzle-kit reads that
 * file). Money in minor units of `currency`.
 *
 * Referral (SPEC §2 RecommendAward): the rules per site and currency (whether the programme is on
 * is site_currencies.is_friend); one progress row per referred member (locked by the deposit hook so
 * one member's deposits are rewarded one at a time); one row per reward paid. A first-deposit reward
 * is unique per referred member, a deposit share unique per deposit order; the ledger keys repeat
 * those guards.
 *
 * Cash surplus: the rate and cap per site and currency (whether it is on is
 * site_currencies.cash_surplus); one claim per member and America/Caracas day.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One first-deposit tier: a first deposit of at least minDeposit pays reward (minor units). */
export interface ReferralTier {
  minDeposit: number;
  reward: number;
}

export const referralSettings = pgTable(
  'referral_settings',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    /** Lowest first; kept as JSON numbers (far below 2^53 minor units). */
    tiers: jsonb('tiers').$type<ReferralTier[]>().notNull(),
    /** The share of each deposit in the first shareDays days, in basis points (200 = 2 %). */
    shareBp: integer('share_bp').notNull(),
    shareDays: integer('share_days').notNull(),
    /** The most the share pays per referred member. */
    shareCap: bigint('share_cap', { mode: 'bigint' }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('referral_settings_share_check', sql`${t.shareBp} between 0 and 10000 and ${t.shareDays} >= 0`),
    check('referral_settings_cap_check', sql`${t.shareCap} >= 0`),
    check('referral_settings_tiers_check', sql`jsonb_typeof(${t.tiers}) = 'array'`),
  ],
);

/** A referred member's progress: the first deposit once seen, and the share paid so far. */
export const referralProgress = pgTable(
  'referral_progress',
  {
    referredMemberId: integer('referred_member_id').primaryKey(),
    referrerId: integer('referrer_id').notNull(),
    firstDepositOrderNo: text('first_deposit_order_no'),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' }),
    firstDepositAt: ts('first_deposit_at'),
    sharePaid: bigint('share_paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [index('referral_progress_referrer_idx').on(t.referrerId)],
);

export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: integer('referrer_id').notNull(),
    referredMemberId: integer('referred_member_id').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<'first_deposit' | 'deposit_share'>().notNull(),
    /** The deposit order that earned it. */
    orderNo: text('order_no').notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('referral_rewards_once').on(t.referredMemberId, t.kind, t.orderNo),
    uniqueIndex('referral_rewards_first_deposit_once')
      .on(t.referredMemberId)
      .where(sql`${t.kind} = 'first_deposit'`),
    index('referral_rewards_referrer_idx').on(t.referrerId, t.createdAt),
    check('referral_rewards_kind_check', sql`${t.kind} in ('first_deposit', 'deposit_share')`),
    check('referral_rewards_amount_check', sql`${t.amount} > 0`),
  ],
);

export const cashSurplusSettings = pgTable(
  'cash_surplus_settings',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    /** The share of the net loss given back, in basis points (500 = 5 %). */
    rateBp: integer('rate_bp').notNull(),
    cap: bigint('cap', { mode: 'bigint' }).notNull(),
    /** Below this nothing can be claimed. */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('cash_surplus_settings_rate_check', sql`${t.rateBp} between 0 and 10000`),
    check('cash_surplus_settings_amounts_check', sql`${t.cap} >= 0 and ${t.minAmount} > 0`),
  ],
);

/** One claim per member and loss day; UNIQUE (member_id, day) backs the member-row lock. */
export const cashSurplusClaims = pgTable(
  'cash_surplus_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    /** The America/Caracas day whose loss it returns. */
    day: date('day', { mode: 'string' }).notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('cash_surplus_claims_once_a_day').on(t.memberId, t.day),
    check('cash_surplus_claims_amount_check', sql`${t.amount} > 0`),
  ],
);
