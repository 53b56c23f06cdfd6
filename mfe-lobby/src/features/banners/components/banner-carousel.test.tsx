import { act, fireEvent, screen, within } from '@testing-library/react';
import { addAppResources, i18n } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { resources } from '../../../locales';
import { banner } from '../../../test/content-fixtures';
import { preferReducedMotion, restoreMotion } from '../../../test/reduced-motion';
import { bannerAction } from '../lib/banner-action';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './banner-carousel';

addAppResources('lobby', resources);

const banners = [banner(3, { title: 'Three' }), banner(2, { title: 'Two' }), banner(1, { title: 'One' })];
const actionOf = (b: (typeof banners)[number]) => bannerAction(b, { demoMode: false });

function renderCarousel() {
  return renderApp(<BannerCarousel banners={banners} useType={0} actionOf={actionOf} />, {
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
}
const region = () => screen.getByRole('region', { name: 'Featured' });
const shownTitle = () => within(region()).getByRole('img').getAttribute('alt');
const tick = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  jest.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  restoreMotion();
});

describe('the banner carousel (WAI-ARIA carousel pattern)', () => {
  it('turns every few seconds, and not while pointed at or holding the focus', () => {
    renderCarousel();
    expect(shownTitle()).toBe('Three');
    tick(BANNER_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Two');
    // While it turns on its own, the change is not announced.
    expect(screen.getByTestId('banner-viewport')).toHaveAttribute('aria-live', 'off');

    fireEvent.mouseEnter(region());
    tick(BANNER_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('Two');
    fireEvent.mouseLeave(region());
    tick(BANNER_AUTOPLAY_MS);
    expect(shownTitle()).toBe('One');

    act(() => within(region()).getByRole('button', { name: 'Next banner' }).focus());
    tick(BANNER_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('One');
  });

  it('the pause button stops it for good, and play starts it again', async () => {
    const { user } = renderCarousel();
    await user.click(within(region()).getByRole('button', { name: 'Pause the banners' }));
    expect(within(region()).getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
    // Paused by the visitor, it stays still even once the focus has left.
    expect(screen.getByTestId('banner-viewport')).toHaveAttribute('aria-live', 'polite');
    act(() => within(region()).getByRole('button', { name: 'Play the banners' }).blur());
    tick(BANNER_AUTOPLAY_MS * 3);
    expect(shownTitle()).toBe('Three');
    await user.click(within(region()).getByRole('button', { name: 'Play the banners' }));
    expect(within(region()).getByRole('button', { name: 'Pause the banners' })).toBeInTheDocument();
  });

  it('never turns on its own under prefers-reduced-motion; the visitor still moves it', async () => {
    preferReducedMotion(true);
    const { user } = renderCarousel();
    expect(within(region()).getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
    tick(BANNER_AUTOPLAY_MS * 3);
    expect(shownTitle()).toBe('Three');
    await user.click(within(region()).getByRole('button', { name: 'Next banner' }));
    expect(shownTitle()).toBe('Two');
    await user.click(within(region()).getByRole('button', { name: 'Previous banner' }));
    await user.click(within(region()).getByRole('button', { name: 'Previous banner' }));
    // It wraps around.
    expect(shownTitle()).toBe('One');
    await user.click(within(region()).getByRole('button', { name: 'Banner 2: Two' }));
    expect(shownTitle()).toBe('Two');
    expect(within(region()).getByRole('button', { name: 'Banner 2: Two' })).toHaveAttribute('aria-current', 'true');
  });

  it('a horizontal swipe turns it on a touch screen; a vertical one scrolls the page', () => {
    preferReducedMotion(true);
    renderCarousel();
    const viewport = screen.getByTestId('banner-viewport');
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(viewport, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 100], [120, 110]);
    expect(shownTitle()).toBe('Two');
    swipe([100, 100], [300, 90]);
    expect(shownTitle()).toBe('Three');
    swipe([100, 100], [130, 400]);
    expect(shownTitle()).toBe('Three');
  });
});
