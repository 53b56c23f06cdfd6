import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { MOBILE_TEMPLATES, NOTICE_KEYS, SCROLL_ANIMATION_MS } from '@site/shared/constants';
import { addAppResources, i18n } from '@site/shared/i18n';
import { createFakeFetch, envelope, renderApp, testSiteConfig } from '@site/shared/testing';
import { resources } from '../locales';
import { scrollToTop } from './go-to-top';
import { MainLayout } from './main-layout';
import { MOBILE_SKINS } from './mobile-skins';

addAppResources('shell', resources);

const IOS_FACEBOOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.40.106]';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const originalFetch = globalThis.fetch;
const originalUA = navigator.userAgent;
const setUserAgent = (ua: string) => Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
const setReducedMotion = (reduced: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }) as MediaQueryList,
  });

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  globalThis.fetch = createFakeFetch(() => ({ body: envelope('100', { list: [] }) })).fetch;
  bus.emit('session:changed', { status: 'anonymous' });
  localStorage.clear();
  setReducedMotion(false);
});
afterEach(() => {
  globalThis.fetch = originalFetch;
  setUserAgent(originalUA);
  jest.useRealTimers();
});

/** Renders the phone layout and waits for its tab bar to settle. */
async function renderMobile(template: string, route = '/') {
  const view = renderApp(
    <MainLayout siteConfig={testSiteConfig({ mobile_template: template as 'H5_1' })} layout="mobile" language="en_US">
      <p>page</p>
    </MainLayout>,
    { route },
  );
  // Hidden too: an open dialog hides the page from assistive technology.
  await within(await screen.findByTestId('mobile-tabbar')).findByRole('link', { name: 'Home', hidden: true });
  return view;
}

describe('SPEC §2 the phone skins of H5_1 … H5_8', () => {
  it.each([...MOBILE_TEMPLATES])('%s: header and tab bar follow the template', async (template) => {
    const skin = MOBILE_SKINS[template];
    await renderMobile(template);
    const header = screen.getByTestId('mobile-header');
    expect(header).toHaveAttribute('data-logo', skin.logo);
    const tabs = await screen.findByRole('navigation', { name: 'Menu' });
    expect(tabs).toHaveAttribute('data-style', skin.tabBar);
    expect(await within(tabs).findByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).queryByRole('button', { name: 'Deposit' }) !== null).toBe(skin.centreDeposit);
  });

  it('the raised deposit button runs the deposit shortcut (a visitor is asked to log in)', async () => {
    const opened: string[] = [];
    const off = bus.on('modal:open', ({ name }) => opened.push(name));
    const { user } = await renderMobile('H5_2');
    const tabs = await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(await within(tabs).findByRole('button', { name: 'Deposit' }));
    expect(opened).toContain('login');
    off();
  });
});

describe('SPEC §4 browser notices', () => {
  it('an in-app browser on iOS gets the browser alert, closed for good', async () => {
    setUserAgent(IOS_FACEBOOK);
    const { user, unmount } = await renderMobile('H5_1');
    const dialog = await screen.findByRole('dialog', { name: 'Switch browser for the best experience' });
    expect(dialog).toHaveTextContent('Safari or Chrome');
    await user.click(within(dialog).getByRole('button', { name: "Got it, don't show again" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(NOTICE_KEYS.browserAlert)).toBe('1');
    unmount();
    await renderMobile('H5_1');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Menu' })).findByRole('link', { name: 'Home' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('iOS Safari gets the home-screen hint, which takes no focus and hands it to the page once closed', async () => {
    setUserAgent(IOS_SAFARI);
    const { user } = await renderMobile('H5_3');
    const hint = await screen.findByRole('region', { name: 'Add Demo88 to your Home Screen' });
    const close = within(hint).getByRole('button', { name: 'Close the Home Screen tip' });
    expect(close).not.toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('region', { name: /Home Screen/ })).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(localStorage.getItem(NOTICE_KEYS.iosFavourite)).toBe('1');
  });
});

describe('SPEC §2 go-to-top', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo;
  });
  const scrollPageTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  };

  it('appears once the page is scrolled down and is a labelled button', async () => {
    await renderMobile('H5_1');
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollPageTo(900));
    const button = screen.getByRole('button', { name: 'Back to top' });
    button.focus();
    expect(button).toHaveFocus();
    act(() => scrollPageTo(0));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls to the top in 500 ms', () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    const win = {
      scrollY: 1000,
      scrollTo,
      matchMedia: () => ({ matches: false }),
      performance: { now: () => now },
      requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    } as unknown as Window;
    scrollToTop(win);
    const positions: number[] = [];
    for (now = 0; frames.length > 0; now += 100) {
      frames.shift()!(now);
      positions.push(scrollTo.mock.calls.at(-1)![1] as number);
    }
    expect(SCROLL_ANIMATION_MS).toBe(500);
    expect(positions.at(-1)).toBe(0);
    expect(positions).toHaveLength(6);
    expect(positions[2]).toBeGreaterThan(0);
    expect(positions[2]).toBeLessThan(1000);
  });

  it('jumps at once when the person asked for reduced motion', () => {
    const frames: FrameRequestCallback[] = [];
    const win = {
      scrollY: 1000,
      scrollTo,
      matchMedia: () => ({ matches: true }),
      performance: { now: () => 0 },
      requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    } as unknown as Window;
    scrollToTop(win);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(frames).toHaveLength(0);
  });
});
