import type { MemberLayout, MyCashResponse } from '@site/shared/contracts';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';

const LAYOUT = '/api/member/profile/common/layout';
const MY_CASH = '/api/member/profile/my_cash';

const LAYOUT_KEYS: Array<keyof MemberLayout> = [
  'id',
  'member_currency',
  'member_cash',
  'member_account',
  'member_type',
  'agent_type',
  'agent_level',
  'is_agent',
  'agent_active',
  'is_playing',
  'cash_back_status',
  'wallet_status',
  'first_login_to_change_password',
  'need_bank_account_deposit_verified',
];

describe.each(DATABASES)('SPEC §3/§7 member layout and wallet (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });

  const layoutOf = async (account: string) => {
    const token = await tokenFor(server, account);
    const res = await post(server, LAYOUT, undefined, { headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return json<{ code: string; data: MemberLayout }>(res);
  };

  describe('the layout from memory (server/src/db/write-clock.ts) is never stale', () => {
    const auth = (token: string) => ({ headers: { authorization: token } });
    const layout = async (token: string) => post(server, LAYOUT, {}, auth(token));

    it('a transfer into a provider wallet and back shows in the very next layout', async () => {
      const token = await tokenFor(server, 'demo02');
      const before = json(await layout(token)).data.member_cash as number;
      expect(json(await layout(token)).data.member_cash).toBe(before);
      expect(before).toBeGreaterThan(0);
      const cat = await server.app.platform.catalogue.load();
      const game = cat.games.find((g) => g.gpId === 'GP003' && g.gtId === 2 && g.active && g.devices === 3)!;
      const play = json(
        await post(
          server,
          '/api/member/game/play1',
          { gpId: 'GP003', game_type: 2, game_code: game.gameCode, lobby_url: 'http://127.0.0.1:3000/', device: 1 },
          auth(token),
        ),
      );
      expect(play.code).toBe('100');
      const playing = json(await layout(token)).data;
      expect(playing.member_cash).toBe(0);
      expect(playing.is_playing).toBe(1);
      expect(json(await post(server, '/api/member/game/leave1', {}, auth(token))).code).toBe('100');
      const after = json(await layout(token)).data;
      expect(after.member_cash).toBe(before);
      expect(after.is_playing).toBe(0);
    });

    it('a logout ends the layout at once', async () => {
      const token = await tokenFor(server, 'demo03');
      expect((await layout(token)).statusCode).toBe(200);
      expect((await layout(token)).statusCode).toBe(200);
      expect(json(await post(server, '/api/logout', {}, auth(token))).code).toBe('100');
      expect((await layout(token)).statusCode).toBe(401);
    });
  });

  it('the developer flags call (SITE_DEV_TOOLS) puts a member on a login path', async () => {
    const set = await post(server, '/api/dev/members/flags', {
      account: 'demo02',
      first_login_to_change_password: 1,
    });
    expect(json(set)).toMatchObject({ code: '100', data: { account: 'demo02' } });
    expect((await layoutOf('demo02')).data.first_login_to_change_password).toBe(1);
    await post(server, '/api/dev/members/flags', { account: 'demo02', first_login_to_change_password: 0 });
    expect((await layoutOf('demo02')).data.first_login_to_change_password).toBe(0);
    expect((await post(server, '/api/dev/members/flags', { account: 'nobody99' })).statusCode).toBe(404);
  });

  describe('SPEC §7 POST /api/member/profile/common/layout', () => {
    it('answers every MemberLayout field for demo01 (regular member, 5,000,000 VND)', async () => {
      const body = await layoutOf('demo01');
      expect(body.code).toBe('100');
      expect(Object.keys(body.data).sort()).toEqual([...LAYOUT_KEYS].sort());
      expect(body.data).toMatchObject({
        member_currency: 'VND',
        member_cash: 5_000_000,
        member_account: 'demo01',
        member_type: 1,
        agent_type: 0,
        agent_level: 0,
        is_agent: 0,
        agent_active: 0,
        is_playing: 0,
        wallet_status: 1,
        first_login_to_change_password: 0,
        need_bank_account_deposit_verified: 0,
      });
      expect(Number.isInteger(body.data.id)).toBe(true);
    });

    it('answers the agent flags for agent01 (member_type 2, is_agent 1, agent_active 1)', async () => {
      const { data } = await layoutOf('agent01');
      expect(data).toMatchObject({
        member_account: 'agent01',
        member_type: 2,
        is_agent: 1,
        agent_active: 1,
        agent_type: 1,
        agent_level: 1,
      });
    });

    it('answers USD in major units for demo02 (1,250.50 $) and the first-login flag for firstlogin01', async () => {
      expect((await layoutOf('demo02')).data).toMatchObject({ member_currency: 'USD', member_cash: 1250.5 });
      expect((await layoutOf('firstlogin01')).data.first_login_to_change_password).toBe(1);
      expect((await layoutOf('verify01')).data.need_bank_account_deposit_verified).toBe(1);
    });

    it('HTTP 401 with code 401 without a token or with an unknown one', async () => {
      const none = await post(server, LAYOUT, {});
      expect(none.statusCode).toBe(401);
      expect(json(none)).toMatchObject({ code: '401', data: null });
      const bad = await post(server, LAYOUT, {}, { headers: { authorization: 'Bearer not-a-token' } });
      expect(bad.statusCode).toBe(401);
      expect(json(bad).code).toBe('401');
    });
  });

  describe('SPEC §7 POST /api/member/profile/my_cash', () => {
    it('lists a wallet per provider and totals main + provider wallets (demo01)', async () => {
      const token = await tokenFor(server, 'demo01');
      const res = await post(server, MY_CASH, {}, { headers: { authorization: token } });
      const body = json<{ code: string; data: MyCashResponse }>(res);
      expect(body.code).toBe('100');
      const list = body.data.my_cash_list;
      expect(list.length).toBeGreaterThanOrEqual(30);
      for (const entry of list) {
        expect(Object.keys(entry).sort()).toEqual(['cash', 'gp_id', 'gp_name', 'icon_dark', 'icon_light', 'is_light']);
        expect(entry.gp_id).toMatch(/^GP\d{3}$/);
        expect(entry.icon_dark).toBe(`/api/assets/providers/${entry.gp_id}.webp?variant=dark`);
      }
      const byGp = Object.fromEntries(list.map((e) => [e.gp_id, e]));
      expect(byGp.GP001).toMatchObject({ cash: 150_000, is_light: 1 });
      expect(byGp.GP007).toMatchObject({ cash: 320_000, is_light: 1 });
      expect(byGp.GP016).toMatchObject({ cash: 75_000, is_light: 1 });
      expect(byGp.GP002).toMatchObject({ cash: 0, is_light: 0 });
      const providerSum = list.reduce((s, e) => s + e.cash, 0);
      expect(providerSum).toBe(545_000);
      expect(body.data.total).toBe(5_000_000 + 545_000);
    });

    it('keeps cents for USD (demo02: 1,250.50 + 40.25)', async () => {
      const token = await tokenFor(server, 'demo02');
      const body = json<{ data: MyCashResponse }>(
        await post(server, MY_CASH, {}, { headers: { authorization: token } }),
      );
      expect(body.data.my_cash_list.find((e) => e.gp_id === 'GP002')?.cash).toBe(40.25);
      expect(body.data.total).toBe(1290.75);
    });

    it('HTTP 401 without a token', async () => {
      expect((await post(server, MY_CASH, {})).statusCode).toBe(401);
    });
  });
});
