/**
 * The agent area's core (SPEC §2 agent menu, §6 agent access, §7 apply_for_agent): the programme,
 * the application and its review by the operator, the attribution of a registration (agent link,
 * agent's recommend code, agent domain) seen in DownlineInfo and Promotion, the downline tree of the
 * seeded agent01, and Transfer (limits, withdraw password and its lock shared with withdrawals, never
 * overdrawn under concurrent transfers, idempotency). The ledger balances after each test.
 */
import { hash } from '@node-rs/argon2';
import { and, count, eq } from 'drizzle-orm';
import { DEV_OPERATOR_API_KEY } from '../../../src/config';
import { agentApplications, agentDomains, agentProgrammes, agentTransfers, members } from '../../../src/db/schema';
import { ensureAccount, houseAccount, postEntry, verifyLedger } from '../../../src/modules/ledger/ledger';
import { memberBalances } from '../../../src/modules/members/members';
import { DATABASES, json, login, post, startServer, type TestServer } from '../../helpers';

const PROGRAMME = '/api/arks/web/agent/programme';
const STATUS = '/api/member/apply_for_agent/status';
const APPLY = '/api/member/apply_for_agent/apply';
const DOWNLINE = '/api/arks/web/agent/downline';
const PROMOTION = '/api/arks/web/agent/promotion';
const TRANSFER = '/api/arks/web/agent/transfer';
const TRANSFERS = '/api/arks/web/agent/transfers';
const APPLICATIONS = '/api/operator/agent-applications';
const REVIEW = '/api/operator/agent-applications/review';
const OPERATOR = { 'x-operator-key': DEV_OPERATOR_API_KEY };

