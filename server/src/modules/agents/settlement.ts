/**
 * PerformanceSettlement: the agents' monthly commission. Once a calendar month is closed (America/
 * Caracas), each active agent's month is settled once: base = net result − bonuses of the whole
 * downline, the highest tier whose min_profit and min_active_members the month reaches, commission =
 * base × rate rounded down to the minor unit (0 when the base is not positive or no tier is
 * reached). The agent_settlements row (with the month's statement) and the ledger entry paying the
 * commission (kind agent_commission, from the house account of the currency, as the operator's other
 * member payouts) are written in one transaction. The row is inserted first with ON CONFLICT DO
 * NOTHING on (agent_id, period): a second run, also one running at the same moment, waits on that
 * row, finds it and moves no money. The ledger's idempotency key is a second guard.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AgentSettlement, AgentSettlementDetail, AgentSettlementsResponse } from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import { rowsOf, type Db } from '../../db/client';
import { agentSettlements, members, type AgentStatement, type AgentTierRow } from '../../db/schema';
import { ensureAccount, houseAccount, notifyPosted, postEntryInTx, type PostedEntry } from '../ledger/ledger';
import { downlineIds } from './downline';
import { figuresOf, gameTypeFiguresOf, localDay } from './figures';
import { addDays, dayStart, periodEndOf, type ReportAgent } from './reports';
import { loadProgramme } from './programme';

export const AGENT_COMMISSION_KIND = 'agent_commission';

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The Caracas month (YYYY-MM) of an instant. */
export const monthOf = (at: Date) => localDay(at).slice(0, 7);

