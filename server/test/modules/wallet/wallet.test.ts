import { and, eq, sql } from 'drizzle-orm';
import { brands, ledgerEntries, members } from '../../../src/db/schema';
import { verifyLedger } from '../../../src/modules/ledger/ledger';
import { verifyLaunchToken } from '../../../src/modules/games/launch-token';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';

const PLAY = '/api/member/game/play1';
const LEAVE = '/api/member/game/leave1';
const ALL_BACK = '/api/member/profile/balance/all/back';
const GET_BACK = '/api/member/profile/balance_get_back';
const MY_CASH = '/api/member/profile/my_cash';
const LAYOUT = '/api/member/profile/common/layout';

describe.each(DATABASES)('SPEC §7 transfer wallet: play1, leave1, transfer back (%s)', (label) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  /** A game code per provider + type, from the catalogue. */
  let gameOf: (gpId: string, gt: number) => string;

  beforeAll(async () => {
    server = await startServer(label);
    for (const a of ['demo01', 'demo02', 'demo03', 'wallet01', 'notransfer01', 'agent01', 'firstlogin01', 'verify01'])
      tokens[a] = await tokenFor(server, a);
    const cat = await server.app.platform.catalogue.load();
    gameOf = (gpId, gt) =>
      cat.games.find((g) => g.gpId === gpId && g.gtId === gt && g.active && g.devices === 3)!.gameCode;
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (account: string, url: string, payload: unknown = {}, key?: string) =>
    post(server, url, payload, {
      headers: { authorization: tokens[account]!, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const cash = async (account: string) => {
    const body = json(await call(account, MY_CASH));
    const wallets = Object.fromEntries(
      body.data.my_cash_list.filter((e: any) => e.cash !== 0).map((e: any) => [e.gp_id, e.cash]),
    );
    const layout = json(await call(account, LAYOUT)).data;
    return {
      main: layout.member_cash as number,
      wallets,
      total: body.data.total as number,
      is_playing: layout.is_playing as number,
    };
  };
  const memberId = async (account: string) =>
    (await server.app.platform.db.select({ id: members.id }).from(members).where(eq(members.accountKey, account)))[0]!
      .id;
  const entriesOf = async (kind: string, sessionLike: string) =>
    (
      await server.app.platform.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, kind), sql`${ledgerEntries.memo}->>'gp_id' = ${sessionLike}`))
    )[0]!.n;

  describe('idempotency of money calls', () => {
    it('SPEC §7 play1: the same key sent 100 times concurrently applies once and answers the same', async () => {
      const before = await cash('demo02');
      const body = {
        gpId: 'GP003',
        game_type: 2,
        game_code: gameOf('GP003', 2),
        lobby_url: 'http://127.0.0.1:3000/',
        extra: null,
        device: 1,
      };
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => call('demo02', PLAY, body, 'same-play-key-1')),
      );
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
      const bodies = new Set(answers.map((a) => a.body));
      expect(bodies.size).toBe(1);
      const first = json(answers[0]!);
      expect(first.code).toBe('100');
      expect(first.data.transferred).toBe(1250.5);
      expect(await entriesOf('transfer_in', 'GP003')).toBe(1);
      const after = await cash('demo02');
      expect(after.main).toBe(0);
      expect(after.wallets).toEqual({ ...before.wallets, GP003: 1250.5 });
      expect(after.total).toBe(before.total);
      expect(after.is_playing).toBe(1);
    });

    it('the same key with another body is refused with HTTP 409, code 409, and nothing changes', async () => {
      const before = await cash('demo02');
      const res = await call(
        'demo02',
        PLAY,
        { gpId: 'GP001', game_type: 2, game_code: gameOf('GP001', 2) },
        'same-play-key-1',
      );
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ code: '409', data: null });
      const other = await call('demo02', LEAVE, {}, 'same-play-key-1');
      expect(other.statusCode).toBe(409);
      expect(await cash('demo02')).toEqual(before);
    });

    it('SPEC §7 leave1 / one-key transfer back: the same key sent 100 times applies once (key in the body)', async () => {
      const leaves = await Promise.all(
        Array.from({ length: 100 }, () => call('demo02', LEAVE, { idempotency_key: 'leave-key-1' })),
      );
      expect(new Set(leaves.map((r) => r.body)).size).toBe(1);
      expect(json(leaves[0]!).data).toEqual({ closed: 1, gp_id: 'GP003', amount: 1250.5 });
      const backs = await Promise.all(Array.from({ length: 100 }, () => call('demo02', ALL_BACK, {}, 'back-key-1')));
      expect(new Set(backs.map((r) => r.body)).size).toBe(1);
      expect(json(backs[0]!)).toMatchObject({
        code: '100',
        data: { amount: 40.25, list: [{ gp_id: 'GP002', cash: 40.25 }] },
      });
      const after = await cash('demo02');
      expect(after).toEqual({ main: 1290.75, wallets: {}, total: 1290.75, is_playing: 0 });
      expect(await verifyLedger(server.app.platform.db)).toEqual([]);
    });
  });

  describe('SPEC §7 play → leave → one-key transfer back', () => {
    it('leaves every balance exact and the total unchanged', async () => {
      const start = await cash('demo01');
      expect(start).toMatchObject({
        main: 5_000_000,
        wallets: { GP001: 150_000, GP007: 320_000, GP016: 75_000 },
        total: 5_545_000,
        is_playing: 0,
      });
      const played = json(
        await call(
          'demo01',
          PLAY,
          { gpId: 'GP001', game_type: 2, game_code: gameOf('GP001', 2), lobby_url: 'http://x/', device: 1 },
          'd1-play',
        ),
      );
      expect(played.code).toBe('100');
      const url = new URL(played.data.game_url);
      expect(url.origin).toBe('http://127.0.0.1:4100');
      expect(url.pathname).toBe('/game/launch');
      const claims = verifyLaunchToken(url.searchParams.get('token')!, server.app.platform.options.providerSimSecret);
      expect(claims).toMatchObject({
        kind: 'real',
        gp: 'GP001',
        gt: 2,
        cur: 'VND',
        sid: played.data.session_id,
        mid: await memberId('demo01'),
        lobby: 'http://x/',
      });
      expect(
        verifyLaunchToken(url.searchParams.get('token')! + 'x', server.app.platform.options.providerSimSecret),
      ).toBeNull();
      expect(await cash('demo01')).toEqual({
        main: 0,
        wallets: { GP001: 5_150_000, GP007: 320_000, GP016: 75_000 },
        total: 5_545_000,
        is_playing: 1,
      });
      expect(json(await call('demo01', LEAVE, {}, 'd1-leave')).data).toEqual({
        closed: 1,
        gp_id: 'GP001',
        amount: 5_150_000,
      });
      expect(await cash('demo01')).toEqual({
        main: 5_150_000,
        wallets: { GP007: 320_000, GP016: 75_000 },
        total: 5_545_000,
        is_playing: 0,
      });
      const back = json(await call('demo01', ALL_BACK, {}, 'd1-back'));
      expect(back).toMatchObject({ code: '100', data: { amount: 395_000, skipped: [] } });
      expect(await cash('demo01')).toEqual({ main: 5_545_000, wallets: {}, total: 5_545_000, is_playing: 0 });
      expect(await verifyLedger(server.app.platform.db)).toEqual([]);
    });

    it('leave1 with no open game changes nothing', async () => {
      expect(json(await call('demo01', LEAVE))).toMatchObject({ code: '100', data: { closed: 0, amount: 0 } });
    });
  });

  describe('SPEC §8 one-key transfer back and balance_get_back codes 101–105, SPEC §9 cooldown 10 s', () => {
    it('SPEC §8 one-key transfer back 103: within 10 s of a transfer back; after 10 s the call runs again (101)', async () => {
      const res = json(await call('demo01', GET_BACK));
      expect(res.code).toBe('103');
      expect(res.data.retry_after_s).toBeGreaterThan(0);
      expect(res.data.retry_after_s).toBeLessThanOrEqual(10);
      server.clock.offsetMs += 10_001;
    });

    it('SPEC §8 one-key transfer back 101: nothing to bring back', async () => {
      expect(json(await call('demo01', ALL_BACK))).toMatchObject({ code: '101', data: null });
      expect(json(await call('demo01', GET_BACK))).toMatchObject({ code: '101', data: null });
    });

    it('SPEC §8 one-key transfer back 102: a game is still open', async () => {
      expect(
        json(await call('demo03', PLAY, { gpId: 'GP007', game_type: 3, game_code: gameOf('GP007', 3) })).code,
      ).toBe('100');
      expect(json(await call('demo03', ALL_BACK))).toMatchObject({ code: '102' });
      expect(json(await call('demo03', GET_BACK))).toMatchObject({ code: '102' });
      expect(json(await call('demo03', LEAVE)).code).toBe('100');
      // balance_get_back brings back only the last game's provider wallet (now empty: 101).
      expect(json(await call('demo03', GET_BACK))).toMatchObject({ code: '101' });
    });

    it('SPEC §8 one-key transfer back 104: the only wallet holding money is at a provider in maintenance', async () => {
      const res = json(await call('wallet01', ALL_BACK));
      expect(res).toMatchObject({ code: '104', data: { skipped: ['GP030'] } });
      expect((await cash('wallet01')).wallets).toEqual({ GP030: 50_000 });
    });

    it('SPEC §8 one-key transfer back 105: transfer disabled', async () => {
      expect(json(await call('notransfer01', ALL_BACK))).toMatchObject({ code: '105' });
      expect(json(await call('notransfer01', GET_BACK))).toMatchObject({ code: '105' });
    });
  });

  describe('SPEC §5 / §8 game start rules on the server', () => {
    it('SPEC §8 game start 203: provider maintenance answers the interval', async () => {
      const res = json(await call('wallet01', PLAY, { gpId: 'GP030', game_type: 9, game_code: gameOf('GP030', 9) }));
      expect(res).toEqual({
        code: '203',
        message: expect.any(String),
        data: { start_at: '2020-01-01T00:00:00.000Z', end_at: '2099-12-31T00:00:00.000Z' },
      });
      expect((await cash('wallet01')).main).toBe(1_000_000);
    });

    it('SPEC §4 transfer disabled: play1 205', async () => {
      expect(
        json(await call('notransfer01', PLAY, { gpId: 'GP001', game_type: 2, game_code: gameOf('GP001', 2) })),
      ).toMatchObject({ code: '205' });
    });

    it('SPEC §5 first login: no game until the password is changed (play1 207), the money stays', async () => {
      expect(
        json(await call('firstlogin01', PLAY, { gpId: 'GP001', game_type: 2, game_code: gameOf('GP001', 2) })),
      ).toMatchObject({ code: '207' });
      expect((await cash('firstlogin01')).main).toBe(200_000);
    });

    it('SPEC §5 site closed (r88close_msg): play1 201', async () => {
      const db = server.app.platform.db;
      const [row] = await db.select().from(brands).where(eq(brands.code, 'saovang'));
      await db
        .update(brands)
        .set({ config: { ...row!.config, features: { site_closed: true } } })
        .where(eq(brands.code, 'saovang'));
      try {
        expect(
          json(await call('agent01', PLAY, { gpId: 'GP001', game_type: 2, game_code: gameOf('GP001', 2) })),
        ).toMatchObject({ code: '201' });
      } finally {
        await db.update(brands).set({ config: row!.config }).where(eq(brands.code, 'saovang'));
      }
    });

    it('SPEC §5 unknown game or provider: play1 206', async () => {
      expect(json(await call('agent01', PLAY, { gpId: 'GP001', game_type: 2, game_code: 'NOPE' })).code).toBe('206');
      expect(
        json(await call('agent01', PLAY, { gpId: 'GP001', game_type: 3, game_code: gameOf('GP001', 2) })).code,
      ).toBe('206');
      expect(json(await call('agent01', PLAY, { gpId: 'GP099', game_type: 2 })).code).toBe('206');
      expect(
        (await post(server, PLAY, { game_type: 2 }, { headers: { authorization: tokens.agent01! } })).statusCode,
      ).toBe(400);
      expect((await post(server, PLAY, { gpId: 'GP001', game_type: 2 })).statusCode).toBe(401);
    });

    it('SPEC §5 the same game already open (pg.alert_duplicate): 202; another game on mobile (pg.err_is_playing): 204; on desktop the other game is closed first', async () => {
      // agent01's main wallet: its 20,000,000 opening balance plus the agent commissions the demo paid.
      const all = (await cash('agent01')).main;
      expect(all).toBeGreaterThanOrEqual(20_000_000);
      const slot = { gpId: 'GP001', game_type: 2, game_code: gameOf('GP001', 2), device: 1 };
      expect(json(await call('agent01', PLAY, slot)).code).toBe('100');
      expect(json(await call('agent01', PLAY, slot)).code).toBe('202');
      const live = { gpId: 'GP007', game_type: 3, game_code: gameOf('GP007', 3) };
      expect(json(await call('agent01', PLAY, { ...live, device: 2 })).code).toBe('204');
      expect(await cash('agent01')).toMatchObject({ main: 0, wallets: { GP001: all }, is_playing: 1 });
      const switched = json(await call('agent01', PLAY, { ...live, device: 1 }));
      expect(switched).toMatchObject({ code: '100', data: { transferred: all } });
      expect(await cash('agent01')).toEqual({
        main: 0,
        wallets: { GP007: all },
        total: all,
        is_playing: 1,
      });
      expect(json(await call('agent01', LEAVE)).data.amount).toBe(all);
      expect(await cash('agent01')).toMatchObject({ main: all, wallets: {}, is_playing: 0 });
    });

    it('a member with an empty main wallet may still open a game (nothing moves)', async () => {
      const res = json(await call('verify01', PLAY, { gpId: 'GP016', game_type: 4, game_code: '' }));
      expect(res).toMatchObject({ code: '100', data: { transferred: 0 } });
      expect(json(await call('verify01', LEAVE)).data.amount).toBe(0);
      expect(await verifyLedger(server.app.platform.db)).toEqual([]);
    });
  });
});
