import { browserNoticeFor, isUnsupportedBrowser, needsFavouriteHint, type BrowserAbilities } from './browser-rules';

const UA = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktopFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.40.106]',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  oldIphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidUC:
    'Mozilla/5.0 (Linux; U; Android 11; en-US; RMX2185) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidOldChrome:
    'Mozilla/5.0 (Linux; Android 7.0; SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.98 Mobile Safari/537.36',
  androidStock:
    'Mozilla/5.0 (Linux; U; Android 4.2.2; en-us; GT-I9100 Build/JDQ39) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  operaMini: 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
};

const modern: BrowserAbilities = { fetch: true, intl: true, es2020: true };

describe('the unsupported-browser notice: a browser the site cannot run on', () => {
  it.each([
    ['desktopChrome', false],
    ['desktopSafari', false],
    ['desktopFirefox', false],
    ['iphoneSafari', false],
    ['iphoneChrome', false],
    ['androidChrome', false],
    ['androidUC', false],
    ['androidSamsung', false],
    ['oldIphoneSafari', true],
    ['androidOldChrome', true],
    ['androidStock', true],
    ['ie11', true],
    ['edgeLegacy', true],
    ['operaMini', true],
  ] as const)('%s → %s', (name, expected) => {
    expect(isUnsupportedBrowser(UA[name], modern)).toBe(expected);
  });

  it.each(['fetch', 'intl', 'es2020'] as const)('a browser without %s, whatever it calls itself', (missing) => {
    expect(isUnsupportedBrowser(UA.desktopChrome, { ...modern, [missing]: false })).toBe(true);
  });
});

describe('the iOS add-to-home-screen hint', () => {
  it('shows on iOS Safari outside the home screen only', () => {
    expect(needsFavouriteHint(UA.iphoneSafari, false)).toBe(true);
    expect(needsFavouriteHint(UA.iphoneSafari, true)).toBe(false);
    expect(needsFavouriteHint(UA.iphoneChrome, false)).toBe(false);
    expect(needsFavouriteHint(UA.iphoneFacebook, false)).toBe(false);
    expect(needsFavouriteHint(UA.androidChrome, false)).toBe(false);
    expect(needsFavouriteHint(UA.desktopSafari, false)).toBe(false);
  });
});

describe('SPEC §4 which notice a browser gets, one at a time', () => {
  const none = new Set<never>();
  const notice = (userAgent: string, dismissed: ReadonlySet<'unsupported' | 'browserAlert' | 'iosFavourite'> = none) =>
    browserNoticeFor({ userAgent, abilities: modern, standalone: false, dismissed });

  it.each([
    ['iphoneFacebook', 'browserAlert'],
    ['iphoneFirefox', 'browserAlert'],
    ['androidSamsung', 'browserAlert'],
    ['iphoneSafari', 'iosFavourite'],
    ['iphoneChrome', null],
    ['androidChrome', null],
    ['androidUC', null],
    ['desktopChrome', null],
    ['ie11', 'unsupported'],
  ] as const)('%s → %s', (name, expected) => {
    expect(notice(UA[name])).toBe(expected);
  });

  it('an old engine gets the unsupported notice first, then the browser alert once that is closed for good', () => {
    expect(notice(UA.androidStock)).toBe('unsupported');
    expect(notice(UA.androidStock, new Set(['unsupported']))).toBe('browserAlert');
    expect(notice(UA.androidStock, new Set(['unsupported', 'browserAlert']))).toBeNull();
  });

  it('a notice closed for good stays closed', () => {
    expect(notice(UA.iphoneFacebook, new Set(['browserAlert']))).toBeNull();
    expect(notice(UA.iphoneSafari, new Set(['iosFavourite']))).toBeNull();
  });
});
