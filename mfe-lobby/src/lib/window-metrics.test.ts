import { followWindowSize, knownScrollY, knownWindowSize } from './window-metrics';

const setWindow = (values: { scrollY?: number; innerWidth?: number; innerHeight?: number }) => {
  for (const [key, value] of Object.entries(values)) Object.defineProperty(window, key, { configurable: true, value });
};

afterEach(() => {
  setWindow({ scrollY: 0, innerWidth: 1024, innerHeight: 768 });
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('resize'));
});

describe('the window as its last events left it (never read inside a commit)', () => {
  it('follows the scroll position by its scroll events, not by reading it when asked', () => {
    setWindow({ scrollY: 640 });
    // No event yet: still the last known position.
    expect(knownScrollY()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    expect(knownScrollY()).toBe(640);
  });

  it('tells a follower the size at once and after every resize, until it stops following', () => {
    const sizes: Array<{ width: number; height: number }> = [];
    const stop = followWindowSize((size) => sizes.push(size));
    expect(sizes).toEqual([{ width: 1024, height: 768 }]);
    setWindow({ innerWidth: 390, innerHeight: 844 });
    window.dispatchEvent(new Event('resize'));
    expect(sizes).toEqual([
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]);
    expect(knownWindowSize()).toEqual({ width: 390, height: 844 });
    stop();
    setWindow({ innerWidth: 1440, innerHeight: 900 });
    window.dispatchEvent(new Event('resize'));
    expect(sizes).toHaveLength(2);
  });
});
