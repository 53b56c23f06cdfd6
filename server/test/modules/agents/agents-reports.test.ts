/**
 * The agent area's reports and settlement (SPEC §2 agent menu: OperationTable, StratifiedTable,
 * PerformanceSettlement): the figures of an agent's downline over a closed month built through the
 * ledger and settled provider rounds, compared with hand-computed values and with direct sums over
 * the postings and rounds; rows per period and per depth; the gt_id filter; the date checks; the
 * commission's tier and rounding; a settlement started three times at once pays once; the operator
 * run refuses an open month; the statement of another agent is 102 and a member who is not an agent
 * gets 101. The ledger balances after each test.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { agentProgrammes, agentSettlements, ledgerEntries, members, providerRounds } from '../../../src/db/schema';
import { DEV_OPERATOR_API_KEY } from '../../../src/config';
import {
  ensureAccount,
  houseAccount,
  onEntryPosted,
  postEntriesInTx,
  type PostedEntry,
  postEntry,
  verifyLedger,
} from '../../../src/modules/ledger/ledger';
import { memberBalances } from '../../../src/modules/members/members';
import { addDays, dayStart, periodEndOf } from '../../../src/modules/agents/reports';
import { commissionOf, monthBefore, monthOf, settleAgents } from '../../../src/modules/agents/settlement';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';
import { localDay } from '../../../src/modules/agents/figures';

const OPERATION = '/api/arks/web/agent/report/operation';
const STRATIFIED = '/api/arks/web/agent/report/stratified';
const SETTLEMENTS = '/api/arks/web/agent/settlements';
const DETAIL = '/api/arks/web/agent/settlements/detail';
const SETTLE = '/api/operator/agents/settle';
const OP = { headers: { 'x-operator-key': DEV_OPERATOR_API_KEY } };
const HOUR = 3_600_000;

/** USD tiers in cents: 20 % from 0 with 1 active, 30 % from 200.00 with 3, 40 % from 500.00 with 3. */
const TIERS = [
  { minProfit: 0, minActiveMembers: 1, rateBp: 2000 },
  { minProfit: 20_000, minActiveMembers: 3, rateBp: 3000 },
  { minProfit: 50_000, minActiveMembers: 3, rateBp: 4000 },
];

describe('commissionOf', () => {
  it('takes the highest tier both the base and the active members reach, rounding down to the minor unit', () => {
    expect(commissionOf(29_267n, 3, TIERS)).toEqual({ tierIndex: 1, rateBp: 3000, commission: 8_780n });
    // A large base with too few active members stays in the tier the members reach.
    expect(commissionOf(90_000n, 2, TIERS)).toEqual({ tierIndex: 0, rateBp: 2000, commission: 18_000n });
    expect(commissionOf(90_001n, 3, TIERS)).toEqual({ tierIndex: 2, rateBp: 4000, commission: 36_000n });
    expect(commissionOf(333n, 1, [{ minProfit: 0, minActiveMembers: 1, rateBp: 3333 }]).commission).toBe(110n);
    // No active member: no tier. A base of 0 reaches tier 0 but earns nothing; a loss reaches none.
    expect(commissionOf(90_000n, 0, TIERS)).toEqual({ tierIndex: -1, rateBp: 0, commission: 0n });
    expect(commissionOf(0n, 5, TIERS)).toEqual({ tierIndex: 0, rateBp: 2000, commission: 0n });
    expect(commissionOf(-5_000n, 5, TIERS)).toEqual({ tierIndex: -1, rateBp: 0, commission: 0n });
    expect(commissionOf(10_000n, 5, [])).toEqual({ tierIndex: -1, rateBp: 0, commission: 0n });
  });
});

