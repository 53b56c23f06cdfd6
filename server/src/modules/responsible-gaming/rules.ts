/**
 * Responsible gaming: the member's deposit limits, reality-check interval, time-outs and
 * self-exclusions (contracts in @site/shared/contracts `responsibleGamingCalls`).
 *
 * Periods are calendar periods in America/Caracas: the day, the ISO week (Monday to Sunday) and
 * the month. A period's "used" is the deposits asked for in it that are still pending or paid
 * (failed and cancelled ones gave no money and do not count), so a member cannot get round a limit
 * by opening several orders before paying them.
 */
import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  DEPOSIT_LIMIT_PERIODS,
  RG_COOLING_OFF_MS,
  RG_INCREASE_DELAY_MS,
  type DepositLimitPeriod,
  type DepositLimitState,
  type RealityCheckInterval,
  type ResponsibleGamingState,
  type RgBlock,
  type RgBlockKind,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@site/shared/contracts';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import { toMajor } from '@site/shared/money';
import { moment } from '@site/shared/time';
import type { Db } from '../../db/client';
import { paymentOrders, providerRounds, rgBlocks, rgDepositLimits, rgSettings, sessions } from '../../db/schema';

type LimitRow = typeof rgDepositLimits.$inferSelect;
type BlockRow = typeof rgBlocks.$inferSelect;

const MOMENT_UNIT: Record<DepositLimitPeriod, moment.unitOfTime.StartOf> = {
  day: 'day',
  week: 'isoWeek',
  month: 'month',
};

/** The Caracas calendar period around `now`: [start, end). */
export function periodBounds(period: DepositLimitPeriod, now: Date): { start: Date; end: Date } {
  const unit = MOMENT_UNIT[period];
  const start = moment(now).tz(DEFAULT_TIMEZONE).startOf(unit);
  const end = start.clone().add(1, period === 'week' ? 'week' : period);
  return { start: start.toDate(), end: end.toDate() };
}

/** How long each time-out and self-exclusion lasts, from `from`. */
export function blockEnd(period: TimeOutPeriod | SelfExclusionPeriod, from: Date): Date {
  const m = moment(from);
  switch (period) {
    case '24h':
      return m.add(24, 'hours').toDate();
    case '7d':
      return m.add(7, 'days').toDate();
    case '30d':
      return m.add(30, 'days').toDate();
    case '6w':
      return m.add(6, 'weeks').toDate();
    case '6m':
      return m.add(6, 'months').toDate();
    case '1y':
      return m.add(1, 'year').toDate();
    case '5y':
      return m.add(5, 'years').toDate();
  }
}

/** The limit in force at `now` and the change still waiting, once a due pending change is applied. */
export function effectiveLimit(
  row: LimitRow | undefined,
  now: Date,
): {
  amount: bigint | null;
  pending: { amount: bigint | null; at: Date } | null;
} {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt <= now) return { amount: row.pendingAmount, pending: null };
  return {
    amount: row.amount,
    pending: row.pendingAt ? { amount: row.pendingAmount, at: row.pendingAt } : null,
  };
}

export async function limitRows(db: Db, memberId: number): Promise<Map<DepositLimitPeriod, LimitRow>> {
  const rows = await db.select().from(rgDepositLimits).where(eq(rgDepositLimits.memberId, memberId));
  return new Map(rows.map((r) => [r.period, r]));
}

