import { local, tokenStore } from '@site/shared/storage';
import { loginFromAddress } from './address-login';

const host = (search: string, exchange?: (enc: string) => Promise<never>) => {
  const replaced: string[] = [];
  return {
    replaced,
    host: {
      location: { pathname: '/slotgame', search, hash: '#top' },
      history: { replaceState: (_s: unknown, _t: string, url?: string | URL | null) => replaced.push(String(url)) },
      ...(exchange ? { exchange } : {}),
    },
  };
};

beforeEach(() => localStorage.clear());

describe('SPEC §4 logins from the address', () => {
  it('?tk= stores the token and the member values, and the parameters leave the address', async () => {
    const { host: h, replaced } = host('?tk=abc&member_account=demo01&member_currency=VND&member_id=7&gt_id=2');
    await loginFromAddress(h);
    expect(tokenStore.get()).toBe('abc');
    expect(local.get('member_account')).toBe('demo01');
    expect(local.get('member_id')).toBe('7');
    expect(local.get('currency')).toBe('VND');
    expect(replaced).toEqual(['/slotgame?gt_id=2#top']);
  });

  it('skipReloadGetInfo keeps the parameters in the address this once, and is removed', async () => {
    localStorage.setItem('skipReloadGetInfo', '1');
    const { host: h, replaced } = host('?tk=abc&member_account=demo01&member_currency=VND&member_id=7');
    await loginFromAddress(h);
    expect(tokenStore.get()).toBe('abc');
    expect(replaced).toEqual([]);
    expect(localStorage.getItem('skipReloadGetInfo')).toBeNull();
  });

  it('?enc= is exchanged for the four values, stored, and the address reset to /', async () => {
    const exchange = jest.fn(async () => ({
      ok: true,
      code: '100',
      message: 'ok',
      data: JSON.stringify({ tk: 'tok-9', member_id: 9, member_account: 'agent01', member_currency: 'VND' }),
    }));
    const { host: h, replaced } = host('?enc=xyz', exchange as never);
    await loginFromAddress(h);
    expect(exchange).toHaveBeenCalledWith('xyz');
    expect(tokenStore.get()).toBe('tok-9');
    expect(local.get('member_id')).toBe('9');
    expect(replaced).toEqual(['/']);
  });

  it('a failed enc exchange (101 or no answer) silently resets the address', async () => {
    const refused = jest.fn(async () => ({ ok: false, code: '101', message: 'expired', data: '' }));
    const a = host('?enc=old', refused as never);
    await loginFromAddress(a.host);
    expect(tokenStore.get()).toBeNull();
    expect(a.replaced).toEqual(['/']);
    const down = host('?enc=old', async () => {
      throw new Error('offline');
    });
    await loginFromAddress(down.host);
    expect(down.replaced).toEqual(['/']);
  });

  it('an address without tk or enc is left alone', async () => {
    const { host: h, replaced } = host('?id=5');
    await loginFromAddress(h);
    expect(replaced).toEqual([]);
    expect(tokenStore.get()).toBeNull();
  });
});
