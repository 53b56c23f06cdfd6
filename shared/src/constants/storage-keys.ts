/** Every key stored in localStorage / sessionStorage and every cookie, as SPEC §3 names them. */
export const STORAGE_KEYS = {
  token: 'token',
  member_id: 'member_id',
  member_account: 'member_account',
  currency: 'currency',
  member_type: 'member_type',
  agent_type: 'agent_type',
  eyeOpen: 'eyeOpen',
  isPlay: 'isPlay',
  pwa: 'pwa',
  site_name: 'site_name',
  isV3Ver: 'isV3Ver',
  skipReloadGetInfo: 'skipReloadGetInfo',
  waitingUrl: 'waitingUrl',
  waitingWindow: 'waitingWindow',
  windowMsg: 'window-msg',
  maintain_interval: 'maintain_interval',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const SESSION_KEYS = {
  popUpDiscountModalCloseTime: 'popUpDiscountModalCloseTime',
  /** SPEC §4: a visitor's pop-up bulletins stay closed for the session unless a newer update exists. */
  popUpBulletinCloseTime: 'popUpBulletinCloseTime',
} as const;

/**
 * Keys the spec does not name, kept by the shell. `buildReloadGuard` (sessionStorage): when each path
 * last reloaded for a chunk-load error or a new build, the 10 s guard of SPEC §4. `siteTheme`
 * (localStorage): the brand's theme, so the offline page (shell/public/offline.js) looks like the site.
 */
export const SHELL_KEYS = {
  buildReloadGuard: 'buildReloadGuard',
  siteTheme: 'siteTheme',
} as const;

/**
 * localStorage keys the spec does not name, kept by the shell's notices: set once a person closes
 * the browser notice, the unsupported-browser notice or the iOS add-to-home-screen hint for good.
 */
export const NOTICE_KEYS = {
  browserAlert: 'browserAlertDismissed',
  unsupportedBrowser: 'unsupportedBrowserDismissed',
  iosFavourite: 'iosFavouriteDismissed',
} as const;

/** Values of waitingWindow (SPEC §3). */
export const WAITING_WINDOWS = ['gameWindow', 'depositWindow', 'fpWindow'] as const;
export type WaitingWindow = (typeof WAITING_WINDOWS)[number];

/** Messages of the window-msg cross-tab channel (SPEC §3, §4). */
export const WINDOW_MSGS = ['authLogin', 'authLoginClose', 'quickGame'] as const;
export type WindowMsgName = (typeof WINDOW_MSGS)[number];

export const COOKIES = {
  member_agent: 'member_agent',
  recommend_code: 'recommend_code',
  register_type: 'register_type',
  currency: 'currency',
  agent_domain_id: 'agent_domain_id',
  lang: 'lang',
  ccy: 'ccy',
  i18n_redirected: 'i18n_redirected',
  isFastDeposit: 'isFastDeposit',
  isRouteRegister: 'isRouteRegister',
  /** The tracking cookie of SPEC §9 (not named there): the `fbclid` of an ad click, kept 90 days. */
  fbclid: 'fbclid',
} as const;
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/** Referral link lifetime in minutes (LINK_EXPIRE_TIME of SPEC §4, §9; its value is not shown: one day). */
export const LINK_EXPIRE_TIME = 1440;

/**
 * Cookie lifetimes of SPEC §9. `expires` is in days (js-cookie's unit); minutes and seconds are
 * converted here once so every caller agrees.
 */
export const COOKIE_LIFETIME_DAYS: Record<CookieName, number | undefined> = {
  member_agent: LINK_EXPIRE_TIME / 1440,
  recommend_code: LINK_EXPIRE_TIME / 1440,
  register_type: LINK_EXPIRE_TIME / 1440,
  currency: 1,
  agent_domain_id: 1,
  lang: 31_536_000 / 86_400,
  ccy: 1,
  i18n_redirected: 365,
  isFastDeposit: undefined,
  isRouteRegister: undefined,
  fbclid: 7_776_000 / 86_400,
};
/** Tracking cookie: 7 776 000 s (90 days). */
export const TRACKING_COOKIE_DAYS = 7_776_000 / 86_400;
export const DEFAULT_COOKIE_PATH = '/';
