/**
 * Responsible gaming (UKGC / MGA practice, beyond SPEC §7): deposit limits per Caracas day, week
 * and month with the 24-hour delay on raises, the reality check, time-out and self-exclusion, and
 * their enforcement at login (SPEC §8 login codes), deposit and game start (SPEC §7 play1).
 */
import { hash } from '@node-rs/argon2';
import { RG_COOLING_OFF_MS, RG_INCREASE_DELAY_MS } from '@site/shared/contracts';
import { members, providerRounds } from '../../../src/db/schema';
import { issueSession } from '../../../src/modules/auth/sessions';
import { blockEnd, periodBounds } from '../../../src/modules/responsible-gaming/rules';
import { DATABASES, json, login, post, startServer, type TestServer } from '../../helpers';

const BASE = '/api/arks/web/member/responsible-gaming';
const LIMIT = `${BASE}/deposit-limit`;
const REALITY = `${BASE}/reality-check`;
const TIME_OUT = `${BASE}/time-out`;
const EXCLUSION = `${BASE}/self-exclusion`;
const DEPOSIT = '/api/arks/web/deposit';
const CANCEL = '/api/arks/web/deposit/cancel';
const PLAY = '/api/member/game/play1';
const PASSWORD = 'secret123';
const HOUR = 3_600_000;
const FAST_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('responsible-gaming periods (America/Caracas, SPEC §9)', () => {
  it('the day, ISO week and month are calendar periods in Caracas (UTC−4)', () => {
    // 2026-11-30 02:00 UTC is Sunday 2026-11-29 22:00 in Caracas.
    const at = new Date('2026-11-30T02:00:00Z');
    expect(periodBounds('day', at)).toEqual({
      start: new Date('2026-11-29T04:00:00Z'),
      end: new Date('2026-11-30T04:00:00Z'),
    });
    expect(periodBounds('week', at)).toEqual({
      start: new Date('2026-11-23T04:00:00Z'),
      end: new Date('2026-11-30T04:00:00Z'),
    });
    expect(periodBounds('month', at)).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-12-01T04:00:00Z'),
    });
  });

  it('time-outs and self-exclusions last their chosen period', () => {
    const from = new Date('2026-01-31T12:00:00Z');
    expect(blockEnd('24h', from)).toEqual(new Date('2026-02-01T12:00:00Z'));
    expect(blockEnd('7d', from)).toEqual(new Date('2026-02-07T12:00:00Z'));
    expect(blockEnd('30d', from)).toEqual(new Date('2026-03-02T12:00:00Z'));
    expect(blockEnd('6w', from)).toEqual(new Date('2026-03-14T12:00:00Z'));
    expect(blockEnd('6m', from)).toEqual(new Date('2026-07-31T12:00:00Z'));
    expect(blockEnd('1y', from)).toEqual(new Date('2027-01-31T12:00:00Z'));
    expect(blockEnd('5y', from)).toEqual(new Date('2031-01-31T12:00:00Z'));
  });
});

