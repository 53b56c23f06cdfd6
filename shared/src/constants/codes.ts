/** Platform, display and link codes of SPEC §9. */
export const PLATFORM = { desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, wechat: 6, pwa: 7 } as const;
export type PlatformCode = (typeof PLATFORM)[keyof typeof PLATFORM];

export const DISPLAY_DEVICE = { desktop: 1, mobile: 2 } as const;
export const DISPLAY_LOCATION = { normal: 2, deposit: 3 } as const;
export const BANNER_USE_TYPE = { desktop: 0, small: 1, mobile: 2 } as const;
export const BANNER_LINK_TYPE = { externalUrl: 0, internalPage: 1, game: 2 } as const;
export const LINK_METHOD_NEW_WINDOW = 1;
export const CAPTCHA_TYPE = { login: 1, register: 2 } as const;
export type CaptchaType = (typeof CAPTCHA_TYPE)[keyof typeof CAPTCHA_TYPE];

/** member_type 1 is a regular member; other values load agent-level names (SPEC §3, §6). */
export const MEMBER_TYPE_NORMAL = 1;

/** Success response codes (SPEC §5, §9): the string 100 or 1000. */
export const SUCCESS_CODES = ['100', '1000'] as const;
export const isSuccessCode = (code: unknown): boolean => SUCCESS_CODES.includes(String(code) as '100');

/** Mobile templates H5_1 to H5_8 (SPEC §2). */
export const MOBILE_TEMPLATES = ['H5_1', 'H5_2', 'H5_3', 'H5_4', 'H5_5', 'H5_6', 'H5_7', 'H5_8'] as const;
export type MobileTemplate = (typeof MOBILE_TEMPLATES)[number];

/**
 * Game types 2 to 9 (SPEC §3). The spec lists the types and the app prefixes in the same order
 * but does not show the mapping; we pair them in that order (see docs/decisions.md).
 */
export const GAME_TYPES = {
  2: { key: 'slot', abbreviation: 'SLOT', en: 'Slot', appPrefix: 'e_' },
  3: { key: 'live', abbreviation: 'LIVE', en: 'Live Casino', appPrefix: 'v_' },
  4: { key: 'sport', abbreviation: 'SPORT', en: 'Sports', appPrefix: 's_' },
  5: { key: 'lottery', abbreviation: 'LOTT', en: 'Lottery', appPrefix: 'l_' },
  6: { key: 'chess', abbreviation: 'CHESS', en: 'Card Games', appPrefix: 'c_' },
  7: { key: 'virtual_sport', abbreviation: 'VS', en: 'Virtual Sports', appPrefix: 't_' },
  8: { key: 'cockfight', abbreviation: 'CF', en: 'Cockfight', appPrefix: 'd_' },
  9: { key: 'esport', abbreviation: 'ES', en: 'Esports', appPrefix: 'g_' },
} as const;
export type GameTypeId = keyof typeof GAME_TYPES;
export const GAME_TYPE_IDS = Object.keys(GAME_TYPES).map(Number) as GameTypeId[];

/** Game list tabs and their data keys (SPEC §3). */
export const GAME_LIST_TABS = {
  all_game: 'entire_games',
  my_favorite: 'my_favorites',
  last_play: 'last_play_games',
} as const;
