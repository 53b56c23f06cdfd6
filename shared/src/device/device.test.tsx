import { act, render, screen } from '@testing-library/react';
import type { SiteConfig } from '@site/shared/contracts';
import { isDesktopMode, needsBrowserNotice, platformCode, useLayoutMode } from '@site/shared/device';

const UA = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0]',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidUC:
    'Mozilla/5.0 (Linux; U; Android 10; en-US; SM-A105F) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0 UCBrowser/13.4 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  app: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 SiteApp/2.1',
};

describe('SPEC §2 desktop mode', () => {
  it('is desktop from 992 px on a desktop user agent, mobile below', () => {
    expect(isDesktopMode({ width: 992, userAgent: UA.desktopChrome })).toBe(true);
    expect(isDesktopMode({ width: 991, userAgent: UA.desktopChrome })).toBe(false);
  });

  it('follows the user agent: a wide phone or tablet is mobile', () => {
    expect(isDesktopMode({ width: 1200, userAgent: UA.iphoneSafari })).toBe(false);
  });

  it('the desktop lock forces desktop, unless web_debug is given', () => {
    expect(isDesktopMode({ width: 375, userAgent: UA.iphoneSafari, desktopLock: true })).toBe(true);
    expect(isDesktopMode({ width: 375, userAgent: UA.iphoneSafari, desktopLock: true, webDebug: true })).toBe(false);
  });
});

describe('SPEC §9 platform codes', () => {
  it.each([
    ['desktop', { userAgent: UA.desktopChrome, width: 1280, isPwa: false }, 1],
    ['mobile', { userAgent: UA.iphoneSafari, width: 390, isPwa: false }, 2],
    ['app', { userAgent: UA.app, width: 390 }, 3],
    ['gesture', { userAgent: UA.app, loginMethod: 'gesture' as const }, 4],
    ['finger', { userAgent: UA.app, loginMethod: 'finger' as const }, 5],
    ['wechat', { userAgent: UA.wechat, width: 390 }, 6],
    ['pwa', { userAgent: UA.androidChrome, width: 390, isPwa: true }, 7],
  ])('%s → %i', (_name, input, code) => {
    expect(platformCode(input)).toBe(code);
  });

  it('reads the stored pwa flag by default', () => {
    localStorage.setItem('pwa', '1');
    expect(platformCode({ userAgent: UA.androidChrome, width: 390 })).toBe(7);
    localStorage.removeItem('pwa');
  });
});

describe('SPEC §4 browser notice', () => {
  it.each([
    ['iphoneSafari', false],
    ['iphoneChrome', false],
    ['iphoneFirefox', true],
    ['iphoneFacebook', true],
    ['androidChrome', false],
    ['androidUC', false],
    ['androidSamsung', true],
    ['desktopChrome', false],
  ] as const)('%s → %s', (name, expected) => {
    expect(needsBrowserNotice(UA[name])).toBe(expected);
  });
});

describe('SPEC §2/§9 useLayoutMode: follows resize after the 1000 ms debounce', () => {
  const config = { features: { desktop_lock: false } } as SiteConfig;
  function Mode({ siteConfig }: { siteConfig: SiteConfig }) {
    return <p>{useLayoutMode(siteConfig)}</p>;
  }
  const resizeTo = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  };

  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it('switches only once the resizing has settled for 1000 ms', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    render(<Mode siteConfig={config} />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => resizeTo(600));
    act(() => jest.advanceTimersByTime(600));
    act(() => resizeTo(500)); // still resizing: the debounce restarts
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });

  it('stays desktop under the desktop lock', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    render(<Mode siteConfig={{ features: { desktop_lock: true } } as SiteConfig} />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
