import { reloadGuarded } from '../federation/reload-guard';

/** How long a reload for a new build waits for the new service worker to take over. */
const TAKE_OVER_WAIT_MS = 8_000;

/**
 * A browser driven by automation (navigator.webdriver) gets the worker only when the page opts in
 * with this window property (set before the page's scripts run): a test tool cannot intercept a
 * worker's own fetches, so a test that fakes a remote's answers would see the worker fetch the real
 * ones. The offline e2e test opts in. A visitor's browser is never driven by automation.
 */
export const SW_UNDER_AUTOMATION_FLAG = 'siteServiceWorkerUnderAutomation';

const wanted = (): boolean =>
  !navigator.webdriver || (window as unknown as Record<string, unknown>)[SW_UNDER_AUTOMATION_FLAG] === true;

/**
 * Registers the shell's service worker (sw.js, built with Workbox) once the page has loaded, in
 * production builds only; a development build removes any worker a production build left on this
 * origin, so the dev server's files are never answered from a precache.
 *
 * A new build's worker takes over at once (skipWaiting, clientsClaim). A page that was already
 * controlled when that happens runs the old build: it reloads, under the SPEC §4 guard.
 */
export function startServiceWorker(production = process.env.NODE_ENV === 'production'): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  if (!production) {
    void sw
      .getRegistrations()
      .then((all) => Promise.all(all.map((r) => r.unregister())))
      .catch(() => undefined);
    return;
  }
  if (!wanted()) return;
  const hadController = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    if (hadController) reloadGuarded();
  });
  const register = () => {
    sw.register('/sw.js').catch((error: unknown) => console.warn('[shell] service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Before a reload for a new build: ask the browser for the new worker and give it a moment to take
 * over, so the reloaded page gets the new build's files instead of the old precache.
 */
export async function letNewWorkerTakeOver(): Promise<void> {
  const sw = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!sw?.controller) return;
  const registration = await sw.getRegistration().catch(() => undefined);
  if (!registration) return;
  const tookOver = new Promise<void>((resolve) =>
    sw.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  await registration.update().catch(() => undefined);
  if (!registration.installing && !registration.waiting) return;
  await Promise.race([tookOver, new Promise((resolve) => setTimeout(resolve, TAKE_OVER_WAIT_MS))]);
}
