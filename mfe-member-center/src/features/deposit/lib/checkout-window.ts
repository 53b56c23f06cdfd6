import { PATHS, POPUP_HEIGHT, POPUP_WIDTH, STORAGE_KEYS, type WaitingWindow } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';
import { local } from '@site/shared/storage';

/** SPEC §3 waitingWindow of the deposit window; also the window's name, so a second deposit reuses it. */
export const DEPOSIT_WINDOW: WaitingWindow = 'depositWindow';
/** SPEC §2, §9: member pages open in a 1500x800 popup on desktop. */
const WINDOW_FEATURES = `width=${POPUP_WIDTH},height=${POPUP_HEIGHT}`;

/** What the deposit does with the browser, in one place (the tests replace it). */
export const checkoutHost = {
  open: (url: string, name: string, features: string): Window | null => window.open(url, name, features),
  /** The same tab goes to the checkout (mobile, or a blocked popup). */
  assign: (url: string): void => window.location.assign(url),
};

/** Where the checkout will show: the deposit window opened in the click, or this tab. */
export type CheckoutTarget = { kind: 'window'; win: Window } | { kind: 'same-tab' };

/**
 * Runs inside the submit click, before any call: on desktop it opens /loading (SPEC §2 "blank window
 * opened while a ... deposit ... window starts") in the deposit window, which a popup blocker lets
 * through only now, and records it (SPEC §3 waitingWindow = depositWindow). On mobile
 * (`layout === 'mobile'`), or when the browser blocked the popup, the checkout will take this tab.
 */
export function prepareCheckout(layout: LayoutMode): CheckoutTarget {
  if (layout === 'mobile') return { kind: 'same-tab' };
  let win: Window | null = null;
  try {
    win = checkoutHost.open(PATHS.loading, DEPOSIT_WINDOW, WINDOW_FEATURES);
  } catch {
    win = null;
  }
  if (!win) return { kind: 'same-tab' };
  local.set(STORAGE_KEYS.waitingWindow, DEPOSIT_WINDOW);
  local.remove(STORAGE_KEYS.waitingUrl);
  return { kind: 'window', win };
}

/**
 * The deposit answered: the window goes to the checkout (and waitingUrl says where, SPEC §3), or
 * this tab does. 'closed': the member closed the window meanwhile; the order stays pending and the
 * page offers its checkout link.
 */
export function openCheckout(target: CheckoutTarget, payUrl: string): 'window' | 'same-tab' | 'closed' {
  if (target.kind === 'same-tab') {
    checkoutHost.assign(payUrl);
    return 'same-tab';
  }
  if (target.win.closed) {
    clearWaiting();
    return 'closed';
  }
  local.set(STORAGE_KEYS.waitingUrl, payUrl);
  target.win.location.replace(payUrl);
  return 'window';
}

/** The deposit was refused: the blank window goes away. */
export function abandonCheckout(target: CheckoutTarget): void {
  if (target.kind === 'window' && !target.win.closed) target.win.close();
  clearWaiting();
}

/** A waiting window (the deposit window unless named) is no longer waiting (refused, or its order is final). */
export function clearWaiting(name: WaitingWindow = DEPOSIT_WINDOW): void {
  if (local.get(STORAGE_KEYS.waitingWindow) !== name) return;
  local.remove(STORAGE_KEYS.waitingWindow);
  local.remove(STORAGE_KEYS.waitingUrl);
}