describe.each(DATABASES)('responsible gaming (%s)', (label) => {
  let server: TestServer;
  let seq = 0;
  let passwordHash = '';

  beforeAll(async () => {
    server = await startServer(label);
    passwordHash = await hash(PASSWORD, FAST_HASH);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.clock.offsetMs = 0;
  });

  const db = () => server.app.platform.db;
  const now = () => server.app.platform.options.now();

  const newMember = async () => {
    const account = `rg${label[1]}${++seq}x`.toLowerCase();
    const [m] = await db()
      .insert(members)
      .values({ siteId: 1, account, accountKey: account, passwordHash, currency: 'VND' })
      .returning();
    const session = async () =>
      (await issueSession(server.app.platform, m!, { ip: '127.0.0.1', client: {}, deviceKey: `dev-${account}` })).token;
    return { id: m!.id, account, token: await session(), session };
  };
  type Member = Awaited<ReturnType<typeof newMember>>;
  const call = (m: Member | string, url: string, body: unknown = {}) =>
    post(server, url, body, { headers: { authorization: typeof m === 'string' ? m : m.token } });
  const state = async (m: Member) => json(await call(m, BASE)).data;
  const setLimit = async (m: Member, period: string, limit: number | null) =>
    json(await call(m, LIMIT, { period, limit }));
  const deposit = async (m: Member | string, amount: number) =>
    json(await call(m, DEPOSIT, { method: 'e_wallet', channel_id: 'VND_MOMO', amount }));
  const limitOf = async (m: Member, period: string) =>
    (await state(m)).deposit_limits.find((l: { period: string }) => l.period === period);

  it('state: no limits, reality check off, no block; every call needs the token', async () => {
    const m = await newMember();
    const s = await state(m);
    expect(s).toMatchObject({
      timezone: 'America/Caracas',
      currency: 'VND',
      reality_check: { interval_minutes: 0, bet: 0, win: 0, net: 0 },
      block: null,
      cooling_off_until: null,
    });
    expect(s.deposit_limits.map((l: { period: string }) => l.period)).toEqual(['day', 'week', 'month']);
    const { start, end } = periodBounds('day', now());
    expect(s.deposit_limits[0]).toEqual({
      period: 'day',
      limit: null,
      used: 0,
      remaining: null,
      period_start: start.toISOString(),
      period_end: end.toISOString(),
      pending: null,
    });
    const valid: [string, unknown][] = [
      [BASE, {}],
      [LIMIT, { period: 'day', limit: 100_000 }],
      [REALITY, { interval_minutes: 15 }],
      [TIME_OUT, { period: '24h', password: PASSWORD }],
      [EXCLUSION, { period: '6m', password: PASSWORD }],
    ];
    for (const [url, body] of valid) expect((await post(server, url, body)).statusCode).toBe(401);
  });

  it('a first daily limit applies at once; a deposit over what remains is refused with 206 and the remaining amount', async () => {
    const m = await newMember();
    expect(await setLimit(m, 'day', 300_000)).toMatchObject({ code: '100', data: { change: 'applied' } });
    expect(await deposit(m, 200_000)).toMatchObject({ code: '100' });
    const { end } = periodBounds('day', now());
    expect(await deposit(m, 150_000)).toEqual({
      code: '206',
      message: 'This deposit is over your deposit limit',
      data: { limit_period: 'day', limit: 300_000, remaining: 100_000, resets_at: end.toISOString() },
    });
    expect(await deposit(m, 100_000)).toMatchObject({ code: '100' });
    expect(await limitOf(m, 'day')).toMatchObject({ limit: 300_000, used: 300_000, remaining: 0 });
    // The fast deposit goes through the same check.
    const fast = json(await call(m, '/api/arks/web/fast-deposit', { amount: 100_000 }));
    expect(fast).toMatchObject({ code: '206', data: { remaining: 0 } });
  });

  it('a cancelled deposit no longer counts; the tightest of day, week and month decides', async () => {
    const m = await newMember();
    await setLimit(m, 'week', 500_000);
    await setLimit(m, 'month', 200_000);
    const first = await deposit(m, 150_000);
    expect(first.code).toBe('100');
    expect(await deposit(m, 100_000)).toMatchObject({
      code: '206',
      data: { limit_period: 'month', remaining: 50_000 },
    });
    expect(json(await call(m, CANCEL, { order_no: first.data.order_no })).code).toBe('100');
    expect(await limitOf(m, 'month')).toMatchObject({ used: 0, remaining: 200_000 });
    expect(await deposit(m, 200_000)).toMatchObject({ code: '100' });
  });

  it('a decrease applies at once; an increase or a removal waits 24 hours (pending shown), the old limit enforced meanwhile', async () => {
    const m = await newMember();
    await setLimit(m, 'day', 500_000);
    expect(await setLimit(m, 'day', 200_000)).toMatchObject({ data: { change: 'applied' } });
    expect(await limitOf(m, 'day')).toMatchObject({ limit: 200_000, pending: null });

    const asked = now().getTime();
    const raised = await setLimit(m, 'day', 400_000);
    expect(raised).toMatchObject({ code: '100', data: { change: 'pending' } });
    const pending = raised.data.state.deposit_limits[0].pending;
    expect(pending.limit).toBe(400_000);
    expect(new Date(pending.effective_at).getTime() - asked).toBeGreaterThanOrEqual(RG_INCREASE_DELAY_MS - 1000);
    expect(new Date(pending.effective_at).getTime() - asked).toBeLessThanOrEqual(RG_INCREASE_DELAY_MS + 5000);
    expect(await deposit(m, 300_000)).toMatchObject({ code: '206', data: { limit: 200_000 } });

    server.clock.offsetMs = RG_INCREASE_DELAY_MS + 10_000;
    expect(await limitOf(m, 'day')).toMatchObject({ limit: 400_000, pending: null });
    expect(await deposit(m, 300_000)).toMatchObject({ code: '100' });

    // Removal waits too; asking for the limit in force again drops the waiting change.
    expect(await setLimit(m, 'day', null)).toMatchObject({ data: { change: 'pending' } });
    expect(await limitOf(m, 'day')).toMatchObject({ limit: 400_000, pending: { limit: null } });
    expect(await setLimit(m, 'day', 400_000)).toMatchObject({ data: { change: 'unchanged' } });
    expect(await limitOf(m, 'day')).toMatchObject({ limit: 400_000, pending: null });
    // A decrease while a raise waits applies at once and drops the raise.
    await setLimit(m, 'day', 900_000);
    expect(await setLimit(m, 'day', 100_000)).toMatchObject({ data: { change: 'applied' } });
    expect(await limitOf(m, 'day')).toMatchObject({ limit: 100_000, pending: null });
  });

  it('bad limits are a 400 naming the field, never a change', async () => {
    const m = await newMember();
    for (const body of [
      { period: 'day', limit: 0 },
      { period: 'day', limit: -5 },
      { period: 'year', limit: 100 },
      { period: 'day' },
      { period: 'day', limit: 'lots' },
    ]) {
      const res = await call(m, LIMIT, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    const decimals = await call(m, LIMIT, { period: 'day', limit: 100.5 });
    expect(decimals.statusCode).toBe(400);
    expect(json(decimals)).toMatchObject({ code: '400', field: 'limit' });
    expect((await limitOf(m, 'day')).limit).toBeNull();
  });

  it('reality check: the interval is stored; time played and net result are those of the login session', async () => {
    const m = await newMember();
    expect((await call(m, REALITY, { interval_minutes: 20 })).statusCode).toBe(400);
    const set = json(await call(m, REALITY, { interval_minutes: 30 }));
    expect(set).toMatchObject({ code: '100', data: { reality_check: { interval_minutes: 30 } } });
    const base = {
      gpId: 'GP001',
      memberId: m.id,
      currency: 'VND',
      status: 'settled' as const,
    };
    await db()
      .insert(providerRounds)
      .values([
        // Before this session: not counted.
        {
          ...base,
          roundId: `r${m.id}a`,
          betTransactionId: `b${m.id}a`,
          betAmount: 9_000n,
          betAt: new Date(now().getTime() - HOUR),
        },
        { ...base, roundId: `r${m.id}b`, betTransactionId: `b${m.id}b`, betAmount: 10_000n, winAmount: 4_000n },
        { ...base, roundId: `r${m.id}c`, betTransactionId: `b${m.id}c`, betAmount: 5_000n, winAmount: 20_000n },
        { ...base, roundId: `r${m.id}d`, betTransactionId: `b${m.id}d`, betAmount: 7_000n, status: 'rolled_back' },
      ]);
    server.clock.offsetMs = 30 * 60_000;
    const rc = (await state(m)).reality_check;
    expect(rc).toMatchObject({ interval_minutes: 30, bet: 15_000, win: 24_000, net: 9_000 });
    expect(rc.played_seconds).toBeGreaterThanOrEqual(30 * 60);
    expect(rc.played_seconds).toBeLessThan(30 * 60 + 60);
  });

  it('time-out: the password is required; then every session ends, login answers 108 with the end, and an open session cannot deposit or play', async () => {
    const m = await newMember();
    expect(json(await call(m, TIME_OUT, { period: '24h', password: 'wrong-one' }))).toMatchObject({
      code: '101',
      data: null,
    });
    expect((await call(m, TIME_OUT, { period: '2h', password: PASSWORD })).statusCode).toBe(400);
    const started = json(await call(m, TIME_OUT, { period: '24h', password: PASSWORD }));
    expect(started).toMatchObject({ code: '100', data: { kind: 'time_out' } });
    const endsAt = started.data.ends_at as string;
    expect(new Date(endsAt).getTime() - new Date(started.data.started_at).getTime()).toBe(24 * HOUR);
    // Logged out.
    expect((await call(m, BASE)).statusCode).toBe(401);

    const refused = await login(server, m.account, PASSWORD);
    expect(refused.body).toEqual({
      code: '108',
      message: 'You are taking a time-out: you cannot log in until it ends',
      data: { ends_at: endsAt },
    });
    // A wrong password still says only that.
    expect((await login(server, m.account, 'not-the-password')).body.code).toBe('101');

    // A session that exists anyway (issued around the check) can neither deposit nor start a game.
    const open = await m.session();
    expect(await deposit(open, 100_000)).toEqual({
      code: '207',
      message: 'Deposits are closed during your time-out or self-exclusion',
      data: { ends_at: endsAt },
    });
    const play = json(await call(open, PLAY, { gpId: 'GP001', game_type: 2, game_code: '' }));
    expect(play).toMatchObject({ code: '208', data: { ends_at: endsAt } });
    expect(json(await call(open, BASE)).data.block).toMatchObject({ kind: 'time_out', ends_at: endsAt });
    // No second block while one runs.
    expect(json(await call(open, EXCLUSION, { period: '6m', password: PASSWORD }))).toMatchObject({ code: '102' });
  });

  it('after a time-out: login works again, then a 24-hour cooling-off refuses raises (101) but not decreases', async () => {
    const m = await newMember();
    await setLimit(m, 'week', 300_000);
    expect(json(await call(m, TIME_OUT, { period: '24h', password: PASSWORD })).code).toBe('100');

    server.clock.offsetMs = 24 * HOUR + 60_000;
    const back = await login(server, m.account, PASSWORD);
    expect(back.body.code).toBe('100');
    const again = { ...m, token: back.body.data.token as string };
    const s = await state(again);
    expect(s.block).toBeNull();
    expect(s.cooling_off_until).not.toBeNull();
    const raise = await setLimit(again, 'week', 600_000);
    expect(raise).toEqual({
      code: '101',
      message: 'Limits cannot be raised or removed during the cooling-off period',
      data: { until: s.cooling_off_until },
    });
    expect((await setLimit(again, 'week', null)).code).toBe('101');
    expect(await setLimit(again, 'week', 250_000)).toMatchObject({ code: '100', data: { change: 'applied' } });

    server.clock.offsetMs = 24 * HOUR + RG_COOLING_OFF_MS + 120_000;
    const later = { ...m, token: await m.session() };
    expect((await state(later)).cooling_off_until).toBeNull();
    expect(await setLimit(later, 'week', 600_000)).toMatchObject({ code: '100', data: { change: 'pending' } });
  });

  it('self-exclusion: 6 months, 1 year or 5 years; login answers 109 with the end until then', async () => {
    const m = await newMember();
    expect(json(await call(m, EXCLUSION, { period: '24h', password: PASSWORD })).code).toBe('400');
    expect(json(await call(m, EXCLUSION, { period: '1y', password: 'nope' })).code).toBe('101');
    // An address hand-over made before the exclusion opens no session after it (SPEC §4 enc).
    const enc = json(await call(m, '/api/arks/web/member/enc')).data.enc as string;
    const started = json(await call(m, EXCLUSION, { period: '1y', password: PASSWORD }));
    expect(started).toMatchObject({ code: '100', data: { kind: 'self_exclusion' } });
    expect((await call(m, BASE)).statusCode).toBe(401);
    const refused = await login(server, m.account, PASSWORD);
    expect(refused.body).toEqual({
      code: '109',
      message: 'You have self-excluded: you cannot log in until it ends',
      data: { ends_at: started.data.ends_at },
    });
    expect(json(await post(server, '/api/get_info_data', { enc })).code).toBe('101');
    // Still refused half a year later: no early end.
    server.clock.offsetMs = 183 * 24 * HOUR;
    expect((await login(server, m.account, PASSWORD)).body.code).toBe('109');
  });
});
