/**
 * SPEC §3 "leave1 and the end of a game bring the money back", for the game nobody ends: a member
 * closes the game tab on a phone, nothing calls leave1, the provider reports no end. After the idle
 * time with no bet the platform ends the game itself (reason idle): open rounds refunded, the whole
 * provider balance back in the main wallet, exactly once however many sweeps run; a game with a
 * recent bet stays open.
 */
import { eq } from 'drizzle-orm';
import { gameSessions, members } from '../../../src/db/schema';
import { endIdleGames } from '../../../src/modules/provider-wallet/idle-games';
import { DATABASES, json, post, signedProviderCall, startServer, tokenFor, type TestServer } from '../../helpers';

const IDLE_MS = 10 * 60_000;
const MINUTE = 60_000;

describe.each(DATABASES)('idle games end on their own (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label, { gameIdleMs: IDLE_MS });
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    server.clock.offsetMs = 0;
  });

  const gameOf = async (gpId: string, gt: number) =>
    (await server.app.platform.catalogue.load()).games.find(
      (g) => g.gpId === gpId && g.gtId === gt && g.active && g.devices === 3,
    )!.gameCode;

  async function memberOf(account: string) {
    const token = await tokenFor(server, account);
    const call = async (url: string, body: unknown = {}, key?: string) =>
      json(
        await post(server, url, body, {
          headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
        }),
      );
    const wallets = async () => {
      const layout = await call('/api/member/profile/common/layout');
      const cash = await call('/api/member/profile/my_cash');
      return {
        main: layout.data.member_cash as number,
        total: cash.data.total as number,
        id: layout.data.id as number,
      };
    };
    const play = async (key: string) => {
      const played = await call(
        '/api/member/game/play1',
        { gpId: 'GP003', game_type: 2, game_code: await gameOf('GP003', 2), device: 2 },
        key,
      );
      expect(played.code).toBe('100');
      return played.data.session_id as number;
    };
    return { call, wallets, play };
  }

  const sessionRow = async (id: number) =>
    (await server.app.platform.db.select().from(gameSessions).where(eq(gameSessions.id, id)))[0]!;

  it('a game with no bet for the idle time ends once: open rounds refunded, every coin back in the main wallet', async () => {
    const m = await memberOf('demo01');
    const before = await m.wallets();
    expect(before.main).toBeGreaterThan(0);
    const sessionId = await m.play(`idle-${label}-1`);
    expect((await m.wallets()).main).toBe(0);

    // One bet the provider never settles (the tab was closed mid-round).
    const bet = (n: number) =>
      signedProviderCall(server, 'bet', {
        gp_id: 'GP003',
        member_id: before.id,
        currency: 'VND',
        transaction_id: `idle-bet-${label}-${n}`,
        round_id: `idle-round-${label}-${n}`,
        amount: 2000,
        session_id: sessionId,
      });
    server.clock.offsetMs = 2 * MINUTE;
    expect(json(await bet(1)).code).toBe('100');

    // Nine minutes after the bet: still in use.
    server.clock.offsetMs = 11 * MINUTE;
    expect(await endIdleGames(server.app.platform)).toBe(0);
    expect((await sessionRow(sessionId)).status).toBe('open');

    // Past the idle time since the bet: two sweeps at once (two processes) end it once.
    server.clock.offsetMs = 13 * MINUTE;
    const ended = await Promise.all([endIdleGames(server.app.platform), endIdleGames(server.app.platform)]);
    expect(ended[0] + ended[1]).toBe(1);
    const row = await sessionRow(sessionId);
    expect(row).toMatchObject({ status: 'closed', closeReason: 'idle' });
    const after = await m.wallets();
    expect(after).toEqual({ ...before });
    const [member] = await server.app.platform.db.select().from(members).where(eq(members.id, before.id));
    expect(member!.isPlaying).toBe(0);

    // The ended game takes no more bets; another game opens (no "already playing").
    expect(json(await bet(2)).code).toBe('319');
    const next = await m.play(`idle-${label}-2`);
    expect(next).not.toBe(sessionId);
    expect((await m.call('/api/member/game/leave1', {}, `idle-${label}-leave`)).code).toBe('100');
    expect(await m.wallets()).toEqual(before);
  });

  it('a game opened and never played ends after the idle time from its opening', async () => {
    const m = await memberOf('demo02');
    const before = await m.wallets();
    const sessionId = await m.play(`idle-${label}-3`);
    server.clock.offsetMs = IDLE_MS - MINUTE;
    expect(await endIdleGames(server.app.platform)).toBe(0);
    server.clock.offsetMs = IDLE_MS + MINUTE;
    expect(await endIdleGames(server.app.platform)).toBe(1);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'closed', closeReason: 'idle' });
    expect(await m.wallets()).toEqual(before);
  });

  it('the developer sweep (SITE_DEV_TOOLS) ends a game idle for the seconds it is given, as the periodic sweep would', async () => {
    const m = await memberOf('demo03');
    const before = await m.wallets();
    const sessionId = await m.play(`idle-${label}-dev`);
    server.clock.offsetMs = 5 * 1000;
    const sweep = async (idle_seconds: number) => json(await post(server, '/api/dev/games/end-idle', { idle_seconds }));
    expect((await sweep(60)).data).toEqual({ ended: 0 });
    expect((await sweep(2)).data).toEqual({ ended: 1 });
    expect((await sweep(2)).data).toEqual({ ended: 0 });
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'closed', closeReason: 'idle' });
    expect(await m.wallets()).toEqual(before);
    expect((await post(server, '/api/dev/games/end-idle', { idle_seconds: -1 })).statusCode).toBe(400);
  });
});
