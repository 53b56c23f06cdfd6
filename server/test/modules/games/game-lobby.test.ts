import { eq } from 'drizzle-orm';
import { jackpotPools } from '../../../src/db/schema';
import { frameOrigin } from '../../../src/modules/games/lobby-routes';
import { verifyLaunchToken } from '../../../src/modules/games/launch-token';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';

describe.each(DATABASES)('SPEC §7 "Games" read calls (%s)', (label) => {
  let server: TestServer;
  let token: string;
  let gameOf: (gpId: string, gt: number) => { id: number; code: string };
  const secret = () => server.app.platform.options.providerSimSecret;

  beforeAll(async () => {
    server = await startServer(label);
    token = await tokenFor(server, 'demo01');
    const cat = await server.app.platform.catalogue.load();
    gameOf = (gpId, gt) => {
      const g = cat.games.find((x) => x.gpId === gpId && x.gtId === gt && x.active && x.devices === 3)!;
      return { id: g.id, code: g.gameCode };
    };
  });
  afterAll(async () => {
    await server?.close();
  });
  const member = () => ({ headers: { authorization: token } });

  it('SPEC §7 POST /demo/play: a demo game_url for visitors; 203 in maintenance; 206 unknown', async () => {
    const g = gameOf('GP001', 2);
    const res = json(
      await post(server, '/api/demo/play', {
        site_id: 1,
        currency: 'VND',
        device: 1,
        gp_id: 'GP001',
        game_type: 2,
        game_code: g.code,
        house: 0,
      }),
    );
    expect(res.code).toBe('100');
    const url = new URL(res.data.game_url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4100/game/demo');
    expect(verifyLaunchToken(url.searchParams.get('token')!, secret())).toMatchObject({
      kind: 'demo',
      gp: 'GP001',
      game: g.code,
      cur: 'VND',
    });
    const m = json(
      await post(server, '/api/demo/play', {
        site_id: 1,
        currency: 'VND',
        device: 1,
        gp_id: 'GP030',
        game_type: 9,
        game_code: gameOf('GP030', 9).code,
      }),
    );
    expect(m).toMatchObject({
      code: '203',
      data: { start_at: '2020-01-01T00:00:00.000Z', end_at: '2099-12-31T00:00:00.000Z' },
    });
    expect(
      json(
        await post(server, '/api/demo/play', {
          site_id: 1,
          currency: 'VND',
          gp_id: 'GP001',
          game_type: 2,
          game_code: 'NOPE',
        }),
      ).code,
    ).toBe('206');
    expect(
      (await post(server, '/api/demo/play', { site_id: 1, currency: 'XXX', gp_id: 'GP001', game_type: 2 })).statusCode,
    ).toBe(400);
  });

  it('SPEC §7 POST /demo/gp_games and /demo/gt_games: data.data lists', async () => {
    const gp = json(
      await post(server, '/api/demo/gp_games', {
        site_id: 1,
        currency: 'VND',
        device: 1,
        gp_id: 'GP001',
        game_type_id: 2,
        house: 0,
      }),
    );
    expect(gp.code).toBe('100');
    expect(gp.data.data.length).toBeGreaterThan(5);
    expect(gp.data.data.every((e: any) => e.gp_id === 'GP001' && e.game_type === 2)).toBe(true);
    expect(Object.keys(gp.data.data[0]).sort()).toEqual(
      [
        'customized',
        'game_code',
        'game_id',
        'game_name',
        'game_type',
        'gp_gt_name',
        'gp_id',
        'house',
        'icon_light',
        'id',
        'member_favorite',
        'tags',
      ].sort(),
    );
    const gt = json(
      await post(
        server,
        '/api/demo/gt_games',
        { site_id: 1, support_device: 1, currency: 'VND', template: 'classic' },
        { headers: { lang: 'en_US' } },
      ),
    );
    expect(gt.data.data.map((t: any) => t.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gt.data.data[0]).toMatchObject({
      gt_name: 'Slot',
      gt_icon: expect.any(String),
      gt_icon_active: expect.any(String),
    });
    expect(gt.data.data[2].gp_list.map((p: any) => p.gp_id)).toContain('GP016');
    // THB: GP010 does not offer it.
    const thb = json(await post(server, '/api/demo/gt_games', { site_id: 1, support_device: 1, currency: 'THB' }));
    expect(thb.data.data[0].gp_list.map((p: any) => p.gp_id)).not.toContain('GP010');
  });

  it('SPEC §3/§7 POST /v2/get_jackpot: a total that grows with time, deterministically, and with contributions', async () => {
    const a = json(await post(server, '/api/v2/get_jackpot', { currency: 'VND' }));
    const b = json(await post(server, '/api/v2/get_jackpot', { currency: 'VND' }));
    expect(a.code).toBe('100');
    expect(a.data.jackpot_amount_total).toBeGreaterThan(1_234_567_000);
    expect(String(Math.floor(a.data.jackpot_amount_total)).length).toBeLessThanOrEqual(10);
    expect(b.data.jackpot_amount_total).toBeGreaterThanOrEqual(a.data.jackpot_amount_total);
    server.clock.offsetMs += 3_600_000;
    const c = json(await post(server, '/api/v2/get_jackpot', { currency: 'VND' }));
    expect(c.data.jackpot_amount_total - b.data.jackpot_amount_total).toBeGreaterThanOrEqual(3600);
    await server.app.platform.db.insert(jackpotPools).values({ currency: 'VND', contributed: 5_000n });
    const d = json(await post(server, '/api/v2/get_jackpot', { currency: 'VND' }));
    expect(d.data.jackpot_amount_total - c.data.jackpot_amount_total).toBeGreaterThanOrEqual(5_000);
    await server.app.platform.db.delete(jackpotPools).where(eq(jackpotPools.currency, 'VND'));
    const usd = json(await post(server, '/api/v2/get_jackpot', { currency: 'USD' }));
    expect(Number.isInteger(Math.round(usd.data.jackpot_amount_total * 100))).toBe(true);
  });

  it('SPEC §7 POST /v2/get_tag_game_list, /v2/game_label, /v2/get_template_game_list, /arks/web/hot-games', async () => {
    const hot = json(
      await post(server, '/api/v2/get_tag_game_list', {
        site_id: 1,
        currency: 'VND',
        support_device: 1,
        tag: 'hot',
        gt_id: 2,
      }),
    );
    expect(hot.data.info.length).toBeGreaterThan(0);
    expect(hot.data.info.every((e: any) => e.tags.includes('hot') && e.game_type === 2)).toBe(true);
    const fresh = json(
      await post(server, '/api/v2/get_tag_game_list', { site_id: 1, currency: 'VND', support_device: 2, tag: 'new' }),
    );
    expect(fresh.data.info.every((e: any) => e.tags.includes('new'))).toBe(true);
    const label = json(
      await post(server, '/api/v2/game_label', {
        site_id: 1,
        currency: 'VND',
        device: 1,
        gp_id: 'GP001',
        game_type_id: 2,
        house: 0,
      }),
    );
    expect(label.data.list.map((l: any) => [l.id, l.tag])).toEqual([
      [1, 'hot'],
      [2, 'new'],
    ]);
    expect(label.data.main.every((e: any) => e.gp_id === 'GP001')).toBe(true);
    expect(label.data.list[0].game_list.every((e: any) => e.tags.includes('hot'))).toBe(true);
    const tpl = json(
      await post(server, '/api/v2/get_template_game_list', { site_id: 1, currency: 'VND', support_device: 1 }),
    );
    expect(tpl.data.info).toHaveLength(8);
    expect(tpl.data.info[0].game_list.length).toBeLessThanOrEqual(12);
    const hg = json(await post(server, '/api/arks/web/hot-games', { site_id: 1, currency: 'VND', gt_id: 3 }));
    expect(hg.data.list.length).toBeGreaterThan(0);
    expect(hg.data.list.every((e: any) => e.tags.includes('hot') && e.game_type === 3)).toBe(true);
  });

  it('SPEC §7 POST /arks/web/favorite/store: status 1 adds, 0 removes; the game list follows', async () => {
    const g = gameOf('GP005', 2);
    const add = json(
      await post(server, '/api/arks/web/favorite/store', { data: [{ game_id: g.id, status: 1 }] }, member()),
    );
    expect(add.code).toBe('100');
    expect(add.data.list).toContain(g.id);
    expect(add.data.list).toHaveLength(5);
    const label = json(
      await post(
        server,
        '/api/demo/gp_games',
        { site_id: 1, currency: 'VND', gp_id: 'GP005', game_type_id: 2 },
        member(),
      ),
    );
    expect(label.data.data.find((e: any) => e.game_id === g.id).member_favorite).toBe(1);
    const remove = json(
      await post(server, '/api/arks/web/favorite/store', { data: [{ game_id: g.id, status: 0 }] }, member()),
    );
    expect(remove.data.list).not.toContain(g.id);
    expect(
      json(await post(server, '/api/arks/web/favorite/store', { data: [{ game_id: 99_999_999, status: 1 }] }, member()))
        .code,
    ).toBe('101');
    expect(
      (await post(server, '/api/arks/web/favorite/store', { data: [{ game_id: g.id, status: 1 }] })).statusCode,
    ).toBe(401);
  });

  it('SPEC §7 POST /arks/web/member-games/last-playing-game: fed by play1, most recent first', async () => {
    const first = json(await post(server, '/api/arks/web/member-games/last-playing-game', {}, member()));
    expect(first).toMatchObject({ code: '100', data: { list: [] } });
    const a = gameOf('GP001', 2);
    const b = gameOf('GP007', 3);
    for (const g of [a, b, a]) {
      const gp = g === b ? 'GP007' : 'GP001';
      expect(
        json(
          await post(
            server,
            '/api/member/game/play1',
            { gpId: gp, game_type: g === b ? 3 : 2, game_code: g.code, device: 1 },
            member(),
          ),
        ).code,
      ).toBe('100');
      server.clock.offsetMs += 1000;
    }
    await post(server, '/api/member/game/leave1', {}, member());
    const last = json(await post(server, '/api/arks/web/member-games/last-playing-game', {}, member()));
    expect(last.data.list).toEqual([a.id, b.id]);
  });

  it('SPEC §3/§7 POST /arks/web/game/sport-quickbet-url: detail {url, gp_id}', async () => {
    const visitor = json(
      await post(server, '/api/arks/web/game/sport-quickbet-url', {
        currency: 'VND',
        support_device: 1,
        domain: 'localhost',
        site_id: 1,
      }),
    );
    expect(visitor.data.detail.gp_id).toBe('GP016');
    const url = new URL(visitor.data.detail.url);
    expect(url.pathname).toBe('/sport/quickbet');
    expect(verifyLaunchToken(url.searchParams.get('token')!, secret())).toMatchObject({
      kind: 'sport',
      gp: 'GP016',
      gt: 4,
    });
    // SPEC §4: the frame learns the embedding page's exact origin for its S001/U003 messages.
    expect(url.searchParams.get('origin')).toBe('http://localhost');
    const mem = json(
      await post(
        server,
        '/api/arks/web/game/sport-quickbet-url',
        { currency: 'VND', support_device: 2, domain: 'localhost', site_id: 1 },
        member(),
      ),
    );
    const claims = verifyLaunchToken(new URL(mem.data.detail.url).searchParams.get('token')!, secret());
    expect(claims).toMatchObject({ acct: 'demo01', dev: 2 });
  });
});

describe('SPEC §4 sport frame origin', () => {
  it.each([
    ['localhost', 'http://localhost'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['saovang.example', 'https://saovang.example'],
    ['https://saovang.example/path', 'https://saovang.example'],
  ])('%s → %s', (domain, origin) => {
    expect(frameOrigin(domain)).toBe(origin);
  });
  it('no or a broken domain gives no origin', () => {
    expect(frameOrigin(undefined)).toBeNull();
    expect(frameOrigin('http://')).toBeNull();
  });
});
