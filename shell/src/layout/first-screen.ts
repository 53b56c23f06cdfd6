import { bus } from '@site/shared/bus';
import { FIRST_SCREEN_ID, PATHS } from '@site/shared/constants';

/**
 * How long the first screen may wait for the lobby before it goes anyway: a lobby that never mounts
 * (its scripts failed, the outlet shows its error) must not leave a picture over the page.
 */
export const FIRST_SCREEN_PATIENCE_MS = 20_000;

/**
 * The home page's first banner, drawn by the page itself (scripts/first-screen.mjs) where the lobby
 * draws its own, stays until that one is on screen ('page:first-banner-shown', the same picture in
 * the same place, so nothing visibly changes), the visitor leaves the home page, or the patience
 * runs out. Returns the stop (the picture goes too).
 */
export function releaseFirstScreenWhenShown(doc: Document = document): () => void {
  const screen = doc.getElementById(FIRST_SCREEN_ID);
  if (!screen) return () => undefined;
  const view = doc.defaultView;
  const onRoute = () => {
    if (doc.location.pathname !== PATHS.home) release();
  };
  const off = bus.on('page:first-banner-shown', () => release());
  const timer = setTimeout(() => release(), FIRST_SCREEN_PATIENCE_MS);
  view?.addEventListener('single-spa:routing-event', onRoute);
  view?.addEventListener('popstate', onRoute);
  function release() {
    off();
    clearTimeout(timer);
    view?.removeEventListener('single-spa:routing-event', onRoute);
    view?.removeEventListener('popstate', onRoute);
    screen?.remove();
  }
  // The page may have opened elsewhere than home (a redirect before the shell started).
  onRoute();
  return release;
}
