import { bus } from '@site/shared/bus';
import { memberKey, queryClient } from '@site/shared/query';
import type { MemberLayout, SessionState } from '@site/shared/contracts';
import { local, tokenStore } from '@site/shared/storage';
import { createFakeFetch, envelope, testMember, testSiteConfig, type FakeCall } from '@site/shared/testing';
import { startSessionService, type SessionService } from './index';

const member: MemberLayout = testMember({ id: 7 });

/** The platform as the session service sees it: layout answers for a known token, logout always. */
function platform(validToken = 'tok-1') {
  return createFakeFetch((call: FakeCall) => {
    if (call.url.endsWith('/api/member/profile/common/layout')) {
      return call.headers.authorization === validToken
        ? { body: envelope('100', member) }
        : { status: 401, body: envelope('401') };
    }
    if (call.url.endsWith('/api/logout')) return { body: envelope('100') };
    return { status: 404, body: envelope('404') };
  });
}

const states: SessionState[] = [];
let service: SessionService | undefined;
let stopWatching: () => void = () => undefined;

function start() {
  service = startSessionService({
    siteConfig: testSiteConfig({ currencies: ['VND', 'USD'] }),
    getLanguage: () => 'en_US',
  });
  return service;
}
const last = () => states[states.length - 1];

beforeEach(() => {
  localStorage.clear();
  states.length = 0;
  stopWatching = bus.on('session:changed', (s) => states.push(s));
});
afterEach(() => {
  service?.stop();
  stopWatching();
});

