import { and, eq, sql } from 'drizzle-orm';
import { SIGN_IN_MESSAGE_KEYS } from '@site/shared/contracts';
import { DEV_OPERATOR_API_KEY } from '../../../src/config';
import { ledgerEntries, members, signInRecords } from '../../../src/db/schema';
import { issueSession } from '../../../src/modules/auth/sessions';
import { memberBalances } from '../../../src/modules/members/members';
import { verifyLedger } from '../../../src/modules/ledger/ledger';
import { caracasDay, dayBefore } from '../../../src/modules/promotions/sign-in';
import { DATABASES, json, post, startServer, type TestServer } from '../../helpers';

const STATUS = '/api/arks/web/activity/sign-in/status';
const SIGN_IN = '/api/arks/web/activity/sign-in';
const SETTINGS = '/api/operator/sign-in/settings';
const OP_KEY = { 'x-operator-key': DEV_OPERATOR_API_KEY };
const DAY = 86_400_000;
/** The seeded VND table: day 1..7, VND has no minor digits. */
const VND_TABLE = [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 20_000];

describe.each(DATABASES)('SPEC §3 daily sign-in reward (%s)', (label) => {
  let server: TestServer;
  let seq = 0;

  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.clock.offsetMs = 0;
  });

  const db = () => server.app.platform.db;
  const now = () => server.app.platform.options.now();
  /** A member straight in the database; `token()` gives a session valid at the server's current time. */
  const newMember = async (currency = 'VND') => {
    const account = `si${label[1]}${++seq}`.toLowerCase();
    const [m] = await db()
      .insert(members)
      .values({ siteId: 1, account, accountKey: account, passwordHash: 'x', currency })
      .returning();
    const token = async () =>
      (await issueSession(server.app.platform, m!, { ip: '127.0.0.1', client: {}, deviceKey: `dev-${account}` })).token;
    return { id: m!.id, currency, token: await token(), renew: token };
  };
  type Member = Awaited<ReturnType<typeof newMember>>;
  const status = (m: Member) => post(server, STATUS, {}, { headers: { authorization: m.token } }).then(json);
  const signIn = (m: Member, body: Record<string, unknown> = {}) =>
    post(server, SIGN_IN, body, { headers: { authorization: m.token } }).then(json);
  const main = async (m: Member) => (await memberBalances(db(), m.id, m.currency)).main;
  const records = async (m: Member) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(signInRecords)
        .where(eq(signInRecords.memberId, m.id))
    )[0]!.n;
  const settings = (body: unknown) => post(server, SETTINGS, body, { headers: OP_KEY });
  /** Moves the server clock by whole days (sessions issued before stay valid for 7 days). */
  const moveDays = (days: number) => {
    server.clock.offsetMs += days * DAY;
  };

  it('SPEC §3 status: open, today (America/Caracas), streak 0 and the 7-day reward table; a token is required', async () => {
    const m = await newMember();
    const body = await status(m);
    expect(body.code).toBe('100');
    expect(body.data).toEqual({
      open: 1,
      state: SIGN_IN_MESSAGE_KEYS.signIn,
      date: caracasDay(now()),
      timezone: 'America/Caracas',
      currency: 'VND',
      signed_today: 0,
      streak: 0,
      next_day: 1,
      today_reward: 1_000,
      days: VND_TABLE.map((reward, i) => ({ day: i + 1, reward, state: i === 0 ? 'click_signin' : null })),
    });
    expect((await post(server, STATUS, {})).statusCode).toBe(401);
    expect((await post(server, SIGN_IN, {})).statusCode).toBe(401);
  });

  it('SPEC §3 sign-in pays day 1 through the ledger; a second sign-in the same day is is_signin_true (102)', async () => {
    const m = await newMember();
    const first = await signIn(m);
    expect(first).toEqual({
      code: '100',
      message: 'success',
      data: {
        date: caracasDay(now()),
        day: 1,
        reward: 1_000,
        streak: 1,
        member_cash: 1_000,
        message_key: 'is_signin_success',
      },
    });
    const again = await signIn(m);
    expect(again).toMatchObject({ code: '102', data: null });
    expect(await main(m)).toBe(1_000n);
    expect(await records(m)).toBe(1);
    const after = (await status(m)).data;
    expect(after).toMatchObject({
      state: SIGN_IN_MESSAGE_KEYS.signedIn,
      signed_today: 1,
      streak: 1,
      next_day: null,
      today_reward: 1_000,
    });
    expect(after.days.map((d: { state: string | null }) => d.state)).toEqual([
      'click_signin_true',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `sign_in:${m.id}:${caracasDay(now())}`));
    expect(entry).toMatchObject({ kind: 'sign_in_reward' });
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('two days running (clock moved a day): streak 2 and the reward of day 2', async () => {
    const m = await newMember();
    expect((await signIn(m)).data).toMatchObject({ day: 1, streak: 1, reward: 1_000 });
    moveDays(1);
    const next = (await status(m)).data;
    expect(next).toMatchObject({
      state: SIGN_IN_MESSAGE_KEYS.signIn,
      signed_today: 0,
      streak: 1,
      next_day: 2,
      today_reward: 2_000,
      date: caracasDay(now()),
    });
    expect(next.days.slice(0, 3).map((d: { state: string | null }) => d.state)).toEqual([
      'click_signin_true',
      'click_signin',
      null,
    ]);
    const second = await signIn(m, { date: caracasDay(now()) });
    expect(second).toMatchObject({ code: '100', data: { day: 2, streak: 2, reward: 2_000, member_cash: 3_000 } });
    expect(await signIn(m)).toMatchObject({ code: '102' });
    expect(await main(m)).toBe(3_000n);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('a missed day starts the streak again at day 1 (state click_signin_pass); a day other than today is is_signin_pass (103)', async () => {
    const m = await newMember();
    await signIn(m);
    moveDays(1);
    await signIn(m);
    moveDays(2); // one day skipped
    const broken = (await status(m)).data;
    expect(broken).toMatchObject({ state: SIGN_IN_MESSAGE_KEYS.missed, streak: 0, next_day: 1, today_reward: 1_000 });
    const yesterday = dayBefore(caracasDay(now()));
    expect(await signIn(m, { date: yesterday })).toMatchObject({ code: '103', data: null });
    expect(await signIn(m, { date: '2999-01-01' })).toMatchObject({ code: '103' });
    expect((await post(server, SIGN_IN, { date: 'today' }, { headers: { authorization: m.token } })).statusCode).toBe(
      400,
    );
    expect((await signIn(m)).data).toMatchObject({ day: 1, streak: 1, reward: 1_000 });
    expect(await main(m)).toBe(1_000n + 2_000n + 1_000n);
  });

  it('after the last day of the table a new cycle starts at day 1 while the streak keeps counting', async () => {
    const m = await newMember();
    const paid: Array<[number, number, number]> = [];
    for (let i = 0; i < 9; i++) {
      if (i === 6) m.token = await m.renew(); // a session lives 7 days
      const { data } = await signIn(m);
      paid.push([data.day, data.streak, data.reward]);
      moveDays(1);
    }
    expect(paid).toEqual([
      [1, 1, 1_000],
      [2, 2, 2_000],
      [3, 3, 3_000],
      [4, 4, 5_000],
      [5, 5, 8_000],
      [6, 6, 10_000],
      [7, 7, 20_000],
      [1, 8, 1_000],
      [2, 9, 2_000],
    ]);
  });

  it('the day is America/Caracas (UTC-4): 03:30 UTC still counts for the day before, 04:30 UTC is the next day', async () => {
    const m = await newMember();
    // Tomorrow 03:30 UTC = 23:30 in Caracas of today's UTC date.
    const base = new Date();
    const at = (h: number, min: number) =>
      Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + 1, h, min);
    server.clock.offsetMs = at(3, 30) - Date.now();
    const late = await signIn(m);
    expect(late.data.date).toBe(new Date(at(3, 30) - 4 * 3_600_000).toISOString().slice(0, 10));
    server.clock.offsetMs = at(4, 30) - Date.now();
    const early = await signIn(m);
    expect(early).toMatchObject({ code: '100', data: { streak: 2, day: 2 } });
    expect(early.data.date).not.toBe(late.data.date);
    expect(dayBefore(early.data.date)).toBe(late.data.date);
  });

  it('concurrent sign-ins of one member pay once; the ledger stays balanced', async () => {
    const m = await newMember();
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(m)));
    expect(answers.filter((a) => a.code === '100')).toHaveLength(1);
    expect(answers.filter((a) => a.code === '102')).toHaveLength(39);
    expect(await main(m)).toBe(1_000n);
    expect(await records(m)).toBe(1);
    expect(await verifyLedger(db())).toEqual([]);
  }, 120_000);

  it('the same Idempotency-Key answers the first answer again (not 102)', async () => {
    const m = await newMember();
    const headers = { authorization: m.token, 'idempotency-key': `sign-in-${label}-${m.id}` };
    const a = json(await post(server, SIGN_IN, {}, { headers }));
    const b = json(await post(server, SIGN_IN, {}, { headers }));
    expect(a.code).toBe('100');
    expect(b).toEqual(a);
    expect(await main(m)).toBe(1_000n);
  });

  it('closed: is_signin_noopen (101) for a currency without a setting and after the operator closes it', async () => {
    const won = await newMember('WON');
    expect((await status(won)).data).toMatchObject({
      open: 0,
      state: SIGN_IN_MESSAGE_KEYS.notOpen,
      next_day: null,
      today_reward: null,
      days: [],
    });
    expect(await signIn(won)).toMatchObject({ code: '101', data: null });
    expect((await signIn(won)).message).toMatch(/not open/);

    const usd = await newMember('USD');
    expect(json(await settings({ currency: 'USD', open: 0 })).data).toMatchObject({ open: 0, currency: 'USD' });
    try {
      expect((await status(usd)).data).toMatchObject({ open: 0, state: 'is_signin_noopen', today_reward: null });
      expect(await signIn(usd)).toMatchObject({ code: '101' });
      expect(await main(usd)).toBe(0n);
    } finally {
      await settings({ currency: 'USD', open: 1 });
    }
    expect(await signIn(usd)).toMatchObject({ code: '100', data: { reward: 0.1 } });
  });

  it('operator: the reward table per site and currency; 400 for a bad table, 401 without the key', async () => {
    const res = json(await settings({ currency: 'WON', rewards: [100, 200, 300] }));
    expect(res).toMatchObject({
      code: '100',
      data: { site_id: 1, currency: 'WON', open: 1, rewards: [100, 200, 300] },
    });
    const won = await newMember('WON');
    expect((await status(won)).data).toMatchObject({ open: 1, next_day: 1, today_reward: 100 });
    expect((await signIn(won)).data).toMatchObject({ day: 1, reward: 100 });

    const bad = async (body: unknown, pattern: RegExp) => {
      const r = await settings(body);
      expect(r.statusCode).toBe(400);
      expect(json(r).message).toMatch(pattern);
    };
    await bad({ currency: 'JPY', open: 1 }, /rewards/); // the first setting needs its table
    await bad({ currency: 'VND', rewards: [1.5] }, /rewards\[0\]/);
    await bad({ currency: 'VND', rewards: [] }, /rewards/);
    await bad({ currency: 'VND', rewards: Array.from({ length: 32 }, () => 1) }, /rewards/);
    await bad({ currency: 'VND', rewards: [0] }, /rewards/);
    expect((await post(server, SETTINGS, { currency: 'VND', open: 0 })).statusCode).toBe(401);
    // Nothing changed for VND.
    const vnd = await newMember();
    expect((await status(vnd)).data.days.map((d: { reward: number }) => d.reward)).toEqual(VND_TABLE);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(signInRecords)
      .where(and(eq(signInRecords.memberId, vnd.id)));
    expect(row!.n).toBe(0);
  });

  it("the dev member clock moves one member's day only: it signs in on the next day, another member stays on today", async () => {
    const m = await newMember();
    const other = await newMember();
    const [row] = await db().select().from(members).where(eq(members.id, m.id));
    expect((await signIn(m)).data).toMatchObject({ day: 1, date: caracasDay(now()) });
    const moved = await post(server, '/api/dev/members/clock', { account: row!.account, offset_ms: DAY });
    expect(json(moved)).toMatchObject({ code: '100', data: { offset_ms: DAY } });
    const tomorrow = caracasDay(new Date(now().getTime() + DAY));
    expect((await status(m)).data).toMatchObject({ date: tomorrow, signed_today: 0, next_day: 2 });
    expect((await signIn(m)).data).toMatchObject({ day: 2, streak: 2, reward: 2_000, date: tomorrow });
    expect((await status(other)).data).toMatchObject({ date: caracasDay(now()) });
    // Back to the platform's clock.
    await post(server, '/api/dev/members/clock', { account: row!.account, offset_ms: 0 });
    expect((await status(m)).data).toMatchObject({ date: caracasDay(now()) });
    expect(json(await post(server, '/api/dev/members/clock', { account: 'nobody', offset_ms: DAY })).code).toBe('404');
    expect(
      (await post(server, '/api/dev/members/clock', { account: row!.account, offset_ms: 40 * DAY })).statusCode,
    ).toBe(400);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
