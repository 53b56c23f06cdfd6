/** User-agent tests used by the layout mode, the platform code and the browser notice (SPEC §2, §4, §9). */

export const isIOS = (ua: string): boolean => /iPhone|iPad|iPod/i.test(ua);
export const isAndroid = (ua: string): boolean => /Android/i.test(ua);

/** A phone or tablet browser (SPEC §2: desktop mode "follows the user agent too"). */
export function isMobileUserAgent(ua: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|Opera Mini|BlackBerry|BB10|webOS|Silk\//i.test(ua);
}

export const isWeChat = (ua: string): boolean => /MicroMessenger/i.test(ua);

/** A social app's in-app browser, where games open by redirect on mobile (SPEC §4 "Game opening modes"). */
export function isSocialInAppBrowser(ua: string): boolean {
  return /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|Zalo|TikTok|musical_ly|Twitter|Snapchat|Telegram/i.test(ua);
}

/** Marker our native iOS/Android shells add to the web view's user agent (decision: not in the spec). */
export const APP_USER_AGENT_MARKER = 'SiteApp';
export const isAppShell = (ua: string): boolean => new RegExp(`\\b${APP_USER_AGENT_MARKER}\\b`, 'i').test(ua);

/**
 * Whether to show the unsupported-browser notice (SPEC §4): on iOS unless Safari or Chrome, on
 * Android unless UC Browser or Chrome. Never elsewhere.
 */
export function needsBrowserNotice(ua: string): boolean {
  if (isIOS(ua)) {
    const chrome = /CriOS\//.test(ua);
    const otherBrowser = /FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\//.test(ua) || isSocialInAppBrowser(ua);
    const safari = /Version\/[\d.]+.*Safari\//.test(ua) && !otherBrowser;
    return !(chrome || safari);
  }
  if (isAndroid(ua)) {
    if (/UCBrowser/i.test(ua)) return false;
    const otherChromium =
      /EdgA|SamsungBrowser|OPR\/|YaBrowser|MiuiBrowser|HeyTapBrowser|VivoBrowser|HuaweiBrowser|; wv\)/i.test(ua);
    const chrome = /Chrome\/[\d.]+/.test(ua) && !otherChromium && !isSocialInAppBrowser(ua);
    return !chrome;
  }
  return false;
}
