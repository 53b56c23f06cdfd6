import { COOKIES, STORAGE_KEYS } from '@site/shared/constants';
import { cookies, local, memberStore, session, tokenStore } from '@site/shared/storage';

function spyCookieWrites(): { writes: string[]; restore: () => void } {
  const writes: string[] = [];
  // The accessor sits on Document.prototype (HTMLDocument inherits it).
  let descriptor: PropertyDescriptor | undefined;
  for (let o: object | null = document; o && !descriptor; o = Object.getPrototypeOf(o)) {
    descriptor = Object.getOwnPropertyDescriptor(o, 'cookie');
  }
  if (!descriptor?.set || !descriptor.get) throw new Error('no cookie accessor');
  const { get, set } = descriptor;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => get.call(document),
    set: (value: string) => {
      writes.push(value);
      set.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('SPEC §3 stored keys: local and session storage', () => {
  it('reads, writes and removes typed keys as strings', () => {
    local.set(STORAGE_KEYS.isPlay, '1');
    local.set(STORAGE_KEYS.member_type, 1);
    expect(localStorage.getItem('isPlay')).toBe('1');
    expect(local.get('member_type')).toBe('1');
    local.remove('isPlay');
    expect(local.get('isPlay')).toBeNull();
  });

  it('stores JSON values (maintain_interval) and reads garbage as null', () => {
    local.setJSON('maintain_interval', { start_at: '2025-01-01 00:00:00', end_at: '2025-01-01 02:00:00' });
    expect(local.getJSON<{ end_at: string }>('maintain_interval')?.end_at).toBe('2025-01-01 02:00:00');
    localStorage.setItem('maintain_interval', '{oops');
    expect(local.getJSON('maintain_interval')).toBeNull();
  });

  it('uses sessionStorage for SESSION_KEYS', () => {
    session.set('popUpDiscountModalCloseTime', 1700000000000);
    expect(sessionStorage.getItem('popUpDiscountModalCloseTime')).toBe('1700000000000');
    expect(localStorage.getItem('popUpDiscountModalCloseTime')).toBeNull();
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => local.set('eyeOpen', '1')).not.toThrow();
    spy.mockRestore();
    warn.mockRestore();
  });
});

describe('SPEC §3/§4 member keys and token', () => {
  it('tokenStore gets, sets and clears the token key', () => {
    expect(tokenStore.get()).toBeNull();
    tokenStore.set('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
  });

  it('memberStore writes and clears token, member_id, member_account, currency, member_type, agent_type together', () => {
    memberStore.write({
      token: 't1',
      member_id: 42,
      member_account: 'player01',
      currency: 'VND',
      member_type: 1,
      agent_type: 0,
    });
    expect(memberStore.read()).toEqual({
      token: 't1',
      member_id: '42',
      member_account: 'player01',
      currency: 'VND',
      member_type: '1',
      agent_type: '0',
    });
    local.set('isPlay', '0');
    memberStore.clear();
    expect(memberStore.read()).toEqual({});
    expect(local.get('isPlay')).toBe('0');
  });

  it('memberStore.write stores only the values given (address-token login has no member_type)', () => {
    memberStore.write({ token: 'tk', member_id: 5, member_account: 'a', currency: 'USD' });
    expect(memberStore.read()).toEqual({ token: 'tk', member_id: '5', member_account: 'a', currency: 'USD' });
  });
});

describe('SPEC §9 cookies: lifetimes, path / and SameSite lax', () => {
  let spy: ReturnType<typeof spyCookieWrites>;
  beforeEach(() => {
    spy = spyCookieWrites();
  });
  afterEach(() => {
    for (const name of Object.values(COOKIES)) cookies.remove(name);
    spy.restore();
  });

  it('sets with path=/ and sameSite=lax and reads back', () => {
    cookies.set('isFastDeposit', true);
    expect(cookies.get('isFastDeposit')).toBe('true');
    expect(spy.writes[0]).toMatch(/path=\//);
    expect(spy.writes[0]).toMatch(/sameSite=lax/i);
    // No lifetime in SPEC §9: a session cookie.
    expect(spy.writes[0]).not.toMatch(/expires=/);
  });

  it('uses the lifetime of COOKIE_LIFETIME_DAYS (i18n_redirected 365 days, currency 1 day)', () => {
    const now = Date.now();
    cookies.set('i18n_redirected', 'vi_VN');
    cookies.set('currency', 'VND');
    const expiry = (write: string | undefined) => Date.parse(/expires=([^;]+)/.exec(write ?? '')?.[1] ?? '');
    const day = 86_400_000;
    expect(Math.round((expiry(spy.writes[0]) - now) / day)).toBe(365);
    expect(Math.round((expiry(spy.writes[1]) - now) / day)).toBe(1);
  });

  it('lets a caller override the expiry and removes with path /', () => {
    cookies.set('lang', 'en_US', { expires: 2 });
    cookies.remove('lang');
    expect(cookies.get('lang')).toBeUndefined();
    expect(spy.writes[1]).toMatch(/path=\//);
  });
});
