/** Timings and limits of SPEC §9, named as the spec names them. All durations in milliseconds unless the name says otherwise. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOAST_MS = 3_000;
export const SETTINGS_ERROR_TOAST_MS = 5_000;
export const TOAST_OFFSET_PX = 16;
/** The CSS custom property on <html> holding the height of the page's sticky header (toasts sit below it). */
export const SITE_HEADER_HEIGHT_VAR = '--site-header-height';
/** The CSS custom property on <html> holding the room the phone's bottom tab bar takes (0px without one). */
export const SITE_TAB_BAR_SPACE_VAR = '--site-tab-bar-space';
/**
 * The CSS custom property on <html> holding the room a floating button takes above the tab bar (the
 * red envelope's badge), gap included, so the page leaves that much space below its last record and
 * the go-to-top button stands above it.
 */
export const SITE_FLOATING_SPACE_VAR = '--site-floating-space';
/** The gap between the tab bar (or the screen's edge) and a floating button above it. */
export const FLOATING_GAP_PX = 10;
export const QUIT_FLAG_MS = 30_000;
export const TRANSFER_BACK_COOLDOWN_MS = 10_000;
export const WAITING_FLAG_CLEAR_MS = 1_000;
export const WINDOW_POLL_MS = 500;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const ICON_FETCH_MS = 1_500;
export const LOADING_OVERLAY_CLOSE_DELAY_MS = 400;
export const MEMBER_WINDOW_ANIMATION_MS = 500;
export const SCROLL_ANIMATION_MS = 500;
export const RESIZE_DEBOUNCE_MS = 1_000;
export const QUIT_GAME_DELAY_MS = 300;
export const LOST_CHANNEL_LOGOUT_MS = 2_000;
export const RED_ENVELOPE_RETRY_MS = 3_000;
/** SPEC §8: captcha code 101 starts a one-second wait. */
export const CAPTCHA_WAIT_MS = 1_000;
export const SMS_COUNTDOWN_S = 300;
export const FORGOT_SMS_COUNTDOWN_S = 300;
/** SPEC §7: realtime reconnect delays and timeout. */
export const SOCKET_RECONNECT_MIN_MS = 1_000;
export const SOCKET_RECONNECT_MAX_MS = 5_000;
export const SOCKET_TIMEOUT_MS = 20_000;

/** SPEC §2, §9. */
export const POPUP_WIDTH = 1500;
export const POPUP_HEIGHT = 800;
/** Desktop mode at a window width of at least this; 992 or less is the mobile breakpoint (SPEC §2). */
export const DESKTOP_BREAKPOINT_PX = 992;

export const LETTER_PAGE_SIZE = 50;
export const ACCOUNT_LENGTH = { min: 6, max: 12 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 12 } as const;
export const CONTACT_LENGTH = { min: 5, max: 50 } as const;
export const VND_PHONE_DIGITS = 10;
export const SMS_CODE_DIGITS = 6;
export const WITHDRAW_PASSWORD_DIGITS = 4;
export const JACKPOT_INTEGER_DIGITS = 10;
export const GAME_DESCRIPTION_MAX_PROVIDERS = 15;
export const DOUBLE_VALIDATION_DEFAULT_QUESTIONS = 3;

export const DEFAULT_TIMEZONE = 'America/Caracas';
