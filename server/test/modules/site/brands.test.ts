import { eq } from 'drizzle-orm';
import { operatorCalls, type SiteConfig } from '@site/shared/contracts';
import { brands } from '../../../src/db/schema';
import { DEFAULT_MODERN_LOBBY_URL } from '../../../src/config';
import { DATABASES, json, startServer, type TestServer } from '../../helpers';

const OPERATOR = { 'x-operator-key': 'dev-operator-key-change-me' };

/**
 * ARCHITECTURE "Composition at run time": a brand is found by the request's host among the brands'
 * domains, and an operator changes a brand's config (its lobby, templates, domains…) through the
 * operator API, checked whole before it is stored.
 */
describe.each(DATABASES)('brands: domains and the operator brand config (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });

  const configFor = async (headers: Record<string, string> = {}, query = '') => {
    const res = await server.inject({ url: `/api/site-config${query}`, headers });
    expect(res.statusCode).toBe(200);
    return json<{ data: SiteConfig }>(res).data;
  };
  const change = (body: Record<string, unknown>, headers: Record<string, string> = OPERATOR) =>
    server.inject({ method: 'POST', url: `/api${operatorCalls.brandConfig.path}`, headers, payload: body });

  it('picks the brand by the host: its domain or a name under it; the default brand elsewhere', async () => {
    expect((await configFor({ host: 'lotus.local:3000' })).brand.code).toBe('lotus');
    expect((await configFor({ host: 'LOTUS.local' })).brand.code).toBe('lotus');
    expect((await configFor({ host: 'agent01.saovang.local:3000' })).brand.code).toBe('saovang');
    expect((await configFor({ host: '127.0.0.1:3000' })).brand.code).toBe('saovang');
    // A name that only ends like a domain is not under it.
    expect((await configFor({ host: 'notlotus.local' })).brand.code).toBe('saovang');
    // Behind a trusted proxy, the forwarded host.
    expect((await configFor({ host: '127.0.0.1:4000', 'x-forwarded-host': 'lotus.local:3000' })).brand.code).toBe(
      'lotus',
    );
    // ?brand= wins over the host.
    expect((await configFor({ host: 'lotus.local' }, '?brand=saovang')).brand.code).toBe('saovang');
  });

  it('serves lotus the modern lobby build its seeded config names, and saovang the classic one', async () => {
    const lotus = await configFor({ host: 'lotus.local' });
    expect(lotus.remotes.mfe_lobby).toBe(DEFAULT_MODERN_LOBBY_URL);
    expect(lotus.domains).toEqual(['lotus.local']);
    expect(lotus.template).toBe('modern');
    expect((await configFor()).remotes.mfe_lobby).toBe('http://127.0.0.1:3001/mf-manifest.json');
  });

  it("changes a brand's lobby: the next config read names the new build, and other keys are kept", async () => {
    const other = 'https://cdn.example.test/lobby-2/mf-manifest.json';
    const res = await change({ brand: 'lotus', config: { remotes: { mfe_lobby: other }, theme: 'gold' } });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: SiteConfig }>(res).data).toMatchObject({
      brand: { code: 'lotus', name: 'Lotus Club' },
      remotes: { mfe_lobby: other, mfe_auth: 'http://127.0.0.1:3002/mf-manifest.json' },
      theme: 'gold',
      template: 'modern',
    });
    expect((await configFor({ host: 'lotus.local' })).remotes.mfe_lobby).toBe(other);
    // null takes a key back to its default: the environment's lobby, the default theme.
    const back = await change({ brand: 'lotus', config: { remotes: { mfe_lobby: null }, theme: null } });
    expect(back.statusCode).toBe(200);
    const data = json<{ data: SiteConfig }>(back).data;
    expect(data.remotes.mfe_lobby).toBe('http://127.0.0.1:3001/mf-manifest.json');
    expect(data.theme).toBe('gold');
    const [row] = await server.app.platform.db.select().from(brands).where(eq(brands.code, 'lotus'));
    expect(row!.config).not.toHaveProperty('theme');
    expect((row!.config as { remotes: object }).remotes).not.toHaveProperty('mfe_lobby');
    // Back as seeded.
    expect(
      (await change({ brand: 'lotus', config: { remotes: { mfe_lobby: DEFAULT_MODERN_LOBBY_URL }, theme: 'jade' } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a change that would break the config, an unknown key, an unknown brand, and a caller without the key', async () => {
    const before = await configFor({ host: 'lotus.local' });
    const broken = await change({ brand: 'lotus', config: { remotes: { mfe_lobby: 'not a url' } } });
    expect(broken.statusCode).toBe(400);
    expect(json(broken).message).toMatch(/mfe_lobby must be an absolute URL/);
    const wrongLanguage = await change({
      brand: 'lotus',
      config: { languages: ['vi_VN', 'en_US'], default_language: 'ko_KR' },
    });
    expect(wrongLanguage.statusCode).toBe(400);
    expect(json(wrongLanguage).message).toMatch(/default_language must be one of languages/);
    const badDomain = await change({ brand: 'lotus', config: { domains: ['Lotus Club!'] } });
    expect(badDomain.statusCode).toBe(400);
    // Nothing was stored.
    expect(await configFor({ host: 'lotus.local' })).toEqual(before);

    expect((await change({ brand: 'lotus', config: { site_id: 2 } })).statusCode).toBe(400);
    expect((await change({ brand: 'lotus', config: { realtime: {} } })).statusCode).toBe(400);
    expect((await change({ brand: 'lotus', config: {} })).statusCode).toBe(400);
    const unknown = await change({ brand: 'nosuch', config: { theme: 'gold' } });
    expect(unknown.statusCode).toBe(404);
    expect((await change({ brand: 'lotus', config: { theme: 'gold' } }, {})).statusCode).toBe(401);
  });
});
