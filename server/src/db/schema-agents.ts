/**
 * The agent area, re-exported by schema.ts (drizzle-kit reads that file). Money in minor units of
 * `currency`. The rules are in shared/src/contracts/api/agents.ts.
 *
 * - agent_programmes: the brand's agent programme per site and currency (Plan, Agreement, tiers,
 *   transfer limits, balance bands of DownlineInfo).
 * - agent_applications: Register's applications; at most one pending per member (partial unique
 *   index), so a double submit cannot make two.
 * - agent_transfers: Transfer, one row per ledger entry (kind agent_transfer); the ledger's
 *   idempotency key is the guard against applying one twice.
 * - agent_settlements: PerformanceSettlement, one row per agent and month (unique), written in the
 *   transaction of its ledger entry, so a settlement started twice at once pays once. `statement`
 *   keeps the month's figures by game type and by member as they were settled.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One commission tier, minor units and basis points (3000 = 30 %). */
export interface AgentTierRow {
  minProfit: number;
  minActiveMembers: number;
  rateBp: number;
}

export const agentProgrammes = pgTable(
  'agent_programmes',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    /** Applications taken in this currency. */
    open: smallint('open').notNull().default(1),
    /** Lowest first. */
    tiers: jsonb('tiers').$type<AgentTierRow[]>().notNull(),
    activeBetMin: bigint('active_bet_min', { mode: 'bigint' }).notNull(),
    transferMin: bigint('transfer_min', { mode: 'bigint' }).notNull(),
    transferMax: bigint('transfer_max', { mode: 'bigint' }).notNull(),
    transferDailyMax: bigint('transfer_daily_max', { mode: 'bigint' }).notNull(),
    balanceLowMax: bigint('balance_low_max', { mode: 'bigint' }).notNull(),
    balanceMediumMax: bigint('balance_medium_max', { mode: 'bigint' }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('agent_programmes_tiers_check', sql`jsonb_typeof(${t.tiers}) = 'array'`),
    check(
      'agent_programmes_limits_check',
      sql`${t.transferMin} > 0 and ${t.transferMax} >= ${t.transferMin} and ${t.transferDailyMax} >= ${t.transferMax}`,
    ),
  ],
);

export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    contact: text('contact').notNull(),
    message: text('message').notNull().default(''),
    agentLevel: smallint('agent_level'),
    reviewNote: text('review_note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    uniqueIndex('agent_applications_one_pending')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('agent_applications_site_idx').on(t.siteId, t.status, t.createdAt),
    check('agent_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('agent_applications_reviewed_check', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
  ],
);

export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    agentId: integer('agent_id').notNull(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    memo: text('memo').notNull().default(''),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('agent_transfers_entry_key').on(t.entryId),
    index('agent_transfers_agent_idx').on(t.agentId, t.createdAt),
    check('agent_transfers_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The month's figures as settled: by game type and by downline member (minor units). */
export interface AgentStatement {
  byGameType: { gtId: number; rounds: number; bets: string; wins: string }[];
  members: { memberId: number; account: string; depth: number; bets: string; wins: string; bonuses: string }[];
}

export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    agentId: integer('agent_id').notNull(),
    currency: text('currency').notNull(),
    /** YYYY-MM, America/Caracas. */
    period: text('period').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    bets: bigint('bets', { mode: 'bigint' }).notNull(),
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
    bonuses: bigint('bonuses', { mode: 'bigint' }).notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    tierIndex: integer('tier_index').notNull(),
    rateBp: integer('rate_bp').notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'paid' | 'nothing'>().notNull(),
    /** The ledger entry of a paid commission. */
    entryId: bigint('entry_id', { mode: 'number' }),
    statement: jsonb('statement').$type<AgentStatement>().notNull(),
    settledAt: ts('settled_at').notNull().defaultNow(),
  },
  (t) => [
    unique('agent_settlements_agent_period').on(t.agentId, t.period),
    index('agent_settlements_site_period_idx').on(t.siteId, t.period),
    check('agent_settlements_status_check', sql`${t.status} in ('paid', 'nothing')`),
    check(
      'agent_settlements_paid_check',
      sql`(${t.status} = 'paid') = (${t.commission} > 0 and ${t.entryId} is not null)`,
    ),
  ],
);
