/**
 * The Pusher-protocol server of the platform, driven by the clients the shell uses
 * (pusher-js 8 and laravel-echo 2 in Node) and by raw protocol-7 sockets, and the platform events
 * (login, member.cash with its sequence, letters) published through the Pusher HTTP API.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Pusher from 'pusher';
import type PusherClient from 'pusher-js';
import { members } from '../../src/db/schema';
import { ensureAccount, houseAccount, postEntry } from '../../src/modules/ledger/ledger';
import { DEV_CREDENTIALS } from '../../src/realtime/config';
import { memberCashEvent, presenceId } from '../../src/realtime/platform';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../helpers';
import { echoClient, next, pusherClient, RawSocket } from './realtime-support';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

describe.each(DATABASES)('realtime on the platform (%s)', (label) => {
  let server: TestServer;
  let port: number;
  let sdk: Pusher;
  let demo01: { id: number; token: string };
  let demo02: { id: number; token: string };
  const clients: PusherClient[] = [];
  const raws: RawSocket[] = [];

  const memberId = async (account: string) =>
    (await server.app.platform.db.select({ id: members.id }).from(members).where(eq(members.accountKey, account)))[0]!
      .id;

  beforeAll(async () => {
    server = await startServer(label);
    port = (server.app.server.address() as AddressInfo).port;
    sdk = new Pusher({
      appId: 'site',
      key: 'site-key',
      secret: 'site-dev-secret-change-me',
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    demo01 = { id: await memberId('demo01'), token: await tokenFor(server, 'demo01') };
    demo02 = { id: await memberId('demo02'), token: await tokenFor(server, 'demo02') };
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
    for (const r of raws.splice(0)) r.close();
  });
  afterAll(async () => {
    await server?.close();
  });

  const client = (token?: string) => {
    const c = pusherClient({ port, token });
    clients.push(c);
    return c;
  };
  const raw = async (path?: string, headers?: Record<string, string>) => {
    const r = await RawSocket.open(port, path, headers);
    raws.push(r);
    return r;
  };
  /** A fresh login of the member (which revokes its older sessions and fires `login`). */
  const relogin = async (account: string) => tokenFor(server, account);

  describe('connection', () => {
    it('establishes a protocol-7 connection with a socket id and the activity timeout; answers ping with pong', async () => {
      const r = await raw();
      const established = await r.wait('pusher:connection_established');
      expect(established.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
      r.send({ event: 'pusher:ping', data: {} });
      await r.wait('pusher:pong');
    });

    it('refuses an unknown app key (4001) and an old protocol (4007) with a clear error', async () => {
      const wrongKey = await raw('/app/nope?protocol=7');
      expect(await wrongKey.wait('pusher:error')).toMatchObject({ data: { code: 4001 } });
      expect((await wrongKey.closed).code).toBe(4001);
      const oldProtocol = await raw('/app/site-key?protocol=5');
      expect(await oldProtocol.wait('pusher:error')).toMatchObject({ data: { code: 4007 } });
      expect((await oldProtocol.closed).code).toBe(4007);
    });

    it('refuses a browser origin that is not the site (403 on the upgrade)', async () => {
      await expect(RawSocket.open(port, undefined, { origin: 'http://evil.example' })).rejects.toThrow(/403/);
      const ok = await raw(undefined, { origin: 'http://127.0.0.1:3000' });
      await ok.wait('pusher:connection_established');
      // Another site cannot pass for the host it calls.
      await expect(
        RawSocket.open(port, undefined, { origin: 'http://evil.example', host: 'lotus.local:3000' }),
      ).rejects.toThrow(/403/);
    });

    it("accepts a page of a brand's own domain calling through that domain (its Origin is the Host asked)", async () => {
      const brand = await raw(undefined, { origin: 'http://lotus.local:3000', host: 'lotus.local:3000' });
      await brand.wait('pusher:connection_established');
      await expect(
        RawSocket.open(port, undefined, { origin: 'http://lotus.local:3000', host: 'lotus.local:3001' }),
      ).rejects.toThrow(/403/);
    });
  });

  describe('public channels and the HTTP API the pusher SDK signs', () => {
    it('pusher-js receives an event triggered with the official SDK, and the API reports the channel', async () => {
      const c = client();
      const channel = c.subscribe('web_member');
      await next((cb) => channel.bind('pusher:subscription_succeeded', cb));
      const got = next<{ url: string }>((cb) => channel.bind('customer_service_link_change', cb));
      await sdk.trigger('web_member', 'customer_service_link_change', { url: 'https://cs.example/chat' });
      expect(await got).toEqual({ url: 'https://cs.example/chat' });
      const info = await (
        await sdk.get({ path: '/channels/web_member', params: { info: 'subscription_count' } })
      ).json();
      expect(info).toEqual({ occupied: true, subscription_count: 1 });
      const list = await (await sdk.get({ path: '/channels' })).json();
      expect(Object.keys(list.channels)).toContain('web_member');
    });

    it('excludes the socket_id given to trigger, and takes batches', async () => {
      const a = client();
      const b = client();
      const chA = a.subscribe('web_api.VND');
      const chB = b.subscribe('web_api.VND');
      await Promise.all([
        next((cb) => chA.bind('pusher:subscription_succeeded', cb)),
        next((cb) => chB.bind('pusher:subscription_succeeded', cb)),
      ]);
      const seenByA: unknown[] = [];
      chA.bind('carousel_picture.url', (d: unknown) => seenByA.push(d));
      const gotB = next((cb) => chB.bind('carousel_picture.url', cb));
      await sdk.trigger('web_api.VND', 'carousel_picture.url', { n: 1 }, { socket_id: a.connection.socket_id });
      expect(await gotB).toEqual({ n: 1 });
      const batch = next((cb) => chA.bind('carousel_picture.url', cb));
      await sdk.triggerBatch([{ channel: 'web_api.VND', name: 'carousel_picture.url', data: { n: 2 } }]);
      expect(await batch).toEqual({ n: 2 });
      expect(seenByA).toEqual([{ n: 2 }]);
    });

    it('refuses a forged API signature (401), oversize data (413) and an invalid channel name (400)', async () => {
      const forged = new Pusher({
        appId: 'site',
        key: 'site-key',
        secret: 'not-the-secret',
        host: '127.0.0.1',
        port: String(port),
        useTLS: false,
      });
      await expect(forged.trigger('web_member', 'x', {})).rejects.toMatchObject({ status: 401 });
      await expect(sdk.trigger('web_member', 'x', { big: 'x'.repeat(11 * 1024) })).rejects.toMatchObject({
        status: 413,
      });
      // The SDK checks names itself; a hand-signed call shows the server checks them too.
      await expect(
        sdk.post({
          path: '/events',
          body: JSON.parse(JSON.stringify({ name: 'x', data: '{}', channels: ['bad channel!'] })) as string,
        }),
      ).rejects.toMatchObject({ status: 400 });
      const res = await fetch(`http://127.0.0.1:${port}/apps/site/events`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('private channels authorised by the member token', () => {
    it('laravel-echo joins its own member.{id} and currency channels; member.cash follows every ledger movement with a sequence', async () => {
      const echo = echoClient({ port, token: demo01.token });
      clients.push(echo.connector.pusher);
      const own = echo.private(`member.${demo01.id}`);
      const currency = echo.private('member.VND');
      await Promise.all([
        next((cb) => own.subscribed(() => cb(null))),
        next((cb) => currency.subscribed(() => cb(null))),
      ]);

      const cash: { seq: number; member_cash: number }[] = [];
      own.listen('.member.cash', (e: { seq: number; member_cash: number }) => cash.push(e));
      const db = server.app.platform.db;
      const main = await ensureAccount(db, { kind: 'member_main', memberId: demo01.id, currency: 'VND' });
      const house = await houseAccount(db, 'VND');
      const before = (await memberCashEvent(server.app.platform, demo01.id))!;
      for (const n of [1, 2, 3]) {
        await postEntry(db, {
          idempotencyKey: `rt-${label}-${n}`,
          kind: 'adjustment',
          postings: [
            { accountId: house, amount: -1000n },
            { accountId: main, amount: 1000n },
          ],
        });
      }
      // Three events; the newest carries seq + 3 and the balance after all three movements.
      await waitFor(() => cash.some((c) => c.seq === before.seq + 3));
      await waitFor(() => cash.length >= 3);
      const newest = cash.reduce((a, b) => (b.seq > a.seq ? b : a));
      expect(newest).toMatchObject({
        member_id: demo01.id,
        currency: 'VND',
        seq: before.seq + 3,
        member_cash: before.member_cash + 3000,
      });
      for (const c of cash) expect(c.seq).toBeGreaterThan(before.seq);

      const envelope = next((cb) => currency.listen('.RedEnvelopeDisplay', cb));
      await sdk.trigger('private-member.VND', 'RedEnvelopeDisplay', { id: 7 });
      expect(await envelope).toEqual({ id: 7 });
    });

    it('the developer credit route (SITE_DEV_TOOLS) moves money through the ledger and member.cash follows', async () => {
      const token = await relogin('demo02');
      const echo = echoClient({ port, token });
      clients.push(echo.connector.pusher);
      const own = echo.private(`member.${demo02.id}`);
      await next((cb) => own.subscribed(() => cb(null)));
      const before = (await memberCashEvent(server.app.platform, demo02.id))!;
      const got = next<{ seq: number; member_cash: number; currency: string }>((cb) => own.listen('.member.cash', cb));
      const res = json(await post(server, '/api/dev/ledger/credit', { account: 'demo02', amount: 12.5 }));
      expect(res.code).toBe('100');
      expect(await got).toMatchObject({ seq: before.seq + 1, member_cash: before.member_cash + 12.5, currency: 'USD' });
      const layout = json(
        await post(server, '/api/member/profile/common/layout', {}, { headers: { authorization: token } }),
      );
      expect(layout.data.member_cash).toBe(before.member_cash + 12.5);
    });

    it("refuses another member's channel and another currency (403 from the auth endpoint → subscription error)", async () => {
      const c = client(demo01.token);
      const other = c.subscribe(`private-member.${demo02.id}`);
      const err = await next<{ status: number }>((cb) => other.bind('pusher:subscription_error', cb));
      expect(err.status).toBe(403);
      const usd = c.subscribe('private-member.USD');
      expect((await next<{ status: number }>((cb) => usd.bind('pusher:subscription_error', cb))).status).toBe(403);
    });

    it('refuses a forged signature on the socket (AuthError 401) and a missing or revoked token at the endpoint', async () => {
      const r = await raw();
      await r.socketId();
      r.send({
        event: 'pusher:subscribe',
        data: { channel: `private-member.${demo01.id}`, auth: 'site-key:' + 'ab'.repeat(32) },
      });
      const err = await r.wait('pusher:subscription_error');
      expect(err).toMatchObject({ channel: `private-member.${demo01.id}`, data: { type: 'AuthError', status: 401 } });

      const anonymous = client();
      const ch = anonymous.subscribe(`private-member.${demo01.id}`);
      expect((await next<{ status: number }>((cb) => ch.bind('pusher:subscription_error', cb))).status).toBe(401);

      const token = await relogin('demo03');
      expect(json(await post(server, '/api/logout', {}, { headers: { authorization: token } })).code).toBe('100');
      const revoked = client(token);
      const id = await memberId('demo03');
      const ch2 = revoked.subscribe(`private-member.${id}`);
      expect((await next<{ status: number }>((cb) => ch2.bind('pusher:subscription_error', cb))).status).toBe(401);
    });

    it('a second login of the same member sends `login` with the new token hash to the older window, then ends its socket', async () => {
      const token = await relogin('demo04');
      const id = await memberId('demo04');
      const echo = echoClient({ port, token });
      clients.push(echo.connector.pusher);
      const own = echo.private(`member.${id}`);
      await next((cb) => own.subscribed(() => cb(null)));
      const got = next<{ token_hash: string; member_login_id: number }>((cb) => own.listen('.login', cb));
      // Then the platform closes the socket the old session authorised, and pusher-js connects again.
      const pusher = echo.connector.pusher;
      const reconnected = next((cb) =>
        pusher.connection.bind('state_change', (s: { previous: string; current: string }) => {
          if (s.previous === 'connecting' && s.current === 'connected') cb(null);
        }),
      );
      const newer = await relogin('demo04');
      const event = await got;
      expect(event.token_hash).toBe(sha256(newer));
      expect(event.token_hash).not.toBe(sha256(token));
      expect(event.member_login_id).toEqual(expect.any(Number));
      await reconnected;
    });

    it('letter.read fires on the member channel when a letter is opened', async () => {
      const token = await relogin('demo01');
      demo01.token = token;
      const echo = echoClient({ port, token });
      clients.push(echo.connector.pusher);
      const own = echo.private(`member.${demo01.id}`);
      await next((cb) => own.subscribed(() => cb(null)));
      const list = json(
        await post(
          server,
          '/api/arks/web/member/letter',
          { active: 1, count: 50, language: 'vi_VN', page: 1, site_id: 1, sort_field: 'id', sort_order: 'desc' },
          { headers: { authorization: token } },
        ),
      );
      const letter = list.data.list[0];
      const got = next<{ id: number }>((cb) => own.listen('.letter.read', cb));
      await post(server, '/api/arks/web/member/letter/read', { id: letter.id }, { headers: { authorization: token } });
      expect((await got).id).toBe(letter.id);
    });
  });

  describe('presence', () => {
    it('lists the members online by opaque ids (never another member id), announces joins and leaves', async () => {
      const t1 = await relogin('demo01');
      const t2 = await relogin('demo02');
      const a = echoClient({ port, token: t1 });
      clients.push(a.connector.pusher);
      const channelA = a.join('online.1');
      const here = await next<unknown[]>((cb) => channelA.here(cb));
      expect(here).toHaveLength(1);
      const joined = next((cb) => channelA.joining(cb));
      const b = pusherClient({ port, token: t2 });
      clients.push(b);
      const channelB = b.subscribe('presence-online.1') as ReturnType<PusherClient['subscribe']> & {
        members: { count: number; each(fn: (m: { id: string }) => void): void };
      };
      await next((cb) => channelB.bind('pusher:subscription_succeeded', cb));
      await joined;
      const ids: string[] = [];
      channelB.members.each((m) => ids.push(m.id));
      const secret = DEV_CREDENTIALS.secret;
      expect(ids.sort()).toEqual([presenceId(secret, demo01.id), presenceId(secret, demo02.id)].sort());
      expect(ids).not.toContain(String(demo01.id));
      expect(ids).not.toContain(String(demo02.id));
      const users = await (await sdk.get({ path: '/channels/presence-online.1/users' })).json();
      expect(users.users).toHaveLength(2);
      const left = next((cb) => channelA.leaving(cb));
      b.disconnect();
      await left;
    });

    it('refuses presence on another site', async () => {
      const c = client(await relogin('demo02'));
      const ch = c.subscribe('presence-online.2');
      expect((await next<{ status: number }>((cb) => ch.bind('pusher:subscription_error', cb))).status).toBe(403);
    });
  });

  describe('client events', () => {
    it('whispers on a private channel reach the other sockets of the channel, not the sender', async () => {
      const token = await relogin('demo02');
      const a = echoClient({ port, token });
      const b = echoClient({ port, token });
      clients.push(a.connector.pusher, b.connector.pusher);
      const chA = a.private(`member.${demo02.id}`);
      const chB = b.private(`member.${demo02.id}`);
      await Promise.all([next((cb) => chA.subscribed(() => cb(null))), next((cb) => chB.subscribed(() => cb(null)))]);
      const echoed: unknown[] = [];
      chA.listenForWhisper('typing', (d: unknown) => echoed.push(d));
      const got = next((cb) => chB.listenForWhisper('typing', cb));
      chA.whisper('typing', { on: true });
      expect(await got).toEqual({ on: true });
      await new Promise((r) => setTimeout(r, 100));
      expect(echoed).toEqual([]);
    });

    it('refuses client events on public channels, without a subscription, and above 10 per second (4301)', async () => {
      const r = await raw();
      const socketId = await r.socketId();
      r.send({ event: 'pusher:subscribe', data: { channel: 'web_member' } });
      await r.wait('pusher_internal:subscription_succeeded');
      r.send({ event: 'client-hello', channel: 'web_member', data: {} });
      expect(await r.wait('pusher:error')).toMatchObject({ data: { code: 4301 } });

      const channel = `private-member.${demo01.id}`;
      r.send({ event: 'client-hello', channel, data: {} });
      await waitFor(() => r.frames.filter((f) => f.event === 'pusher:error').length >= 2);
      const auth = sdk.authorizeChannel(socketId, channel).auth;
      r.send({ event: 'pusher:subscribe', data: { channel, auth } });
      await r.wait('pusher_internal:subscription_succeeded', 30_000, (f) => f.channel === channel);
      for (let i = 0; i < 12; i++) r.send({ event: 'client-burst', channel, data: { i } });
      await waitFor(() =>
        r.frames.some(
          (f) => f.event === 'pusher:error' && /per second/.test(String((f.data as { message: string }).message)),
        ),
      );
    });
  });

  describe('limits and validation', () => {
    it('refuses a message over 10 KB and keeps the connection', async () => {
      const r = await raw();
      await r.socketId();
      r.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'web_member', pad: 'x'.repeat(11 * 1024) } }),
      );
      expect(await r.wait('pusher:error')).toMatchObject({ data: { code: 4302 } });
      r.send({ event: 'pusher:ping', data: {} });
      await r.wait('pusher:pong');
    });

    it('refuses invalid channel names and encrypted channels, unsubscribes cleanly', async () => {
      const r = await raw();
      await r.socketId();
      r.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } });
      expect(await r.wait('pusher:error')).toMatchObject({
        data: { message: expect.stringMatching(/Invalid channel name/) },
      });
      r.send({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(165) } });
      await waitFor(() => r.frames.filter((f) => f.event === 'pusher:error').length >= 2);
      r.send({ event: 'pusher:subscribe', data: { channel: 'private-encrypted-x', auth: 'a:b' } });
      await r.wait('pusher:subscription_error');
      r.send({ event: 'pusher:subscribe', data: { channel: 'web_template.classic' } });
      await r.wait('pusher_internal:subscription_succeeded');
      r.send({ event: 'pusher:unsubscribe', data: { channel: 'web_template.classic' } });
      await waitFor(async () => !(await (await sdk.get({ path: '/channels/web_template.classic' })).json()).occupied);
    });
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
