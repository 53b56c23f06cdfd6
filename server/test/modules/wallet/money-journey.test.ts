/**
 * Play → bets → leave → one-key back leaves every balance exact.
 *
 * A member plays real rounds in the provider simulator (its own Fastify app, in process, calling the
 * platform's signed provider wallet API) through the member routes of SPEC §7 (play1, leave1,
 * balance/all/back) and the wallet calls of SPEC §3 (layout member_cash, my_cash). Every step checks
 * the main wallet, each provider wallet and the total against the rounds the simulator reported,
 * and at the end against the bet history and the ledger.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { accounts } from '../../../src/db/schema';
import { verifyLedger } from '../../../src/modules/ledger/ledger';
import { DATABASES, json, post, startProviderSim, startServer, tokenFor, type TestServer } from '../../helpers';

interface Round {
  round_id: string;
  bet: number;
  win: number;
  balance: number;
}

describe.each(DATABASES)('SPEC §7: play → bets → leave → one-key back leaves every balance exact (%s)', (label) => {
  let server: TestServer;
  let sim: FastifyInstance;
  let auth: string;

  beforeAll(async () => {
    server = await startServer(label);
    ({ sim } = await startProviderSim(server));
    auth = await tokenFor(server, 'demo01');
  });
  afterAll(async () => {
    await sim?.close();
    await server?.close();
  });

  const simBase = () => `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
  const member = (url: string, body: unknown = {}, key?: string) =>
    post(server, url, body, { headers: { authorization: auth, ...(key ? { 'idempotency-key': key } : {}) } }).then(
      (r) => {
        expect(r.statusCode).toBe(200);
        return json(r);
      },
    );
  const wallets = async () => {
    const layout = await member('/api/member/profile/common/layout');
    const cash = await member('/api/member/profile/my_cash');
    const byGp: Record<string, number> = {};
    for (const e of cash.data.my_cash_list as Array<{ gp_id: string; cash: number }>)
      if (e.cash !== 0) byGp[e.gp_id] = e.cash;
    return { main: layout.data.member_cash as number, providers: byGp, total: cash.data.total as number };
  };
  /** Opens the game with play1 and then the launch URL in the simulator (as the browser would); returns the simulator session. */
  const open = async (gpId: string, gameType: number, gameCode: string, key: string) => {
    const started = await member(
      '/api/member/game/play1',
      { gpId, game_type: gameType, game_code: gameCode, lobby_url: 'http://127.0.0.1:3000/', device: 1 },
      key,
    );
    expect(started.code).toBe('100');
    // The platform signed a URL to PROVIDER_SIM_URL; the token is what matters, served by our simulator.
    const launch = new URL(started.data.game_url as string);
    const page = await fetch(`${simBase()}${launch.pathname}${launch.search}`);
    expect(page.status).toBe(200);
    const boot = JSON.parse(/<script id="boot" type="application\/json">(.*?)<\/script>/.exec(await page.text())![1]!);
    return { sid: boot.sid as string, transferred: started.data.transferred as number };
  };
  const play = async (sid: string, body: Record<string, unknown>): Promise<Round> => {
    const res = await fetch(`${simBase()}/api/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sid, ...body }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Round;
  };

  it('every balance equals the opening balances plus the wins minus the bets, after each step', async () => {
    const start = await wallets();
    expect(start).toEqual({
      main: 5_000_000,
      providers: { GP001: 150_000, GP007: 320_000, GP016: 75_000 },
      total: 5_545_000,
    });
    const floatBefore = await providerFloat();

    // 1. The slot: play1 moves the whole main wallet into GP001.
    const slot = await open('GP001', 2, 'GP001_SLOT_0001', 'journey-play-slot');
    expect(slot.transferred).toBe(5_000_000);
    expect(await wallets()).toEqual({
      main: 0,
      providers: { GP001: 5_150_000, GP007: 320_000, GP016: 75_000 },
      total: 5_545_000,
    });
    const slotRounds: Round[] = [];
    let expectedGp001 = 5_150_000;
    for (let i = 0; i < 12; i++) {
      const round = await play(slot.sid, { bet: 5_000 });
      expectedGp001 += round.win - round.bet;
      expect(round.balance).toBe(expectedGp001);
      slotRounds.push(round);
    }
    const slotNet = slotRounds.reduce((s, r) => s + r.win - r.bet, 0);
    expect((await wallets()).providers.GP001 ?? 0).toBe(5_150_000 + slotNet);

    // 2. leave1 brings GP001 back to the main wallet; a repeated leave1 (same key) moves nothing more.
    const left = await member('/api/member/game/leave1', {}, 'journey-leave-slot');
    expect(left.data).toMatchObject({ closed: 1, gp_id: 'GP001', amount: 5_150_000 + slotNet });
    expect(await member('/api/member/game/leave1', {}, 'journey-leave-slot')).toEqual(left);
    expect(await wallets()).toEqual({
      main: 5_150_000 + slotNet,
      providers: { GP007: 320_000, GP016: 75_000 },
      total: 5_545_000 + slotNet,
    });

    // 3. Baccarat at GP007: the main wallet joins the 320,000 already there.
    const live = await open('GP007', 3, 'GP007_LIVE_0001', 'journey-play-live');
    expect(live.transferred).toBe(5_150_000 + slotNet);
    const liveRounds: Round[] = [];
    for (let i = 0; i < 6; i++)
      liveRounds.push(await play(live.sid, { bets: i % 2 ? { banker: 10_000 } : { player: 10_000, tie: 1_000 } }));
    const liveNet = liveRounds.reduce((s, r) => s + r.win - r.bet, 0);
    expect(liveRounds.at(-1)!.balance).toBe(5_470_000 + slotNet + liveNet);
    const leftLive = await member('/api/member/game/leave1', {}, 'journey-leave-live');
    expect(leftLive.data.amount).toBe(5_470_000 + slotNet + liveNet);

    // 4. One-key transfer back brings the rest (GP016) home; every provider wallet is then empty.
    const back = await member('/api/member/profile/balance/all/back', {}, 'journey-back');
    expect(back).toMatchObject({ code: '100', data: { amount: 75_000, list: [{ gp_id: 'GP016', cash: 75_000 }] } });
    const end = await wallets();
    const net = slotNet + liveNet;
    expect(end).toEqual({ main: 5_545_000 + net, providers: {}, total: 5_545_000 + net });

    // 5. The history lists every round with its bet and win; the provider float paid exactly the net.
    const history = await member('/api/arks/web/member/bet-records', { count: 50 });
    const listed = new Map(
      (history.data.list as Array<{ round_id: string; bet_amount: number; win_amount: number; status: string }>).map(
        (r) => [r.round_id, r],
      ),
    );
    for (const r of [...slotRounds, ...liveRounds]) {
      expect(listed.get(r.round_id)).toMatchObject({ bet_amount: r.bet, win_amount: r.win, status: 'settled' });
    }
    expect(await providerFloat()).toBe(floatBefore - BigInt(net));
    expect(await verifyLedger(server.app.platform.db)).toEqual([]);
  });

  async function providerFloat(): Promise<bigint> {
    const [row] = await server.app.platform.db
      .select({ total: sql<string>`coalesce(sum(${accounts.balance}), 0)::text` })
      .from(accounts)
      .where(sql`${accounts.kind} = 'provider_float' and ${accounts.currency} = 'VND'`);
    return BigInt(row!.total);
  }
});
