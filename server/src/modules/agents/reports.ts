/**
 * OperationTable and StratifiedTable: the downline's figures (figures.ts) per day, ISO week or
 * month, and per depth of the tree, over a range of America/Caracas days. Rows come one per period
 * (or depth) even when empty, and the totals are the sums of the rows, as the contract says.
 */
import { inArray } from 'drizzle-orm';
import {
  AGENT_REPORT_MAX_DAYS,
  AGENT_REPORT_MAX_MONTHS,
  type AgentFigures,
  type AgentOperationReport,
  type AgentOperationRequest,
  type AgentReportPeriod,
  type AgentStratifiedReport,
  type RequestErrorDetail,
} from '@site/shared/contracts';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import { toMajor } from '@site/shared/money';
import { moment } from '@site/shared/time';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { downlineIds } from './downline';
import { addFigures, emptyFigures, figuresOf, gameTypeFiguresOf, type FigureRow } from './figures';
import { loadProgramme } from './programme';

/** The agent a report is for. */
export interface ReportAgent {
  id: number;
  siteId: number;
  currency: string;
}

export interface ReportRange {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  end: string;
  /** The instant start_date begins in Caracas. */
  from: Date;
  /** Exclusive: the instant the day after end_date begins. */
  to: Date;
}

/** The instant a Caracas day begins. */
export const dayStart = (day: string) => moment.tz(day, 'YYYY-MM-DD', true, DEFAULT_TIMEZONE).toDate();

