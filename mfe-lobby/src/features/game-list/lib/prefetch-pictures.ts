/**
 * Pictures asked for ahead of need: the first games of a game type and its providers' logos, when a
 * pointer comes over the type's tab (or presses it, on a touch screen). By the click they are in the
 * browser's memory cache, so the tiles' art is a cache hit instead of a new request started inside
 * the click's style pass, which on a first visit of a type was most of the click's time.
 */

/** How many of a type's first games: the rows a tab click shows at once, and one more. */
export const PREFETCH_GAMES = 18;

/** Addresses asked for once per page; the images are kept so the memory cache keeps them. */
const asked = new Set<string>();
const kept: HTMLImageElement[] = [];
/** Enough for every type's first rows and logos; the oldest are let go beyond it. */
const KEEP = 400;

/** Starts loading (and decoding, off the main thread) each address not asked for before. */
export function prefetchPictures(urls: Iterable<string | null | undefined>): number {
  if (typeof Image === 'undefined') return 0;
  let started = 0;
  for (const url of urls) {
    if (!url || asked.has(url)) continue;
    asked.add(url);
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    img.decode?.().catch(() => undefined);
    kept.push(img);
    if (kept.length > KEEP) kept.shift();
    started++;
  }
  return started;
}

/** Forgets what was asked (tests). */
export function resetPrefetchedPictures(): void {
  asked.clear();
  kept.length = 0;
}