/** The month before a YYYY-MM month. */
export function monthBefore(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The last month that is over in Caracas at `now`. */
export const lastClosedMonth = (now: Date) => monthBefore(monthOf(now));

/** A real YYYY-MM month that is over at `now`. */
export const isClosedMonth = (period: string, now: Date) => MONTH_RE.test(period) && period < monthOf(now);

/** The first and last day of a YYYY-MM month and the instants it spans. */
export function monthRange(period: string) {
  const start = `${period}-01`;
  const end = periodEndOf(start, 'month');
  return { start, end, from: dayStart(start), to: dayStart(addDays(end, 1)) };
}

export interface CommissionOutcome {
  /** Index into the tiers as given (lowest first), -1 for none. */
  tierIndex: number;
  rateBp: number;
  commission: bigint;
}

/**
 * The tier the month reaches and its commission: the highest tier whose min_profit the base and
 * whose min_active_members the active members both reach; base × rate / 10 000 rounded down (minor
 * units), 0 when the base is not positive.
 */
export function commissionOf(base: bigint, activeMembers: number, tiers: readonly AgentTierRow[]): CommissionOutcome {
  let tierIndex = -1;
  tiers.forEach((t, i) => {
    if (base >= BigInt(t.minProfit) && activeMembers >= t.minActiveMembers) tierIndex = i;
  });
  if (tierIndex < 0) return { tierIndex, rateBp: 0, commission: 0n };
  const rateBp = tiers[tierIndex]!.rateBp;
  return { tierIndex, rateBp, commission: base > 0n ? (base * BigInt(rateBp)) / 10_000n : 0n };
}

/** The programme's tiers lowest first (the order the contract shows and tier_index counts in). */
const sortedTiers = (tiers: readonly AgentTierRow[]) =>
  [...tiers].sort((a, b) => a.minProfit - b.minProfit || a.minActiveMembers - b.minActiveMembers);

export interface MonthFigures {
  activeMembers: number;
  bets: bigint;
  wins: bigint;
  bonuses: bigint;
  base: bigint;
  outcome: CommissionOutcome;
  statement: AgentStatement;
}

/** An agent's figures and commission between two instants (a month, or the month so far). */
export async function agentMonthFigures(db: Db, agent: ReportAgent, from: Date, to: Date): Promise<MonthFigures> {
  // Sequential: the seed settles inside its transaction, on one connection.
  const tree = await downlineIds(db, agent.id);
  const programme = await loadProgramme(db, agent.siteId, agent.currency);
  const activeBetMin = programme && programme.activeBetMin > 0n ? programme.activeBetMin : 1n;
  const scope = {
    currency: agent.currency,
    members: tree.map((m) => ({ memberId: m.memberId, group: m.memberId })),
    from,
    to,
  };
  const perMember = await figuresOf(db, { ...scope, bucket: 'all', activeBetMin });
  const byGameType = await gameTypeFiguresOf(db, scope);
  let activeMembers = 0;
  let bets = 0n;
  let wins = 0n;
  let bonuses = 0n;
  for (const r of perMember) {
    activeMembers += r.activeMembers;
    bets += r.bets;
    wins += r.wins;
    bonuses += r.bonuses;
  }
  const base = bets - wins - bonuses;
  const outcome = commissionOf(base, activeMembers, sortedTiers(programme?.tiers ?? []));

  const involved = perMember.filter((r) => r.bets !== 0n || r.bonuses !== 0n);
  const accounts = involved.length
    ? await db
        .select({ id: members.id, account: members.account })
        .from(members)
        .where(
          inArray(
            members.id,
            involved.map((r) => r.group),
          ),
        )
    : [];
  const accountOf = new Map(accounts.map((a) => [a.id, a.account]));
  const depthOf = new Map(tree.map((m) => [m.memberId, m.depth]));
  const statement: AgentStatement = {
    byGameType: byGameType.map((g) => ({
      gtId: g.gtId,
      rounds: g.rounds,
      bets: g.bets.toString(),
      wins: g.wins.toString(),
    })),
    members: involved.map((r) => ({
      memberId: r.group,
      account: accountOf.get(r.group) ?? '',
      depth: depthOf.get(r.group) ?? 0,
      bets: r.bets.toString(),
      wins: r.wins.toString(),
      bonuses: r.bonuses.toString(),
    })),
  };
  return { activeMembers, bets, wins, bonuses, base, outcome, statement };
}

export interface SettleResult {
  period: string;
  settled: number;
  already: number;
  /** Minor units paid by this run, per currency. */
  totalCommissionByCurrency: Record<string, bigint>;
}

/**
 * Settles the closed month `period` for every active agent of the site that has no settlement for it
 * yet. The caller checks that the month is closed. Publishes member.cash (ledger listeners) for the
 * agents paid.
 */
export async function settleAgents(
  db: Db,
  opts: { siteId: number; period: string; now?: Date },
): Promise<SettleResult> {
  const { siteId, period } = opts;
  const now = opts.now ?? new Date();
  const month = monthRange(period);
  const agents = await db
    .select({ id: members.id, siteId: members.siteId, currency: members.currency })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.isAgent, 1), eq(members.agentActive, 1)))
    .orderBy(members.id);
  const done = agents.length
    ? await db
        .select({ agentId: agentSettlements.agentId })
        .from(agentSettlements)
        .where(
          and(
            eq(agentSettlements.period, period),
            inArray(
              agentSettlements.agentId,
              agents.map((a) => a.id),
            ),
          ),
        )
    : [];
  const settledBefore = new Set(done.map((d) => d.agentId));

  const result: SettleResult = { period, settled: 0, already: settledBefore.size, totalCommissionByCurrency: {} };
  for (const agent of agents) {
    if (settledBefore.has(agent.id)) continue;
    const f = await agentMonthFigures(db, agent, month.from, month.to);
    const { commission, tierIndex, rateBp } = f.outcome;
    const posted: PostedEntry[] = [];
    const settledNow = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agentSettlements)
        .values({
          siteId,
          agentId: agent.id,
          currency: agent.currency,
          period,
          startDate: month.start,
          endDate: month.end,
          activeMembers: f.activeMembers,
          bets: f.bets,
          wins: f.wins,
          bonuses: f.bonuses,
          base: f.base,
          tierIndex,
          rateBp,
          commission,
          status: 'nothing',
          statement: f.statement,
          settledAt: now,
        })
        .onConflictDoNothing({ target: [agentSettlements.agentId, agentSettlements.period] })
        .returning({ id: agentSettlements.id });
      if (!row) return false; // another run settled this agent's month meanwhile
      if (commission > 0n) {
        const house = await houseAccount(tx, agent.currency);
        const main = await ensureAccount(tx, { kind: 'member_main', memberId: agent.id, currency: agent.currency });
        const entry = await postEntryInTx(tx, {
          idempotencyKey: `${AGENT_COMMISSION_KIND}:${agent.id}:${period}`,
          kind: AGENT_COMMISSION_KIND,
          postings: [
            { accountId: house, amount: -commission },
            { accountId: main, amount: commission },
          ],
          memo: { period, settlement_id: row.id, tier_index: tierIndex, rate_bp: rateBp },
          createdAt: now,
        });
        await tx
          .update(agentSettlements)
          .set({ status: 'paid', entryId: entry.entryId })
          .where(eq(agentSettlements.id, row.id));
        if (entry.posted) posted.push(entry.posted);
      }
      return true;
    });
    if (!settledNow) {
      result.already++;
      continue;
    }
    notifyPosted(db, posted);
    result.settled++;
    if (commission > 0n) {
      result.totalCommissionByCurrency[agent.currency] =
        (result.totalCommissionByCurrency[agent.currency] ?? 0n) + commission;
    }
  }
  return result;
}

const ratePercent = (rateBp: number) => rateBp / 100;

function settlementView(row: typeof agentSettlements.$inferSelect): AgentSettlement {
  const major = (minor: bigint) => toMajor(minor, row.currency);
  return {
    id: row.id,
    period: row.period,
    start_date: row.startDate,
    end_date: row.endDate,
    active_members: row.activeMembers,
    bets: major(row.bets),
    wins: major(row.wins),
    net_result: major(row.bets - row.wins),
    bonuses: major(row.bonuses),
    base: major(row.base),
    tier_index: row.tierIndex,
    rate_percent: ratePercent(row.rateBp),
    commission: major(row.commission),
    status: row.status,
    settled_at: row.settledAt.toISOString(),
  };
}

