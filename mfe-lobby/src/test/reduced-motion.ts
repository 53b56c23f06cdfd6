const originalMatchMedia = window.matchMedia;

/** The system's motion setting as matchMedia reports it; `restoreMotion` puts jsdom's back. */
export function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

export function restoreMotion() {
  window.matchMedia = originalMatchMedia;
}
