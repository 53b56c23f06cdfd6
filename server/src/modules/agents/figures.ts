/**
 * The figures of a set of members over a time range (the agent reports and the commission), as the
 * header of shared/src/contracts/api/agents.ts defines them, in minor units:
 * - deposits: ledger entries of kind deposit into the member's main wallet;
 * - withdrawals: withdraw less withdraw_refund on the main wallet (a refunded withdrawal does not count);
 * - bets and wins: settled provider rounds, by the time they were settled (a closed month never gains
 *   a round later, so a settled month keeps its figures);
 * - bonuses: every promotion paid into a member's main wallet (BONUS_KINDS);
 * - active members: members whose settled bets of the period reach the programme's active_bet_min;
 * - new members: members registered in the period.
 * Only the members' rows in the given currency count. Each figure is one query grouped by period
 * bucket (America/Caracas day, ISO week or month) and by the caller's group of each member (0 for
 * all, a depth, a member id): never a query per member or per day.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import { rowsOf, type Db } from '../../db/client';
import { DISCOUNT_BONUS_KIND } from '../promotions/discounts';
import { SIGN_IN_REWARD_KIND } from '../promotions/sign-in';
import { CASH_SURPLUS_KIND } from '../referral/cash-surplus';
import { RECOMMEND_REWARD_KIND } from '../referral/referral';

/** The ledger kinds of the promotions the operator pays members (the agent's "bonuses"). */
export const BONUS_KINDS = [
  DISCOUNT_BONUS_KIND,
  'red_envelope',
  SIGN_IN_REWARD_KIND,
  RECOMMEND_REWARD_KIND,
  CASH_SURPLUS_KIND,
] as const;

/** How rows are bucketed: a Caracas day, ISO week (Monday) or month, or the whole range as one. */
export type FigureBucket = 'day' | 'week' | 'month' | 'all';

export interface FigureScope {
  currency: string;
  /** The members counted, each with the group its figures are added to. */
  members: { memberId: number; group: number }[];
  /** Inclusive start instant. */
  from: Date;
  /** Exclusive end instant. */
  to: Date;
  bucket: FigureBucket;
  /** Limits bets and wins (not active members) to one game type. */
  gtId?: number;
  /** Minor units a member must bet in a bucket to be active. */
  activeBetMin: bigint;
}

export interface FigureRow {
  /** YYYY-MM-DD: the first Caracas day of the bucket ('all': the day of `from`). */
  bucket: string;
  group: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bets: bigint;
  wins: bigint;
  bonuses: bigint;
  activeMembers: number;
  newMembers: number;
}

export interface GameTypeFigures {
  gtId: number;
  rounds: number;
  bets: bigint;
  wins: bigint;
}

export const emptyFigures = (bucket: string, group: number): FigureRow => ({
  bucket,
  group,
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  bets: 0n,
  wins: 0n,
  bonuses: 0n,
  activeMembers: 0,
  newMembers: 0,
});

/** Adds b into a (bucket and group of a kept). */
export function addFigures(a: FigureRow, b: FigureRow): FigureRow {
  return {
    bucket: a.bucket,
    group: a.group,
    deposits: a.deposits + b.deposits,
    depositCount: a.depositCount + b.depositCount,
    withdrawals: a.withdrawals + b.withdrawals,
    withdrawalCount: a.withdrawalCount + b.withdrawalCount,
    bets: a.bets + b.bets,
    wins: a.wins + b.wins,
    bonuses: a.bonuses + b.bonuses,
    activeMembers: a.activeMembers + b.activeMembers,
    newMembers: a.newMembers + b.newMembers,
  };
}

const tz = DEFAULT_TIMEZONE;

/** The bucket (first local day, as text) of a timestamp column. */
function bucketOf(scope: FigureScope, column: SQL): SQL {
  if (scope.bucket === 'all') return sql`${localDay(scope.from)}::text`;
  return sql`(date_trunc(${scope.bucket}, ${column} at time zone ${tz}))::date::text`;
}

/** The Caracas day of an instant, YYYY-MM-DD. */
export function localDay(at: Date): string {
  // Caracas keeps UTC−4 all year (no daylight saving since 2016), so the offset is fixed.
  return new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}

/** The scope's members as a derived table s(member_id, grp). */
function scopeTable(scope: FigureScope): SQL {
  const ids = `{${scope.members.map((m) => m.memberId).join(',')}}`;
  const groups = `{${scope.members.map((m) => m.group).join(',')}}`;
  return sql`unnest(${ids}::int[], ${groups}::int[]) as s(member_id, grp)`;
}

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

interface LedgerRow {
  bucket: string;
  grp: number;
  deposits: string;
  deposit_count: number;
  withdrawals: string;
  withdrawal_count: number;
  bonuses: string;
}
interface RoundRow {
  bucket: string;
  grp: number;
  bets: string;
  wins: string;
  active: number;
}
interface NewRow {
  bucket: string;
  grp: number;
  n: number;
}

