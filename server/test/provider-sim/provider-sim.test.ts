/**
 * The provider simulator against a real platform: a bad launch token is refused; a slot round
 * changes the member's provider balance by exactly the bet and the win; the sportsbook's origin.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { members } from '../../src/db/schema';
import { DEV_LAUNCH_SECRET, signLaunchToken } from '../../src/modules/games/launch-token';
import { DEV_PROVIDER_WALLET_SECRET } from '../../src/modules/provider-wallet/signature';
import { verifyLedger } from '../../src/modules/ledger/ledger';
import { WalletClient } from '../../src/provider-sim/wallet-client';
import { buildProviderSim } from '../../src/provider-sim/app';
import { DATABASES, json, post, startProviderSim, startServer, tokenFor, type TestServer } from '../helpers';
import { echoClient, next } from '../realtime/realtime-support';

describe.each(DATABASES)('provider simulator on %s', (label) => {
  let platformUrl: string;
  let server: TestServer;
  let sim: FastifyInstance;
  let simUrl: string;
  let memberId: number;

  beforeAll(async () => {
    server = await startServer(label);
    const { port } = server.app.server.address() as AddressInfo;
    platformUrl = `http://127.0.0.1:${port}`;
    ({ sim, url: simUrl } = await startProviderSim(server, { devTools: true }));
    const [m] = await server.app.platform.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, 'demo01'));
    memberId = m!.id;
  });
  afterAll(async () => {
    await sim?.close();
    await server?.close();
  });

  /**
   * A real-money link made here, naming no game session of the platform (so its bets are not bound
   * to one); each differs from the last, as a link opens only once.
   */
  let made = 0;
  const token = (over: Record<string, unknown> = {}, secret = DEV_LAUNCH_SECRET) => {
    const iat = Math.floor(Date.now() / 1000);
    return signLaunchToken(
      {
        kind: 'real',
        mid: memberId,
        acct: 'demo01',
        gp: 'GP001',
        gt: 2,
        game: 'GP001_SLOT_0001',
        cur: 'VND',
        dev: 1,
        lobby: 'http://127.0.0.1:3000/',
        iat,
        exp: iat + 600 + made++,
        ...over,
      } as never,
      secret,
    );
  };
  const sidOf = (page: string) =>
    JSON.parse(/<script id="boot" type="application\/json">(.*?)<\/script>/.exec(page)![1]!).sid as string;
  const simPost = (path: string, body: unknown) =>
    fetch(`${simUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it('refuses a launch with a bad, forged or expired token', async () => {
    expect((await fetch(`${simUrl}/game/launch?token=nonsense`)).status).toBe(401);
    expect((await fetch(`${simUrl}/game/launch?token=${token({}, 'other-secret')}`)).status).toBe(401);
    expect((await fetch(`${simUrl}/game/launch?token=${token({ exp: 1 })}`)).status).toBe(401);
    expect((await fetch(`${simUrl}/game/launch`)).status).toBe(401);
    expect((await simPost('/api/state', { sid: 'nope' })).status).toBe(401);
  });

  it('plays a slot round: the provider balance changes by exactly win - bet, and the round is in the history', async () => {
    const res = await fetch(`${simUrl}/game/launch?token=${encodeURIComponent(token())}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Back to lobby');
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors');
    const sid = sidOf(page);
    const before = (await simPost('/api/state', { sid })).body.balance as number;
    expect(before).toBe(150_000);
    const round = await simPost('/api/play', { sid, bet: 5_000 });
    expect(round.status).toBe(200);
    expect(round.body.bet).toBe(5_000);
    expect(round.body.outcome.grid).toHaveLength(5);
    expect(round.body.balance).toBe(before - 5_000 + round.body.win);
    expect((await simPost('/api/state', { sid })).body.balance).toBe(before - 5_000 + round.body.win);
    expect((await simPost('/api/play', { sid, bet: 123 })).status).toBe(400);

    const auth = await tokenFor(server, 'demo01');
    const history = json(
      await post(server, '/api/arks/web/member/bet-records', { gp_id: 'GP001' }, { headers: { authorization: auth } }),
    );
    expect(history.data.list[0]).toMatchObject({
      round_id: round.body.round_id,
      status: 'settled',
      bet_amount: 5000,
      win_amount: round.body.win,
    });
  });

  it('development only: a rigged session loses every round, so a test needs no luck; a simulator without dev tools has no such switch', async () => {
    const sid = sidOf(await (await fetch(`${simUrl}/game/launch?token=${encodeURIComponent(token())}`)).text());
    const before = (await simPost('/api/state', { sid })).body.balance as number;
    expect((await simPost('/api/dev/rig', { sid, outcome: 'win' })).status).toBe(400);
    expect((await simPost('/api/dev/rig', { sid: 'nope', outcome: 'lose' })).status).toBe(401);
    expect((await simPost('/api/dev/rig', { sid, outcome: 'lose' })).status).toBe(200);
    for (let i = 0; i < 12; i++) {
      const round = await simPost('/api/play', { sid, bet: 1_000 });
      expect(round.status).toBe(200);
      expect(round.body.win).toBe(0);
      expect(round.body.outcome.lines).toEqual([]);
    }
    expect((await simPost('/api/state', { sid })).body.balance).toBe(before - 12_000);
    expect((await simPost('/api/dev/rig', { sid, outcome: 'fair' })).status).toBe(200);

    const plain = await buildProviderSim({
      platformUrl,
      launchSecret: DEV_LAUNCH_SECRET,
      walletSecret: DEV_PROVIDER_WALLET_SECRET,
      frameOrigins: [],
      logger: false,
    });
    try {
      await plain.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${(plain.server.address() as AddressInfo).port}/api/dev/rig`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sid, outcome: 'lose' }),
      });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('serves baccarat for live and the lottery draw for lottery, and refuses a bet over the balance', async () => {
    const live = await fetch(
      `${simUrl}/game/launch?token=${encodeURIComponent(token({ gp: 'GP007', gt: 3, game: 'GP007_LIVE_0001' }))}`,
    );
    const sid = sidOf(await live.text());
    const round = await simPost('/api/play', { sid, bets: { banker: 10_000 } });
    expect(round.status).toBe(200);
    expect(['player', 'banker', 'tie']).toContain(round.body.outcome.result);
    const big = await simPost('/api/play', { sid, bets: { player: 2_000_000 } });
    expect(big.status).toBe(409);
    expect(big.body.error).toBe('310');
    const lotto = await fetch(`${simUrl}/launch?token=${encodeURIComponent(token({ gp: 'GP016', gt: 5, game: '' }))}`);
    expect(await lotto.text()).toContain('Pick 5 of 36');
  });

  it('"Back to lobby" ends the game — open rounds refunded, provider balance back to the main wallet, forward_game.status closed (provider), idempotent', async () => {
    const auth = await tokenFor(server, 'demo01');
    const echo = echoClient({ port: Number(new URL(platformUrl).port), token: auth });
    try {
      const own = echo.private(`member.${memberId}`);
      await next((cb) => own.subscribed(() => cb(null)));
      const statuses: any[] = [];
      own.listen('.forward_game.status', (e: unknown) => statuses.push(e));

      // A real game through play1: the whole main balance moves into the GP001 wallet.
      const play = json(
        await post(
          server,
          '/api/member/game/play1',
          { gpId: 'GP001', game_type: 2, game_code: 'GP001_SLOT_0001', lobby_url: 'http://127.0.0.1:3000/', device: 1 },
          { headers: { authorization: auth } },
        ),
      );
      expect(play.code).toBe('100');
      const launchToken = new URL(play.data.game_url).searchParams.get('token')!;
      const page = await (await fetch(`${simUrl}/game/launch?token=${encodeURIComponent(launchToken)}`)).text();
      const sid = sidOf(page);
      expect(page).toContain('/api/end');
      const round = await simPost('/api/play', { sid, bet: 1_000 });
      expect(round.status).toBe(200);
      const afterRound = round.body.balance as number;

      // A round the provider leaves open (its bet taken, never settled).
      const wallet = new WalletClient(platformUrl, DEV_PROVIDER_WALLET_SECRET);
      const base = { member_id: memberId, currency: 'VND' };
      const bet = await wallet.call('bet', 'GP001', {
        ...base,
        transaction_id: `open-bet-${label}`,
        round_id: `open-round-${label}`,
        amount: 2_000,
      });
      expect(bet.ok && bet.reply.data?.balance).toBe(afterRound - 2_000);

      // The player presses "Back to lobby": the simulator reports the end, then the page goes to the lobby.
      const end = await simPost('/api/end', { sid });
      expect(end.status).toBe(200);
      expect(end.body).toEqual({
        session_id: play.data.session_id,
        ended: true,
        reason: 'provider',
        amount: afterRound,
        refunded_rounds: 1,
        currency: 'VND',
        lobby: 'http://127.0.0.1:3000/',
      });
      const layout = json(
        await post(server, '/api/member/profile/common/layout', {}, { headers: { authorization: auth } }),
      ).data;
      expect(layout).toMatchObject({ member_cash: afterRound, is_playing: 0 });
      const gp001 = await wallet.call('balance', 'GP001', base);
      expect(gp001.ok && gp001.reply.data?.balance).toBe(0);
      const game = { session_id: play.data.session_id, gp_id: 'GP001', game_type: 2, game_code: 'GP001_SLOT_0001' };
      // The events come after the commits; the deadline only turns a missing one into a failure.
      for (const until = Date.now() + 30_000; statuses.length < 2 && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 20));
      expect(statuses).toEqual([
        { ...game, status: 'open', reason: 'play1' },
        { ...game, status: 'closed', reason: 'provider' },
      ]);
      expect((await simPost('/api/state', { sid })).status).toBe(401);

      // Idempotent: the same end again changes nothing; the refunded round's late win is refused (316).
      const again = await wallet.call('session-end', 'GP001', { ...base, session_id: play.data.session_id });
      expect(again.ok && again.reply).toMatchObject({
        code: '100',
        data: { ended: false, reason: 'provider', amount: afterRound, refunded_rounds: 0 },
      });
      const lateWin = await wallet.call('win', 'GP001', {
        ...base,
        transaction_id: `late-win-${label}`,
        round_id: `open-round-${label}`,
        amount: 5_000,
      });
      expect(lateWin.ok && lateWin.reply.code).toBe('316');
      expect(
        json(await post(server, '/api/member/profile/common/layout', {}, { headers: { authorization: auth } })).data
          .member_cash,
      ).toBe(afterRound);
      // Another provider, or a session that is not this member's: 318; unsigned: 401.
      const wrong = await wallet.call('session-end', 'GP007', { ...base, session_id: play.data.session_id });
      expect(wrong.ok && wrong.reply.code).toBe('318');
      const unsigned = await fetch(`${platformUrl}/api/provider/wallet/session-end`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-provider-id': 'GP001' },
        body: JSON.stringify({ gp_id: 'GP001', ...base, session_id: play.data.session_id }),
      });
      expect(unsigned.status).toBe(401);
      expect(await verifyLedger(server.app.platform.db)).toEqual([]);
    } finally {
      echo.disconnect();
    }
  });

  it('the sportsbook posts only to an allowed parent origin', async () => {
    const ok = await fetch(`${simUrl}/sportsbook?origin=${encodeURIComponent('http://127.0.0.1:3000')}`);
    const page = await ok.text();
    expect(ok.status).toBe(200);
    expect(page).toContain('"http://127.0.0.1:3000"');
    expect(page).toContain("code: 'S001'");
    expect(page).toContain("code: 'U003'");
    expect(page).not.toContain("'*'");
    expect((await fetch(`${simUrl}/sportsbook?origin=${encodeURIComponent('https://evil.example')}`)).status).toBe(400);
    const quick = await fetch(
      `${simUrl}/sport/quickbet?token=${encodeURIComponent(token({ kind: 'sport', gp: 'GP016', gt: 4, game: '' }))}&origin=${encodeURIComponent('http://127.0.0.1:3000')}`,
    );
    expect(quick.status).toBe(200);
    expect(await quick.text()).toContain("code: 'U003'");
    const demo = await fetch(
      `${simUrl}/game/demo?token=${encodeURIComponent(token({ kind: 'demo', mid: undefined }))}`,
    );
    expect(await demo.text()).toContain('DEMO');
  });
});
