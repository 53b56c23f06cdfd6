import { and, eq, sql } from 'drizzle-orm';
import { issueSession } from '../../../src/modules/auth/sessions';
import { accounts, members, redEnvelopeClaims, redEnvelopePromotions } from '../../../src/db/schema';
import { verifyLedger } from '../../../src/modules/ledger/ledger';
import { claimRedEnvelopeFor, createRedEnvelope } from '../../../src/modules/promotions/red-envelope';
import { ENDED_RED_ENVELOPE_CODE } from '../../../src/seed/red-envelope';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';

const PROMOTION = '/api/arks/web/activity/red_envelope_promotion';
const CLAIM = '/api/arks/web/activity/red_envelope';
const LAYOUT = '/api/member/profile/common/layout';
const CARACAS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const HOUR = 3_600_000;

describe.each(DATABASES)('SPEC §3/§4/§7/§8 red envelope (%s)', (label) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let seq = 0;

  beforeAll(async () => {
    server = await startServer(label);
    for (const a of ['demo01', 'demo02', 'demo03', 'demo04', 'wallet01']) tokens[a] = await tokenFor(server, a);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.platform.db;
  const call = (account: string, url: string, payload: unknown = {}) =>
    post(server, url, payload, { headers: { authorization: tokens[account]! } });
  const mainCash = async (account: string) => json(await call(account, LAYOUT)).data.member_cash as number;
  const poolBalance = async (currency: string) =>
    (
      await db()
        .select({ b: accounts.balance })
        .from(accounts)
        .where(and(eq(accounts.kind, 'promotion_pool'), eq(accounts.currency, currency)))
    )[0]?.b ?? 0n;
  const promo = async (id: number) =>
    (await db().select().from(redEnvelopePromotions).where(eq(redEnvelopePromotions.id, id)))[0]!;
  const claimsOf = async (id: number) =>
    (
      await db()
        .select({
          n: sql<number>`count(*)::int`,
          total: sql<string>`coalesce(sum(${redEnvelopeClaims.cash}), 0)::text`,
        })
        .from(redEnvelopeClaims)
        .where(eq(redEnvelopeClaims.promotionId, id))
    )[0]!;
  const newEnvelope = (
    currency: string,
    budget: bigint,
    min: bigint,
    max: bigint,
    hours: [number, number] = [-1, 24],
  ) => {
    const now = Date.now();
    return createRedEnvelope(db(), {
      code: `test:${label}:${++seq}`,
      siteId: 1,
      currency,
      budget,
      minAmount: min,
      maxAmount: max,
      startsAt: new Date(now + hours[0] * HOUR),
      endsAt: new Date(now + hours[1] * HOUR),
    });
  };
  /** Members created straight in the database, each with a session token. */
  const newMembers = async (n: number, currency: string) => {
    const out: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < n; i++) {
      const account = `re${label[1]}${++seq}x${i}`.toLowerCase();
      const [m] = await db()
        .insert(members)
        .values({ siteId: 1, account, accountKey: account, passwordHash: 'x', currency })
        .returning();
      const s = await issueSession(server.app.platform, m!, {
        ip: '127.0.0.1',
        client: {},
        deviceKey: `dev-${account}`,
      });
      out.push({ id: m!.id, token: s.token });
    }
    return out;
  };

  describe('SPEC §4 red envelope present: end time in the America/Caracas time zone', () => {
    it('answers the seeded envelope of the member currency with end_at as YYYY-MM-DD HH:mm:ss Caracas time', async () => {
      for (const [account, currency] of [
        ['demo01', 'VND'],
        ['demo02', 'USD'],
        ['demo03', 'THB'],
        ['demo04', 'RMB'],
      ] as const) {
        const body = json(await call(account, PROMOTION));
        expect(body.code).toBe('100');
        expect(body.data).toMatchObject({ id: expect.any(Number), timezone: 'America/Caracas', currency });
        expect(body.data.end_at).toMatch(CARACAS);
        const row = await promo(body.data.id);
        expect(row.currency).toBe(currency);
        // Caracas is UTC-4 (no daylight saving): the wall-clock time + 4 h is the stored instant.
        expect(new Date(`${body.data.end_at.replace(' ', 'T')}-04:00`).getTime()).toBe(
          Math.floor(row.endsAt.getTime() / 1000) * 1000,
        );
        expect(row.endsAt.getTime()).toBeGreaterThan(Date.now() + 3 * 24 * HOUR);
      }
    });

    it('a member token is required (401)', async () => {
      expect((await post(server, PROMOTION, {})).statusCode).toBe(401);
      expect((await post(server, CLAIM, { id: 1 })).statusCode).toBe(401);
    });
  });

  describe('SPEC §7 red_envelope claim returns cash; SPEC §8 codes', () => {
    it('claim pays once, moves exactly that cash from the pool, and the envelope is no longer shown', async () => {
      const shown = json(await call('demo02', PROMOTION)).data;
      const before = await mainCash('demo02');
      const poolBefore = await poolBalance('USD');
      const remainingBefore = (await promo(shown.id)).remaining;
      const body = json(await call('demo02', CLAIM, { id: shown.id }));
      expect(body.code).toBe('100');
      expect(body.data.cash).toBeGreaterThanOrEqual(1);
      expect(body.data.cash).toBeLessThanOrEqual(10);
      const minor = BigInt(Math.round(body.data.cash * 100));
      expect(await poolBalance('USD')).toBe(poolBefore - minor);
      expect((await promo(shown.id)).remaining).toBe(remainingBefore - minor);
      expect(Math.round((await mainCash('demo02')) * 100)).toBe(Math.round(before * 100) + Number(minor));
      expect(await verifyLedger(db())).toEqual([]);

      const again = json(await call('demo02', CLAIM, { id: shown.id }));
      expect(again).toMatchObject({ code: '103', data: null });
      expect(await poolBalance('USD')).toBe(poolBefore - minor);
      // A claimed envelope is not shown again.
      expect(json(await call('demo02', PROMOTION))).toMatchObject({ code: '100', data: null });
    });

    it('102 when ended, when unknown, of another currency; 400 without an id', async () => {
      const [ended] = await db()
        .select()
        .from(redEnvelopePromotions)
        .where(eq(redEnvelopePromotions.code, ENDED_RED_ENVELOPE_CODE));
      const poolBefore = await poolBalance('VND');
      expect(json(await call('demo01', CLAIM, { id: ended!.id }))).toMatchObject({ code: '102', data: null });
      expect(json(await call('demo01', CLAIM, { id: 999_999 }))).toMatchObject({ code: '102', data: null });
      const usd = json(await call('demo04', PROMOTION)).data; // RMB member, RMB envelope
      const vndShown = json(await call('demo01', PROMOTION)).data;
      expect(json(await call('demo04', CLAIM, { id: vndShown.id }))).toMatchObject({ code: '102' });
      expect(usd.currency).toBe('RMB');
      expect((await call('demo01', CLAIM, {})).statusCode).toBe(400);
      expect(await poolBalance('VND')).toBe(poolBefore);
    });

    it('102 when it ends while shown (server clock moved past end_at)', async () => {
      const e = await newEnvelope('THB', 100_000n, 1_000n, 2_000n, [-1, 1]);
      server.clock.offsetMs = 2 * HOUR;
      try {
        const shown = json(await call('demo03', PROMOTION)).data;
        expect(shown?.id).not.toBe(e.id);
        expect(json(await call('demo03', CLAIM, { id: e.id }))).toMatchObject({ code: '102' });
      } finally {
        server.clock.offsetMs = 0;
      }
      expect((await promo(e.id)).remaining).toBe(100_000n);
    });

    it('102 when the budget is exhausted; the last claim gets only what remains', async () => {
      // RMB: 15.00 budget, claims of 10.00: the first pays 10.00, the second the last 5.00, the third 102.
      const e = await newEnvelope('RMB', 1_500n, 1_000n, 1_000n, [-1, 0.5]);
      const [a, b, c] = await newMembers(3, 'RMB');
      const claim = (m: { token: string }) =>
        post(server, CLAIM, { id: e.id }, { headers: { authorization: m.token } }).then(json);
      expect((await claim(a!)).data).toEqual({ cash: 10 });
      expect((await claim(b!)).data).toEqual({ cash: 5 });
      expect(await claim(c!)).toMatchObject({ code: '102', data: null });
      expect((await promo(e.id)).remaining).toBe(0n);
      expect(await claimsOf(e.id)).toEqual({ n: 2, total: '1500' });
      expect(await verifyLedger(db())).toEqual([]);
    });
  });

  describe('SPEC §7 red envelope concurrency: the pool is never overpaid', () => {
    it('1,000 concurrent claims by ONE member pay exactly once', async () => {
      const e = await newEnvelope('VND', 1_000_000n, 10_000n, 20_000n);
      const before = await mainCash('wallet01');
      const poolBefore = await poolBalance('VND');
      const answers = await Promise.all(
        Array.from({ length: 1000 }, () => call('wallet01', CLAIM, { id: e.id }).then(json)),
      );
      const paid = answers.filter((a) => a.code === '100');
      expect(paid).toHaveLength(1);
      expect(answers.filter((a) => a.code === '103')).toHaveLength(999);
      const cash = paid[0].data.cash as number;
      expect(await mainCash('wallet01')).toBe(before + cash);
      expect(await poolBalance('VND')).toBe(poolBefore - BigInt(cash));
      expect(await claimsOf(e.id)).toEqual({ n: 1, total: String(cash) });
      expect((await promo(e.id)).remaining).toBe(1_000_000n - BigInt(cash));
      expect(await verifyLedger(db())).toEqual([]);
      // Seconds when idle; the bound is far above that so only a hang, never a busy machine, fails it.
    }, 300_000);

    it('concurrent claims by many members never overpay: remaining ≥ 0, sum of claims = budget spent', async () => {
      // 40 members × 5 concurrent claims each. Every claim pays at least 10,000, so 40 members always
      // exhaust a 300,000 budget: the outcome does not depend on the random draws.
      const e = await newEnvelope('VND', 300_000n, 10_000n, 30_000n);
      const ms = await newMembers(40, 'VND');
      const poolBefore = await poolBalance('VND');
      const answers = await Promise.all(
        ms.flatMap((m) =>
          Array.from({ length: 5 }, () =>
            post(server, CLAIM, { id: e.id }, { headers: { authorization: m.token } }).then(json),
          ),
        ),
      );
      const paid = answers.filter((a) => a.code === '100');
      const paidMinor = paid.reduce((s, a) => s + BigInt(a.data.cash), 0n);
      const row = await promo(e.id);
      expect(row.remaining).toBe(0n);
      expect(paidMinor).toBe(300_000n);
      expect(await claimsOf(e.id)).toEqual({ n: paid.length, total: '300000' });
      expect(await poolBalance('VND')).toBe(poolBefore - 300_000n);
      expect(answers.every((a) => ['100', '102', '103'].includes(a.code))).toBe(true);
      // No member was paid twice.
      const perMember = await db()
        .select({ m: redEnvelopeClaims.memberId, n: sql<number>`count(*)::int` })
        .from(redEnvelopeClaims)
        .where(eq(redEnvelopeClaims.promotionId, e.id))
        .groupBy(redEnvelopeClaims.memberId);
      expect(perMember.every((r) => r.n === 1)).toBe(true);
      expect(await verifyLedger(db())).toEqual([]);
    });

    it('the in-process claim (no HTTP) keeps the same guarantees', async () => {
      const e = await newEnvelope('VND', 50_000n, 10_000n, 10_000n);
      const ms = await newMembers(8, 'VND');
      const answers = await Promise.all(
        ms.flatMap((m) => [1, 2].map(() => claimRedEnvelopeFor(server.app.platform, m.id, e.id))),
      );
      expect(answers.filter((a) => a.code === '100')).toHaveLength(5);
      expect((await promo(e.id)).remaining).toBe(0n);
      expect(await claimsOf(e.id)).toEqual({ n: 5, total: '50000' });
    });
  });
});