/** Deposits asked for in [start, end) that are pending or paid, minor units. */
export async function depositedBetween(db: Db, memberId: number, start: Date, end: Date): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)::text` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.memberId, memberId),
        eq(paymentOrders.kind, 'deposit'),
        inArray(paymentOrders.status, ['pending', 'success']),
        gte(paymentOrders.createdAt, start),
        lt(paymentOrders.createdAt, end),
      ),
    );
  return BigInt(row?.sum ?? '0');
}

/** The time-out or self-exclusion active at `now`, if any. */
export async function activeBlock(db: Db, memberId: number, now: Date): Promise<BlockRow | null> {
  const [row] = await db
    .select()
    .from(rgBlocks)
    .where(and(eq(rgBlocks.memberId, memberId), lte(rgBlocks.startsAt, now), gt(rgBlocks.endsAt, now)))
    .orderBy(desc(rgBlocks.endsAt))
    .limit(1);
  return row ?? null;
}

/** The end of the cooling-off after the last block that ended, when it is still running. */
export async function coolingOffUntil(db: Db, memberId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: rgBlocks.endsAt })
    .from(rgBlocks)
    .where(and(eq(rgBlocks.memberId, memberId), lte(rgBlocks.endsAt, now)))
    .orderBy(desc(rgBlocks.endsAt))
    .limit(1);
  if (!row) return null;
  const until = new Date(row.endsAt.getTime() + RG_COOLING_OFF_MS);
  return until > now ? until : null;
}

export const blockView = (row: BlockRow): RgBlock => ({
  kind: row.kind,
  started_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

/** One period's limit as the member centre shows it. */
export async function limitState(
  db: Db,
  member: { id: number; currency: string },
  period: DepositLimitPeriod,
  row: LimitRow | undefined,
  now: Date,
): Promise<DepositLimitState> {
  const { start, end } = periodBounds(period, now);
  const used = await depositedBetween(db, member.id, start, end);
  const { amount, pending } = effectiveLimit(row, now);
  const cur = member.currency;
  const remaining = amount === null ? null : amount > used ? amount - used : 0n;
  return {
    period,
    limit: amount === null ? null : toMajor(amount, cur),
    used: toMajor(used, cur),
    remaining: remaining === null ? null : toMajor(remaining, cur),
    period_start: start.toISOString(),
    period_end: end.toISOString(),
    pending: pending
      ? { limit: pending.amount === null ? null : toMajor(pending.amount, cur), effective_at: pending.at.toISOString() }
      : null,
  };
}

/** Stakes and wins of the member's rounds since `since`, minor units (rolled-back stakes excluded). */
export async function playedSince(db: Db, memberId: number, since: Date): Promise<{ bet: bigint; win: bigint }> {
  const [row] = await db
    .select({
      bet: sql<string>`coalesce(sum(case when ${providerRounds.status} <> 'rolled_back' then ${providerRounds.betAmount} else 0 end), 0)::text`,
      win: sql<string>`coalesce(sum(${providerRounds.winAmount}), 0)::text`,
    })
    .from(providerRounds)
    .where(and(eq(providerRounds.memberId, memberId), gte(providerRounds.betAt, since)));
  return { bet: BigInt(row?.bet ?? '0'), win: BigInt(row?.win ?? '0') };
}

export async function realityCheckMinutes(db: Db, memberId: number): Promise<RealityCheckInterval> {
  const [row] = await db
    .select({ minutes: rgSettings.realityCheckMinutes })
    .from(rgSettings)
    .where(eq(rgSettings.memberId, memberId));
  return (row?.minutes ?? 0) as RealityCheckInterval;
}

/** Everything the member centre and the reality check show. */
export async function rgState(
  db: Db,
  member: { id: number; currency: string },
  sessionId: number,
  now: Date,
): Promise<ResponsibleGamingState> {
  const rows = await limitRows(db, member.id);
  const deposit_limits: DepositLimitState[] = [];
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    deposit_limits.push(await limitState(db, member, period, rows.get(period), now));
  }
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  const started = session?.createdAt ?? now;
  const played = await playedSince(db, member.id, started);
  const cur = member.currency;
  const block = await activeBlock(db, member.id, now);
  const cooling = await coolingOffUntil(db, member.id, now);
  return {
    timezone: DEFAULT_TIMEZONE,
    currency: cur,
    deposit_limits,
    reality_check: {
      interval_minutes: await realityCheckMinutes(db, member.id),
      session_started_at: started.toISOString(),
      played_seconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
      bet: toMajor(played.bet, cur),
      win: toMajor(played.win, cur),
      net: toMajor(played.win - played.bet, cur),
    },
    block: block ? blockView(block) : null,
    cooling_off_until: cooling ? cooling.toISOString() : null,
  };
}

export type LimitChange = 'applied' | 'pending' | 'unchanged';

/**
 * Sets one period's limit (null removes it): lower or first → at once, dropping a waiting raise;
 * higher or removal → waits RG_INCREASE_DELAY_MS; the same as in force → nothing waits any more.
 * Returns null when a raise is refused by the cooling-off (the caller answers 101 with `until`).
 */
export async function setDepositLimit(
  db: Db,
  member: { id: number; currency: string },
  period: DepositLimitPeriod,
  limit: bigint | null,
  now: Date,
): Promise<{ change: LimitChange } | { coolingOffUntil: Date }> {
  const rows = await limitRows(db, member.id);
  const { amount: current } = effectiveLimit(rows.get(period), now);
  const write = (values: { amount: bigint | null; pendingAmount: bigint | null; pendingAt: Date | null }) =>
    db
      .insert(rgDepositLimits)
      .values({ memberId: member.id, period, currency: member.currency, ...values, updatedAt: now })
      .onConflictDoUpdate({
        target: [rgDepositLimits.memberId, rgDepositLimits.period],
        set: { ...values, currency: member.currency, updatedAt: now },
      });

  const lowerOrFirst = limit !== null && (current === null || limit < current);
  if (lowerOrFirst) {
    await write({ amount: limit, pendingAmount: null, pendingAt: null });
    return { change: 'applied' };
  }
  if (limit === current) {
    // Asking for the limit in force again cancels a raise still waiting.
    await write({ amount: current, pendingAmount: null, pendingAt: null });
    return { change: 'unchanged' };
  }
  const until = await coolingOffUntil(db, member.id, now);
  if (until) return { coolingOffUntil: until };
  await write({ amount: current, pendingAmount: limit, pendingAt: new Date(now.getTime() + RG_INCREASE_DELAY_MS) });
  return { change: 'pending' };
}

export async function setRealityCheck(db: Db, memberId: number, minutes: RealityCheckInterval, now: Date) {
  await db
    .insert(rgSettings)
    .values({ memberId, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({ target: rgSettings.memberId, set: { realityCheckMinutes: minutes, updatedAt: now } });
}

export async function startBlock(
  db: Db,
  memberId: number,
  kind: RgBlockKind,
  period: TimeOutPeriod | SelfExclusionPeriod,
  now: Date,
): Promise<BlockRow> {
  const [row] = await db
    .insert(rgBlocks)
    .values({ memberId, kind, period, startsAt: now, endsAt: blockEnd(period, now) })
    .returning();
  return row!;
}
