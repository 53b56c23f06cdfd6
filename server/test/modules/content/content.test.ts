import { createDecipheriv } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import { LANGUAGE_CODES } from '@site/shared/constants';
import { brands, seedMeta, siteContents, trackingEvents } from '../../../src/db/schema';
import { DEV_OPERATOR_API_KEY } from '../../../src/config';
import { seedDemoData } from '../../../src/seed/seed';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';

describe.each(DATABASES)('SPEC §3/§4/§7 letters and content (%s)', (label) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer(label);
    token = await tokenFor(server, 'demo01');
  });
  afterAll(async () => {
    await server?.close();
  });
  const auth = () => ({ headers: { authorization: token } });
  const LIST = { active: 1, count: 50, language: 'vi_VN', page: 1, site_id: 1, sort_field: 'id', sort_order: 'desc' };

  describe('SPEC §7 letters', () => {
    it('lists a page with total_count and unread_count, per language, id descending', async () => {
      const body = json(await post(server, '/api/arks/web/member/letter', LIST, auth()));
      expect(body.code).toBe('100');
      expect(body.data.total_count).toBe(3);
      expect(body.data.unread_count).toBe(2);
      expect(body.data.list.map((l: { id: number }) => l.id)).toEqual(
        [...body.data.list.map((l: { id: number }) => l.id)].sort((a, b) => b - a),
      );
      expect(Object.keys(body.data.list[0]).sort()).toEqual([
        'content',
        'created_at',
        'id',
        'is_read',
        'language',
        'title',
      ]);
      const zh = json(await post(server, '/api/arks/web/member/letter', { ...LIST, language: 'zh_CN' }, auth()));
      expect(zh.data.list[0].title).toMatch(/[\u4e00-\u9fff]/);
      const paged = json(
        await post(server, '/api/arks/web/member/letter', { ...LIST, language: 'en_US', count: 2, page: 2 }, auth()),
      );
      expect(paged.data.list).toHaveLength(1);
      expect(paged.data.total_count).toBe(3);
    });
    it("read marks one read (unread_count drops); 101 for a letter that is not the member's", async () => {
      const list = json(await post(server, '/api/arks/web/member/letter', LIST, auth())).data;
      const unread = list.list.find((l: { is_read: number }) => l.is_read === 0);
      expect(json(await post(server, '/api/arks/web/member/letter/read', { id: unread.id }, auth()))).toEqual({
        code: '100',
        message: 'success',
        data: { id: unread.id, is_read: 1 },
      });
      expect(json(await post(server, '/api/arks/web/member/letter', LIST, auth())).data.unread_count).toBe(
        list.unread_count - 1,
      );
      const other = await tokenFor(server, 'demo02');
      expect(
        json(
          await post(
            server,
            '/api/arks/web/member/letter/read',
            { id: unread.id },
            { headers: { authorization: other } },
          ),
        ).code,
      ).toBe('101');
    });
    it('destroy deletes one by id, or every letter of the language with the list body', async () => {
      const before = json(
        await post(server, '/api/arks/web/member/letter', { ...LIST, language: 'en_US' }, auth()),
      ).data;
      expect(
        json(
          await post(
            server,
            '/api/arks/web/member/letter/destroy',
            { ...LIST, language: 'en_US', id: before.list[0].id },
            auth(),
          ),
        ).data,
      ).toEqual({ deleted: 1 });
      expect(
        json(await post(server, '/api/arks/web/member/letter/destroy', { ...LIST, language: 'en_US' }, auth())).data,
      ).toEqual({ deleted: 2 });
      expect(
        json(await post(server, '/api/arks/web/member/letter', { ...LIST, language: 'en_US' }, auth())).data,
      ).toMatchObject({ list: [], total_count: 0, unread_count: 0 });
    });
    it('401 without a token; 400 for a bad body', async () => {
      expect((await post(server, '/api/arks/web/member/letter', LIST)).statusCode).toBe(401);
      expect(json(await post(server, '/api/arks/web/member/letter', { ...LIST, count: 0 }, auth())).message).toBe(
        'count must be at least 1',
      );
    });
  });

  describe('SPEC §3/§4 bulletins', () => {
    it('visitors get the normal bulletins of their device with setting.display_frequency', async () => {
      const body = json(
        await post(server, '/api/arks/web/bulletin', { site_id: 1, display_device: 1 }, { headers: { lang: 'en_US' } }),
      );
      expect(body.data.setting).toEqual({ display_frequency: 0 });
      expect(body.data.list).toHaveLength(1);
      expect(body.data.list[0]).toMatchObject({
        title: 'Grand opening',
        display_device: 1,
        display_location: 2,
        display_content: 'Grand opening',
      });
      expect(body.data.list[0].content).toContain('<p>');
    });
    it('SPEC §4 an operator’s change moves updated_at (visitors see it again); unknown id 404; a taken-down one is gone', async () => {
      const op = { headers: { 'x-operator-key': DEV_OPERATOR_API_KEY } };
      const list = async () =>
        json(
          await post(
            server,
            '/api/arks/web/bulletin',
            { site_id: 1, display_device: 2 },
            { headers: { lang: 'en_US' } },
          ),
        ).data.list as Array<{ id: number; title: string; updated_at: string }>;
      const [before] = await list();
      server.clock.offsetMs = 60_000;
      try {
        const changed = json(
          await post(
            server,
            '/api/operator/bulletins/update',
            { id: before!.id, title: { en_US: 'Grand opening!' } },
            op,
          ),
        );
        expect(changed.code).toBe('100');
        const [after] = await list();
        expect(after!.title).toBe('Grand opening!');
        expect(Date.parse(after!.updated_at)).toBeGreaterThan(Date.parse(before!.updated_at));
        expect((await post(server, '/api/operator/bulletins/update', { id: 999_999 }, op)).statusCode).toBe(404);
        expect((await post(server, '/api/operator/bulletins/update', { id: before!.id, active: 0 })).statusCode).toBe(
          401,
        );
        await post(server, '/api/operator/bulletins/update', { id: before!.id, active: 0 }, op);
        expect(await list()).toHaveLength(0);
      } finally {
        await post(
          server,
          '/api/operator/bulletins/update',
          { id: before!.id, active: 1, title: { en_US: 'Grand opening' } },
          op,
        );
        server.clock.offsetMs = 0;
      }
    });

    it('members get member bulletins by location; hide removes them; history still lists them', async () => {
      const member = async (location: number) =>
        json(
          await post(
            server,
            '/api/arks/web/bulletin/member',
            { site_id: 1, display_device: 1, display_location: location },
            auth(),
          ),
        ).data.list;
      expect(await member(2)).toHaveLength(2);
      expect((await member(3))[0].title).toBe('Nạp tiền nhanh');
      expect(
        json(
          await post(
            server,
            '/api/arks/web/bulletin/member/hide',
            { site_id: 1, display_device: 1, display_location: 2 },
            auth(),
          ),
        ).data,
      ).toEqual({ hidden: 2 });
      expect(await member(2)).toHaveLength(0);
      const history = json(
        await post(server, '/api/arks/web/bulletin/history', { site_id: 1, display_device: 1 }, auth()),
      ).data.list;
      expect(history.length).toBe(3);
      expect(
        (
          await post(server, '/api/arks/web/bulletin/member/hide', {
            site_id: 1,
            display_device: 1,
            display_location: 2,
          })
        ).statusCode,
      ).toBe(401);
      expect(json(await post(server, '/api/arks/web/bulletin', { site_id: 1, display_device: 5 })).code).toBe('400');
    });
  });

  describe('SPEC §3/§9 banners and announcements', () => {
    it('carousel pictures by use_type, id descending, link types and methods; the picture is the generated artwork as WebP', async () => {
      const list = json(
        await post(server, '/api/arks/web/carousel_picture', { site_id: 1, use_type: 2, currency: 'VND' }),
      ).data.web_carousel_picture_list;
      expect(list).toHaveLength(3);
      expect(list.map((b: { id: number }) => b.id)).toEqual(
        [...list.map((b: { id: number }) => b.id)].sort((a, b) => b - a),
      );
      expect(list.map((b: { link_type: number }) => b.link_type).sort()).toEqual([0, 1, 2]);
      const game = list.find((b: { link_type: number }) => b.link_type === 2);
      expect(game.game_link_parameter).toEqual({ currency: 'VND', gt_id: 2, gp_id: 'GP001', gp_gt_name: 'GP001 Slot' });
      expect(list.find((b: { link_type: number }) => b.link_type === 0).link_method).toBe(1);
      // The picture is the banner's artwork as WebP at the mobile size, with an ETag; the SVG stays.
      expect(game.url).toBe(`/api/assets/banners/${game.id}.webp?use_type=2`);
      const img = await server.inject({ method: 'GET', url: game.url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      expect(await sharp(img.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 750, height: 360 });
      const again = await server.inject({
        method: 'GET',
        url: game.url,
        headers: { 'if-none-match': String(img.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const svg = await server.inject({ method: 'GET', url: `/api/assets/banners/${game.id}.svg?use_type=2` });
      expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(svg.body).toMatch(/^<svg[^>]*width="750" height="360"/);
      expect((await server.inject({ method: 'GET', url: '/api/assets/banners/99999.webp' })).statusCode).toBe(404);
      expect(
        json(await post(server, '/api/arks/web/carousel_picture', { site_id: 1, use_type: 0, currency: 'USD' })).data
          .web_carousel_picture_list,
      ).toHaveLength(4);
    });
    it('marquee: visitors see display_before_login, members display_after_login', async () => {
      const visitor = json(
        await post(server, '/api/arks/web/announcement/marquee', { site_id: 1, sort_field: 'sort', sort_order: 'asc' }),
      ).data.web_announcement_list;
      expect(visitor.map((a: { sort: number }) => a.sort)).toEqual([1, 2]);
      const member = json(
        await post(
          server,
          '/api/arks/web/announcement/marquee',
          { site_id: 1, sort_field: 'sort', sort_order: 'desc' },
          auth(),
        ),
      ).data.web_announcement_list;
      expect(member.map((a: { sort: number }) => a.sort)).toEqual([3, 1]);
      expect(member[0].content).toMatch(/Hoàn trả/);
    });
  });

  describe('SPEC §3/§7 content lists and site detail', () => {
    it('model lists per language, logos, footers, float, mobile footer, register background', async () => {
      const model = json(
        await post(server, '/api/web/model_setting', { site_id: 1, language: 'en_US', model_version: '1' }),
      ).data.list;
      expect(model.map((m: { title: string }) => m.title)).toEqual(['Hot games', 'Jackpot', 'Download our app']);
      expect(
        json(await post(server, '/api/web/model_sponsor', { site_id: 1, language: 'zh_CN' })).data.list[0].title,
      ).toBe('官方赞助');
      expect(json(await post(server, '/api/web/model_login', { site_id: 1 })).data.list[0]).toMatchObject({
        title: 'Đăng nhập an toàn',
      });
      const logos = json(await post(server, '/api/web/logo', { site_id: 1 })).data.web_logo_list;
      expect(logos[0].photo_path).toBe('/api/assets/logos/saovang.svg');
      const logo = await server.inject({ method: 'GET', url: logos[1].photo_path });
      expect(logo.body).toContain('Lotus Club');
      const footer = json(await post(server, '/api/arks/web/footer', { site_id: 1 })).data.list;
      expect(footer.map((f: { url_type: string }) => f.url_type)).toEqual(['main', 'main', 'faq', 'faq', 'outerLink']);
      expect(json(await post(server, '/api/arks/web/float', { site_id: 1 })).data.list).toHaveLength(2);
      expect(
        json(await post(server, '/api/arks/web/web-mobile-footer', { site_id: 1, template: 'H5_1' })).data.list,
      ).toHaveLength(4);
      const bg = json(
        await post(server, '/api/arks/web/model/register-background/detail', { site_id: 1, template: 'classic' }),
      ).data.detail;
      expect((await server.inject({ method: 'GET', url: bg.photo })).body).toMatch(/^<svg/);
    });
    it('SPEC §2 content pages: the footer in the page language carries the main/{id} and faq/{id} pages', async () => {
      const footer = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
        json(await post(server, '/api/arks/web/footer', { site_id: 1, ...body }, { headers })).data.list;
      const en = await footer({ language: 'en_US' });
      expect(en.map((f: { url: string }) => f.url)).toEqual([
        'main/1',
        'main/2',
        'faq/1',
        'faq/2',
        'https://example.com/responsible-gaming',
      ]);
      expect(en[0]).toMatchObject({ title: 'About us', url_type: 'main', content: expect.stringContaining('<h2>') });
      expect(en[2].questions[0]).toEqual({
        question: 'How do I open an account?',
        answer: expect.stringContaining('<p>'),
      });
      // The lang header when the body has no language; one entry per page, never another language's.
      const zh = await footer({}, { lang: 'zh_CN' });
      expect(zh.map((f: { title: string }) => f.title)).toEqual([
        '关于我们',
        '隐私政策',
        '账户与安全',
        '存款与取款',
        '理性娱乐',
      ]);
      expect(json(await post(server, '/api/arks/web/float', { site_id: 1, language: 'en_US' })).data.list).toEqual([
        expect.objectContaining({ title: 'Customer service', icon: 'service' }),
        expect.objectContaining({ title: 'Get the app', url: '/app' }),
      ]);
      const tabs = json(
        await post(server, '/api/arks/web/web-mobile-footer', { site_id: 1, template: 'H5_3', language: 'en_US' }),
      ).data.list;
      expect(tabs.map((m: { title: string; url: string }) => [m.title, m.url])).toEqual([
        ['Home', '/'],
        ['Promotions', '/discount'],
        ['Deposit', '/user?page=Deposit'],
        ['Member', '/user'],
      ]);
      const sponsors = json(await post(server, '/api/web/model_sponsor', { site_id: 1, language: 'vi_VN' })).data.list;
      expect(sponsors).toHaveLength(2);
      expect(sponsors[1]).toMatchObject({
        title: 'Đối tác trò chơi Jade Dragon Studio',
        url: 'https://example.com/partners/jade-dragon',
      });
      const app = json(await post(server, '/api/web/model_setting', { site_id: 1, language: 'vi_VN' })).data.list.find(
        (m: { key: string }) => m.key === 'app_download',
      );
      expect(app).toMatchObject({
        ios_url: expect.stringMatching(/^https:/),
        android_url: expect.stringMatching(/^https:/),
        title: 'Tải ứng dụng của chúng tôi',
      });
    });
    it('site detail: customerUrl per locale and the public settings, per brand', async () => {
      const detail = json(await post(server, '/api/arks/web/site/detail', { site_id: 1 })).data;
      // SPEC §9: an address in every language, each its own (the service in that language).
      const urls = detail.env_config.customerUrl as Record<string, string>;
      expect(Object.keys(urls).sort()).toEqual([...LANGUAGE_CODES].sort());
      for (const url of Object.values(urls)) expect(url).toMatch(/^https:\/\//);
      expect(new Set(Object.values(urls)).size).toBe(LANGUAGE_CODES.length);
      const lotus = json(await post(server, '/api/arks/web/site/detail', { site_id: 1, brand: 'lotus' })).data;
      expect(Object.keys(lotus.env_config.customerUrl).sort()).toEqual([...LANGUAGE_CODES].sort());
      expect(lotus.env_config.customerUrl.th_TH).not.toBe(urls.th_TH);
      expect(detail.public_settings).toEqual({
        SITE_TITLE: 'Sao Vàng - Cổng game giải trí',
        SITE_TITLE_EN: 'Sao Vang - Online Entertainment',
        SITE_NAME: 'Sao Vàng',
        TEMPLATE_NAME: 'classic',
        MOBILE_TEMPLATE_NAME: 'H5_1',
      });
      expect(lotus.public_settings.TEMPLATE_NAME).toBe('modern');
    });
    it('a database seeded with three languages gets the other terms and addresses once; an operator’s addresses stay', async () => {
      const db = server.app.platform.db;
      const THREE = ['vi_VN', 'en_US', 'zh_CN'];
      const STEP = 'terms-and-support-languages';
      const agreements = async () =>
        (
          json(await post(server, '/api/arks/web/register-settings/service-agreement', { site_id: 1 })).data
            .list as Array<{ id: number }>
        ).map(({ id: _id, ...rest }) => rest);
      const urlsOf = async (brand: string) =>
        json(await post(server, '/api/arks/web/site/detail', { site_id: 1, brand })).data.env_config
          .customerUrl as Record<string, string>;
      const setUrls = async (code: string, urls: Record<string, string>) => {
        const [b] = await db.select().from(brands).where(eq(brands.code, code));
        await db
          .update(brands)
          .set({ config: { ...b!.config, customer_url: urls } })
          .where(eq(brands.id, b!.id));
      };
      const [terms, saovang, lotus] = [await agreements(), await urlsOf('saovang'), await urlsOf('lotus')];
      const termRows = async () =>
        (await db.select({ n: count() }).from(siteContents).where(eq(siteContents.kind, 'service_agreement')))[0]!.n;
      // As first seeded: terms and addresses in three languages; lotus's addresses since set by the operator.
      await db
        .delete(siteContents)
        .where(and(eq(siteContents.kind, 'service_agreement'), notInArray(siteContents.language, THREE)));
      expect(await termRows()).toBe(3);
      await setUrls('saovang', Object.fromEntries(THREE.map((l) => [l, saovang[l]!])));
      const operator = { en_US: 'https://help.lotus.example/en' };
      await setUrls('lotus', operator);
      await db.delete(seedMeta).where(eq(seedMeta.key, STEP));
      expect(await seedDemoData(db, { fastHashes: true })).toEqual([STEP]);
      expect(await agreements()).toEqual(terms);
      expect(await urlsOf('saovang')).toEqual(saovang);
      expect(await urlsOf('lotus')).toEqual(operator);
      // Once: a second run finds nothing missing.
      await db.delete(seedMeta).where(eq(seedMeta.key, STEP));
      expect(await seedDemoData(db, { fastHashes: true })).toEqual([STEP]);
      expect(await termRows()).toBe(LANGUAGE_CODES.length);
      expect(await urlsOf('saovang')).toEqual(saovang);
      await setUrls('lotus', lotus);
    });
    it('template_config per mobile template; fb_tracking is stored', async () => {
      expect(json(await post(server, '/api/template_config', { mobileTemplateName: 'H5_3' })).data).toMatchObject({
        mobileTemplateName: 'H5_3',
        layout: 'cards',
      });
      expect((await post(server, '/api/template_config', { mobileTemplateName: 'H5_9' })).statusCode).toBe(400);
      const res = json(
        await post(server, '/api/fb_tracking', {
          eventName: 'CompleteRegistration',
          eventTime: 1700000000,
          eventID: 'e1',
          userData: { em: 'x' },
          customData: { currency: 'VND' },
        }),
      );
      expect(res.code).toBe('100');
      const [stored] = await server.app.platform.db
        .select({ n: count() })
        .from(trackingEvents)
        .where(eq(trackingEvents.eventId, 'e1'));
      expect(stored!.n).toBe(1);
      expect((await post(server, '/api/fb_tracking', { eventTime: 1 })).statusCode).toBe(400);
    });
  });

  describe('SPEC §4 enc exchange, check_iframe and clientCaptcha', () => {
    it('get_info_data turns a real encrypted enc into a session once; altered or reused encs answer 101', async () => {
      const { enc } = json(await server.inject({ method: 'GET', url: '/api/dev/enc?account=demo02' })).data;
      // AES-256-GCM: nobody without the key can read it.
      const raw = Buffer.from(enc, 'base64url');
      expect(() => {
        const d = createDecipheriv('aes-256-gcm', Buffer.alloc(32), raw.subarray(0, 12));
        d.setAuthTag(raw.subarray(12, 28));
        Buffer.concat([d.update(raw.subarray(28)), d.final()]);
      }).toThrow();
      const altered = enc.slice(0, -2) + (enc.endsWith('A') ? 'BB' : 'AA');
      expect(json(await post(server, '/api/get_info_data', { enc: altered })).code).toBe('101');
      const body = json(await post(server, '/api/get_info_data', { enc }));
      expect(body.code).toBe('100');
      const info = JSON.parse(body.data);
      expect(Object.keys(info).sort()).toEqual(['member_account', 'member_currency', 'member_id', 'tk']);
      expect(info).toMatchObject({ member_account: 'demo02', member_currency: 'USD' });
      expect(
        (await post(server, '/api/member/profile/common/layout', {}, { headers: { authorization: info.tk } }))
          .statusCode,
      ).toBe(200);
      expect(json(await post(server, '/api/get_info_data', { enc })).code).toBe('101');
      // A member makes one for himself.
      const own = json(await post(server, '/api/arks/web/member/enc', {}, auth())).data.enc;
      expect(JSON.parse(json(await post(server, '/api/get_info_data', { enc: own })).data).member_account).toBe(
        'demo01',
      );
      token = JSON.parse(
        json(
          await post(server, '/api/get_info_data', {
            enc: json(
              await post(
                server,
                '/api/arks/web/member/enc',
                {},
                { headers: { authorization: await tokenFor(server, 'demo01') } },
              ),
            ).data.enc,
          }),
        ).data,
      ).tk;
    });
    it('check_iframe: an address that allows frames, one that refuses them, one that cannot be reached, not a URL', async () => {
      // A page that allows frames; the platform itself refuses them (frame-ancestors 'none').
      const page = http.createServer((_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'),
      );
      await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
      try {
        const pagePort = (page.address() as AddressInfo).port;
        expect(
          json(await post(server, '/api/check_iframe', { url: `http://127.0.0.1:${pagePort}/` })).data,
        ).toMatchObject({ embeddable: 1 });
      } finally {
        page.close();
      }
      const port = (server.app.server.address() as AddressInfo).port;
      expect(
        json(await post(server, '/api/check_iframe', { url: `http://127.0.0.1:${port}/api/health` })).data,
      ).toMatchObject({ embeddable: 0 });
      expect(json(await post(server, '/api/check_iframe', { url: 'http://127.0.0.1:1/' })).data).toMatchObject({
        embeddable: 0,
        reason: 'unreachable',
      });
      expect(json(await post(server, '/api/check_iframe', { url: 'javascript:alert(1)' })).data.embeddable).toBe(0);
    });
    it('check_iframe: a provider that lists the site among its frame ancestors is embeddable on the site only', async () => {
      const page = http.createServer((_req, res) =>
        res
          .writeHead(200, {
            'content-type': 'text/html',
            'content-security-policy': "default-src 'none'; frame-ancestors http://site.example https://other.example",
          })
          .end('<p>book</p>'),
      );
      await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
      try {
        const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/sport`;
        const check = async (headers: Record<string, string>) =>
          json(await post(server, '/api/check_iframe', { url }, { headers })).data.embeddable;
        expect(await check({ origin: 'http://site.example' })).toBe(1);
        expect(await check({ referer: 'https://other.example/gameHall/4' })).toBe(1);
        expect(await check({ origin: 'http://evil.example' })).toBe(0);
        expect(await check({})).toBe(0);
      } finally {
        page.close();
      }
    });
    it('clientCaptcha: an image and its base64 answer', async () => {
      const body = json(await server.inject({ method: 'GET', url: '/api/clientCaptcha' }));
      expect(body.code).toBe('100');
      expect(body.data).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(body.text, 'base64').toString()).toMatch(/^[A-Za-z0-9]{4}$/);
    });
  });
});
