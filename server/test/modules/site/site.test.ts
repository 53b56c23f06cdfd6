import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { REMOTE_NAMES } from '@site/shared/constants';
import { validateSiteConfig, type SiteConfig } from '@site/shared/contracts';
import { brands, games, ledgerEntries, members, seedMeta } from '../../../src/db/schema';
import { seedDemoData } from '../../../src/seed/seed';
import { DEFAULT_MODERN_LOBBY_URL } from '../../../src/config';
import { DATABASES, json, post, PRODUCTION_SECRETS, startServer, type TestServer } from '../../helpers';

const LOBBY_CDN = 'https://cdn.example.test/lobby/mf-manifest.json';

/**
 * This server runs as production would: no SITE_DEV_TOOLS (so every secret set), SITE_BRAND=lotus
 * and one remote URL from the environment.
 */
describe.each(DATABASES)('SPEC §7 site config, platform routes and OpenAPI, without dev tools (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label, {
      env: {
        ...PRODUCTION_SECRETS,
        SITE_BRAND: 'lotus',
        REMOTE_MFE_LOBBY_URL: LOBBY_CDN,
        CORS_ORIGINS: 'http://localhost:3002,http://127.0.0.1:3001',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const config = async (query = '') => {
    const res = await server.inject({ url: `/api/site-config${query}` });
    expect(res.statusCode).toBe(200);
    const body = json<{ code: string; data: SiteConfig }>(res);
    expect(body.code).toBe('100');
    return body.data;
  };

  describe('GET /api/site-config (ARCHITECTURE "Composition at run time")', () => {
    it('serves each brand a SiteConfig that validateSiteConfig accepts', async () => {
      for (const brand of ['saovang', 'lotus']) {
        const data = await config(`?brand=${brand}`);
        const check = validateSiteConfig(data);
        expect(check).toEqual({ ok: true, config: data });
        expect(data.brand.code).toBe(brand);
        expect(data.site_id).toBe(1);
        expect(data.languages).toEqual([
          'vi_VN',
          'en_US',
          'zh_CN',
          'zh_TW',
          'ko_KR',
          'ja_JP',
          'th_TH',
          'hi_IN',
          'my_MM',
          'ta_IN',
          'bn_BD',
        ]);
        expect(data.default_language).toBe('vi_VN');
        expect(data.currencies).toEqual(['VND', 'RMB', 'USD', 'THB']);
        expect(data.default_currency).toBe('VND');
      }
      expect(await config('?brand=saovang')).toMatchObject({
        brand: { name: 'Sao Vàng' },
        theme: 'gold',
        template: 'classic',
        mobile_template: 'H5_1',
      });
      expect(await config('?brand=lotus')).toMatchObject({
        brand: { name: 'Lotus Club' },
        theme: 'jade',
        template: 'modern',
        mobile_template: 'H5_3',
      });
    });

    it('serves SITE_BRAND without ?brand, and the remote URLs from the environment or their defaults', async () => {
      const data = await config();
      expect(data.brand.code).toBe('lotus');
      expect(Object.keys(data.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
      // lotus's own config names its lobby (the modern build); the others come from the environment.
      expect(data.remotes).toEqual({
        mfe_lobby: DEFAULT_MODERN_LOBBY_URL,
        mfe_auth: 'http://127.0.0.1:3002/mf-manifest.json',
        mfe_member_center: 'http://127.0.0.1:3003/mf-manifest.json',
        mfe_promotions: 'http://127.0.0.1:3004/mf-manifest.json',
        mfe_proxy: 'http://127.0.0.1:3005/mf-manifest.json',
      });
      expect((await config('?brand=saovang')).remotes.mfe_lobby).toBe(LOBBY_CDN);
    });

    it("lets a brand's stored config override its remotes (another lobby for one brand)", async () => {
      const db = server.app.platform.db;
      // A change made by hand in the database shows once the kept answers expire
      // (SITE_CONFIG_CACHE_MS): here at once.
      const byHand = async (config: Record<string, unknown>) => {
        await db.update(brands).set({ config }).where(eq(brands.code, 'saovang'));
        server.app.platform.siteConfigs.clear();
      };
      const [row] = await db.select().from(brands).where(eq(brands.code, 'saovang'));
      const alt = 'http://127.0.0.1:3011/mf-manifest.json';
      await byHand({ ...row!.config, remotes: { mfe_lobby: alt } });
      try {
        const data = await config('?brand=saovang');
        expect(data.remotes.mfe_lobby).toBe(alt);
        expect(data.remotes.mfe_auth).toBe('http://127.0.0.1:3002/mf-manifest.json');
        expect((await config('?brand=lotus')).remotes.mfe_lobby).toBe(DEFAULT_MODERN_LOBBY_URL);
        // A stored config that breaks the contract is refused loudly, not served.
        await byHand({ ...row!.config, mobile_template: 'H5_99' });
        const broken = await server.inject({ url: '/api/site-config?brand=saovang' });
        expect(broken.statusCode).toBe(500);
        expect(json(broken).message).toMatch(/mobile_template/);
        // A failure is not kept: the next read tries again.
        expect((await server.inject({ url: '/api/site-config?brand=saovang' })).statusCode).toBe(500);
      } finally {
        await byHand(row!.config);
      }
    });

    it('is built once and sent with an ETag (304 when the shell has it), compressed as the client takes', async () => {
      const first = await server.inject({ url: '/api/site-config?brand=lotus' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await server.inject({ url: '/api/site-config?brand=lotus', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const br = await server.inject({
        url: '/api/site-config?brand=lotus',
        headers: { 'accept-encoding': 'gzip, br', origin: 'http://localhost:3002' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      // CORS's Origin is kept beside the encoding.
      expect(br.headers.vary).toMatch(/origin/i);
      expect(br.headers.vary).toMatch(/accept-encoding/);
      expect(br.headers.etag).toBe(etag);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json(first));
      const gz = await server.inject({ url: '/api/site-config?brand=lotus', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json(first));
      // A change by hand is not read per request: the kept answer stands until it expires.
      const db = server.app.platform.db;
      const [row] = await db.select().from(brands).where(eq(brands.code, 'lotus'));
      await db
        .update(brands)
        .set({ config: { ...row!.config, theme: 'gold' } })
        .where(eq(brands.code, 'lotus'));
      try {
        expect((await config('?brand=lotus')).theme).toBe(json<{ data: SiteConfig }>(first).data.theme);
        server.app.platform.siteConfigs.clear();
        expect((await config('?brand=lotus')).theme).toBe('gold');
      } finally {
        await db.update(brands).set({ config: row!.config }).where(eq(brands.code, 'lotus'));
        server.app.platform.siteConfigs.clear();
      }
    });

    it('HTTP 404 (code 404) for an unknown brand, 400 for a malformed one', async () => {
      const res = await server.inject({ url: '/api/site-config?brand=nosuchbrand' });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ code: '404', message: 'Unknown brand "nosuchbrand"', data: null });
      expect((await server.inject({ url: '/api/site-config?brand=%3Cscript%3E' })).statusCode).toBe(400);
    });
  });

  describe('platform', () => {
    it('GET /api/health answers ok with the database kind', async () => {
      const body = json(await server.inject({ url: '/api/health' }));
      expect(body).toMatchObject({
        code: '100',
        message: 'success',
        data: { status: 'ok', database: label === 'PGlite' ? 'pglite' : 'postgres' },
      });
    });

    it('the developer captcha outbox does not exist without SITE_DEV_TOOLS=1', async () => {
      const captcha = json(await post(server, '/api/captcha', { type: 1, site_id: 1 }));
      const res = await server.inject({ url: `/api/dev/captcha/${captcha.data.token}` });
      expect(res.statusCode).toBe(404);
      expect(json(res).code).toBe('404');
      expect(res.body).not.toContain('answer');
    });

    it('GET /api/openapi.json describes every route with its body and response', async () => {
      const doc = json(await server.inject({ url: '/api/openapi.json' }));
      expect(doc.openapi).toMatch(/^3\./);
      const paths = Object.keys(doc.paths);
      for (const p of [
        '/api/health',
        '/api/site-config',
        '/api/captcha',
        '/api/login',
        '/api/logout',
        '/api/member/profile/common/layout',
        '/api/member/profile/my_cash',
        '/api/v3/game_list',
      ]) {
        expect(paths).toContain(p);
      }
      expect(paths.some((p) => p.startsWith('/api/dev'))).toBe(false);
      const loginOp = doc.paths['/api/login'].post;
      expect(loginOp.requestBody.content['application/json'].schema.required).toEqual([
        'account',
        'password',
        'captcha_token',
        'answer',
      ]);
      expect(
        loginOp.responses['200'].content['application/json'].schema.properties.data.properties.token,
      ).toBeDefined();
      expect(doc.paths['/api/member/profile/my_cash'].post.security).toEqual([{ token: [] }]);
    });

    it('unknown routes answer HTTP 404 in the envelope', async () => {
      const res = await server.inject({ url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ code: '404', message: 'Not found: GET /api/nope', data: null });
    });

    it('CORS: the configured origins may call, with the authorization header exposed; others may not', async () => {
      const preflight = await server.inject({
        method: 'OPTIONS',
        url: '/api/login',
        headers: {
          origin: 'http://localhost:3002',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization,lang',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3002');
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/);
      const simple = await server.inject({ url: '/api/health', headers: { origin: 'http://127.0.0.1:3001' } });
      expect(simple.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3001');
      expect(String(simple.headers['access-control-expose-headers'])).toMatch(/authorization/);
      const other = await server.inject({ url: '/api/health', headers: { origin: 'http://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('demo data seed', () => {
    it('is applied once: seeding again changes nothing', async () => {
      const db = server.app.platform.db;
      const countOf = async (table: typeof members | typeof games | typeof ledgerEntries | typeof seedMeta) =>
        (await db.select({ n: count() }).from(table))[0]!.n;
      const before = [
        await countOf(members),
        await countOf(games),
        await countOf(ledgerEntries),
        await countOf(seedMeta),
      ];
      expect(await seedDemoData(db)).toEqual([]);
      expect([
        await countOf(members),
        await countOf(games),
        await countOf(ledgerEntries),
        await countOf(seedMeta),
      ]).toEqual(before);
      expect(before[1]).toBeGreaterThanOrEqual(3000);
    });
  });
});