describe('SPEC §4 login state (the session service the shell starts)', () => {
  it('starts anonymous without a stored token, with the visitor currency for the language', async () => {
    globalThis.fetch = platform().fetch;
    await start().ready;
    expect(last()).toEqual({ status: 'anonymous' });
    expect(bus.last('locale:currency-changed')).toEqual({ currency: 'USD' });
    expect(bus.last('wallet:balance')).toEqual({ currency: 'USD', member_cash: null });
  });

  it('a stored token logs in at start: layout loaded, member published, balance shown', async () => {
    globalThis.fetch = platform().fetch;
    tokenStore.set('tok-1');
    await start().ready;
    expect(last()).toEqual({ status: 'member', token: 'tok-1', member });
    expect(bus.last('wallet:balance')).toEqual({ currency: 'VND', member_cash: 5_000_000 });
    expect(local.get('member_account')).toBe('demo01');
  });

  it('a stored token the server refuses ends anonymous with the member data cleared', async () => {
    globalThis.fetch = platform('other').fetch;
    tokenStore.set('stale');
    local.set('member_account', 'demo01');
    await start().ready;
    expect(last()).toEqual({ status: 'anonymous' });
    expect(tokenStore.get()).toBeNull();
    expect(local.get('member_account')).toBeNull();
  });

  it('login success stores the login payload and loads the member', async () => {
    globalThis.fetch = platform().fetch;
    await start().ready;
    bus.emit('session:login-succeeded', {
      token: 'tok-1',
      member_id: 7,
      member_account: 'demo01',
      member_login_id: 9,
      member_currency: 'VND',
    });
    await waitFor(() => last()?.status === 'member');
    expect(tokenStore.get()).toBe('tok-1');
    expect(local.get('member_id')).toBe('7');
  });

  it('logout calls the server with the token, then clears token and member data', async () => {
    const fake = platform();
    globalThis.fetch = fake.fetch;
    tokenStore.set('tok-1');
    await start().ready;
    bus.emit('session:logout-requested', { reason: 'user' });
    await waitFor(() => last()?.status === 'anonymous');
    const logout = fake.calls.find((c) => c.url.endsWith('/api/logout'));
    expect(logout?.headers.authorization).toBe('tok-1');
    expect(tokenStore.get()).toBeNull();
    expect(local.get('member_account')).toBeNull();
  });

  it('a 401 from any call logs out without calling the server', async () => {
    const fake = platform();
    globalThis.fetch = fake.fetch;
    tokenStore.set('tok-1');
    await start().ready;
    bus.emit('session:unauthorized', { path: '/member/profile/my_cash' });
    await waitFor(() => last()?.status === 'anonymous');
    expect(fake.calls.some((c) => c.url.endsWith('/api/logout'))).toBe(false);
    expect(tokenStore.get()).toBeNull();
  });

  it("logging out drops the member's data from the page's query cache, and nothing else", async () => {
    globalThis.fetch = platform().fetch;
    tokenStore.set('tok-1');
    await start().ready;
    queryClient.setQueryData(memberKey('letters', { page: 1 }), { list: [] });
    queryClient.setQueryData(['lobby', 'game-list'], []);
    bus.emit('session:logout-requested', { reason: 'user' });
    await waitFor(() => last()?.status === 'anonymous');
    expect(queryClient.getQueryData(memberKey('letters', { page: 1 }))).toBeUndefined();
    expect(queryClient.getQueryData(['lobby', 'game-list'])).toEqual([]);
  });

  it('a refresh request reloads the balance while logged in', async () => {
    const fake = platform();
    globalThis.fetch = fake.fetch;
    tokenStore.set('tok-1');
    await start().ready;
    const before = fake.calls.length;
    bus.emit('wallet:refresh-requested', {});
    await waitFor(() => fake.calls.length > before);
    expect(fake.calls[fake.calls.length - 1]?.url).toMatch(/common\/layout$/);
  });

  it('a member refresh request reads the layout again and publishes the member it answers', async () => {
    let firstLogin = 1;
    const fake = createFakeFetch((call: FakeCall) =>
      call.url.endsWith('/api/member/profile/common/layout')
        ? { body: envelope('100', { ...member, first_login_to_change_password: firstLogin }) }
        : { status: 404, body: envelope('404') },
    );
    globalThis.fetch = fake.fetch;
    tokenStore.set('tok-1');
    await start().ready;
    expect(last()).toMatchObject({ status: 'member', member: { first_login_to_change_password: 1 } });
    firstLogin = 0;
    bus.emit('session:member-refresh-requested', {});
    await waitFor(
      () =>
        last()?.status === 'member' && (last() as { member: MemberLayout }).member.first_login_to_change_password === 0,
    );
  });

  // Every tab of the site shares the stored token: clearing it because one tab could not read the
  // member at start (a closing pop-up, a busy platform) logged the member out of the others.
  it('a read that could not be made at start keeps the token and the member values, and is made again', async () => {
    let layoutCalls = 0;
    const fake = createFakeFetch((call: FakeCall) => {
      if (!call.url.endsWith('/api/member/profile/common/layout')) return { status: 404, body: envelope('404') };
      layoutCalls++;
      return layoutCalls === 1 ? { status: 503, body: envelope('503') } : { body: envelope('100', member) };
    });
    globalThis.fetch = fake.fetch;
    tokenStore.set('tok-1');
    local.set('member_account', 'demo01');
    start();
    await waitFor(() => layoutCalls >= 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(last()).toEqual({ status: 'restoring' });
    expect(tokenStore.get()).toBe('tok-1');
    expect(local.get('member_account')).toBe('demo01');
    await waitFor(() => last()?.status === 'member', 3000);
    expect(last()).toEqual({ status: 'member', token: 'tok-1', member });
    expect(layoutCalls).toBe(2);
  });

  it('while the start read is retried, a logout in another tab (the token gone) ends anonymous', async () => {
    let layoutCalls = 0;
    globalThis.fetch = createFakeFetch((call: FakeCall) => {
      if (call.url.endsWith('/api/member/profile/common/layout')) layoutCalls++;
      return { status: 503, body: envelope('503') };
    }).fetch;
    tokenStore.set('tok-1');
    start();
    await waitFor(() => layoutCalls >= 1);
    tokenStore.clear();
    await waitFor(() => last()?.status === 'anonymous', 3000);
    expect(layoutCalls).toBe(1);
  });
});

async function waitFor(check: () => boolean, timeout = 2000) {
  const until = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
