import { DESKTOP_BREAKPOINT_PX, PLATFORM, STORAGE_KEYS, type PlatformCode } from '@site/shared/constants';
import { isAppShell, isMobileUserAgent, isWeChat } from './user-agent';

export interface DesktopModeInput {
  width: number;
  userAgent: string;
  /** The site's desktop-lock setting (SiteConfig.features.desktop_lock). */
  desktopLock?: boolean;
  /** Whether the `web_debug` query is present: it disables the desktop lock. */
  webDebug?: boolean;
}

/**
 * SPEC §2: desktop mode at a window width of at least 992 px on a non-mobile user agent; a site's
 * desktop lock forces desktop mode, unless the web_debug query is given.
 */
export function isDesktopMode({ width, userAgent, desktopLock = false, webDebug = false }: DesktopModeInput): boolean {
  if (desktopLock && !webDebug) return true;
  return width >= DESKTOP_BREAKPOINT_PX && !isMobileUserAgent(userAgent);
}

/** Whether the address carries the web_debug query (SPEC §2 query parameters). */
export function hasWebDebug(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return new URLSearchParams(search).has('web_debug');
}

export interface PlatformInput {
  userAgent?: string;
  width?: number;
  /** Running inside our native app shell (default: the user-agent marker). */
  isApp?: boolean;
  /** Running as an installed PWA (default: the stored `pwa` flag or display-mode standalone). */
  isPwa?: boolean;
  /** App logins by gesture or fingerprint report their own codes. */
  loginMethod?: 'gesture' | 'finger';
  desktopLock?: boolean;
}

function detectPwa(): boolean {
  try {
    if (typeof window === 'undefined') return false;
    if (window.localStorage.getItem(STORAGE_KEYS.pwa) === '1') return true;
    return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  } catch {
    return false;
  }
}

/**
 * The platform code sent as `device` on login and play (SPEC §9: desktop 1, mobile 2, app 3,
 * gesture 4, finger 5, wechat 6, pwa 7). Checked in that order of specificity: the login method,
 * the app shell, WeChat, an installed PWA, then desktop or mobile by the layout rule.
 */
export function platformCode(input: PlatformInput = {}): PlatformCode {
  const userAgent = input.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (input.loginMethod === 'gesture') return PLATFORM.gesture;
  if (input.loginMethod === 'finger') return PLATFORM.finger;
  if (input.isApp ?? isAppShell(userAgent)) return PLATFORM.app;
  if (isWeChat(userAgent)) return PLATFORM.wechat;
  if (input.isPwa ?? detectPwa()) return PLATFORM.pwa;
  const width = input.width ?? (typeof window === 'undefined' ? DESKTOP_BREAKPOINT_PX : window.innerWidth);
  return isDesktopMode({ width, userAgent, desktopLock: input.desktopLock }) ? PLATFORM.desktop : PLATFORM.mobile;
}
