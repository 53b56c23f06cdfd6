/**
 * The window's scroll position and size as its last scroll and resize events left them. Reading
 * `window.scrollY`, `innerWidth` or `innerHeight` makes the browser lay the page out first (on a
 * phone the window's size can follow from the page's width): inside the commit that mounts a page,
 * that is a layout of the whole new page in the middle of the task (a third of a second at a phone's
 * speed on the home page's first load). The browser fires a scroll event for every change of the
 * position, its own restoration and a script's `scrollTo` included, and a resize event for every
 * change of the size, so these are never behind by more than the events still queued.
 */
export interface WindowSize {
  width: number;
  height: number;
}

const hasWindow = typeof window !== 'undefined';
// Read once as the module loads: the page drawn so far is laid out by then.
let scrollY = hasWindow ? window.scrollY : 0;
let size: WindowSize = hasWindow ? { width: window.innerWidth, height: window.innerHeight } : { width: 0, height: 0 };
const sizeListeners = new Set<(next: WindowSize) => void>();

if (hasWindow) {
  window.addEventListener(
    'scroll',
    () => {
      scrollY = window.scrollY;
    },
    { passive: true },
  );
  window.addEventListener(
    'resize',
    () => {
      size = { width: window.innerWidth, height: window.innerHeight };
      sizeListeners.forEach((listener) => listener(size));
    },
    { passive: true },
  );
}

export function knownScrollY(): number {
  return scrollY;
}

export function knownWindowSize(): WindowSize {
  return size;
}

/** Calls `listener` with the window's size now and after every resize; answers the unsubscribe. */
export function followWindowSize(listener: (next: WindowSize) => void): () => void {
  listener(size);
  sizeListeners.add(listener);
  return () => {
    sizeListeners.delete(listener);
  };
}
