/**
 * Promotions, re-exported by schema.ts (drizzle-kit reads that file). Money in minor units of `currency`.
 *
 * Red-envelope cash promotion (SPEC §3 "Red envelope: id, end_at; claim returns cash", §4, §7, §8).
 *
 * The budget is funded from the house into the currency's `promotion_pool` ledger account; every
 * claim moves its cash from that pool to the member's main wallet in the transaction that records
 * the claim and decrements `remaining` (promotion row locked), so the claims of a promotion never
 * sum to more than its budget (CHECK remaining >= 0, UNIQUE (promotion_id, member_id)).
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
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const RED_ENVELOPE_STATUSES = ['active', 'disabled'] as const;
export type RedEnvelopeStatus = (typeof RED_ENVELOPE_STATUSES)[number];

export const redEnvelopePromotions = pgTable(
  'red_envelope_promotions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    /** Seed/admin key so creating a promotion is idempotent (e.g. 'seed:VND:active'). */
    code: text('code').notNull().unique(),
    /** Total budget, minor units. */
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    /** What is left to pay, minor units. */
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    /** Per-claim range, minor units (a claim pays at most `remaining`). */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    status: text('status').$type<RedEnvelopeStatus>().notNull().default('active'),
    /**
     * When RedEnvelopeDisplay was published on private member.{currency}: set once, by
     * the process that announced it (a conditional update), so an opening is announced once even
     * across restarts and processes. Null: not announced yet.
     */
    announcedAt: ts('announced_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('red_envelope_promotions_lookup_idx').on(t.siteId, t.currency, t.endsAt),
    check('red_envelope_remaining_check', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.budget}`),
    check('red_envelope_range_check', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('red_envelope_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('red_envelope_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

export const redEnvelopeClaims = pgTable(
  'red_envelope_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => redEnvelopePromotions.id),
    memberId: integer('member_id').notNull(),
    /** Paid, minor units of the promotion's currency. */
    cash: bigint('cash', { mode: 'bigint' }).notNull(),
    /** The ledger entry that paid it. */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    claimedAt: ts('claimed_at').notNull().defaultNow(),
  },
  (t) => [
    unique('red_envelope_claims_once').on(t.promotionId, t.memberId),
    index('red_envelope_claims_member_idx').on(t.memberId),
    check('red_envelope_claims_cash_check', sql`${t.cash} > 0`),
  ],
);

/**
 * Discounts (SPEC §2 /discount, /discount/{id}, the pop-up discount and its history): one promotion
 * of a site and currency, with a category (a game type, or null for every game), texts per language
 * and an apply action. `ends_at` is the planned end; an operator ending it sets status 'ended' and
 * `ended_at`, so its period stays as it was announced.
 */
export const DISCOUNT_STATUSES = ['active', 'ended'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const discountPromotions = pgTable(
  'discount_promotions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    /** Seed/operator key so creating a promotion is idempotent (e.g. 'seed:VND:welcome'). */
    code: text('code').notNull().unique(),
    /** The category: a game type 2..9, or null for every game. */
    gtId: smallint('gt_id'),
    /** Title and body (HTML) per language. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull().default({}),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    status: text('status').$type<DiscountStatus>().notNull().default('active'),
    endedAt: ts('ended_at'),
    popUp: smallint('pop_up').notNull().default(0),
    /** Who may take part (DISCOUNT_ELIGIBILITIES of @site/shared/contracts). */
    eligibility: text('eligibility').notNull().default('all'),
    /** none, bonus (credited once per member) or request (recorded for the operator). */
    applyType: text('apply_type').notNull().default('none'),
    /** The bonus of apply_type bonus, minor units. */
    bonus: bigint('bonus', { mode: 'bigint' }),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('discount_promotions_lookup_idx').on(t.siteId, t.currency, t.endsAt),
    check('discount_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('discount_status_check', sql`${t.status} in ('active', 'ended')`),
    check('discount_ended_check', sql`(${t.status} = 'ended') = (${t.endedAt} is not null)`),
    check('discount_gt_check', sql`${t.gtId} is null or ${t.gtId} between 2 and 9`),
    check('discount_pop_up_check', sql`${t.popUp} in (0, 1)`),
    check(
      'discount_eligibility_check',
      sql`${t.eligibility} in ('all', 'new_members', 'depositors', 'regular_members')`,
    ),
    check('discount_apply_type_check', sql`${t.applyType} in ('none', 'bonus', 'request')`),
    check(
      'discount_bonus_check',
      sql`(${t.applyType} <> 'bonus' or ${t.bonus} is not null) and (${t.bonus} is null or ${t.bonus} > 0)`,
    ),
  ],
);

/**
 * A member's application for a discount: 'paid' when the bonus was credited (the ledger entry),
 * 'pending' when recorded for the operator. UNIQUE (promotion_id, member_id): once per member.
 */
export const discountApplications = pgTable(
  'discount_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => discountPromotions.id),
    memberId: integer('member_id').notNull(),
    status: text('status').$type<'paid' | 'pending'>().notNull(),
    /** Credited, minor units (paid only). */
    bonus: bigint('bonus', { mode: 'bigint' }),
    /** The ledger entry that paid it (paid only). */
    entryId: bigint('entry_id', { mode: 'number' }),
    appliedAt: ts('applied_at').notNull().defaultNow(),
  },
  (t) => [
    unique('discount_applications_once').on(t.promotionId, t.memberId),
    index('discount_applications_member_idx').on(t.memberId),
    check('discount_applications_status_check', sql`${t.status} in ('paid', 'pending')`),
    check(
      'discount_applications_paid_check',
      sql`(${t.status} = 'paid') = (${t.entryId} is not null and ${t.bonus} is not null and ${t.bonus} > 0)`,
    ),
  ],
);

/**
 * The daily sign-in of a site and currency: open or not, and the reward of each day of a streak
 * (minor units; after the last day a new cycle starts at day 1). No row: not open.
 */
export const signInSettings = pgTable(
  'sign_in_settings',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    open: smallint('open').notNull().default(1),
    /** Day 1, 2, … of the cycle, minor units (whole numbers, each above zero). */
    rewards: jsonb('rewards').$type<number[]>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('sign_in_settings_open_check', sql`${t.open} in (0, 1)`),
    check(
      'sign_in_settings_rewards_check',
      sql`jsonb_typeof(${t.rewards}) = 'array' and jsonb_array_length(${t.rewards}) between 1 and 31`,
    ),
  ],
);

/**
 * One sign-in of a member on one America/Caracas day, with the streak it made and what it paid.
 * UNIQUE (member_id, day) is the final guard of "once a day" (the member row lock comes first).
 */
export const signInRecords = pgTable(
  'sign_in_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    /** The America/Caracas day it counts for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Consecutive days up to and including this one. */
    streak: integer('streak').notNull(),
    /** The day of the reward table it paid (1-based). */
    cycleDay: integer('cycle_day').notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sign_in_records_once_a_day').on(t.memberId, t.day),
    check('sign_in_records_streak_check', sql`${t.streak} >= 1 and ${t.cycleDay} >= 1`),
    check('sign_in_records_reward_check', sql`${t.reward} > 0`),
  ],
);