/** The PerformanceSettlement page: the month so far, the tiers, and the settled months newest first. */
export async function settlementsOf(
  db: Db,
  agent: ReportAgent,
  now: Date,
  page: number,
  pageSize: number,
): Promise<AgentSettlementsResponse> {
  const cur = agent.currency;
  const major = (minor: bigint) => toMajor(minor, cur);
  const period = monthOf(now);
  const month = monthRange(period);
  const today = localDay(now);
  const mine = eq(agentSettlements.agentId, agent.id);
  const [programme, current, list, [summary]] = await Promise.all([
    loadProgramme(db, agent.siteId, cur),
    agentMonthFigures(db, agent, month.from, dayStart(addDays(today, 1))),
    db
      .select()
      .from(agentSettlements)
      .where(mine)
      .orderBy(desc(agentSettlements.period))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        n: count(),
        paid: sql<string>`coalesce(sum(${agentSettlements.commission}) filter (where ${agentSettlements.status} = 'paid'), 0)::text`,
      })
      .from(agentSettlements)
      .where(mine),
  ]);
  return {
    currency: cur,
    tiers: sortedTiers(programme?.tiers ?? []).map((t) => ({
      min_profit: toMajor(BigInt(t.minProfit), cur),
      min_active_members: t.minActiveMembers,
      rate_percent: ratePercent(t.rateBp),
    })),
    current: {
      period,
      start_date: month.start,
      end_date: today,
      active_members: current.activeMembers,
      bets: major(current.bets),
      wins: major(current.wins),
      net_result: major(current.bets - current.wins),
      bonuses: major(current.bonuses),
      base: major(current.base),
      tier_index: current.outcome.tierIndex,
      rate_percent: ratePercent(current.outcome.rateBp),
      commission: major(current.outcome.commission),
    },
    list: list.map(settlementView),
    total: summary?.n ?? 0,
    page,
    count: pageSize,
    total_commission: major(BigInt(summary?.paid ?? '0')),
  };
}

/** One settled month with its statement, or null when it is unknown or another agent's. */
export async function settlementDetail(db: Db, agentId: number, id: number): Promise<AgentSettlementDetail | null> {
  const [row] = await db
    .select()
    .from(agentSettlements)
    .where(and(eq(agentSettlements.id, id), eq(agentSettlements.agentId, agentId)));
  if (!row) return null;
  const major = (minor: string) => toMajor(BigInt(minor), row.currency);
  const net = (bets: string, wins: string) => BigInt(bets) - BigInt(wins);
  return {
    settlement: settlementView(row),
    by_game_type: row.statement.byGameType.map((g) => ({
      gt_id: g.gtId,
      rounds: g.rounds,
      bets: major(g.bets),
      wins: major(g.wins),
      net_result: toMajor(net(g.bets, g.wins), row.currency),
    })),
    members: [...row.statement.members]
      .sort((a, b) => {
        const d = net(b.bets, b.wins) - net(a.bets, a.wins);
        return d > 0n ? 1 : d < 0n ? -1 : a.memberId - b.memberId;
      })
      .map((m) => ({
        member_id: m.memberId,
        account: m.account,
        depth: m.depth,
        bets: major(m.bets),
        wins: major(m.wins),
        net_result: toMajor(net(m.bets, m.wins), row.currency),
        bonuses: major(m.bonuses),
      })),
  };
}

/** The sites with an agent programme (the timer settles each). */
async function programmeSites(db: Db): Promise<number[]> {
  const result = await db.execute(sql`select distinct site_id from agent_programmes order by site_id`);
  return rowsOf<{ site_id: number }>(result).map((r) => Number(r.site_id));
}

/** Settles the last closed month of every site with a programme; answers the agents it settled. */
export async function settleLastClosedMonth(db: Db, now: Date): Promise<number> {
  const period = lastClosedMonth(now);
  let settled = 0;
  for (const siteId of await programmeSites(db)) settled += (await settleAgents(db, { siteId, period, now })).settled;
  return settled;
}

export const SETTLEMENT_INTERVAL_MS = 60 * 60_000;

/**
 * Runs settleLastClosedMonth once when started and then every hour (unref'd timer); stop() waits for
 * a pass under way. A month already settled costs two small queries per site.
 */
export function startAgentSettlementTimer(db: Db, now: () => Date, onError: (err: unknown) => void) {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = settleLastClosedMonth(db, now())
      .catch(onError)
      .finally(() => (running = null));
  };
  const timer = setInterval(pass, SETTLEMENT_INTERVAL_MS);
  timer.unref();
  return {
    /** The first pass (at boot, once the server listens). */
    runNow: pass,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
