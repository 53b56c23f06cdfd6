import { POPUP_HEIGHT, POPUP_WIDTH } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';
import { bus } from '@site/shared/bus';

/** The windows the site opens for the member centre, the agent area and fast payment (SPEC §2, §4). */
export type SiteWindowName = 'memberWindow' | 'agentWindow' | 'fpWindow';

const opened = new Map<SiteWindowName, Pick<Window, 'close' | 'closed'>>();

/**
 * SPEC §2: user, proxy and fastPayment pages open in a 1500×800 popup window on desktop and in the
 * same window otherwise. Returns false when it did not open a window (the caller navigates).
 */
export function openMemberWindow(
  path: string,
  layout: LayoutMode,
  win: Window = window,
  name: SiteWindowName = 'memberWindow',
): boolean {
  if (layout !== 'desktop') return false;
  const left = Math.max(0, Math.round((win.screen.availWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((win.screen.availHeight - POPUP_HEIGHT) / 2));
  const popup = win.open(path, name, `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
  if (!popup) return false; // blocked: fall back to the same window
  opened.set(name, popup);
  popup.focus();
  return true;
}

/** Closes every member, agent and fast-payment window this page opened. */
export function closeSiteWindows(): void {
  for (const [name, popup] of opened) {
    opened.delete(name);
    try {
      if (!popup.closed) popup.close();
    } catch {
      // Already gone.
    }
  }
}

/** SPEC §4: logout closes the agent, member and fast-payment windows (they hold the member's pages). */
export function closeSiteWindowsOnLogout(): () => void {
  let wasMember = false;
  return bus.on('session:changed', (state) => {
    if (wasMember && state.status === 'anonymous') closeSiteWindows();
    wasMember = state.status === 'member';
  });
}
