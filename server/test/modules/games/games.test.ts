import zlib from 'node:zlib';
import sharp from 'sharp';
import { GAME_TYPES } from '@site/shared/constants';
import { GAME_LIST_PARTS, gameListPartCount, type GameListResponse } from '@site/shared/contracts';
import { renderGameTile, renderGameTypeIcon, renderProviderLogo } from '../../../src/modules/assets/art/render';
import { generateGames, PROVIDERS } from '../../../src/seed/catalogue';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';

const GAME_LIST = '/api/v3/game_list';
const desktopVnd = { currency: 'VND', site_id: 1, support_device: 1, template: 'classic' };

/** A minimal well-formedness check: every opened element is closed in order. */
function balancedXml(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|#39;)/.test(svg);
}

describe.each(DATABASES)('SPEC §3/§7 games catalogue and artwork (%s)', (label) => {
  let server: TestServer;
  let demo01: string;
  beforeAll(async () => {
    server = await startServer(label);
    demo01 = await tokenFor(server, 'demo01');
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = async (body: object, headers: Record<string, string> = {}) => {
    const res = await post(server, GAME_LIST, body, { headers });
    expect(res.statusCode).toBe(200);
    return json<{ code: string; data: GameListResponse }>(res);
  };

  describe('SPEC §7 POST /api/v3/game_list', () => {
    it('lists the game types 2..9 with providers and games in the contract shape', async () => {
      const body = await list(desktopVnd);
      expect(body.code).toBe('100');
      const types = body.data.list;
      expect(types.map((t) => t.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
      for (const t of types) {
        expect(Object.keys(t).sort()).toEqual([
          'gp_list',
          'gp_total',
          'gt_icon',
          'gt_icon_active',
          'gt_id',
          'gt_name',
          'providers',
        ]);
        expect(t.gt_icon).toBe(`/api/assets/game-types/${t.gt_id}.webp`);
        expect(t.gt_icon_active).toBe(`/api/assets/game-types/${t.gt_id}.webp?active=1`);
        expect(t.providers.length).toBeGreaterThan(0);
        expect(t.gp_list.length).toBeGreaterThan(0);
      }
      const game = types[0]!.gp_list[0]!;
      expect(Object.keys(game).sort()).toEqual(
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
      const provider = types[0]!.providers[0]!;
      expect(Object.keys(provider).sort()).toEqual(
        [
          'customized',
          'game_type',
          'gp_gt_name',
          'gp_id',
          'gp_name',
          'house',
          'icon_dark',
          'icon_light',
          'maintain',
        ].sort(),
      );
    });

    it('has at least 3,000 games from at least 30 GP-coded providers, named in vi_VN, en_US and zh_CN', async () => {
      const types = (await list(desktopVnd)).data.list;
      const games = types.flatMap((t) => t.gp_list);
      expect(games.length).toBeGreaterThanOrEqual(3000);
      const providers = new Set(types.flatMap((t) => t.providers.map((p) => p.gp_id)));
      expect(providers.size).toBeGreaterThanOrEqual(30);
      for (const id of providers) expect(id).toMatch(/^GP\d{3}$/);
      for (const g of games) {
        expect(g.game_name.vi_VN && g.game_name.en_US && g.game_name.zh_CN).toBeTruthy();
        expect(g.icon_light).toBe(`/api/assets/games/${g.game_code}.webp`);
        expect(g.id).toBe(g.game_id);
        expect(providers.has(g.gp_id)).toBe(true);
      }
      expect(new Set(games.map((g) => g.game_code)).size).toBe(games.length);
      expect(games.some((g) => g.tags.includes('hot'))).toBe(true);
      expect(games.some((g) => g.tags.includes('new'))).toBe(true);
      expect(games.some((g) => g.house === 1)).toBe(true);
      expect(games.some((g) => g.customized === 1)).toBe(true);
    });

    it('member_favorite is 0 for visitors and 1 on the token member favourites', async () => {
      const visitor = (await list(desktopVnd)).data.list.flatMap((t) => t.gp_list);
      expect(visitor.every((g) => g.member_favorite === 0)).toBe(true);
      const member = (await list(desktopVnd, { authorization: `Bearer ${demo01}` })).data.list.flatMap(
        (t) => t.gp_list,
      );
      const favourites = member
        .filter((g) => g.member_favorite === 1)
        .map((g) => g.game_code)
        .sort();
      expect(favourites).toEqual(['GP001_SLOT_0001', 'GP003_SLOT_0002', 'GP007_LIVE_0001', 'GP022_CHESS_0003']);
      // An unknown token is a visitor here (public call), not a 401.
      const stale = await post(server, GAME_LIST, desktopVnd, { headers: { authorization: 'Bearer stale' } });
      expect(stale.statusCode).toBe(200);
      expect(
        json(stale)
          .data.list.flatMap((t: { gp_list: Array<{ member_favorite: number }> }) => t.gp_list)
          .every((g: { member_favorite: number }) => g.member_favorite === 0),
      ).toBe(true);
    });

    it('names game types in the `lang` language, filters by currency and device', async () => {
      const en = (await list(desktopVnd, { lang: 'en_US' })).data.list;
      expect(en.map((t) => t.gt_name)).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map((id) => GAME_TYPES[id as 2].en));
      expect((await list(desktopVnd, { lang: 'vi_VN' })).data.list[0]!.gt_name).toBe('Nổ Hũ');
      expect((await list(desktopVnd, { lang: 'zh_CN' })).data.list[0]!.gt_name).toBe('电子');
      const thb = (await list({ ...desktopVnd, currency: 'THB' })).data.list.flatMap((t) =>
        t.providers.map((p) => p.gp_id),
      );
      const noThb = PROVIDERS.filter((p) => !p.currencies.includes('THB')).map((p) => p.gpId);
      expect(noThb.length).toBeGreaterThan(0);
      for (const id of noThb) expect(thb).not.toContain(id);
      const desktopCount = en.flatMap((t) => t.gp_list).length;
      const mobileCount = (await list({ ...desktopVnd, support_device: 2 })).data.list.flatMap((t) => t.gp_list).length;
      const all = generateGames();
      const vndGames = all.filter((g) => PROVIDERS.find((p) => p.gpId === g.gpId)!.currencies.includes('VND'));
      expect(desktopCount).toBe(vndGames.filter((g) => g.devices & 1).length);
      expect(mobileCount).toBe(vndGames.filter((g) => g.devices & 2).length);
      expect(mobileCount).toBeGreaterThanOrEqual(3000);
    });

    it('sends the list in parts: the first rows of every type, then the rest; together the whole list', async () => {
      const whole = (await list(desktopVnd, { authorization: `Bearer ${demo01}` })).data.list;
      for (const t of whole) expect(t.gp_total).toBe(t.gp_list.length);
      const head = (await list({ ...desktopVnd, part: 0 }, { authorization: `Bearer ${demo01}` })).data.list;
      expect(head.map((t) => t.gt_id)).toEqual(whole.map((t) => t.gt_id));
      expect(head.map((t) => t.providers)).toEqual(whole.map((t) => t.providers));
      expect(head.map((t) => t.gp_total)).toEqual(whole.map((t) => t.gp_total));
      for (const t of head) expect(t.gp_list.length).toBe(Math.min(GAME_LIST_PARTS.head, t.gp_total));
      const parts = gameListPartCount(Math.max(...whole.map((t) => t.gp_total)));
      expect(parts).toBeGreaterThan(1);
      const rest = await Promise.all(
        Array.from({ length: parts - 1 }, (_, i) =>
          list({ ...desktopVnd, part: i + 1 }, { authorization: `Bearer ${demo01}` }),
        ),
      );
      // Read in order, the parts are the whole list, the member's favourites marked in them too.
      const joined = head.map((t, i) => [...t.gp_list, ...rest.flatMap((r) => r.data.list[i]!.gp_list)]);
      expect(joined).toEqual(whole.map((t) => t.gp_list));
      expect(joined.flat().filter((g) => g.member_favorite === 1)).toHaveLength(4);
      // A part past the end lists every type with no games; past the maximum is refused.
      const past = (await list({ ...desktopVnd, part: parts + 5 })).data.list;
      expect(past.map((t) => t.gp_list.length)).toEqual(whole.map(() => 0));
      expect(past.map((t) => t.gp_total)).toEqual(whole.map((t) => t.gp_total));
      expect((await post(server, GAME_LIST, { ...desktopVnd, part: GAME_LIST_PARTS.max + 1 })).statusCode).toBe(400);
      expect((await post(server, GAME_LIST, { ...desktopVnd, part: -1 })).statusCode).toBe(400);
    });

    it('HTTP 400 for an unknown currency or a missing site_id', async () => {
      const res = await post(server, GAME_LIST, { ...desktopVnd, currency: 'XYZ' });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/^currency must be one of/);
      expect(json(await post(server, GAME_LIST, { currency: 'VND' })).message).toBe('site_id is required');
    });

    // How fast it answers is measured by bench/money.mjs (a test's verdict must not depend on the machine's load).
    it('is compressed and carries an ETag (If-None-Match gives 304)', async () => {
      const br = await post(server, GAME_LIST, desktopVnd, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      const plain = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'));
      expect(plain.data.list).toHaveLength(8);
      expect(br.rawPayload.length).toBeLessThan(200_000);
      const gz = await post(server, GAME_LIST, desktopVnd, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const etag = br.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await post(server, GAME_LIST, desktopVnd, { headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      // A member's list with favourites differs, so its ETag too.
      const member = await post(server, GAME_LIST, desktopVnd, { headers: { authorization: demo01 } });
      expect(member.headers.etag).not.toBe(etag);
    });

    it("keeps a member's list with its favourites, compressed once; a new favourite makes a new one", async () => {
      const ask = (headers: Record<string, string> = {}) =>
        post(
          server,
          GAME_LIST,
          { ...desktopVnd, part: 0 },
          {
            headers: { authorization: demo01, 'accept-encoding': 'br', ...headers },
          },
        );
      const first = await ask();
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/authorization/);
      const again = await ask();
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect((await ask({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
      const flagged = (res: typeof first) =>
        (JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')) as { data: GameListResponse }).data.list
          .flatMap((t) => t.gp_list)
          .filter((g) => g.member_favorite === 1)
          .map((g) => g.id);
      const before = flagged(first);
      const other = (await list({ ...desktopVnd, part: 0 })).data.list
        .flatMap((t) => t.gp_list)
        .find((g) => !before.includes(g.id))!;
      const store = (status: number) =>
        post(
          server,
          '/api/arks/web/favorite/store',
          { data: [{ game_id: other.id, status }] },
          {
            headers: { authorization: demo01 },
          },
        );
      expect(json(await store(1)).code).toBe('100');
      try {
        const now = await ask();
        expect(now.headers.etag).not.toBe(first.headers.etag);
        expect(flagged(now).sort()).toEqual([...before, other.id].sort());
      } finally {
        expect(json(await store(0)).code).toBe('100');
      }
      // Back to the favourites it had: the same list as at first.
      expect((await ask()).headers.etag).toBe(first.headers.etag);
    });

    it("forgets a token at once when its session ends: the list is a visitor's again", async () => {
      const token = await tokenFor(server, 'demo02');
      const favourites = (headers: Record<string, string> = {}) =>
        list({ ...desktopVnd, part: 0 }, headers).then(
          (b) => b.data.list.flatMap((t) => t.gp_list).filter((g) => g.member_favorite === 1).length,
        );
      const game = (await list({ ...desktopVnd, part: 0 })).data.list[0]!.gp_list[0]!;
      const store = await post(
        server,
        '/api/arks/web/favorite/store',
        { data: [{ game_id: game.id, status: 1 }] },
        {
          headers: { authorization: token },
        },
      );
      expect(json(store).code).toBe('100');
      expect(await favourites({ authorization: token })).toBeGreaterThan(0);
      expect((await post(server, '/api/logout', undefined, { headers: { authorization: token } })).statusCode).toBe(
        200,
      );
      expect(await favourites({ authorization: token })).toBe(0);
      expect(await favourites()).toBe(0);
    });
  });

  describe('SPEC §3 artwork: /api/assets (game tiles, provider logos, game type icons)', () => {
    it('renders a game tile as SVG, deterministically, with long cache headers and an ETag', async () => {
      const url = '/api/assets/games/GP001_SLOT_0001.svg';
      const a = await server.inject({ url });
      expect(a.statusCode).toBe(200);
      expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(a.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(a.body).toMatch(/^<svg[^>]+viewBox="0 0 300 300"/);
      expect(a.body).toContain('LUCKY LANTERN GAMING');
      const b = await server.inject({ url });
      expect(b.body).toBe(a.body);
      expect((await server.inject({ url, headers: { 'if-none-match': a.headers.etag as string } })).statusCode).toBe(
        304,
      );
      expect((await server.inject({ url: '/api/assets/games/NOPE_0001.svg' })).statusCode).toBe(404);
    });

    it('renders provider logos in a lit (light) and a muted (dark) variant', async () => {
      const light = await server.inject({ url: '/api/assets/providers/GP007.svg?variant=light' });
      const dark = await server.inject({ url: '/api/assets/providers/GP007.svg?variant=dark' });
      expect(light.statusCode).toBe(200);
      expect(dark.statusCode).toBe(200);
      expect(light.body).not.toBe(dark.body);
      expect(light.body).toContain('ORCHID');
      expect((await server.inject({ url: '/api/assets/providers/GP999.svg' })).statusCode).toBe(404);
      expect((await server.inject({ url: '/api/assets/providers/GP001.svg?variant=neon' })).statusCode).toBe(400);
    });

    it('serves a game tile and a provider logo as WebP, rasterised once, with an ETag', async () => {
      const url = '/api/assets/games/GP001_SLOT_0001.webp';
      // Two requests at once share one rendering and get the same picture.
      const [a, b] = await Promise.all([server.inject({ url }), server.inject({ url })]);
      expect(a.statusCode).toBe(200);
      expect(a.headers['content-type']).toBe('image/webp');
      expect(a.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(a.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(a.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
      const size = await sharp(a.rawPayload).metadata();
      expect([size.width, size.height]).toEqual([300, 300]);
      expect((await server.inject({ url, headers: { 'if-none-match': a.headers.etag as string } })).statusCode).toBe(
        304,
      );
      // The SVG and the WebP are different pictures to a cache.
      const svg = await server.inject({ url: '/api/assets/games/GP001_SLOT_0001.svg' });
      expect(svg.headers.etag).not.toBe(a.headers.etag);
      expect((await server.inject({ url: '/api/assets/games/NOPE_0001.webp' })).statusCode).toBe(404);

      const light = await server.inject({ url: '/api/assets/providers/GP007.webp?variant=light' });
      const dark = await server.inject({ url: '/api/assets/providers/GP007.webp?variant=dark' });
      expect(light.headers['content-type']).toBe('image/webp');
      expect(light.rawPayload.equals(dark.rawPayload)).toBe(false);
      // Twice the 240 x 80 logo, for high-density screens.
      const logo = await sharp(light.rawPayload).metadata();
      expect([logo.width, logo.height]).toEqual([480, 160]);
      expect((await server.inject({ url: '/api/assets/providers/GP999.webp' })).statusCode).toBe(404);
    });

    it('renders game type icons, grey or gold when active', async () => {
      const grey = await server.inject({ url: '/api/assets/game-types/8.svg' });
      const gold = await server.inject({ url: '/api/assets/game-types/8.svg?active=1' });
      expect(grey.statusCode).toBe(200);
      expect(grey.body).toContain('#94a3b8');
      expect(gold.body).not.toBe(grey.body);
      expect((await server.inject({ url: '/api/assets/game-types/1.svg' })).statusCode).toBe(400);

      // The same icons as WebP, what the lists point to: 64 x 64, grey and gold apart, cached by ETag.
      const greyWebp = await server.inject({ url: '/api/assets/game-types/8.webp' });
      const goldWebp = await server.inject({ url: '/api/assets/game-types/8.webp?active=1' });
      expect(greyWebp.statusCode).toBe(200);
      expect(greyWebp.headers['content-type']).toBe('image/webp');
      expect(greyWebp.rawPayload.equals(goldWebp.rawPayload)).toBe(false);
      const icon = await sharp(goldWebp.rawPayload).metadata();
      expect([icon.width, icon.height]).toEqual([64, 64]);
      const again = await server.inject({
        url: '/api/assets/game-types/8.webp?active=1',
        headers: { 'if-none-match': String(goldWebp.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect((await server.inject({ url: '/api/assets/game-types/1.webp' })).statusCode).toBe(400);
    });
  });
});

describe('SPEC §3 type icons and provider logos rendered ahead, once listening', () => {
  it('every type icon and provider, both ways, without holding up a request; a platform closing meanwhile ends it', async () => {
    const server = await startServer('PGlite', { warmArt: true });
    try {
      // Served meanwhile: the renderings run one at a time in the background.
      expect(
        (await server.inject({ url: '/api/arks/web/site/detail', method: 'POST', payload: { site_id: 1 } })).statusCode,
      ).toBe(200);
      const list = json<{ data: { list: Array<{ providers: Array<{ gp_id: string }> }> } }>(
        await post(server, '/api/v3/game_list', { currency: 'VND', site_id: 1 }),
      );
      const listed = new Set(list.data.list.flatMap((type) => type.providers.map((p) => p.gp_id)));
      expect(listed.size).toBeGreaterThan(10);
      // Every type's icon, grey and gold, then every provider of the catalogue (the list shows those
      // of one currency), lit and muted.
      expect(await server.app.artWarmUp).toBeGreaterThanOrEqual(2 * 8 + 2 * listed.size);
      const logo = await server.inject({ url: '/api/assets/providers/GP007.webp?variant=dark' });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/webp');
    } finally {
      await server.close();
    }
    // Closed right after it started listening: the renderings end instead of running on.
    const early = await startServer('PGlite', { warmArt: true });
    const warming = early.app.artWarmUp;
    await early.close();
    expect(typeof (await warming)).toBe('number');
  });
});

describe('SPEC §3 artwork renderers (no database)', () => {
  it('every tile, logo and icon is well-formed SVG (escaping, balanced tags)', () => {
    const providers = new Map(PROVIDERS.map((p) => [p.gpId, p]));
    for (const g of generateGames()) {
      const p = providers.get(g.gpId)!;
      for (const title of [g.names.en_US, g.names.vi_VN]) {
        const svg = renderGameTile({ gameCode: g.gameCode, gtId: g.gtId, title, provider: p });
        if (!balancedXml(svg)) throw new Error(`malformed tile ${g.gameCode}`);
      }
    }
    for (const p of PROVIDERS)
      for (const v of ['light', 'dark'] as const) expect(balancedXml(renderProviderLogo(p, v))).toBe(true);
    for (const id of [2, 3, 4, 5, 6, 7, 8, 9])
      for (const active of [true, false]) expect(balancedXml(renderGameTypeIcon(id, active))).toBe(true);
  });
});
