/** A window.scrollTo that moves scrollY and fires the scroll event, as a browser does. */
export function scrollWindowTo(...args: [ScrollToOptions?] | [number, number]): void {
  const top = typeof args[0] === 'number' ? (args[1] as number) : (args[0]?.top ?? window.scrollY);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: Math.max(0, top) });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: Math.max(0, top) });
  window.dispatchEvent(new Event('scroll'));
}

/**
 * jsdom has no layout and no scrolling: `window.scrollTo` only reports "not implemented". These
 * stand-ins move `window.scrollY` and fire the scroll event, as a browser does, so a window
 * virtualiser follows. Returns a function that puts the originals back.
 */
export function stubWindowScroll({ width = 1440, height = 900 }: { width?: number; height?: number } = {}) {
  const original = {
    rect: Element.prototype.getBoundingClientRect,
    scrollTo: window.scrollTo,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  };
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  // As a browser does when the window changes size (the lobby follows the size by this event).
  window.dispatchEvent(new Event('resize'));
  // A page tall enough to scroll anywhere (jsdom lays nothing out, so it is 0 high).
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000_000 });
  window.scrollTo = scrollWindowTo;
  // Every element laid out at the top of the document: its box moves up as the page scrolls.
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const top = -window.scrollY;
    return DOMRect.fromRect({ x: 0, y: top, width: 0, height: 0 });
  };
  return {
    scrollTo: (top: number) => scrollWindowTo({ top }),
    restore: () => {
      window.scrollTo = original.scrollTo;
      Element.prototype.getBoundingClientRect = original.rect;
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: original.innerWidth });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: original.innerHeight });
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 0 });
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('scroll'));
      delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
    },
  };
}
