/**
 * Responsible gaming, re-exported by schema.ts (drizzle-kit reads that file). Amounts in minor units
 * of the member's currency.
 *
 * - rg_settings: one row per member that set something (the reality-check interval).
 * - rg_deposit_limits: one row per member and period (day, week, month). `amount` is the limit in
 *   force (null: none). A raise or a removal waits: `pending_at` is when it applies and
 *   `pending_amount` the new limit (null with pending_at set: the removal). Reads apply a due
 *   pending change on the fly, so no timer is needed.
 * - rg_blocks: every time-out and self-exclusion, kept as history (the cooling-off after the last
 *   one is read from it). A block is active while starts_at <= now < ends_at.
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
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DepositLimitPeriod, RgBlockKind } from '@site/shared/contracts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const rgSettings = pgTable('rg_settings', {
  memberId: integer('member_id').primaryKey(),
  /** Minutes between reality-check reminders; 0: off. */
  realityCheckMinutes: smallint('reality_check_minutes').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const rgDepositLimits = pgTable(
  'rg_deposit_limits',
  {
    memberId: integer('member_id').notNull(),
    period: text('period').$type<DepositLimitPeriod>().notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingAt: ts('pending_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.period] }),
    check('rg_deposit_limits_period_check', sql`${t.period} in ('day', 'week', 'month')`),
    check('rg_deposit_limits_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
    check('rg_deposit_limits_pending_check', sql`${t.pendingAmount} is null or ${t.pendingAmount} > 0`),
  ],
);

export const rgBlocks = pgTable(
  'rg_blocks',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<RgBlockKind>().notNull(),
    /** The period chosen (24h, 7d, 30d, 6w; 6m, 1y, 5y). */
    period: text('period').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
  },
  (t) => [
    index('rg_blocks_member_idx').on(t.memberId, t.endsAt),
    check('rg_blocks_kind_check', sql`${t.kind} in ('time_out', 'self_exclusion')`),
    check('rg_blocks_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
