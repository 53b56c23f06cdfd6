import { bus } from '@site/shared/bus';
import type { MemberLayout } from '@site/shared/contracts';
import { startSessionService } from '@site/shared/session';
import { tokenStore } from '@site/shared/storage';
import { createFakeFetch, envelope, testMember, testSiteConfig } from '@site/shared/testing';
import { onMemberEvent, reconnectDelay } from './index';
import { startRealtime, type PusherLike } from './realtime-service';

type Handler = (data: unknown) => void;

class FakeChannel {
  readonly handlers = new Map<string, Handler[]>();
  bind(event: string, fn: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    return this;
  }
  unbind() {
    return this;
  }
  bind_global() {
    return this;
  }
  subscribes = 0;
  subscribe() {
    this.subscribes++;
  }
  emit(event: string, data?: unknown) {
    for (const fn of this.handlers.get(event) ?? []) fn(data);
  }
}

/** pusher-js as the service drives it. */
class FakePusher {
  readonly subscribed = new Map<string, FakeChannel>();
  readonly stateHandlers: Handler[] = [];
  connection = {
    state: 'connected',
    bind: (event: string, fn: Handler) => {
      if (event === 'state_change') this.stateHandlers.push(fn);
    },
  };
  connects = 0;
  subscribe(name: string) {
    let c = this.subscribed.get(name);
    if (!c) this.subscribed.set(name, (c = new FakeChannel()));
    return c;
  }
  /** What was done to the socket, in order (unsubscribes with the state they met). */
  readonly log: string[] = [];
  /** Channels whose subscription is under way: pusher-js keeps such a channel when it is left. */
  readonly pending = new Set<string>();
  unsubscribe(name: string) {
    this.log.push(`unsubscribe ${name} (${this.connection.state})`);
    if (!this.pending.has(name)) this.subscribed.delete(name);
  }
  readonly channels = {
    find: (name: string) => this.subscribed.get(name),
    remove: (name: string) => {
      const channel = this.subscribed.get(name);
      this.subscribed.delete(name);
      this.pending.delete(name);
      return channel;
    },
  };
  options?: Parameters<NonNullable<Parameters<typeof startRealtime>[0]['createClient']>>[1];
  channel(name: string) {
    return this.subscribed.get(name);
  }
  connect() {
    this.connects++;
    this.log.push('connect');
  }
  disconnect() {
    this.log.push('disconnect');
    this.setState('disconnected');
  }
  setState(current: string) {
    this.connection.state = current;
    for (const fn of this.stateHandlers) fn({ current });
  }
}

const member: MemberLayout = testMember({ id: 7 });
const siteConfig = testSiteConfig({ realtime: { key: 'k', host: '127.0.0.1', port: 3000, tls: false } });

let layoutCash = 5_000_000;
let layoutCalls = 0;
let fake: FakePusher;
const stops: (() => void)[] = [];