describe.each(DATABASES)('agent area core (%s)', (label) => {
  let server: TestServer;
  let seq = 0;

  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    server.clock.offsetMs = 0;
    expect(await verifyLedger(server.app.platform.db)).toEqual([]);
  });

  const db = () => server.app.platform.db;
  const stamp = () => `${Date.now().toString(36).slice(-4)}${++seq}`;
  const address = () => `10.${label === 'PGlite' ? 93 : 94}.${Math.floor(++seq / 250) % 250}.${(seq % 250) + 1}`;
  const call = async (token: string, url: string, payload: unknown = {}, headers: Record<string, string> = {}) => {
    const res = await post(server, url, payload, { headers: { authorization: token, ...headers } });
    return { status: res.statusCode, body: json(res) };
  };
  const operator = async (url: string, payload: unknown) => {
    const res = await post(server, url, payload, { headers: OPERATOR });
    return { status: res.statusCode, body: json(res) };
  };
  const tokens = new Map<string, string>();
  /** One session per seeded account (a new login would end the previous one). */
  const tokenOf = async (account: string) => {
    if (!tokens.has(account)) {
      const { body } = await login(server, account, 'demo1234', address());
      if (body.code !== '100') throw new Error(`login ${account}: ${JSON.stringify(body)}`);
      tokens.set(account, body.data.token as string);
    }
    return tokens.get(account)!;
  };
  const idOf = async (account: string) => {
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.accountKey, account));
    return row!.id;
  };

  /** A USD member signed up through the register route, with an agent link, a code or an agent domain. */
  const register = async (prefix: string, referral: Record<string, unknown> = {}) => {
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
        ...referral,
      },
      { remoteAddress: address() },
    );
    const body = json(res);
    expect(body).toMatchObject({ code: '100' });
    return { account, id: body.data.member_id as number, token: body.data.token as string };
  };
  type Member = Awaited<ReturnType<typeof register>>;

  /** A USD member who applied and was approved by the operator. */
  const newAgent = async (prefix: string, referral: Record<string, unknown> = {}) => {
    const m = await register(prefix, referral);
    const applied = await call(m.token, APPLY, { contact: '@telegram', message: 'Streams', agree: 1 });
    expect(applied.body.code).toBe('100');
    const reviewed = await operator(REVIEW, { id: applied.body.data.id, decision: 'approve' });
    expect(reviewed.status).toBe(200);
    return { ...m, level: reviewed.body.data.agent_level as number };
  };
  const fund = async (m: Pick<Member, 'id'>, amount: bigint) => {
    const main = await ensureAccount(db(), { kind: 'member_main', memberId: m.id, currency: 'USD' });
    await postEntry(db(), {
      idempotencyKey: `test:agent-fund:${m.id}:${stamp()}`,
      kind: 'opening_balance',
      postings: [
        { accountId: await houseAccount(db(), 'USD'), amount: -amount },
        { accountId: main, amount },
      ],
    });
  };
  /** The main wallet, minor units. */
  const mainOf = async (id: number) => (await memberBalances(db(), id, 'USD')).main;
  const setWithdrawPassword = async (id: number, password: string) =>
    db()
      .update(members)
      .set({ withdrawPasswordHash: await hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 }) })
      .where(eq(members.id, id));

  describe('programme', () => {
    it('answers the VND programme to a visitor: tiers lowest first in major units, limits, level names', async () => {
      const body = json(await post(server, PROGRAMME, { site_id: 1, currency: 'VND' }));
      expect(body.code).toBe('100');
      expect(body.data).toEqual({
        currency: 'VND',
        open: 1,
        settlement_period: 'month',
        active_bet_min: 500_000,
        tiers: [
          { min_profit: 0, min_active_members: 1, rate_percent: 20 },
          { min_profit: 50_000_000, min_active_members: 5, rate_percent: 30 },
          { min_profit: 200_000_000, min_active_members: 10, rate_percent: 40 },
        ],
        transfer_min: 50_000,
        transfer_max: 20_000_000,
        transfer_daily_max: 100_000_000,
        max_level: 5,
        level_names: [
          { agent_level: 1, name: 'Đại lý cấp 1' },
          { agent_level: 2, name: 'Đại lý cấp 2' },
          { agent_level: 3, name: 'Đại lý cấp 3' },
        ],
      });
      const usd = json(await post(server, PROGRAMME, { currency: 'USD' }));
      expect(usd.data).toMatchObject({ transfer_min: 2, transfer_max: 1000, active_bet_min: 20 });
      expect(usd.data.tiers[1]).toEqual({ min_profit: 2000, min_active_members: 5, rate_percent: 30 });
    });
    it('a currency without a programme is closed; a malformed currency is HTTP 400', async () => {
      const body = json(await post(server, PROGRAMME, { currency: 'EUR' }));
      expect(body.data).toMatchObject({ currency: 'EUR', open: 0, tiers: [], transfer_max: 0, level_names: [] });
      expect((await post(server, PROGRAMME, { currency: 'usd' })).statusCode).toBe(400);
    });
  });

  describe('apply and review', () => {
    it('none → pending (102 again, with the application) → rejected with the note → pending → approved; 101 after', async () => {
      const m = await register('ap');
      expect((await call(m.token, STATUS)).body.data).toEqual({
        state: 'none',
        is_agent: 0,
        agent_active: 0,
        agent_level: 0,
        application: null,
      });
      const first = await call(m.token, APPLY, { contact: 'zalo 0901', message: ' My shop ', agree: 1 });
      expect(first.body).toMatchObject({
        code: '100',
        data: { status: 'pending', contact: 'zalo 0901', message: 'My shop', reviewed_at: '', review_note: '' },
      });
      const again = await call(m.token, APPLY, { contact: 'zalo 0901', agree: 1 });
      expect(again.body).toMatchObject({ code: '102', data: { id: first.body.data.id, status: 'pending' } });

      const listed = await operator(APPLICATIONS, { status: 'pending', count: 100 });
      expect(listed.body.data.list).toContainEqual(
        expect.objectContaining({
          id: first.body.data.id,
          member_id: m.id,
          member_account: m.account,
          currency: 'USD',
        }),
      );
      const rejected = await operator(REVIEW, { id: first.body.data.id, decision: 'reject', note: 'Tell us more' });
      expect(rejected.body.data).toEqual({
        id: first.body.data.id,
        status: 'rejected',
        member_id: m.id,
        agent_level: 0,
      });
      expect((await operator(REVIEW, { id: first.body.data.id, decision: 'approve' })).status).toBe(409);
      expect((await operator(REVIEW, { id: 99_999_999, decision: 'approve' })).status).toBe(404);
      expect((await call(m.token, STATUS)).body.data).toMatchObject({
        state: 'rejected',
        is_agent: 0,
        application: { status: 'rejected', review_note: 'Tell us more', reviewed_at: expect.any(String) },
      });

      const second = await call(m.token, APPLY, { contact: 'zalo 0901', message: 'Now with more', agree: 1 });
      expect(second.body.code).toBe('100');
      const publish = jest.spyOn(server.app.platform.publisher, 'publish');
      const approved = await operator(REVIEW, { id: second.body.data.id, decision: 'approve' });
      expect(approved.body.data).toEqual({
        id: second.body.data.id,
        status: 'approved',
        member_id: m.id,
        agent_level: 1,
      });
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({ channel: `member.${m.id}`, event: 'profile.updated', data: { field: 'agent' } }),
      );
      publish.mockRestore();

      const layout = await call(m.token, '/api/member/profile/common/layout');
      expect(layout.body.data).toMatchObject({ is_agent: 1, agent_active: 1, agent_level: 1, member_type: 2 });
      expect((await call(m.token, '/api/member/apply_for_agent/check')).body.code).toBe('100');
      expect((await call(m.token, STATUS)).body.data).toMatchObject({
        state: 'approved',
        is_agent: 1,
        agent_active: 1,
      });
      expect((await call(m.token, APPLY, { contact: 'zalo 0901', agree: 1 })).body.code).toBe('101');
      const [row] = await db().select().from(members).where(eq(members.id, m.id));
      expect(row!.recommendCode).toMatch(/^[A-Z2-9]{8}$/);
    });
    it('a double submit at once leaves one pending application (the other answers 102)', async () => {
      const m = await register('dbl');
      const answers = await Promise.all([1, 2, 3].map(() => call(m.token, APPLY, { contact: 'phone 555', agree: 1 })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.body.code).sort()).toEqual(['100', '102', '102']);
      const [pending] = await db()
        .select({ n: count() })
        .from(agentApplications)
        .where(and(eq(agentApplications.memberId, m.id), eq(agentApplications.status, 'pending')));
      expect(pending!.n).toBe(1);
    });
    it('103 when the programme is closed for the currency; the body is checked (agree, contact)', async () => {
      const m = await register('cl');
      const usd = and(eq(agentProgrammes.siteId, 1), eq(agentProgrammes.currency, 'USD'));
      await db().update(agentProgrammes).set({ open: 0 }).where(usd);
      try {
        expect((await call(m.token, APPLY, { contact: 'phone 555', agree: 1 })).body.code).toBe('103');
      } finally {
        await db().update(agentProgrammes).set({ open: 1 }).where(usd);
      }
      expect((await call(m.token, APPLY, { contact: 'phone 555', agree: 0 })).status).toBe(400);
      expect((await call(m.token, APPLY, { contact: 'x', agree: 1 })).status).toBe(400);
    });
    it('an approved member brought by an agent is one level below it, or at the level the operator gives', async () => {
      const top = await newAgent('top');
      expect(top.level).toBe(1);
      const sub = await newAgent('sub', { register_type: 'member_agent', introducer: String(top.id) });
      expect(sub.level).toBe(2);
      const m = await register('lvl', { register_type: 'member_agent', introducer: String(sub.id) });
      const applied = await call(m.token, APPLY, { contact: '@lvl', agree: 1 });
      const reviewed = await operator(REVIEW, { id: applied.body.data.id, decision: 'approve', agent_level: 5 });
      expect(reviewed.body.data.agent_level).toBe(5);
      expect((await operator(REVIEW, { id: applied.body.data.id, decision: 'approve', agent_level: 6 })).status).toBe(
        400,
      );
    });
    it('the operator calls need the operator key', async () => {
      expect((await post(server, APPLICATIONS, {})).statusCode).toBe(401);
      expect(
        (await post(server, REVIEW, { id: 1, decision: 'approve' }, { headers: { 'x-operator-key': 'no' } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('registration attribution, DownlineInfo and Promotion', () => {
    it('link (?id), code (?invite) and domain registrations: register_source, downline sources, promotion counts', async () => {
      const agent = await newAgent('att');
      const promo = await call(agent.token, PROMOTION);
      expect(promo.body.code).toBe('100');
      const code = promo.body.data.recommend_code as string;
      expect(promo.body.data).toMatchObject({
        agent_id: agent.id,
        link_path: `/register?id=${agent.id}`,
        invite_path: `/register?invite=${code}`,
        currency: 'USD',
        domains: [],
      });
      const host = `a${stamp()}.agents.local`;
      const [domain] = await db()
        .insert(agentDomains)
        .values({ siteId: 1, host, agentId: agent.id, currency: 'USD' })
        .returning();
      const checked = json(await post(server, '/api/arks/web/check-agent-domain', { host, site_id: 1 }));
      expect(checked.data).toEqual({ is_valid: 1, currency: 'USD', agent_id: agent.id, agent_domain_id: domain!.id });

      const byLink = await register('lnk', { register_type: 'member_agent', introducer: String(agent.id) });
      const byCode = await register('cod', { register_type: 'recommend_code', introducer: code });
      const byDomain = await register('dom', { agent_domain_id: domain!.id });
      const plain = await register('pln');
      const rows = await db().select().from(members).where(eq(members.introducerId, agent.id));
      const sourceOf = (id: number) => rows.find((r) => r.id === id);
      expect(sourceOf(byLink.id)).toMatchObject({
        registerSource: 'link',
        registerType: 'member_agent',
        agentDomainId: null,
      });
      expect(sourceOf(byCode.id)).toMatchObject({ registerSource: 'code', registerType: 'recommend_code' });
      expect(sourceOf(byDomain.id)).toMatchObject({ registerSource: 'domain', agentDomainId: domain!.id });
      expect(sourceOf(plain.id)).toBeUndefined();
      // A non-agent's recommend code is a referral: no agent source.
      const [referred] = await db()
        .select({ source: members.registerSource })
        .from(members)
        .where(eq(members.id, (await register('ref', { register_type: 'recommend_code', introducer: 'SAOVANG1' })).id));
      expect(referred!.source).toBe('');

      const downline = await call(agent.token, DOWNLINE);
      expect(downline.body.code).toBe('100');
      expect(downline.body.data.total).toBe(3);
      expect(downline.body.data.path).toEqual([{ id: agent.id, account: agent.account, agent_level: 1 }]);
      const bySource = Object.fromEntries(
        (downline.body.data.list as Array<{ id: number; source: string }>).map((r) => [r.id, r.source]),
      );
      expect(bySource).toEqual({ [byLink.id]: 'link', [byCode.id]: 'code', [byDomain.id]: 'domain' });
      // Newest first.
      expect(downline.body.data.list.map((r: { id: number }) => r.id)).toEqual([byDomain.id, byCode.id, byLink.id]);

      const after = await call(agent.token, PROMOTION);
      expect(after.body.data.recommend_code).toBe(code);
      expect(after.body.data.domains).toEqual([{ id: domain!.id, host, currency: 'USD', active: 1 }]);
      expect(after.body.data.sources).toEqual([
        { source: 'link', domain_id: 0, host: '', registrations: 1, depositors: 0 },
        { source: 'code', domain_id: 0, host: '', registrations: 1, depositors: 0 },
        { source: 'domain', domain_id: domain!.id, host, registrations: 1, depositors: 0 },
      ]);
      const recent = after.body.data.recent as Array<{ date: string; registrations: number }>;
      expect(recent).toHaveLength(30);
      expect(recent[29]!.registrations).toBe(3);
      expect(recent.slice(0, 29).every((d) => d.registrations === 0)).toBe(true);
      expect(recent[0]!.date < recent[29]!.date).toBe(true);
    });
    it('a deposit credited through the ledger counts the member as a depositor of its source', async () => {
      const agent = await newAgent('dep');
      const m = await register('dpm', { register_type: 'member_agent', introducer: String(agent.id) });
      const main = await ensureAccount(db(), { kind: 'member_main', memberId: m.id, currency: 'USD' });
      const clearing = await ensureAccount(db(), { kind: 'payment_clearing', currency: 'USD' });
      await postEntry(db(), {
        idempotencyKey: `test:deposit:${m.id}`,
        kind: 'deposit',
        postings: [
          { accountId: clearing, amount: -2_000n },
          { accountId: main, amount: 2_000n },
        ],
      });
      const promo = await call(agent.token, PROMOTION);
      expect(promo.body.data.sources[0]).toEqual({
        source: 'link',
        domain_id: 0,
        host: '',
        registrations: 1,
        depositors: 1,
      });
    });
    it("agent01's tree: sub-agents first with their downline counts, a sub-agent's level, search, status, 102", async () => {
      const token = await tokenOf('agent01');
      const agent01 = await idOf('agent01');
      const top = await call(token, DOWNLINE, { count: 5 });
      expect(top.body.code).toBe('100');
      const data = top.body.data;
      expect(data.totals).toMatchObject({ members: 24, agents: 2, max_depth: 2 });
      expect(data.totals.active_30d).toBeGreaterThan(0);
      expect(data.total).toBe(14);
      expect(data.bands).toEqual({ low_max: 500_000, medium_max: 5_000_000 });
      expect(data.path).toEqual([{ id: agent01, account: 'agent01', agent_level: 1 }]);
      expect(
        data.list
          .slice(0, 2)
          .map((r: { account: string }) => r.account)
          .sort(),
      ).toEqual(['ag01s01', 'ag01s02']);
      expect(data.list[0]).toMatchObject({ is_agent: 1, agent_level: 2, depth: 1, downline_count: 5, source: 'link' });
      expect(data.list[2]).toMatchObject({ is_agent: 0, downline_count: 0, depth: 1 });

      const s01 = await idOf('ag01s01');
      const below = await call(token, DOWNLINE, { parent_id: s01, count: 100 });
      expect(below.body.data.path).toEqual([
        { id: agent01, account: 'agent01', agent_level: 1 },
        { id: s01, account: 'ag01s01', agent_level: 2 },
      ]);
      expect(below.body.data.list.map((r: { account: string }) => r.account)).toEqual([
        'ag01s01m5',
        'ag01s01m4',
        'ag01s01m3',
        'ag01s01m2',
        'ag01s01m1',
      ]);
      expect(below.body.data.list.every((r: { depth: number }) => r.depth === 2)).toBe(true);
      expect(below.body.data.totals.members).toBe(24);

      // A search covers the whole tree, whatever parent_id says.
      const found = await call(token, DOWNLINE, { account: 'AG01S02M', parent_id: await idOf('demo01') });
      expect(found.body.data.total).toBe(5);
      expect(found.body.data.path).toEqual([{ id: agent01, account: 'agent01', agent_level: 1 }]);
      expect(found.body.data.list.every((r: { account: string }) => r.account.startsWith('ag01s02m'))).toBe(true);

      const frozen = await call(token, DOWNLINE, { status: 'frozen' });
      expect(frozen.body.data.list.map((r: { account: string }) => r.account)).toEqual(['ag01m11']);

      const all = await call(token, DOWNLINE, { account: 'ag01m', count: 100 });
      const byAccount = new Map(
        (all.body.data.list as Array<Record<string, unknown>>).map((r) => [r.account as string, r]),
      );
      expect(byAccount.get('ag01m01')).toMatchObject({ member_name: 'N************i', source: 'link' });
      expect(byAccount.get('ag01m02')).toMatchObject({ source: 'code' });
      expect(byAccount.get('ag01m03')).toMatchObject({ source: 'domain' });
      expect(byAccount.get('ag01m04')).toMatchObject({ last_login_at: '' });
      // Each band from the member's main wallet against the VND bands (0 / 500,000 / 5,000,000).
      for (const [account, row] of byAccount) {
        const main = (await memberBalances(db(), row.id as number, 'VND')).main;
        const band = main <= 0n ? 'zero' : main <= 500_000n ? 'low' : main <= 5_000_000n ? 'medium' : 'high';
        expect([account, row.balance_band]).toEqual([account, band]);
      }
      expect(new Set([...byAccount.values()].map((r) => r.balance_band)).size).toBeGreaterThan(2);
      expect(byAccount.get('ag01m01')!.last_login_at).not.toBe('');

      const outsider = await idOf('demo01');
      expect((await call(token, DOWNLINE, { parent_id: outsider })).body.code).toBe('102');
      expect((await call(token, DOWNLINE, { account: 'a' })).status).toBe(400);
      expect((await call(token, DOWNLINE, { count: 101 })).status).toBe(400);

      // A sub-agent sees its own tree only.
      const sub = await call(await tokenOf('ag01s01'), DOWNLINE);
      expect(sub.body.data.totals).toMatchObject({ members: 5, agents: 0, max_depth: 1 });
      expect((await call(await tokenOf('ag01s01'), DOWNLINE, { parent_id: agent01 })).body.code).toBe('102');
    });
    it('101 on every ProxyCenter call for a member who is not an active agent', async () => {
      for (const account of ['apply01', 'agent02']) {
        const token = await tokenOf(account);
        for (const [url, payload] of [
          [DOWNLINE, {}],
          [PROMOTION, {}],
          [TRANSFER, { member_id: 1, amount: 10, withdraw_password: '1234' }],
          [TRANSFERS, {}],
        ] as const) {
          const res = await call(token, url, payload);
          expect([url, res.status, res.body]).toEqual([
            url,
            200,
            { code: '101', message: 'You are not an active agent', data: null },
          ]);
        }
      }
      expect((await post(server, DOWNLINE, {})).statusCode).toBe(401);
    });
  });

  describe('transfer', () => {
    let agent: Member;
    let members3: Member[];
    beforeAll(async () => {
      agent = await newAgent('trf');
      members3 = [];
      for (const p of ['ta', 'tb', 'tc'])
        members3.push(await register(p, { register_type: 'member_agent', introducer: String(agent.id) }));
    });
    const transfer = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call(agent.token, TRANSFER, { withdraw_password: '2580', ...payload }, headers);

    it('checks in order: 102 not downline or self, 103 inactive, 104 no password, 105 wrong, 107/108 limits, 110', async () => {
      const [a, , c] = members3;
      expect((await transfer({ member_id: await idOf('demo02'), amount: 10 })).body.code).toBe('102');
      expect((await transfer({ member_id: agent.id, amount: 10 })).body.code).toBe('102');
      await db().update(members).set({ status: 'disabled' }).where(eq(members.id, c!.id));
      expect((await transfer({ member_id: c!.id, amount: 10 })).body.code).toBe('103');
      expect((await transfer({ member_id: a!.id, amount: 10 })).body.code).toBe('104');
      await setWithdrawPassword(agent.id, '2580');
      expect((await transfer({ member_id: a!.id, amount: 10, withdraw_password: '1111' })).body).toEqual({
        code: '105',
        message: 'Wrong withdraw password',
        data: { attempts_left: 4 },
      });
      expect((await transfer({ member_id: a!.id, amount: 1.5 })).body.code).toBe('107');
      expect((await transfer({ member_id: a!.id, amount: 1000.01 })).body.code).toBe('108');
      expect((await transfer({ member_id: a!.id, amount: 10 })).body).toEqual({
        code: '110',
        message: 'Not enough money in your wallet',
        data: { member_cash: 0 },
      });
      const bad = await transfer({ member_id: a!.id, amount: 10.001 });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field: 'amount' });
      expect((await transfer({ member_id: a!.id, amount: 10, withdraw_password: '12a4' })).status).toBe(400);
    });

    it('moves money once per key; another body under the key is 409; both wallets change', async () => {
      const [a, b] = members3;
      await fund(agent, 10_000n);
      const key = { 'idempotency-key': `agent-transfer-${stamp()}` };
      const publish = jest.spyOn(server.app.platform.publisher, 'publish');
      const first = await transfer({ member_id: a!.id, amount: 12.5, memo: 'welcome' }, key);
      expect(first.body).toMatchObject({
        code: '100',
        data: { member_id: a!.id, member_account: a!.account, amount: 12.5, member_cash: 87.5 },
      });
      const again = await transfer({ member_id: a!.id, amount: 12.5, memo: 'welcome' }, key);
      expect(again.body).toEqual(first.body);
      expect((await transfer({ member_id: b!.id, amount: 12.5, memo: 'welcome' }, key)).status).toBe(409);
      expect(await mainOf(agent.id)).toBe(8_750n);
      expect(await mainOf(a!.id)).toBe(1_250n);
      // Both members hear member.cash with their new main wallet (published after the commit).
      // (the funding's own event may arrive here too: the transfer's is the last one)
      const cashOf = (id: number) =>
        publish.mock.calls.filter(([e]) => e.channel === `member.${id}` && e.event === 'member.cash').at(-1)?.[0].data;
      const heard = () =>
        (cashOf(agent.id) as { member_cash?: number } | undefined)?.member_cash === 87.5 && cashOf(a!.id);
      for (let i = 0; i < 50 && !heard(); i++) await new Promise((r) => setTimeout(r, 20));
      const [agentCash, memberCash] = [cashOf(agent.id), cashOf(a!.id)];
      publish.mockRestore();
      expect(agentCash).toMatchObject({ member_id: agent.id, member_cash: 87.5 });
      expect(memberCash).toMatchObject({ member_id: a!.id, member_cash: 12.5 });
      const rows = await db().select().from(agentTransfers).where(eq(agentTransfers.agentId, agent.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ memberId: a!.id, amount: 1250n, memo: 'welcome', currency: 'USD' });

      // Both members' transaction records show the movement (type agent_transfer).
      const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
      const record = async (token: string) =>
        (
          await call(token, '/api/arks/web/member/transaction-record', {
            start_date: today,
            end_date: today,
            type: 'agent_transfer',
          })
        ).body.data.list as Array<Record<string, unknown>>;
      const remark = { key: 'agent_transfer', params: { agent: agent.account, member: a!.account } };
      expect(await record(a!.token)).toEqual([
        expect.objectContaining({ type: 'agent_transfer', amount: 12.5, balance_after: 12.5, wallet: 'main', remark }),
      ]);
      expect(await record(agent.token)).toEqual([
        expect.objectContaining({ type: 'agent_transfer', amount: -12.5, balance_after: 87.5, remark }),
      ]);
    });

    it('never overdraws under concurrent transfers: 10 at once of 20 from 87.5 → 4 pass, the rest 110', async () => {
      const [, b] = members3;
      const answers = await Promise.all(Array.from({ length: 10 }, () => transfer({ member_id: b!.id, amount: 20 })));
      const codes = answers.map((r) => r.body.code as string);
      expect(codes.filter((c) => c === '100')).toHaveLength(4);
      expect(codes.filter((c) => c === '110')).toHaveLength(6);
      expect(await mainOf(agent.id)).toBe(750n);
      expect(await mainOf(b!.id)).toBe(8_000n);
      const [transferred] = await db()
        .select({ n: count() })
        .from(agentTransfers)
        .where(and(eq(agentTransfers.agentId, agent.id), eq(agentTransfers.memberId, b!.id)));
      expect(transferred!.n).toBe(4);
    });

    it("the day's limit: 109 with what is left; the list with its totals, account filter and dates", async () => {
      const [a, b] = members3;
      await fund(agent, 500_000n);
      for (let i = 0; i < 4; i++) expect((await transfer({ member_id: a!.id, amount: 1000 })).body.code).toBe('100');
      // 12.5 + 80 + 4000 transferred today; the day's limit is 5000.
      const over = await transfer({ member_id: b!.id, amount: 950 });
      expect(over.body).toEqual({
        code: '109',
        message: "The amount is over today's transfer limit",
        data: { left: 907.5 },
      });
      expect((await transfer({ member_id: b!.id, amount: 907.5 })).body.code).toBe('100');

      const list = await call(agent.token, TRANSFERS, { count: 3 });
      expect(list.body.data).toMatchObject({
        total: 10,
        page: 1,
        count: 3,
        total_amount: 5000,
        today_total: 5000,
        daily_left: 0,
      });
      expect(list.body.data.list).toHaveLength(3);
      expect(list.body.data.list[0]).toMatchObject({ member_id: b!.id, member_account: b!.account, amount: 907.5 });
      const onlyA = await call(agent.token, TRANSFERS, { account: a!.account.slice(0, 6), count: 100 });
      expect(onlyA.body.data).toMatchObject({ total: 5, total_amount: 4012.5 });
      const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
      const dated = await call(agent.token, TRANSFERS, { start_date: today, end_date: today });
      expect(dated.body.data.total).toBe(10);
      expect(
        (await call(agent.token, TRANSFERS, { start_date: '2020-01-01', end_date: '2020-01-02' })).body.data.total,
      ).toBe(0);
      expect((await call(agent.token, TRANSFERS, { start_date: today })).status).toBe(400);

      // The next Caracas day starts again.
      server.clock.offsetMs = 86_400_000;
      const tomorrow = await call(agent.token, TRANSFERS, {});
      expect(tomorrow.body.data).toMatchObject({ today_total: 0, daily_left: 5000 });
    });

    it('5 wrong passwords lock transfers and withdrawals (the same count) for 15 minutes', async () => {
      const [a] = members3;
      server.clock.offsetMs = 2 * 86_400_000;
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push((await transfer({ member_id: a!.id, amount: 5, withdraw_password: '0000' })).body);
      // The wrong password of the first test is older than the 15-minute window now.
      expect(answers.map((r) => [r.code, r.data])).toEqual([
        ['105', { attempts_left: 4 }],
        ['105', { attempts_left: 3 }],
        ['105', { attempts_left: 2 }],
        ['105', { attempts_left: 1 }],
        ['105', { attempts_left: 0 }],
      ]);
      // Locked now, also with the right password.
      const locked = await transfer({ member_id: a!.id, amount: 5 });
      expect(locked.body.code).toBe('106');
      expect(locked.body.data.retry_after_s).toBeGreaterThan(800);
      const withdraw = await call(agent.token, '/api/arks/web/withdraw', {
        amount: 10,
        bank_account_id: 1,
        withdraw_password: '2580',
      });
      expect(withdraw.body.code).toBe('207');
      server.clock.offsetMs = 2 * 86_400_000 + 16 * 60_000;
      expect((await transfer({ member_id: a!.id, amount: 5 })).body.code).toBe('100');
    });
  });
});