/** The figures per (bucket, group), only the combinations with something in them; unordered. */
export async function figuresOf(db: Db, scope: FigureScope): Promise<FigureRow[]> {
  if (!scope.members.length) return [];
  const s = scopeTable(scope);
  const gt = scope.gtId === undefined ? sql`true` : sql`r.game_type = ${scope.gtId}`;

  const ledger = db.execute(sql`
    select ${bucketOf(scope, sql`e.created_at`)} as bucket, s.grp,
      coalesce(sum(p.amount) filter (where e.kind = 'deposit'), 0)::text as deposits,
      (count(*) filter (where e.kind = 'deposit'))::int as deposit_count,
      (-coalesce(sum(p.amount) filter (where e.kind in ('withdraw', 'withdraw_refund')), 0))::text as withdrawals,
      (count(*) filter (where e.kind = 'withdraw' and not exists (
        select 1 from ledger_entries rf where rf.idempotency_key = 'withdraw_refund:' || (e.memo ->> 'order_no'))))::int
        as withdrawal_count,
      coalesce(sum(p.amount) filter (where e.kind in (${kindList(BONUS_KINDS)})), 0)::text as bonuses
    from ${s}
    join accounts a on a.member_id = s.member_id and a.kind = 'member_main' and a.currency = ${scope.currency}
    join postings p on p.account_id = a.id
    join ledger_entries e on e.id = p.entry_id
    where e.kind in ('deposit', 'withdraw', 'withdraw_refund', ${kindList(BONUS_KINDS)})
      and e.created_at >= ${ts(scope.from)} and e.created_at < ${ts(scope.to)}
    group by 1, 2`);

  const rounds = db.execute(sql`
    select bucket, grp,
      coalesce(sum(bets), 0)::text as bets, coalesce(sum(wins), 0)::text as wins,
      (count(*) filter (where all_bets >= ${scope.activeBetMin.toString()}::bigint))::int as active
    from (
      select ${bucketOf(scope, sql`r.settled_at`)} as bucket, s.grp, r.member_id,
        sum(r.bet_amount) as all_bets,
        sum(r.bet_amount) filter (where ${gt}) as bets,
        sum(r.win_amount) filter (where ${gt}) as wins
      from ${s}
      join provider_rounds r on r.member_id = s.member_id
      where r.status = 'settled' and r.currency = ${scope.currency}
        and r.settled_at >= ${ts(scope.from)} and r.settled_at < ${ts(scope.to)}
      group by 1, 2, 3
    ) m
    group by 1, 2`);

  const joined = db.execute(sql`
    select ${bucketOf(scope, sql`m.created_at`)} as bucket, s.grp, count(*)::int as n
    from ${s}
    join members m on m.id = s.member_id
    where m.currency = ${scope.currency} and m.created_at >= ${ts(scope.from)} and m.created_at < ${ts(scope.to)}
    group by 1, 2`);

  // One after the other: the settlement may run them inside a transaction (one connection).
  const ledgerRows = await ledger;
  const roundRows = await rounds;
  const newRows = await joined;
  const out = new Map<string, FigureRow>();
  const at = (bucket: string, grp: number) => {
    const key = `${bucket}|${grp}`;
    let row = out.get(key);
    if (!row) out.set(key, (row = emptyFigures(bucket, Number(grp))));
    return row;
  };
  for (const r of rowsOf<LedgerRow>(ledgerRows)) {
    const row = at(r.bucket, r.grp);
    row.deposits = BigInt(r.deposits);
    row.depositCount = Number(r.deposit_count);
    row.withdrawals = BigInt(r.withdrawals);
    row.withdrawalCount = Number(r.withdrawal_count);
    row.bonuses = BigInt(r.bonuses);
  }
  for (const r of rowsOf<RoundRow>(roundRows)) {
    const row = at(r.bucket, r.grp);
    row.bets = BigInt(r.bets);
    row.wins = BigInt(r.wins);
    row.activeMembers = Number(r.active);
  }
  for (const r of rowsOf<NewRow>(newRows)) at(r.bucket, r.grp).newMembers = Number(r.n);
  return [...out.values()];
}

/** Settled rounds of the members in the range by game type (gtId limits it to one), by game type id. */
export async function gameTypeFiguresOf(db: Db, scope: Omit<FigureScope, 'bucket' | 'activeBetMin'>) {
  if (!scope.members.length) return [];
  const result = await db.execute(sql`
    select r.game_type::int as gt_id, count(*)::int as rounds,
      coalesce(sum(r.bet_amount), 0)::text as bets, coalesce(sum(r.win_amount), 0)::text as wins
    from ${scopeTable({ ...scope, bucket: 'all', activeBetMin: 0n })}
    join provider_rounds r on r.member_id = s.member_id
    where r.status = 'settled' and r.currency = ${scope.currency}
      and r.settled_at >= ${ts(scope.from)} and r.settled_at < ${ts(scope.to)}
      ${scope.gtId === undefined ? sql`` : sql`and r.game_type = ${scope.gtId}`}
    group by 1
    order by 1`);
  return rowsOf<{ gt_id: number; rounds: number; bets: string; wins: string }>(result).map((r): GameTypeFigures => ({
    gtId: Number(r.gt_id),
    rounds: Number(r.rounds),
    bets: BigInt(r.bets),
    wins: BigInt(r.wins),
  }));
}