describe.each(DATABASES)('agent reports and settlement (%s)', (label) => {
  let server: TestServer;
  let seq = 0;
  const db = () => server.app.platform.db;
  const stamp = () => `${Date.now().toString(36).slice(-4)}${++seq}`;
  const address = () => `10.${label === 'PGlite' ? 93 : 94}.${seq % 250}.${(seq * 7) % 250}`;

  /** The closed month of the fixture: two months before the current Caracas month. */
  const M = monthBefore(monthBefore(monthOf(new Date())));
  const NEXT = monthBefore(monthOf(new Date()));
  const day = (n: number) => `${M}-${String(n).padStart(2, '0')}`;
  /** An instant `hour` hours into a Caracas day. */
  const at = (d: string, hour = 12) => new Date(dayStart(d).getTime() + hour * HOUR);
  const monthEnd = periodEndOf(`${M}-01`, 'month');

  interface Member {
    id: number;
    account: string;
    token: string;
  }
  const register = async (prefix: string): Promise<Member> => {
    const account = `${prefix}${stamp()}`.toLowerCase().slice(0, 12);
    const res = await post(
      server,
      '/api/register',
      {
        site_id: 1,
        member_currency: 'USD',
        member_account: account,
        password: 'abc12345',
        member_email: `${account}@example.com`,
        member_birthday: '1990-1-2',
      },
      { remoteAddress: address() },
    );
    const body = json(res);
    expect(body.code).toBe('100');
    return { account, id: body.data.member_id as number, token: body.data.token as string };
  };
  const call = async (m: Member, url: string, payload: unknown = {}) => {
    const res = await post(server, url, payload, { headers: { authorization: m.token } });
    return { status: res.statusCode, body: json(res) };
  };
  const makeAgent = (m: Member, introducer: number | null = null) =>
    db()
      .update(members)
      .set({
        isAgent: 1,
        agentActive: 1,
        agentLevel: introducer ? 2 : 1,
        memberType: 2,
        agentType: 1,
        introducerId: introducer,
      })
      .where(eq(members.id, m.id));
  const place = (m: Member, introducer: number, registered: Date, currency = 'USD') =>
    db().update(members).set({ introducerId: introducer, createdAt: registered, currency }).where(eq(members.id, m.id));

  // The fixture: agent A with m1, m2, m3 and sub-agent S at depth 1, S's s1 at depth 2, and e1 (THB,
  // not counted); agent B with nobody; n1 who is no agent.
  let A: Member, B: Member, S: Member, m1: Member, m2: Member, m3: Member, s1: Member, e1: Member, n1: Member;
  const key = () => `agrt:${stamp()}`;
  let clearing: number;
  let house: number;
  let pool: number;
  const mainOf = (m: Member) => ensureAccount(db(), { kind: 'member_main', memberId: m.id, currency: 'USD' });
  const entry = async (kind: string, from: number, to: number, cents: number, when: Date, memo = {}, idem = key()) =>
    postEntry(db(), {
      idempotencyKey: idem,
      kind,
      postings: [
        { accountId: from, amount: -BigInt(cents) },
        { accountId: to, amount: BigInt(cents) },
      ],
      memo,
      createdAt: when,
    });
  let round = 0;
  const roundRow = (
    m: Member,
    gt: number,
    bet: number,
    win: number,
    settled: Date | null,
    status: 'settled' | 'open' | 'rolled_back' = 'settled',
    currency = 'USD',
  ) => ({
    gpId: 'GP001',
    roundId: `agrt-${label}-${++round}`,
    betTransactionId: `agrt-bet-${label}-${round}`,
    winTransactionId: status === 'settled' ? `agrt-win-${label}-${round}` : null,
    memberId: m.id,
    currency,
    gameType: gt,
    status,
    betAmount: BigInt(bet),
    winAmount: BigInt(win),
    betAt: settled ? new Date(settled.getTime() - 20 * 60_000) : new Date(),
    settledAt: status === 'settled' ? settled : null,
  });

  beforeAll(async () => {
    server = await startServer(label);
    await db()
      .insert(agentProgrammes)
      .values({
        siteId: 1,
        currency: 'USD',
        tiers: TIERS,
        activeBetMin: 5_000n,
        transferMin: 100n,
        transferMax: 100_000n,
        transferDailyMax: 500_000n,
        balanceLowMax: 10_000n,
        balanceMediumMax: 100_000n,
      })
      .onConflictDoUpdate({
        target: [agentProgrammes.siteId, agentProgrammes.currency],
        set: { tiers: TIERS, activeBetMin: 5_000n },
      });
    [A, B, S, m1, m2, m3, s1, e1, n1] = (await Promise.all(
      ['aga', 'agb', 'ags', 'agm', 'agm', 'agm', 'ags1', 'age', 'agn'].map((p) => register(p)),
    )) as [Member, Member, Member, Member, Member, Member, Member, Member, Member];
    await makeAgent(A);
    await makeAgent(B);
    await makeAgent(S, A.id);
    await place(S, A.id, at(day(3)));
    await place(m1, A.id, at(day(3)));
    await place(m2, A.id, at(day(3)));
    await place(m3, A.id, at(day(15)));
    await place(s1, S.id, at(day(3)));
    await place(e1, A.id, at(day(3)), 'THB');

    clearing = await ensureAccount(db(), { kind: 'payment_clearing', currency: 'USD' });
    house = await houseAccount(db(), 'USD');
    pool = await ensureAccount(db(), { kind: 'promotion_pool', currency: 'USD' });
    await entry('promotion_funding', house, pool, 1_000, at(day(1)));
    // Deposits 180.00 (3); withdrawals 40.00 kept + 20.00 refunded; bonuses 5.00 + 2.33.
    await entry('deposit', clearing, await mainOf(m1), 10_000, at(day(5), 9));
    await entry('deposit', clearing, await mainOf(m2), 5_000, at(day(5), 23.5));
    await entry('deposit', clearing, await mainOf(s1), 3_000, at(day(20)));
    await entry('withdraw', await mainOf(m1), clearing, 4_000, at(day(10)), { order_no: `W1${key()}` });
    const w2 = `W2${key()}`;
    await entry('withdraw', await mainOf(m2), clearing, 2_000, at(day(12)), { order_no: w2 }, `withdraw:${w2}`);
    await entry(
      'withdraw_refund',
      clearing,
      await mainOf(m2),
      2_000,
      at(day(13)),
      { order_no: w2 },
      `withdraw_refund:${w2}`,
    );
    await entry('sign_in_reward', house, await mainOf(m1), 500, at(day(6)));
    await entry('red_envelope', pool, await mainOf(s1), 233, at(day(21)));
    // A deposit of the next month and one of a member outside the downline: not in M's figures.
    await entry('deposit', clearing, await mainOf(m1), 7_000, at(`${NEXT}-01`, 1));
    await entry('deposit', clearing, await mainOf(n1), 7_000, at(day(5)));

    await db()
      .insert(providerRounds)
      .values([
        roundRow(m1, 1, 30_000, 10_000, at(day(7))),
        roundRow(m1, 2, 10_000, 15_000, at(day(8))),
        roundRow(m2, 1, 4_000, 0, at(day(9))),
        roundRow(S, 2, 6_000, 1_000, at(day(9))),
        roundRow(s1, 1, 8_000, 2_000, at(day(22))),
        // Not counted: open, rolled back, another currency, settled after the month, outside the downline.
        roundRow(m3, 1, 50_000, 0, null, 'open'),
        roundRow(m3, 1, 50_000, 0, null, 'rolled_back'),
        roundRow(e1, 1, 100_000, 0, at(day(7)), 'settled', 'THB'),
        roundRow(m1, 1, 1_000, 0, new Date(dayStart(addDays(monthEnd, 1)).getTime() + 10 * 60_000)),
        roundRow(n1, 1, 70_000, 0, at(day(7))),
      ]);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    expect(await verifyLedger(db())).toEqual([]);
  });

  const monthTotals = {
    deposits: 180,
    deposit_count: 3,
    withdrawals: 40,
    withdrawal_count: 1,
    bets: 580,
    wins: 280,
    net_result: 300,
    bonuses: 7.33,
    new_members: 5,
  };

  describe('OperationTable', () => {
    it('by day: one row per day newest first, figures as posted, totals the sum of the rows and of the ledger', async () => {
      const { body } = await call(A, OPERATION, { period: 'day', start_date: day(1), end_date: monthEnd });
      expect(body.code).toBe('100');
      const { rows, totals } = body.data;
      expect(body.data.timezone).toBe('America/Caracas');
      expect(body.data.currency).toBe('USD');
      expect(rows).toHaveLength(Number(monthEnd.slice(8)));
      expect(rows[0].period_start).toBe(monthEnd);
      expect(rows.at(-1).period_start).toBe(day(1));
      rows.forEach((r: { period_start: string; period_end: string }, i: number) => {
        expect(r.period_end).toBe(r.period_start);
        if (i > 0) expect(addDays(r.period_start, 1)).toBe(rows[i - 1].period_start);
      });
      const byDay = new Map(rows.map((r: { period_start: string }) => [r.period_start, r]));
      expect(byDay.get(day(5))).toMatchObject({ deposits: 150, deposit_count: 2 });
      expect(byDay.get(day(12))).toMatchObject({ withdrawals: 20, withdrawal_count: 0 });
      expect(byDay.get(day(13))).toMatchObject({ withdrawals: -20, withdrawal_count: 0 });
      expect(byDay.get(day(7))).toMatchObject({ bets: 300, wins: 100, net_result: 200, active_members: 1 });
      expect(byDay.get(day(9))).toMatchObject({ bets: 100, wins: 10, active_members: 1 });
      expect(byDay.get(day(3))).toMatchObject({ new_members: 4 });
      expect(byDay.get(day(15))).toMatchObject({ new_members: 1 });
      expect(byDay.get(day(2))).toMatchObject({ deposits: 0, bets: 0, active_members: 0, new_members: 0 });

      expect(totals).toMatchObject(monthTotals);
      // Active members of day rows: m1 on day 7 and 8 (300 and 100), S on day 9, s1 on day 22.
      expect(totals.active_members).toBe(4);
      for (const field of Object.keys(totals)) {
        const sum = rows.reduce((s: number, r: Record<string, number>) => s + r[field]!, 0);
        expect(sum).toBeCloseTo(totals[field], 6);
      }

      // The same totals straight from the postings and rounds of the downline members.
      const ids = [m1, m2, m3, S, s1].map((m) => m.id).join(',');
      const from = dayStart(day(1)).toISOString();
      const to = dayStart(addDays(monthEnd, 1)).toISOString();
      const direct = await db().execute(sql`
        select
          (select coalesce(sum(p.amount), 0)::text from postings p join accounts a on a.id = p.account_id
             join ledger_entries e on e.id = p.entry_id
            where a.kind = 'member_main' and a.member_id = any(${`{${ids}}`}::int[]) and e.kind = 'deposit'
              and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz) as deposits,
          (select (-coalesce(sum(p.amount), 0))::text from postings p join accounts a on a.id = p.account_id
             join ledger_entries e on e.id = p.entry_id
            where a.kind = 'member_main' and a.member_id = any(${`{${ids}}`}::int[])
              and e.kind in ('withdraw', 'withdraw_refund')
              and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz) as withdrawals,
          (select coalesce(sum(bet_amount), 0)::text from provider_rounds where status = 'settled' and currency = 'USD'
              and member_id = any(${`{${ids}}`}::int[])
              and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz) as bets,
          (select coalesce(sum(win_amount), 0)::text from provider_rounds where status = 'settled' and currency = 'USD'
              and member_id = any(${`{${ids}}`}::int[])
              and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz) as wins`);
      const [d] = ((direct as { rows?: unknown[] }).rows ?? (direct as unknown[])) as Array<Record<string, string>>;
      expect(totals.deposits * 100).toBe(Number(d!.deposits));
      expect(totals.withdrawals * 100).toBe(Number(d!.withdrawals));
      expect(totals.bets * 100).toBe(Number(d!.bets));
      expect(totals.wins * 100).toBe(Number(d!.wins));

      // Rounds by game type over the range.
      expect(body.data.by_game_type).toEqual([
        { gt_id: 1, rounds: 3, bets: 420, wins: 120, net_result: 300 },
        { gt_id: 2, rounds: 2, bets: 160, wins: 160, net_result: 0 },
      ]);
    });

    it('by week and month: a row per period clipped to the range; gt_id limits bets, wins and by_game_type', async () => {
      const weeks = await call(A, OPERATION, { period: 'week', start_date: day(3), end_date: day(20) });
      const wrows = weeks.body.data.rows as Array<{ period_start: string; period_end: string; deposits: number }>;
      expect(wrows[0]!.period_end).toBe(day(20));
      expect(wrows.at(-1)!.period_start).toBe(day(3));
      for (let i = 0; i < wrows.length; i++) {
        const r = wrows[i]!;
        if (i > 0) expect(addDays(r.period_end, 1)).toBe(wrows[i - 1]!.period_start);
        if (r.period_start !== day(3)) expect(new Date(`${r.period_start}T00:00:00Z`).getUTCDay()).toBe(1);
      }
      expect(wrows.reduce((s, r) => s + r.deposits, 0)).toBe(180);

      const months = await call(A, OPERATION, { period: 'month', start_date: day(1), end_date: `${NEXT}-05` });
      expect(
        months.body.data.rows.map((r: { period_start: string; period_end: string }) => [r.period_start, r.period_end]),
      ).toEqual([
        [`${NEXT}-01`, `${NEXT}-05`],
        [day(1), monthEnd],
      ]);
      expect(months.body.data.rows[1]).toMatchObject({ ...monthTotals, active_members: 3 });
      expect(months.body.data.rows[0]).toMatchObject({ deposits: 70, bets: 10, active_members: 0 });

      const gt2 = await call(A, OPERATION, { period: 'month', start_date: day(1), end_date: monthEnd, gt_id: 2 });
      expect(gt2.body.data.totals).toMatchObject({
        bets: 160,
        wins: 160,
        net_result: 0,
        deposits: 180,
        active_members: 3,
      });
      expect(gt2.body.data.by_game_type).toEqual([{ gt_id: 2, rounds: 2, bets: 160, wins: 160, net_result: 0 }]);

      // The sub-agent sees its own downline only.
      const sub = await call(S, OPERATION, { period: 'month', start_date: day(1), end_date: monthEnd });
      expect(sub.body.data.totals).toMatchObject({
        deposits: 30,
        bets: 80,
        wins: 20,
        bonuses: 2.33,
        active_members: 1,
      });
    });

    it('answers HTTP 400 naming the field for a bad, reversed or too long range', async () => {
      const bad = async (payload: Record<string, unknown>, field: string) => {
        const res = await call(A, OPERATION, { period: 'day', ...payload });
        expect(res.status).toBe(400);
        expect(res.body.field).toBe(field);
      };
      await bad({ start_date: '2026-02-30', end_date: '2026-03-01' }, 'start_date');
      await bad({ start_date: '2026-03-01', end_date: '2026-3-1' }, 'end_date');
      await bad({ start_date: day(10), end_date: day(9) }, 'end_date');
      await bad({ start_date: '2026-01-01', end_date: '2026-04-03' }, 'end_date'); // 93 days
      await bad({ period: 'week', start_date: '2026-01-01', end_date: '2026-04-03' }, 'end_date');
      await bad({ period: 'month', start_date: '2025-01-01', end_date: '2026-01-31' }, 'end_date'); // 13 months
      await bad({ period: 'year', start_date: day(1), end_date: day(2) }, 'period');
      expect(
        (await call(A, OPERATION, { period: 'day', start_date: '2026-01-01', end_date: '2026-04-02' })).body.code,
      ).toBe('100');
      expect(
        (await call(A, OPERATION, { period: 'month', start_date: '2025-02-01', end_date: '2026-01-31' })).body.data
          .rows,
      ).toHaveLength(12);
    });
  });

  describe('StratifiedTable', () => {
    it('one row per depth with the members registered by end_date; rows sum to the totals', async () => {
      const { body } = await call(A, STRATIFIED, { start_date: day(1), end_date: monthEnd });
      expect(body.code).toBe('100');
      expect(body.data.rows).toEqual([
        {
          depth: 1,
          members: 4,
          agents: 1,
          deposits: 150,
          deposit_count: 2,
          withdrawals: 40,
          withdrawal_count: 1,
          bets: 500,
          wins: 260,
          net_result: 240,
          bonuses: 5,
          active_members: 2,
          new_members: 4,
        },
        {
          depth: 2,
          members: 1,
          agents: 0,
          deposits: 30,
          deposit_count: 1,
          withdrawals: 0,
          withdrawal_count: 0,
          bets: 80,
          wins: 20,
          net_result: 60,
          bonuses: 2.33,
          active_members: 1,
          new_members: 1,
        },
      ]);
      expect(body.data.totals).toEqual({ members: 5, agents: 1, ...monthTotals, active_members: 3 });
      // Before m3 registered (day 15), depth 1 has three members.
      const early = await call(A, STRATIFIED, { start_date: day(1), end_date: day(14) });
      expect(early.body.data.rows[0]).toMatchObject({ depth: 1, members: 3, agents: 1 });
      const bad = await call(A, STRATIFIED, { start_date: day(2), end_date: day(1) });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('end_date');
      // An agent without a downline: no rows, zero totals.
      const none = await call(B, STRATIFIED, { start_date: day(1), end_date: monthEnd });
      expect(none.body.data.rows).toEqual([]);
      expect(none.body.data.totals).toMatchObject({ members: 0, bets: 0 });
    });
  });

  describe('PerformanceSettlement', () => {
    it('settles a closed month once when started three times at once, paying the tier commission rounded down', async () => {
      const agentsOfSite = await db()
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.siteId, 1), eq(members.isAgent, 1), eq(members.agentActive, 1)));
      const paidInM = async () => {
        const [row] = await db()
          .select({ paid: sql<string>`coalesce(sum(${agentSettlements.commission}), 0)::text` })
          .from(agentSettlements)
          .where(and(eq(agentSettlements.period, M), eq(agentSettlements.currency, 'USD')));
        return BigInt(row!.paid);
      };
      const rowsInM = async () =>
        (await db().select({ n: count() }).from(agentSettlements).where(eq(agentSettlements.period, M)))[0]!.n;
      const paidBefore = await paidInM();
      const rowsBefore = await rowsInM();
      const before = (await memberBalances(db(), A.id, 'USD')).main;
      // What member.cash is published from (realtime/platform.ts listens to the ledger).
      const heard: PostedEntry[] = [];
      const stopListening = onEntryPosted(db(), (e) => heard.push(e));
      const [r1, r2, r3] = await Promise.all([
        settleAgents(db(), { siteId: 1, period: M }),
        settleAgents(db(), { siteId: 1, period: M }),
        post(server, SETTLE, { period: M }, OP).then(json),
      ]);
      expect(r3.code).toBe('100');
      for (const r of [r1, r2, { settled: r3.data.settled as number, already: r3.data.already as number }])
        expect(r.settled + r.already).toBe(agentsOfSite[0]!.n);
      // Each agent was settled by exactly one of the runs.
      expect(r1.settled + r2.settled + (r3.data.settled as number)).toBe((await rowsInM()) - rowsBefore);
      const rows = await db()
        .select()
        .from(agentSettlements)
        .where(and(eq(agentSettlements.period, M), inArray(agentSettlements.agentId, [A.id, B.id, S.id])));
      expect(rows).toHaveLength(3);
      const byAgent = new Map(rows.map((r) => [r.agentId, r]));
      // A: base 580 − 280 − 7.33 = 292.67 with 3 active members → 30 % → 87.801 → 87.80.
      expect(byAgent.get(A.id)).toMatchObject({
        bets: 58_000n,
        wins: 28_000n,
        bonuses: 733n,
        base: 29_267n,
        activeMembers: 3,
        tierIndex: 1,
        rateBp: 3000,
        commission: 8_780n,
        status: 'paid',
        startDate: day(1),
        endDate: monthEnd,
      });
      // S: 80 − 20 − 2.33 = 57.67, 1 active → 20 % → 11.534 → 11.53. B: nothing.
      expect(byAgent.get(S.id)).toMatchObject({ base: 5_767n, tierIndex: 0, commission: 1_153n, status: 'paid' });
      expect(byAgent.get(B.id)).toMatchObject({
        base: 0n,
        tierIndex: -1,
        commission: 0n,
        status: 'nothing',
        entryId: null,
      });
      const entries = await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `agent_commission:${A.id}:${M}`));
      expect(entries[0]!.n).toBe(1);
      expect((await memberBalances(db(), A.id, 'USD')).main).toBe(before + 8_780n);
      stopListening();
      const commissions = heard.filter((e) => e.kind === 'agent_commission');
      expect(commissions.filter((e) => e.memberIds.includes(A.id))).toHaveLength(1);
      expect(commissions.filter((e) => e.memberIds.includes(S.id))).toHaveLength(1);
      // What the three runs report paying is what the month's paid rows hold beyond those paid before.
      const reported =
        (r1.totalCommissionByCurrency.USD ?? 0n) +
        (r2.totalCommissionByCurrency.USD ?? 0n) +
        BigInt(Math.round(((r3.data.total_commission_by_currency.USD as number | undefined) ?? 0) * 100));
      expect((await paidInM()) - paidBefore).toBe(reported);
      expect(reported).toBeGreaterThanOrEqual(8_780n + 1_153n);

      // Once more: all already settled, nothing moves.
      const again = await settleAgents(db(), { siteId: 1, period: M });
      expect(again.settled).toBe(0);
      expect((await memberBalances(db(), A.id, 'USD')).main).toBe(before + 8_780n);
    });

    it('the operator run refuses an open month and defaults to the last closed one', async () => {
      const open = await post(server, SETTLE, { period: monthOf(new Date()) }, OP);
      expect(open.statusCode).toBe(400);
      expect(json(open).field).toBe('period');
      const future = await post(server, SETTLE, { period: '2999-01' }, OP);
      expect(future.statusCode).toBe(400);
      expect((await post(server, SETTLE, { period: '2026-13' }, OP)).statusCode).toBe(400);
      expect((await post(server, SETTLE, {}, { headers: { 'x-operator-key': 'wrong' } })).statusCode).toBe(401);
      const last = json(await post(server, SETTLE, {}, OP));
      expect(last.code).toBe('100');
      expect(last.data.period).toBe(NEXT);
      // In NEXT A's downline bet 10.00 with nobody active: no tier, nothing paid.
      const [row] = await db()
        .select()
        .from(agentSettlements)
        .where(and(eq(agentSettlements.agentId, A.id), eq(agentSettlements.period, NEXT)));
      expect(row).toMatchObject({ bets: 1_000n, activeMembers: 0, tierIndex: -1, status: 'nothing' });
    });

    it('lists the statements with the month so far and the tiers; the detail is the owner’s only', async () => {
      const list = await call(A, SETTLEMENTS, {});
      expect(list.body.code).toBe('100');
      const data = list.body.data;
      expect(data.currency).toBe('USD');
      expect(data.tiers).toEqual([
        { min_profit: 0, min_active_members: 1, rate_percent: 20 },
        { min_profit: 200, min_active_members: 3, rate_percent: 30 },
        { min_profit: 500, min_active_members: 3, rate_percent: 40 },
      ]);
      expect(data.current).toMatchObject({
        period: monthOf(new Date()),
        start_date: `${monthOf(new Date())}-01`,
        bets: 0,
      });
      expect(data.list.map((s: { period: string }) => s.period)).toEqual([NEXT, M]);
      expect(data.total).toBe(2);
      expect(data.total_commission).toBe(87.8);
      const mine = data.list[1];
      expect(mine).toMatchObject({
        period: M,
        start_date: day(1),
        end_date: monthEnd,
        active_members: 3,
        bets: 580,
        wins: 280,
        net_result: 300,
        bonuses: 7.33,
        base: 292.67,
        tier_index: 1,
        rate_percent: 30,
        commission: 87.8,
        status: 'paid',
      });

      const detail = await call(A, DETAIL, { id: mine.id });
      expect(detail.body.code).toBe('100');
      expect(detail.body.data.settlement).toEqual(mine);
      expect(detail.body.data.by_game_type).toEqual([
        { gt_id: 1, rounds: 3, bets: 420, wins: 120, net_result: 300 },
        { gt_id: 2, rounds: 2, bets: 160, wins: 160, net_result: 0 },
      ]);
      expect(detail.body.data.members).toEqual([
        { member_id: m1.id, account: m1.account, depth: 1, bets: 400, wins: 250, net_result: 150, bonuses: 5 },
        { member_id: s1.id, account: s1.account, depth: 2, bets: 80, wins: 20, net_result: 60, bonuses: 2.33 },
        { member_id: S.id, account: S.account, depth: 1, bets: 60, wins: 10, net_result: 50, bonuses: 0 },
        { member_id: m2.id, account: m2.account, depth: 1, bets: 40, wins: 0, net_result: 40, bonuses: 0 },
      ]);
      expect((await call(B, DETAIL, { id: mine.id })).body.code).toBe('102');
      expect((await call(A, DETAIL, { id: 99_999_999 })).body.code).toBe('102');
    });
  });

  it('the seed: agent01 has a statement for each of the last three months, its detail adding up', async () => {
    const agent01 = { id: 0, account: 'agent01', token: await tokenFor(server, 'agent01') };
    const { body } = await call(agent01, SETTLEMENTS, {});
    expect(body.code).toBe('100');
    const closed = [NEXT, M, monthBefore(M)];
    expect(body.data.list.map((s: { period: string }) => s.period)).toEqual(closed);
    expect(body.data.list.some((s: { status: string }) => s.status === 'paid')).toBe(true);
    for (const s of body.data.list) {
      const detail = (await call(agent01, DETAIL, { id: s.id })).body.data;
      const sum = (rows: Array<Record<string, number>>, f: string) => rows.reduce((t, r) => t + r[f]!, 0);
      expect(sum(detail.members, 'bets')).toBeCloseTo(s.bets, 2);
      expect(sum(detail.by_game_type, 'wins')).toBeCloseTo(s.wins, 2);
      expect(sum(detail.members, 'bonuses')).toBeCloseTo(s.bonuses, 2);
      expect(s.base).toBeCloseTo(s.net_result - s.bonuses, 2);
    }
    // The month so far has figures too.
    const report = await call(agent01, OPERATION, {
      period: 'month',
      start_date: `${M}-01`,
      end_date: localDay(new Date()),
    });
    expect(report.body.data.rows).toHaveLength(3);
    expect(report.body.data.totals.bets).toBeGreaterThan(0);
  });

  it('postEntriesInTx (the activity seed) applies entries once, with the balances and counters of postEntry', async () => {
    const m = await register('agbulk');
    const main = await mainOf(m);
    const before = (await memberBalances(db(), m.id, 'USD')).main;
    const inputs = [1, 2, 3].map((i) => ({
      idempotencyKey: `agrt-bulk:${label}:${i}`,
      kind: 'deposit',
      postings: [
        { accountId: clearing, amount: -BigInt(i * 100) },
        { accountId: main, amount: BigInt(i * 100) },
      ],
      createdAt: at(day(2)),
    }));
    expect(await db().transaction((tx) => postEntriesInTx(tx, inputs))).toBe(3);
    expect(await db().transaction((tx) => postEntriesInTx(tx, inputs))).toBe(0);
    expect((await memberBalances(db(), m.id, 'USD')).main).toBe(before + 600n);
    const overdraw = [
      {
        ...inputs[0]!,
        idempotencyKey: `agrt-bulk:${label}:x`,
        kind: 'withdraw',
        postings: [
          { accountId: main, amount: -(before + 601n) },
          { accountId: clearing, amount: before + 601n },
        ],
      },
    ];
    await expect(db().transaction((tx) => postEntriesInTx(tx, overdraw))).rejects.toThrow(/below zero/);
    await expect(db().transaction((tx) => postEntriesInTx(tx, [{ ...inputs[0]!, kind: 'withdraw' }]))).rejects.toThrow(
      /another movement/,
    );
    expect((await memberBalances(db(), m.id, 'USD')).main).toBe(before + 600n);
  });

  it('answers 101 to a member who is not an active agent, and 401 without a token', async () => {
    const range = { start_date: day(1), end_date: day(2) };
    for (const [url, payload] of [
      [OPERATION, { period: 'day', ...range }],
      [STRATIFIED, range],
      [SETTLEMENTS, {}],
      [DETAIL, { id: 1 }],
    ] as const) {
      expect((await call(n1, url, payload)).body.code).toBe('101');
      expect((await post(server, url, payload)).statusCode).toBe(401);
    }
    await db().update(members).set({ agentActive: 0 }).where(eq(members.id, B.id));
    expect((await call(B, SETTLEMENTS, {})).body.code).toBe('101');
  });
});