function start() {
  fake = new FakePusher();
  const service = startRealtime({
    siteConfig,
    createClient: (_key, options) => {
      fake.options = options;
      return fake as unknown as PusherLike;
    },
    hashToken: async (t) => `hash:${t}`,
  });
  stops.push(() => service.stop());
  return service;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const memberChannel = () => fake.subscribed.get('private-member.7')!;
let fetched: Array<{ url: string }> = [];

beforeEach(() => {
  localStorage.clear();
  layoutCash = 5_000_000;
  layoutCalls = 0;
  const fakeFetch = createFakeFetch((call) => {
    if (call.url.endsWith('/api/member/profile/common/layout')) {
      layoutCalls++;
      return call.headers.authorization === 'tok-1'
        ? { body: envelope('100', { ...member, member_cash: layoutCash }) }
        : { status: 401, body: envelope('401') };
    }
    if (call.url.endsWith('/api/logout')) return { body: envelope('100') };
    return { status: 404, body: envelope('404') };
  });
  globalThis.fetch = fakeFetch.fetch;
  fetched = fakeFetch.calls;
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  jest.useRealTimers();
});

async function asMember() {
  tokenStore.set('tok-1');
  const session = startSessionService({ siteConfig, getLanguage: () => 'vi_VN' });
  stops.push(() => session.stop());
  await session.ready;
  start();
  await flush();
}

describe('@site/shared/realtime: the shell socket (SPEC §4, §7)', () => {
  it('joins the public channels always, and the member channels for a member', async () => {
    await asMember();
    expect([...fake.subscribed.keys()].sort()).toEqual(
      [
        'web_member',
        `web_template.${siteConfig.template}`,
        `web_template.${siteConfig.mobile_template}`,
        'web_api.VND',
        'private-member.7',
        'private-member.VND',
        `presence-online.${siteConfig.site_id}`,
      ].sort(),
    );
  });

  it('says when a public channel is (re)subscribed, so what its events keep current is read again', async () => {
    await asMember();
    const heard: string[] = [];
    const off = bus.on('realtime:public-channel', ({ channel }) => heard.push(channel));
    fake.subscribed.get('web_member')!.emit('pusher:subscription_succeeded');
    fake.subscribed.get('web_api.VND')!.emit('pusher:subscription_succeeded');
    memberChannel().emit('pusher:subscription_succeeded');
    expect(heard).toEqual(['web_member', 'web_api.VND']);
    off();
  });

  it('member.cash updates the balance; stale events are ignored; a gap refetches the balance', async () => {
    await asMember();
    memberChannel().emit('member.cash', { member_id: 7, currency: 'VND', member_cash: 100, seq: 5 });
    expect(bus.last('wallet:balance')).toEqual({ currency: 'VND', member_cash: 100 });
    memberChannel().emit('member.cash', { member_id: 7, currency: 'VND', member_cash: 90, seq: 4 });
    expect(bus.last('wallet:balance')).toEqual({ currency: 'VND', member_cash: 100 });
    const calls = layoutCalls;
    layoutCash = 777;
    memberChannel().emit('member.cash', { member_id: 7, currency: 'VND', member_cash: 300, seq: 8 });
    expect(bus.last('wallet:balance')).toEqual({ currency: 'VND', member_cash: 300 });
    await flush();
    await flush();
    expect(layoutCalls).toBe(calls + 1);
    expect(bus.last('wallet:balance')).toEqual({ currency: 'VND', member_cash: 777 });
  });

  it('a subscription and a reconnect refetch the balance', async () => {
    await asMember();
    fake.setState('connected'); // the first connection
    await flush();
    const calls = layoutCalls;
    memberChannel().emit('pusher:subscription_succeeded');
    fake.setState('connecting');
    fake.setState('connected');
    await flush();
    expect(layoutCalls).toBe(calls + 2);
  });

  it('a login reads the member layout once: the member channel joins while the session reads, so its subscription needs no read of its own', async () => {
    const session = startSessionService({ siteConfig, getLanguage: () => 'vi_VN' });
    stops.push(() => session.stop());
    await session.ready;
    start();
    const states: string[] = [];
    stops.push(bus.on('session:changed', (s) => states.push(s.status)));
    bus.emit('session:login-succeeded', {
      token: 'tok-1',
      member_id: 7,
      member_account: 'demo01',
      member_login_id: 9,
      member_currency: 'VND',
    });
    // The socket joins at once, from the login answer.
    expect(fake.subscribed.has('private-member.7')).toBe(true);
    await flush();
    await flush();
    expect(states.at(-1)).toBe('member');
    memberChannel().emit('pusher:subscription_succeeded');
    await flush();
    expect(layoutCalls).toBe(1);
    expect(bus.last('wallet:balance')).toEqual({ currency: 'VND', member_cash: 5_000_000 });
    // Another subscription (after a lost channel) may have missed a movement: it reads again.
    memberChannel().emit('pusher:subscription_succeeded');
    await flush();
    expect(layoutCalls).toBe(2);
  });

  it('`login` with another token logs out with already_login_msg; with its own token nothing happens', async () => {
    await asMember();
    const toasts: unknown[] = [];
    const off = bus.on('toast:show', (t) => toasts.push(t));
    memberChannel().emit('login', { member_login_id: 1, token_hash: 'hash:tok-1' });
    await flush();
    expect(bus.last('session:changed')).toMatchObject({ status: 'member' });
    memberChannel().emit('login', { member_login_id: 2, token_hash: 'hash:other' });
    await flush();
    await flush();
    expect(toasts).toEqual([{ kind: 'warning', message: 'already_login_msg' }]);
    expect(bus.last('session:changed')).toEqual({ status: 'anonymous' });
    expect(tokenStore.get()).toBeNull();
    // Logged out: the member channels are left.
    expect(fake.subscribed.has('private-member.7')).toBe(false);
    off();
  });

  it('a logout drops the socket before leaving the member channels (the platform closes it anyway), then connects again for the public ones', async () => {
    await asMember();
    fake.log.length = 0;
    memberChannel().emit('login', { member_login_id: 2, token_hash: 'hash:other' });
    await flush();
    await flush();
    expect(bus.last('session:changed')).toEqual({ status: 'anonymous' });
    expect(fake.log[0]).toBe('disconnect');
    expect(fake.log).toContain('unsubscribe private-member.7 (disconnected)');
    expect(fake.log.filter((l) => l.startsWith('unsubscribe')).every((l) => l.endsWith('(disconnected)'))).toBe(true);
    expect(fake.log.at(-1)).toBe('connect');
    expect(fake.subscribed.has('web_member')).toBe(true);
  });

  it('SPEC §4 a member channel left while it is being authorised: the request is cancelled and the channel is not authorised again on the next socket', async () => {
    await asMember();
    // pusher-js asks the service's authoriser; this one is still waiting for the platform.
    const auth = fake.options!.channelAuthorization as unknown as {
      customHandler: (
        params: { socketId: string; channelName: string },
        cb: (error: Error | null, data: unknown) => void,
      ) => void;
    };
    let signal: AbortSignal | undefined;
    let sent: { body: string; authorization: string | null } | undefined;
    globalThis.fetch = ((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      sent = { body: init.body as string, authorization: new Headers(init.headers).get('authorization') };
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }) as typeof fetch;
    const answers: unknown[] = [];
    auth.customHandler({ socketId: '1.2', channelName: 'private-member.7' }, (error, data) =>
      answers.push(error ?? data),
    );
    expect(sent).toEqual({ body: 'socket_id=1.2&channel_name=private-member.7', authorization: 'tok-1' });
    fake.pending.add('private-member.7');

    bus.emit('session:logout-requested', { reason: 'user' });
    expect(signal?.aborted).toBe(true);
    // Not left behind in pusher-js, where the next connection would subscribe it again.
    expect(fake.channels.find('private-member.7')).toBeUndefined();
    await flush();
    expect(answers).toEqual([]);
  });

  it('a refused authorisation reaches the channel with its status (401 → the lost-channel logout)', async () => {
    await asMember();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const auth = fake.options!.channelAuthorization as unknown as {
      customHandler: (params: { socketId: string; channelName: string }, cb: (error: Error | null) => void) => void;
    };
    // jsdom has no Response: the part of one the authoriser reads.
    globalThis.fetch = (async () => ({ ok: false, status: 401, json: async () => ({}) })) as unknown as typeof fetch;
    const requests: unknown[] = [];
    const off = bus.on('session:logout-requested', (r) => requests.push(r));
    const failed = new Promise<Error | null>((resolve) =>
      auth.customHandler({ socketId: '1.2', channelName: 'private-member.7' }, resolve),
    );
    // pusher-js emits the failure without the status; the service reads it from its own record.
    expect(String(await failed)).toContain('401');
    memberChannel().emit('pusher:subscription_error', { type: 'AuthError' });
    jest.advanceTimersByTime(2_100);
    expect(requests).toEqual([{ reason: 'unauthorized' }]);
    off();
  });

  it("the member's own logout drops the socket before the logout call goes out", async () => {
    await asMember();
    fake.log.length = 0;
    const logoutCalls = () => fetched.filter((c) => c.url.endsWith('/api/logout')).length;
    bus.emit('session:logout-requested', { reason: 'user' });
    // Synchronously: the socket is gone and the member channels left, before the call is answered.
    expect(fake.log[0]).toBe('disconnect');
    expect(fake.subscribed.has('private-member.7')).toBe(false);
    await flush();
    await flush();
    expect(logoutCalls()).toBe(1);
    expect(bus.last('session:changed')).toEqual({ status: 'anonymous' });
    expect(fake.log.filter((l) => l === 'disconnect')).toHaveLength(1);
    expect(fake.subscribed.has('web_member')).toBe(true);
  });

  it('a refused member channel logs out after 2 s; a failed authorisation (5xx) retries instead', async () => {
    await asMember();
    jest.useFakeTimers();
    const requests: unknown[] = [];
    const off = bus.on('session:logout-requested', (r) => requests.push(r));
    memberChannel().emit('pusher:subscription_error', { status: 500 });
    jest.advanceTimersByTime(2_500);
    expect(requests).toEqual([]);
    expect(memberChannel().subscribes).toBe(1); // authorised again
    memberChannel().emit('pusher:subscription_error', { status: 401 });
    jest.advanceTimersByTime(1_900);
    expect(requests).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(requests).toEqual([{ reason: 'unauthorized' }]);
    off();
  });

  it('the presence and currency channels are authorised again after a 503/500, with growing delays, while still wanted', async () => {
    await asMember();
    jest.useFakeTimers();
    const presence = fake.subscribed.get(`presence-online.${siteConfig.site_id}`)!;
    const currency = fake.subscribed.get('private-member.VND')!;
    presence.emit('pusher:subscription_error', { status: 503 });
    currency.emit('pusher:subscription_error', { status: 500 });
    jest.advanceTimersByTime(999);
    expect([presence.subscribes, currency.subscribes]).toEqual([0, 0]);
    jest.advanceTimersByTime(1);
    expect([presence.subscribes, currency.subscribes]).toEqual([1, 1]);
    presence.emit('pusher:subscription_error', { status: 503 });
    jest.advanceTimersByTime(1_999);
    expect(presence.subscribes).toBe(1);
    jest.advanceTimersByTime(1);
    expect(presence.subscribes).toBe(2);
    // Joined: the next failure starts from the first delay again.
    presence.emit('pusher:subscription_succeeded');
    presence.emit('pusher:subscription_error', { status: 503 });
    jest.advanceTimersByTime(1_000);
    expect(presence.subscribes).toBe(3);
    // A refusal is not retried, and no logout comes of the presence channel.
    const requests: unknown[] = [];
    const off = bus.on('session:logout-requested', (r) => requests.push(r));
    presence.emit('pusher:subscription_error', { status: 403 });
    jest.advanceTimersByTime(10_000);
    expect(presence.subscribes).toBe(3);
    expect(requests).toEqual([]);
    off();
  });

  it('a failed presence join is not retried once the channel is no longer wanted (stopped)', async () => {
    await asMember();
    jest.useFakeTimers();
    const presence = fake.subscribed.get(`presence-online.${siteConfig.site_id}`)!;
    presence.emit('pusher:subscription_error', { status: 503 });
    for (const stop of stops.splice(0)) stop();
    jest.advanceTimersByTime(10_000);
    expect(presence.subscribes).toBe(0);
  });

  it('the channel coming back within 2 s cancels the logout', async () => {
    await asMember();
    jest.useFakeTimers();
    const requests: unknown[] = [];
    const off = bus.on('session:logout-requested', (r) => requests.push(r));
    memberChannel().emit('pusher:subscription_error', { status: 403 });
    memberChannel().emit('pusher:subscription_succeeded');
    jest.advanceTimersByTime(3_000);
    expect(requests).toEqual([]);
    off();
  });

  it('app_clean_cache asks for a cache-clean logout', async () => {
    await asMember();
    const requests: unknown[] = [];
    const off = bus.on('session:logout-requested', (r) => requests.push(r));
    // The session service would reload the page; here only the request is checked.
    const stopSession = stops.shift()!;
    stopSession();
    memberChannel().emit('app_clean_cache', {});
    expect(requests).toEqual([{ reason: 'cache-clean' }]);
    off();
  });

  it('remotes hear member events through onMemberEvent, never a socket of their own', async () => {
    await asMember();
    const got: unknown[] = [];
    const off = onMemberEvent('letter.sent', (d) => got.push(d));
    memberChannel().emit('letter.sent', { id: 3 });
    fake.subscribed.get('web_member')!.emit('customer_service_link_change', { url: 'x' });
    expect(got).toEqual([{ id: 3 }]);
    off();
  });

  it('the other SPEC §7 events become typed bus events for whoever shows what changed', async () => {
    await asMember();
    const got: Array<[string, unknown]> = [];
    const names = [
      'letters:changed',
      'support:customer-url-changed',
      'content:changed',
      'promotion:red-envelope',
      'game:url',
      'game:status',
    ] as const;
    const offs = names.map((name) => bus.on(name, (payload: unknown) => got.push([name, payload])));

    memberChannel().emit('letter.sent', { id: 9, title: 'Hi', language: 'vi_VN', unread: 4 });
    memberChannel().emit('letter.read', { id: 9 });
    memberChannel().emit('letter.delete', { ids: [9, 10] });
    const game = { session_id: 5, gp_id: 'GP001', game_type: 2, game_code: 'GP001_SLOT_0001' };
    memberChannel().emit('game.url', { ...game, game_url: 'http://sim/game/launch?token=t' });
    memberChannel().emit('forward_game.status', { ...game, status: 'closed', reason: 'provider' });
    const envelope = {
      id: 3,
      currency: 'VND',
      start_at: '2026-05-01 20:00:00',
      end_at: '2026-05-02 20:00:00',
      timezone: 'America/Caracas',
    };
    fake.subscribed.get('private-member.VND')!.emit('RedEnvelopeDisplay', envelope);
    const web = fake.subscribed.get('web_member')!;
    web.emit('customer_service_link_change', {
      site_id: 1,
      brand: 'other-brand',
      customer_url: { en_US: 'https://nope' },
    });
    web.emit('customer_service_link_change', {
      site_id: 1,
      brand: 'demo',
      customer_url: { en_US: 'https://help.example' },
    });
    fake.subscribed.get('web_api.VND')!.emit('carousel_picture.url', {
      site_id: 1,
      currency: 'VND',
      id: 8,
      action: 'created',
      use_type: 0,
      path: '/arks/web/carousel_picture',
    });
    fake.subscribed.get(`web_template.${siteConfig.template}`)!.emit('model_sponsor.url', {
      site_id: 1,
      template: siteConfig.template,
      kind: 'model_sponsor',
      language: 'en_US',
      path: '/web/model_sponsor',
    });
    fake.subscribed.get(`web_template.${siteConfig.template}`)!.emit('model_login.url', {
      site_id: 2,
      template: siteConfig.template,
      kind: 'model_login',
      language: null,
      path: '/web/model_login',
    });
    fake.subscribed.get(`web_template.${siteConfig.template}`)!.emit('announcement.url', {
      site_id: 1,
      template: siteConfig.template,
      id: 4,
      action: 'updated',
      path: '/arks/web/announcement/marquee',
    });

    expect(got).toEqual([
      ['letters:changed', { reason: 'sent', ids: [9], unread: 4, language: 'vi_VN' }],
      ['letters:changed', { reason: 'read', ids: [9] }],
      ['letters:changed', { reason: 'delete', ids: [9, 10] }],
      ['game:url', { ...game, game_url: 'http://sim/game/launch?token=t' }],
      ['game:status', { ...game, status: 'closed', reason: 'provider' }],
      ['promotion:red-envelope', envelope],
      ['support:customer-url-changed', { customer_url: { en_US: 'https://help.example' } }],
      [
        'content:changed',
        { list: 'carousel_picture', path: '/arks/web/carousel_picture', currency: 'VND', use_type: 0 },
      ],
      [
        'content:changed',
        { list: 'model_sponsor', path: '/web/model_sponsor', template: siteConfig.template, language: 'en_US' },
      ],
      [
        'content:changed',
        { list: 'announcement', path: '/arks/web/announcement/marquee', template: siteConfig.template },
      ],
    ]);
    for (const off of offs) off();
  });

  it('reconnects after 1 s, 2 s, 4 s, then every 5 s (SPEC §7); closes the socket on stop', async () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
    jest.useFakeTimers();
    const service = start();
    fake.setState('unavailable');
    jest.advanceTimersByTime(999);
    expect(fake.connects).toBe(0);
    jest.advanceTimersByTime(1);
    expect(fake.connects).toBe(1);
    service.stop();
    expect(fake.connection.state).toBe('disconnected');
    jest.advanceTimersByTime(10_000);
    expect(fake.connects).toBe(1);
  });
});
