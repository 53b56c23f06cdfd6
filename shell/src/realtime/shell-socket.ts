/**
 * The shell owns the one realtime socket of the page (ARCHITECTURE "State across apps"; SPEC §4:
 * on unmount the socket is closed). Remotes listen through `@site/shared/realtime`.
 *
 * The socket opens once the page has loaded and the browser is idle, so its client is not part of
 * what the first view waits for; a login before then opens it at once (its member channel is what
 * carries game URLs and the balance). Whatever the public channels announce in that gap is already
 * in the content the page has just read.
 */
import { bus } from '@site/shared/bus';
import type { LoginResponse, SiteConfig } from '@site/shared/contracts';
import { openRealtime, type RealtimeService } from '@site/shared/realtime';

/** How long an idle moment is waited for after the page's load before the socket opens anyway. */
const IDLE_TIMEOUT_MS = 2_000;

function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}

export function startShellSocket(siteConfig: SiteConfig): () => void {
  let service: RealtimeService | null = null;
  let login: LoginResponse | undefined;
  const open = () => {
    if (!service) service = openRealtime({ siteConfig, login });
  };
  const cancelIdle = afterLoadAndIdle(open);
  const offLogin = bus.on('session:login-succeeded', (next) => {
    if (service) return;
    login = next;
    open();
  });
  const onPageHide = () => {
    service?.stop();
    service = null;
  };
  // A page restored from the back/forward cache gets a new socket.
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted && !service) service = openRealtime({ siteConfig });
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    cancelIdle();
    offLogin();
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    onPageHide();
  };
}
