/**
 * The shell owns the one realtime socket of the page (ARCHITECTURE "State across apps"; SPEC §4:
 * on unmount the socket is closed). Remotes listen through `@site/shared/realtime`.
 */
import type { SiteConfig } from '@site/shared/contracts';
import { startRealtime, type RealtimeService } from '@site/shared/realtime';

export function startShellSocket(siteConfig: SiteConfig): () => void {
  let service: RealtimeService | null = startRealtime({ siteConfig });
  const onPageHide = () => {
    service?.stop();
    service = null;
  };
  // A page restored from the back/forward cache gets a new socket.
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted && !service) service = startRealtime({ siteConfig });
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    onPageHide();
  };
}
