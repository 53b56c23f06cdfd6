import { bus } from '@site/shared/bus';
import { FIRST_SCREEN_ID } from '@site/shared/constants';
import { FIRST_SCREEN_PATIENCE_MS, releaseFirstScreenWhenShown } from './first-screen';

/** The page as the static server sends the home page: its first banner before the shell's root. */
function drawFirstScreen() {
  const screen = document.createElement('div');
  screen.id = FIRST_SCREEN_ID;
  document.body.prepend(screen);
  return screen;
}

const present = () => document.getElementById(FIRST_SCREEN_ID) !== null;

describe("the home page's first screen", () => {
  afterEach(() => {
    document.getElementById(FIRST_SCREEN_ID)?.remove();
    window.history.replaceState(null, '', '/');
    jest.useRealTimers();
  });

  it("stays until the lobby's own first banner is on screen", () => {
    drawFirstScreen();
    releaseFirstScreenWhenShown();
    expect(present()).toBe(true);
    bus.emit('page:first-banner-shown', {});
    expect(present()).toBe(false);
  });

  it('goes when the visitor leaves the home page before that', () => {
    drawFirstScreen();
    releaseFirstScreenWhenShown();
    window.history.pushState(null, '', '/discount');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(present()).toBe(false);
  });

  it('goes at once when the page is not the home page', () => {
    window.history.replaceState(null, '', '/user');
    drawFirstScreen();
    releaseFirstScreenWhenShown();
    expect(present()).toBe(false);
  });

  it('goes when the lobby never says (its scripts failed), after the patience', () => {
    jest.useFakeTimers();
    drawFirstScreen();
    releaseFirstScreenWhenShown();
    jest.advanceTimersByTime(FIRST_SCREEN_PATIENCE_MS - 1);
    expect(present()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(present()).toBe(false);
  });

  it('the stop takes it away (a site config error page) and the page without one is left as it is', () => {
    drawFirstScreen();
    releaseFirstScreenWhenShown()();
    expect(present()).toBe(false);
    expect(() => releaseFirstScreenWhenShown()()).not.toThrow();
  });
});
