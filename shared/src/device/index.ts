/** `@site/shared/device`: layout mode (SPEC §2), platform codes (SPEC §9) and user-agent tests (SPEC §4). */
export { isDesktopMode, hasWebDebug, platformCode, type DesktopModeInput, type PlatformInput } from './device';
export { useLayoutMode } from './use-layout-mode';
export {
  isIOS,
  isAndroid,
  isMobileUserAgent,
  isWeChat,
  isSocialInAppBrowser,
  isAppShell,
  needsBrowserNotice,
  APP_USER_AGENT_MARKER,
} from './user-agent';
