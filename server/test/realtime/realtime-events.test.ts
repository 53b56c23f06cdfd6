/**
 * SPEC §7 "Real-time": every event is published when the state really changes — through
 * the operator API (letters, customer-service link, carousel pictures, model lists, red envelopes,
 * app cache) or the member's money routes (play1, leave1, a desktop switch: game.url and
 * forward_game.status) — and arrives, with its payload, at laravel-echo/pusher-js clients in Node
 * subscribed as the right member. A member never hears another member's private events.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type PusherClient from 'pusher-js';
import { DEV_OPERATOR_API_KEY, optionsFromEnv } from '../../src/config';
import type { AppContext } from '../../src/context';
import { accounts, letters, members, redEnvelopePromotions } from '../../src/db/schema';
import { verifyLedger } from '../../src/modules/ledger/ledger';
import { RedEnvelopeAnnouncer } from '../../src/modules/operator/red-envelope-announcer';
import { createRedEnvelope } from '../../src/modules/promotions/red-envelope';
import { operatorRoutes } from '../../src/modules/operator/routes';
import { DATABASES, json, post, PRODUCTION_SECRETS, startServer, tokenFor, type TestServer } from '../helpers';
import { echoClient, next, pusherClient } from './realtime-support';

type Echo = ReturnType<typeof echoClient>;
const OP = { 'x-operator-key': DEV_OPERATOR_API_KEY };
const PLAY = '/api/member/game/play1';
const LEAVE = '/api/member/game/leave1';
const LAYOUT = '/api/member/profile/common/layout';
const LETTERS = '/api/arks/web/member/letter';
const letterList = {
  active: 1,
  count: 50,
  language: 'vi_VN',
  page: 1,
  site_id: 1,
  sort_field: 'id',
  sort_order: 'desc',
};

describe('the operator key configuration', () => {
  it('OPERATOR_API_KEY wins; SITE_DEV_TOOLS=1 alone gives the documented dev key; neither: none', () => {
    const key = 'operator-key-of-this-test-0123456789';
    expect(optionsFromEnv({ OPERATOR_API_KEY: key, SITE_DEV_TOOLS: '1' }).operatorApiKey).toBe(key);
    expect(optionsFromEnv({ SITE_DEV_TOOLS: '1' }).operatorApiKey).toBe(DEV_OPERATOR_API_KEY);
    expect(optionsFromEnv({ ...PRODUCTION_SECRETS }).operatorApiKey).toBeNull();
  });

  it('without a key the operator routes do not exist (404)', async () => {
    const app = Fastify();
    await app.register(
      async (api) =>
        operatorRoutes(api, { options: { operatorApiKey: null } } as unknown as AppContext, {} as RedEnvelopeAnnouncer),
      { prefix: '/api' },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/operator/letters`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...OP },
        body: '{}',
      });
      expect(res.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe.each(DATABASES)('SPEC §7: realtime events follow real state changes (%s)', (label) => {
  let server: TestServer;
  let port: number;
  const clients: PusherClient[] = [];
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let gameOf: (gpId: string, gt: number) => string;

  beforeAll(async () => {
    server = await startServer(label);
    port = (server.app.server.address() as AddressInfo).port;
    for (const a of ['demo01', 'demo02', 'demo03', 'wallet01']) {
      ids[a] = (
        await server.app.platform.db.select({ id: members.id }).from(members).where(eq(members.accountKey, a))
      )[0]!.id;
      tokens[a] = await tokenFor(server, a);
    }
    const cat = await server.app.platform.catalogue.load();
    gameOf = (gpId, gt) =>
      cat.games.find((g) => g.gpId === gpId && g.gtId === gt && g.active && g.devices === 3)!.gameCode;
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  const op = (path: string, payload: unknown, headers: Record<string, string> = OP) =>
    post(server, `/api/operator${path}`, payload, { headers });
  const asMember = (account: string, url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
    post(server, url, payload, { headers: { authorization: tokens[account]!, ...headers } });

  const echo = (account?: string): Echo => {
    const e = echoClient({ port, token: account ? tokens[account] : undefined });
    clients.push(e.connector.pusher);
    return e;
  };
  /** The member's own private channel, subscribed; collects every event by name. */
  async function memberChannel(account: string) {
    const e = echo(account);
    const channel = e.private(`member.${ids[account]}`);
    await next((cb) => channel.subscribed(() => cb(null)));
    const seen: Array<{ event: string; data: any }> = [];
    for (const name of [
      'game.url',
      'forward_game.status',
      'letter.sent',
      'app_clean_cache',
      'all_transfer_back',
      'member.cash',
    ]) {
      channel.listen(`.${name}`, (data: unknown) => seen.push({ event: name, data }));
    }
    return { channel, seen, of: (name: string) => seen.filter((s) => s.event === name).map((s) => s.data) };
  }
  async function publicChannel(name: string, events: string[]) {
    const e = echo();
    const channel = e.channel(name);
    await next((cb) => channel.subscribed(() => cb(null)));
    const seen: Array<{ event: string; data: any }> = [];
    for (const ev of events) channel.listen(`.${ev}`, (data: unknown) => seen.push({ event: ev, data }));
    return seen;
  }
  const settle = async () => {
    await server.app.realtime.publisher.flush();
    await new Promise((r) => setTimeout(r, 150));
  };

  describe('the operator API: key and body checks (SPEC §7)', () => {
    it('refuses a missing or wrong X-Operator-Key (401, before the body is read) and writes nothing', async () => {
      const count = async () =>
        (await server.app.platform.db.select({ n: sql<number>`count(*)::int` }).from(letters))[0]!.n;
      const before = await count();
      const body = { member_id: ids.demo01, title: 'Hi', content: 'x' };
      const missing = await op('/letters', body, {});
      expect(missing.statusCode).toBe(401);
      expect(json(missing)).toMatchObject({ code: '401', data: null });
      expect((await op('/letters', body, { 'x-operator-key': 'wrong' })).statusCode).toBe(401);
      expect(
        (await op('/letters', { nonsense: true }, { 'x-operator-key': `${DEV_OPERATOR_API_KEY}x` })).statusCode,
      ).toBe(401);
      expect(await count()).toBe(before);
    });

    it('takes the documented null language (every language) of a model list and a banner', async () => {
      const list = await op('/model-lists/model_login', { language: null, list: [] });
      expect(list.statusCode).toBe(200);
      expect(json(list).data).toMatchObject({ kind: 'model_login', count: 0 });
      const banner = await op('/carousel-pictures/create', {
        use_type: 0,
        title: 'every language',
        link_type: 1,
        link_url: '/promotions',
        language: null,
      });
      expect(json(banner).code).toBe('100');
    });

    it('refuses bad bodies with HTTP 400 naming the field, and writes nothing', async () => {
      const count = async () =>
        (await server.app.platform.db.select({ n: sql<number>`count(*)::int` }).from(letters))[0]!.n;
      const before = await count();
      const cases: Array<[string, unknown, RegExp]> = [
        ['/letters', { member_id: ids.demo01, content: 'x' }, /title is required/],
        ['/letters', { member_id: 'one', title: 't', content: 'x' }, /member_id must be an integer/],
        ['/letters', { title: 't', content: 'x' }, /exactly one of member_id, member_ids, currency/],
        ['/letters', { member_id: ids.demo01, currency: 'VND', title: 't', content: 'x' }, /exactly one/],
        [
          '/letters',
          { member_ids: [ids.demo01, 999_999], title: 't', content: 'x' },
          /member_ids: unknown member 999999/,
        ],
        ['/letters', { currency: 'XXX', title: 't', content: 'x' }, /currency must be one of/],
        [
          '/site/customer-service',
          { customer_url: { en_US: 'javascript:alert(1)' } },
          /customer_url\.en_US has an invalid format/,
        ],
        ['/carousel-pictures/create', { use_type: 7, title: 't', link_type: 0 }, /use_type must be one of/],
        [
          '/carousel-pictures/create',
          { use_type: 0, title: 't', link_type: 0, link_url: 'javascript:alert(1)' },
          /link_url has an invalid format/,
        ],
        [
          '/model-lists/model_setting',
          { list: [{ title: 'x', url: 'data:text/html,<script>1</script>' }] },
          /list\[0\]\.url must be an http\(s\) address or a path of the site/,
        ],
        ['/carousel-pictures/update', { id: 999_999, title: 'x' }, /Unknown carousel picture/],
        ['/model-lists/model_setting', { list: [1] }, /list\[0\] must be a object/],
        [
          '/red-envelopes',
          {
            currency: 'VND',
            budget: 100,
            min_amount: 10,
            max_amount: 5,
            start_at: '2026-01-01T00:00:00Z',
            end_at: '2099-01-01T00:00:00Z',
          },
          /max_amount must not be below min_amount/,
        ],
        [
          '/red-envelopes',
          {
            currency: 'VND',
            budget: 100.5,
            min_amount: 10,
            max_amount: 20,
            start_at: '2026-01-01T00:00:00Z',
            end_at: '2099-01-01T00:00:00Z',
          },
          /budget has more than 0 decimals/,
        ],
        [
          '/red-envelopes',
          {
            currency: 'USD',
            budget: 100,
            min_amount: 1,
            max_amount: 2,
            start_at: 'tomorrow',
            end_at: '2099-01-01T00:00:00Z',
          },
          /start_at has an invalid format/,
        ],
        ['/members/clean-cache', {}, /exactly one of member_id, currency/],
      ];
      for (const [path, body, message] of cases) {
        const res = await op(path, body);
        expect({ path, status: res.statusCode }).toEqual({ path, status: path.endsWith('/update') ? 404 : 400 });
        expect(json(res).message).toMatch(message);
      }
      const res = await server.inject({
        method: 'POST',
        url: '/api/operator/model-lists/model_nope',
        payload: { list: [] },
        headers: OP,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/kind must be one of/);
      expect(await count()).toBe(before);
    });

    it('is documented in the OpenAPI under the operator tag, every body with a schema', async () => {
      const doc = json(await server.inject({ url: '/api/openapi.json' }));
      const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/operator/'));
      expect(paths.sort()).toEqual(
        [
          '/api/operator/agent-applications',
          '/api/operator/agent-applications/review',
          '/api/operator/agents/settle',
          '/api/operator/announcements',
          '/api/operator/brands/config',
          '/api/operator/carousel-pictures/create',
          '/api/operator/carousel-pictures/delete',
          '/api/operator/carousel-pictures/update',
          '/api/operator/bulletins/update',
          '/api/operator/discounts/applications',
          '/api/operator/discounts/create',
          '/api/operator/discounts/end',
          '/api/operator/discounts/update',
          '/api/operator/letters',
          '/api/operator/members/clean-cache',
          '/api/operator/model-lists/{kind}',
          '/api/operator/red-envelopes',
          '/api/operator/sign-in/settings',
          '/api/operator/site/customer-service',
        ].sort(),
      );
      for (const p of paths) {
        expect(doc.paths[p].post.tags).toEqual(['operator']);
        expect(doc.paths[p].post.requestBody).toBeDefined();
        expect(doc.paths[p].post.security).toEqual([{ operatorKey: [] }]);
      }
      expect(doc.components.securitySchemes.operatorKey).toMatchObject({ in: 'header', name: 'x-operator-key' });
    });
  });

  describe('letters, cache clean (member.{id})', () => {
    it('letter.sent reaches the member with the unread count of its list; another member hears nothing', async () => {
      const mine = await memberChannel('demo01');
      const other = await memberChannel('demo02');
      const before = json(await asMember('demo01', LETTERS, letterList)).data.unread_count as number;
      const got = next<any>((cb) => mine.channel.listen('.letter.sent', cb));
      const res = json(
        await op('/letters', { member_id: ids.demo01, title: 'Weekend bonus', content: 'Deposit and get 10 %' }),
      );
      expect(res).toMatchObject({ code: '100', data: { sent: 1 } });
      const event = await got;
      expect(event).toEqual({ id: res.data.ids[0], title: 'Weekend bonus', language: 'vi_VN', unread: before + 1 });
      const list = json(await asMember('demo01', LETTERS, letterList)).data;
      expect(list.unread_count).toBe(before + 1);
      expect(list.list[0]).toMatchObject({ id: event.id, title: 'Weekend bonus', is_read: 0 });
      await settle();
      expect(other.of('letter.sent')).toEqual([]);
    });

    it('a list of members and every member of a currency each get their own letter.sent', async () => {
      const a = await memberChannel('demo01');
      const b = await memberChannel('demo03');
      const usd = await memberChannel('demo02');
      const gotA = next<any>((cb) => a.channel.listen('.letter.sent', cb));
      const gotB = next<any>((cb) => b.channel.listen('.letter.sent', cb));
      const res = json(
        await op('/letters', {
          member_ids: [ids.demo01, ids.demo03],
          title: 'Two of you',
          content: 'c',
          language: 'en_US',
        }),
      );
      expect(res.data.sent).toBe(2);
      expect(await gotA).toMatchObject({ title: 'Two of you', language: 'en_US', unread: expect.any(Number) });
      expect((await gotB).id).toBe(res.data.ids[1]);

      const vnd = (
        await server.app.platform.db
          .select({ n: sql<number>`count(*)::int` })
          .from(members)
          .where(and(eq(members.siteId, 1), eq(members.currency, 'VND')))
      )[0]!.n;
      const gotVnd = next<any>((cb) => a.channel.listen('.letter.sent', (e: any) => e.title === 'All VND' && cb(e)));
      const all = json(await op('/letters', { currency: 'VND', title: 'All VND', content: 'c' }));
      expect(all.data.sent).toBe(vnd);
      expect((await gotVnd).title).toBe('All VND');
      await settle();
      expect(usd.of('letter.sent')).toEqual([]);
      expect(b.of('letter.sent').map((e) => e.title)).toEqual(['Two of you']); // demo03 is THB
    });

    it('app_clean_cache reaches the member (one member, or a currency), not another', async () => {
      const mine = await memberChannel('demo01');
      const other = await memberChannel('demo02');
      const got = next<any>((cb) => mine.channel.listen('.app_clean_cache', cb));
      expect(json(await op('/members/clean-cache', { member_id: ids.demo01 })).data).toEqual({ members: 1 });
      expect(await got).toEqual({ reason: 'operator' });
      const gotUsd = next<any>((cb) => other.channel.listen('.app_clean_cache', cb));
      const usd = json(await op('/members/clean-cache', { currency: 'USD', reason: 'new build' }));
      expect(usd.data.members).toBeGreaterThanOrEqual(1);
      expect(await gotUsd).toEqual({ reason: 'new build' });
      await settle();
      expect(mine.of('app_clean_cache')).toHaveLength(1);
    });

    it("a member cannot subscribe to another member's channel", async () => {
      const c = pusherClient({ port, token: tokens.demo02 });
      clients.push(c);
      const ch = c.subscribe(`private-member.${ids.demo01}`);
      expect((await next<{ status: number }>((cb) => ch.bind('pusher:subscription_error', cb))).status).toBe(403);
    });
  });

  describe('public content events', () => {
    it('customer_service_link_change on web_member after the brand config is written; site detail shows it', async () => {
      const seen = await publicChannel('web_member', ['customer_service_link_change']);
      const res = json(
        await op('/site/customer-service', { customer_url: { en_US: 'https://help.example/en', zh_CN: '' } }),
      );
      expect(res.code).toBe('100');
      await settle();
      expect(seen).toHaveLength(1);
      expect(seen[0]!.data).toEqual({ site_id: 1, brand: 'saovang', customer_url: res.data.customer_url });
      expect(res.data.customer_url.en_US).toBe('https://help.example/en');
      expect(res.data.customer_url.zh_CN).toBeUndefined();
      const detail = json(await post(server, '/api/arks/web/site/detail', { site_id: 1 }));
      expect(detail.data.env_config.customerUrl).toEqual(res.data.customer_url);
    });

    it('carousel_picture.url on web_api.{currency} for each affected currency on create, update and delete', async () => {
      const vnd = await publicChannel('web_api.VND', ['carousel_picture.url']);
      const usd = await publicChannel('web_api.USD', ['carousel_picture.url']);
      const created = json(
        await op('/carousel-pictures/create', {
          use_type: 0,
          currencies: ['USD'],
          title: 'Dollar days',
          link_type: 0,
          link_url: 'https://x.example',
        }),
      );
      expect(created.data.currencies).toEqual(['USD']);
      const id = created.data.id as number;
      await settle();
      expect(usd.map((e) => e.data)).toEqual([
        { site_id: 1, currency: 'USD', id, action: 'created', use_type: 0, path: '/arks/web/carousel_picture' },
      ]);
      expect(vnd).toEqual([]);
      const listUsd = json(
        await post(server, '/api/arks/web/carousel_picture', { site_id: 1, use_type: 0, currency: 'USD' }),
      ).data.web_carousel_picture_list;
      expect(listUsd[0]).toMatchObject({ id, title: 'Dollar days' });

      // Moved to every currency: VND hears it too (and USD, where it was).
      const updated = json(await op('/carousel-pictures/update', { id, currencies: [], title: 'Everyone days' }));
      expect(updated.data.currencies).toEqual(expect.arrayContaining(['USD', 'VND']));
      await settle();
      expect(vnd.map((e) => e.data)).toEqual([expect.objectContaining({ id, action: 'updated', currency: 'VND' })]);
      expect(usd.map((e) => e.data.action)).toEqual(['created', 'updated']);

      expect(json(await op('/carousel-pictures/delete', { id })).code).toBe('100');
      await settle();
      expect(vnd.map((e) => e.data.action)).toEqual(['updated', 'deleted']);
      const listVnd = json(
        await post(server, '/api/arks/web/carousel_picture', { site_id: 1, use_type: 0, currency: 'VND' }),
      ).data.web_carousel_picture_list;
      expect(listVnd.map((b: any) => b.id)).not.toContain(id);
      expect((await op('/carousel-pictures/delete', { id })).statusCode).toBe(404);
    });

    it('model_settings.url / model_sponsor.url / model_login.url on the template channels; the lists show the change', async () => {
      const classic = await publicChannel('web_template.classic', [
        'model_settings.url',
        'model_sponsor.url',
        'model_login.url',
      ]);
      const h5 = await publicChannel('web_template.H5_1', [
        'model_settings.url',
        'model_sponsor.url',
        'model_login.url',
      ]);
      const res = json(
        await op('/model-lists/model_sponsor', {
          language: 'en_US',
          list: [
            { name: 'Club A', photo_path: '/a.svg' },
            { name: 'Club B', photo_path: '/b.svg' },
          ],
        }),
      );
      expect(res.data.count).toBe(2);
      expect(res.data.templates).toEqual(expect.arrayContaining(['classic', 'H5_1']));
      await op('/model-lists/model_setting', { list: [{ key: 'hero', value: 1 }] });
      await op('/model-lists/model_login', { language: 'vi_VN', list: [{ title: 'Xin chào', content: '...' }] });
      await settle();
      expect(classic.map((e) => e.event)).toEqual(['model_sponsor.url', 'model_settings.url', 'model_login.url']);
      expect(classic[0]!.data).toEqual({
        site_id: 1,
        template: 'classic',
        kind: 'model_sponsor',
        language: 'en_US',
        path: '/web/model_sponsor',
      });
      expect(h5.map((e) => e.data.template)).toEqual(['H5_1', 'H5_1', 'H5_1']);
      const sponsors = json(await post(server, '/api/web/model_sponsor', { site_id: 1, language: 'en_US' })).data.list;
      expect(sponsors.map((s: any) => s.name)).toEqual(expect.arrayContaining(['Club A', 'Club B']));
      const logins = json(await post(server, '/api/web/model_login', { site_id: 1, language: 'vi_VN' })).data.list;
      expect(logins.map((s: any) => s.title)).toContain('Xin chào');
    });

    it('announcement.url on the template channels when the operator creates, changes and deletes a marquee announcement', async () => {
      const modern = await publicChannel('web_template.modern', ['announcement.url']);
      const marquee = async (token?: string) =>
        json(
          await post(
            server,
            '/api/arks/web/announcement/marquee',
            { site_id: 1, language: 'en_US' },
            token ? { headers: { authorization: token } } : {},
          ),
        ).data.web_announcement_list as Array<{ id: number; content: string }>;
      const created = json(
        await op('/announcements', {
          content: { vi_VN: 'Bảo trì lúc 2 giờ sáng', en_US: 'Maintenance at 2 am' },
          display_after_login: 0,
          sort: 0,
        }),
      );
      expect(created.data).toMatchObject({
        action: 'created',
        templates: expect.arrayContaining(['classic', 'modern']),
      });
      const id: number = created.data.id;
      expect((await marquee()).find((a) => a.id === id)?.content).toBe('Maintenance at 2 am');
      // Visitors only: a member's marquee does not have it.
      expect((await marquee(tokens.demo02)).some((a) => a.id === id)).toBe(false);
      expect(json(await op('/announcements', { id, content: { en_US: 'Maintenance at 3 am' } })).data.action).toBe(
        'updated',
      );
      expect((await marquee()).find((a) => a.id === id)?.content).toBe('Maintenance at 3 am');
      expect(json(await op('/announcements', { id, delete: true })).data.action).toBe('deleted');
      expect((await marquee()).some((a) => a.id === id)).toBe(false);
      await settle();
      expect(modern.map((e) => e.data)).toEqual(
        (['created', 'updated', 'deleted'] as const).map((action) => ({
          site_id: 1,
          template: 'modern',
          id,
          action,
          path: '/arks/web/announcement/marquee',
        })),
      );
      expect((await op('/announcements', { id, delete: true })).statusCode).toBe(404);
      expect((await op('/announcements', { sort: 1 })).statusCode).toBe(400);
      expect((await op('/announcements', { delete: true })).statusCode).toBe(400);
      expect((await op('/announcements', { content: {} })).statusCode).toBe(400);
    });
  });

  describe('red envelopes (RedEnvelopeDisplay on member.{currency})', () => {
    const poolBalance = async (currency: string) =>
      (
        await server.app.platform.db
          .select({ b: accounts.balance })
          .from(accounts)
          .where(and(eq(accounts.kind, 'promotion_pool'), eq(accounts.currency, currency)))
      )[0]?.b ?? 0n;

    async function currencyChannel(account: string, currency: string) {
      const e = echo(account);
      const channel = e.private(`member.${currency}`);
      await next((cb) => channel.subscribed(() => cb(null)));
      const seen: any[] = [];
      channel.listen('.RedEnvelopeDisplay', (d: unknown) => seen.push(d));
      return { channel, seen };
    }

    it('an envelope starting now is funded through the ledger and announced at once to the members of its currency', async () => {
      const vnd = await currencyChannel('demo01', 'VND');
      const usd = await currencyChannel('demo02', 'USD');
      const poolBefore = await poolBalance('VND');
      const now = Date.now();
      const got = next<any>((cb) => vnd.channel.listen('.RedEnvelopeDisplay', cb));
      const res = json(
        await op('/red-envelopes', {
          currency: 'VND',
          budget: 200_000,
          min_amount: 10_000,
          max_amount: 20_000,
          start_at: new Date(now - 60_000).toISOString(),
          end_at: new Date(now + 3_600_000).toISOString(),
          code: `rt-now-${label}`,
        }),
      );
      expect(res.data).toMatchObject({
        currency: 'VND',
        budget: 200_000,
        created: true,
        announced: true,
        timezone: 'America/Caracas',
      });
      const event = await got;
      expect(event).toEqual({
        id: res.data.id,
        currency: 'VND',
        start_at: res.data.start_at,
        end_at: res.data.end_at,
        timezone: 'America/Caracas',
      });
      expect(await poolBalance('VND')).toBe(poolBefore + 200_000n);
      // The member can see and claim it (it ends first), paid from the pool.
      const shown = json(await asMember('demo01', '/api/arks/web/activity/red_envelope_promotion')).data;
      expect(shown).toMatchObject({ id: event.id, end_at: event.end_at });
      const claim = json(await asMember('demo01', '/api/arks/web/activity/red_envelope', { id: event.id }));
      expect(claim.code).toBe('100');
      expect(claim.data.cash).toBeGreaterThanOrEqual(10_000);
      expect(claim.data.cash).toBeLessThanOrEqual(20_000);
      expect(await poolBalance('VND')).toBe(poolBefore + 200_000n - BigInt(claim.data.cash));
      // The same code again: the same envelope, nothing funded or announced twice.
      const again = json(
        await op('/red-envelopes', {
          currency: 'VND',
          budget: 200_000,
          min_amount: 10_000,
          max_amount: 20_000,
          start_at: new Date(now - 60_000).toISOString(),
          end_at: new Date(now + 3_600_000).toISOString(),
          code: `rt-now-${label}`,
        }),
      );
      expect(again.data).toMatchObject({ id: event.id, created: false, announced: false });
      await settle();
      expect(vnd.seen.filter((e) => e.id === event.id)).toHaveLength(1);
      expect(usd.seen).toEqual([]);
      expect(await verifyLedger(server.app.platform.db)).toEqual([]);
    });

    it('an envelope starting later is announced by the timer when it opens, not before', async () => {
      const usd = await currencyChannel('demo02', 'USD');
      // Far enough ahead that the checks before it finish first even on a loaded machine.
      const start = Date.now() + 4000;
      const res = json(
        await op('/red-envelopes', {
          currency: 'USD',
          budget: 50,
          min_amount: 1,
          max_amount: 2.5,
          start_at: new Date(start).toISOString(),
          end_at: new Date(start + 3_600_000).toISOString(),
        }),
      );
      expect(res.data).toMatchObject({ created: true, announced: false });
      expect(json(await asMember('demo02', '/api/arks/web/activity/red_envelope', { id: res.data.id })).code).toBe(
        '102',
      );
      await settle();
      expect(usd.seen.filter((e) => e.id === res.data.id)).toEqual([]);
      const event = await next<any>(
        (cb) => usd.channel.listen('.RedEnvelopeDisplay', (e: any) => e.id === res.data.id && cb(e)),
        60_000,
      );
      expect(Date.now()).toBeGreaterThanOrEqual(start - 5);
      expect(event).toMatchObject({ id: res.data.id, currency: 'USD', start_at: res.data.start_at });
      expect(json(await asMember('demo02', '/api/arks/web/activity/red_envelope', { id: res.data.id })).code).toBe(
        '100',
      );
    });

    it('at boot, an envelope that opened while the platform was down is announced once', async () => {
      const thb = await currencyChannel('demo03', 'THB');
      const now = new Date();
      const row = await createRedEnvelope(server.app.platform.db, {
        code: `rt-boot-${label}`,
        siteId: 1,
        currency: 'THB',
        budget: 10_000n,
        minAmount: 100n,
        maxAmount: 200n,
        startsAt: new Date(now.getTime() - 5_000),
        endsAt: new Date(now.getTime() + 3_600_000),
      });
      const announcer = new RedEnvelopeAnnouncer(server.app.platform);
      const got = next<any>((cb) => thb.channel.listen('.RedEnvelopeDisplay', (e: any) => e.id === row.id && cb(e)));
      await announcer.start();
      expect((await got).id).toBe(row.id);
      const [stored] = await server.app.platform.db
        .select()
        .from(redEnvelopePromotions)
        .where(eq(redEnvelopePromotions.id, row.id));
      expect(stored!.announcedAt).toBeInstanceOf(Date);
      await new RedEnvelopeAnnouncer(server.app.platform).start();
      announcer.stop();
      await settle();
      expect(thb.seen.filter((e) => e.id === row.id)).toHaveLength(1);
    });
  });

  describe('game.url and forward_game.status (play1, leave1, desktop switch)', () => {
    it('play1 publishes game.url and forward_game.status open after the commit; a repeated idempotent play1 publishes nothing more', async () => {
      const mine = await memberChannel('wallet01');
      const other = await memberChannel('demo01');
      const code = gameOf('GP003', 2);
      const body = {
        gpId: 'GP003',
        game_type: 2,
        game_code: code,
        lobby_url: 'http://127.0.0.1:3000/',
        extra: null,
        device: 1,
      };
      const gotUrl = next<any>((cb) => mine.channel.listen('.game.url', cb));
      const first = json(await asMember('wallet01', PLAY, body, { 'idempotency-key': `rt-play-${label}` }));
      expect(first.code).toBe('100');
      expect(await gotUrl).toEqual({
        session_id: first.data.session_id,
        gp_id: 'GP003',
        game_type: 2,
        game_code: code,
        game_url: first.data.game_url,
      });
      const again = await asMember('wallet01', PLAY, body, { 'idempotency-key': `rt-play-${label}` });
      expect(json(again)).toEqual(first);
      await settle();
      expect(mine.of('game.url')).toHaveLength(1);
      expect(mine.of('forward_game.status')).toEqual([
        {
          session_id: first.data.session_id,
          gp_id: 'GP003',
          game_type: 2,
          game_code: code,
          status: 'open',
          reason: 'play1',
        },
      ]);
      // The balance went into the provider wallet: member.cash says 0.
      expect(mine.of('member.cash').at(-1)).toMatchObject({ member_cash: 0 });
      expect(other.seen.filter((s) => s.event !== 'member.cash')).toEqual([]);

      // Desktop: another game closes the first (switch), then opens.
      const code2 = gameOf('GP001', 2);
      const second = json(await asMember('wallet01', PLAY, { ...body, gpId: 'GP001', game_code: code2 }));
      expect(second.code).toBe('100');
      await settle();
      expect(mine.of('forward_game.status').slice(1)).toEqual([
        {
          session_id: first.data.session_id,
          gp_id: 'GP003',
          game_type: 2,
          game_code: code,
          status: 'closed',
          reason: 'switch',
        },
        {
          session_id: second.data.session_id,
          gp_id: 'GP001',
          game_type: 2,
          game_code: code2,
          status: 'open',
          reason: 'play1',
        },
      ]);
      expect(mine.of('game.url').at(-1)).toMatchObject({ session_id: second.data.session_id, gp_id: 'GP001' });

      // leave1 closes it; a second leave1 (nothing open) publishes nothing.
      const left = json(await asMember('wallet01', LEAVE));
      expect(left.data).toMatchObject({ closed: 1, gp_id: 'GP001' });
      expect(json(await asMember('wallet01', LEAVE)).data).toEqual({ closed: 0, amount: 0 });
      await settle();
      const statuses = mine.of('forward_game.status');
      expect(statuses).toHaveLength(4);
      expect(statuses[3]).toEqual({
        session_id: second.data.session_id,
        gp_id: 'GP001',
        game_type: 2,
        game_code: code2,
        status: 'closed',
        reason: 'leave1',
      });
      const layout = json(await asMember('wallet01', LAYOUT)).data;
      expect(mine.of('member.cash').at(-1)).toMatchObject({ member_cash: layout.member_cash });
      expect(layout.member_cash).toBeGreaterThan(0);
      expect(other.seen.filter((s) => s.event !== 'member.cash')).toEqual([]);
    });

    it('a refused play1 (business code) publishes no game event', async () => {
      const mine = await memberChannel('demo03');
      const res = json(await asMember('demo03', PLAY, { gpId: 'GP030', game_type: 2, game_code: '', device: 1 }));
      expect(res.code).not.toBe('100');
      await settle();
      expect(mine.of('game.url')).toEqual([]);
      expect(mine.of('forward_game.status')).toEqual([]);
    });
  });
});
