/**
 * Red-envelope cash promotion (SPEC §3 "Red envelope: id, end_at; claim returns cash", §4, §7, §8).
 * Re-exported by schema.ts (drizzle-kit reads that file). Money in minor units of `currency`.
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
  index,
  integer,
  pgTable,
  serial,
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
