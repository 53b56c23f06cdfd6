import { POPUP_HEIGHT, POPUP_WIDTH } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';

/**
 * SPEC §2: user, proxy and fastPayment pages open in a 1500×800 popup window on desktop and in the
 * same window otherwise. Returns false when it did not open a window (the caller navigates).
 */
export function openMemberWindow(path: string, layout: LayoutMode, win: Window = window): boolean {
  if (layout !== 'desktop') return false;
  const left = Math.max(0, Math.round((win.screen.availWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((win.screen.availHeight - POPUP_HEIGHT) / 2));
  const popup = win.open(path, 'memberWindow', `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
  if (!popup) return false; // blocked: fall back to the same window
  popup.focus();
  return true;
}