/** A YYYY-MM-DD day moved by n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first day of the period (day, ISO week from Monday, month) holding `day`. */
export function periodStartOf(day: string, period: AgentReportPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The last day of the period that begins on `start`. */
export function periodEndOf(start: string, period: AgentReportPeriod): string {
  if (period === 'day') return start;
  if (period === 'week') return addDays(start, 6);
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
}

/**
 * start_date/end_date of a report → its range; HTTP 400 naming the field when a date is not a real
 * day, the range is reversed, or longer than the period allows (92 days; 12 months by month).
 */
export function parseReportRange(startDate: string, endDate: string, period: AgentReportPeriod): ReportRange {
  const bad = (message: string, detail: RequestErrorDetail) => new ApiError(400, '400', message, {}, detail);
  const start = moment.tz(startDate, 'YYYY-MM-DD', true, DEFAULT_TIMEZONE);
  if (!start.isValid())
    throw bad('start_date must be a date YYYY-MM-DD', { message_key: 'invalid_date', field: 'start_date' });
  const end = moment.tz(endDate, 'YYYY-MM-DD', true, DEFAULT_TIMEZONE);
  if (!end.isValid())
    throw bad('end_date must be a date YYYY-MM-DD', { message_key: 'invalid_date', field: 'end_date' });
  if (end.isBefore(start))
    throw bad('end_date is before start_date', { message_key: 'range_order', field: 'end_date' });
  if (period === 'month') {
    const months = (end.year() - start.year()) * 12 + end.month() - start.month() + 1;
    if (months > AGENT_REPORT_MAX_MONTHS) {
      throw bad(`end_date: the range is at most ${AGENT_REPORT_MAX_MONTHS} months (got ${months})`, {
        // range_too_long's text counts days; a month range says what is wrong in `invalid` and params.
        message_key: 'invalid',
        field: 'end_date',
        params: { max_months: AGENT_REPORT_MAX_MONTHS, months },
      });
    }
  } else {
    const days = end.diff(start, 'days') + 1;
    if (days > AGENT_REPORT_MAX_DAYS) {
      throw bad(`end_date: the range is at most ${AGENT_REPORT_MAX_DAYS} days (got ${days})`, {
        message_key: 'range_too_long',
        field: 'end_date',
        params: { max_days: AGENT_REPORT_MAX_DAYS, days },
      });
    }
  }
  return { start: startDate, end: endDate, from: start.toDate(), to: end.clone().add(1, 'day').toDate() };
}

/** The figures on the wire, major units. */
export function figuresView(row: FigureRow, currency: string): AgentFigures {
  const major = (minor: bigint) => toMajor(minor, currency);
  return {
    deposits: major(row.deposits),
    deposit_count: row.depositCount,
    withdrawals: major(row.withdrawals),
    withdrawal_count: row.withdrawalCount,
    bets: major(row.bets),
    wins: major(row.wins),
    net_result: major(row.bets - row.wins),
    bonuses: major(row.bonuses),
    active_members: row.activeMembers,
    new_members: row.newMembers,
  };
}

/**
 * The smallest bet total that makes a member active. Without a programme for the currency any bet
 * makes a member active.
 */
export async function activeBetMinOf(db: Db, siteId: number, currency: string): Promise<bigint> {
  const programme = await loadProgramme(db, siteId, currency);
  return programme && programme.activeBetMin > 0n ? programme.activeBetMin : 1n;
}

export async function operationReport(
  db: Db,
  agent: ReportAgent,
  body: AgentOperationRequest,
): Promise<AgentOperationReport> {
  const range = parseReportRange(body.start_date, body.end_date, body.period);
  const [tree, activeBetMin] = await Promise.all([
    downlineIds(db, agent.id),
    activeBetMinOf(db, agent.siteId, agent.currency),
  ]);
  const scope = {
    currency: agent.currency,
    members: tree.map((m) => ({ memberId: m.memberId, group: 0 })),
    from: range.from,
    to: range.to,
    gtId: body.gt_id,
  };
  const [found, byGameType] = await Promise.all([
    figuresOf(db, { ...scope, bucket: body.period, activeBetMin }),
    gameTypeFiguresOf(db, scope),
  ]);
  const byBucket = new Map(found.map((r) => [r.bucket, r]));

  const rows: AgentOperationReport['rows'] = [];
  let totals = emptyFigures(range.start, 0);
  for (let p = periodStartOf(range.end, body.period); p >= periodStartOf(range.start, body.period);) {
    const row = byBucket.get(p) ?? emptyFigures(p, 0);
    const periodEnd = periodEndOf(p, body.period);
    rows.push({
      period_start: p < range.start ? range.start : p,
      period_end: periodEnd > range.end ? range.end : periodEnd,
      ...figuresView(row, agent.currency),
    });
    totals = addFigures(totals, row);
    p = periodStartOf(addDays(p, -1), body.period);
  }
  return {
    timezone: DEFAULT_TIMEZONE,
    currency: agent.currency,
    rows,
    by_game_type: byGameType.map((g) => ({
      gt_id: g.gtId,
      rounds: g.rounds,
      bets: toMajor(g.bets, agent.currency),
      wins: toMajor(g.wins, agent.currency),
      net_result: toMajor(g.bets - g.wins, agent.currency),
    })),
    totals: figuresView(totals, agent.currency),
  };
}

export async function stratifiedReport(
  db: Db,
  agent: ReportAgent,
  body: { start_date: string; end_date: string },
): Promise<AgentStratifiedReport> {
  const range = parseReportRange(body.start_date, body.end_date, 'day');
  const [tree, activeBetMin] = await Promise.all([
    downlineIds(db, agent.id),
    activeBetMinOf(db, agent.siteId, agent.currency),
  ]);
  const people = tree.length
    ? await db
        .select({ id: members.id, isAgent: members.isAgent, currency: members.currency, createdAt: members.createdAt })
        .from(members)
        .where(
          inArray(
            members.id,
            tree.map((m) => m.memberId),
          ),
        )
    : [];
  const depthOf = new Map(tree.map((m) => [m.memberId, m.depth]));
  const found = await figuresOf(db, {
    currency: agent.currency,
    members: tree.map((m) => ({ memberId: m.memberId, group: m.depth })),
    from: range.from,
    to: range.to,
    bucket: 'all',
    activeBetMin,
  });
  const byDepth = new Map(found.map((r) => [r.group, r]));

  // Who is at each depth by end_date, in the agent's currency (figures count no other).
  const counts = new Map<number, { members: number; agents: number }>();
  for (const p of people) {
    if (p.currency !== agent.currency || p.createdAt >= range.to) continue;
    const depth = depthOf.get(p.id)!;
    const c = counts.get(depth) ?? { members: 0, agents: 0 };
    c.members++;
    if (p.isAgent === 1) c.agents++;
    counts.set(depth, c);
  }
  const deepest = Math.max(0, ...counts.keys(), ...byDepth.keys());

  const rows: AgentStratifiedReport['rows'] = [];
  let totals = emptyFigures(range.start, 0);
  let totalMembers = 0;
  let totalAgents = 0;
  for (let depth = 1; depth <= deepest; depth++) {
    const row = byDepth.get(depth) ?? emptyFigures(range.start, depth);
    const c = counts.get(depth) ?? { members: 0, agents: 0 };
    rows.push({ depth, members: c.members, agents: c.agents, ...figuresView(row, agent.currency) });
    totals = addFigures(totals, row);
    totalMembers += c.members;
    totalAgents += c.agents;
  }
  return {
    timezone: DEFAULT_TIMEZONE,
    currency: agent.currency,
    rows,
    totals: { members: totalMembers, agents: totalAgents, ...figuresView(totals, agent.currency) },
  };
}
