import { PLATFORM } from '@site/shared/constants';
import { platformCode } from '@site/shared/device';
import { cookies } from '@site/shared/storage';
import { testSiteConfig } from '@site/shared/testing';
import { applyQueryRules, readQueryRules } from './query-rules';

const site = testSiteConfig({ currencies: ['VND', 'USD'] });
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('SPEC §2 query parameters pwa, fbclid and currency', () => {
  afterEach(() => {
    localStorage.clear();
    for (const name of ['fbclid', 'currency', 'ccy'] as const) cookies.remove(name);
    jest.restoreAllMocks();
  });

  it.each([
    ['?pwa', true],
    ['?pwa=1', true],
    ['?pwa=true', true],
    ['?pwa=0', false],
    ['?pwa=false', false],
    ['', false],
  ])('%s → pwa %s', (search, pwa) => {
    expect(readQueryRules(search, site).pwa).toBe(pwa);
  });

  it('keeps an offered currency (any case) and ignores one the site does not offer', () => {
    expect(readQueryRules('?currency=usd', site).currency).toBe('USD');
    expect(readQueryRules('?currency=THB', site).currency).toBeNull();
    expect(readQueryRules('?currency=XYZ', site).currency).toBeNull();
  });

  it('keeps a well-formed fbclid only', () => {
    expect(readQueryRules('?fbclid=IwAR2x_Y-z.9', site).fbclid).toBe('IwAR2x_Y-z.9');
    expect(readQueryRules('?fbclid=%3Cscript%3E', site).fbclid).toBeNull();
  });

  it('stores pwa, so login and play send platform code 7', () => {
    expect(platformCode({ userAgent: ANDROID_CHROME, width: 390 })).toBe(PLATFORM.mobile);
    applyQueryRules(readQueryRules('?pwa=1', site));
    expect(localStorage.getItem('pwa')).toBe('1');
    expect(platformCode({ userAgent: ANDROID_CHROME, width: 390 })).toBe(PLATFORM.pwa);
  });

  it('sets the tracking cookie for 90 days and the currency and ccy cookies for 1 day', () => {
    const written: string[] = [];
    const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      setter.call(this, value);
    });
    const now = Date.now();
    applyQueryRules(readQueryRules('?fbclid=abc123&currency=USD', site));
    expect(cookies.get('fbclid')).toBe('abc123');
    expect(cookies.get('currency')).toBe('USD');
    expect(cookies.get('ccy')).toBe('USD');
    const days = (name: string) => {
      const line = written.find((w) => w.startsWith(`${name}=`))!;
      expect(line).toMatch(/path=\//);
      const expires = Date.parse(/expires=([^;]+)/.exec(line)![1]!);
      return Math.round((expires - now) / 86_400_000);
    };
    expect(days('fbclid')).toBe(90);
    expect(days('currency')).toBe(1);
    expect(days('ccy')).toBe(1);
  });

  it('sets nothing for an address without these parameters', () => {
    applyQueryRules(readQueryRules('?modal=login&currency=THB', site));
    for (const name of ['fbclid', 'currency', 'ccy'] as const) expect(cookies.get(name)).toBeUndefined();
    expect(localStorage.getItem('pwa')).toBeNull();
  });
});
