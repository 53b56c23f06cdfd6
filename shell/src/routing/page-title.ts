import { matchPath } from '@site/shared/router';
import { PATHS } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';

/** The shell's texts naming each page in the window title (`page_titles.*` in shell/src/locales). */
export const PAGE_TITLE_KEYS = [
  'game_hall',
  'game_room',
  'slot_games',
  'about',
  'faq',
  'sponsors',
  'app',
  'member_centre',
  'fast_payment',
  'agent',
  'promotions',
  'register',
  'play',
] as const;
export type PageTitleKey = (typeof PAGE_TITLE_KEYS)[number];

/** Route patterns of SPEC §2 to the name of their page; first match wins. */
const PAGES: ReadonlyArray<readonly [string, PageTitleKey | null]> = [
  [PATHS.home, null],
  [`${PATHS.gameHall}/*`, 'game_hall'],
  [PATHS.gameRoom, 'game_room'],
  [PATHS.slotgame, 'slot_games'],
  [`${PATHS.main}/*`, 'about'],
  [`${PATHS.faq}/*`, 'faq'],
  [PATHS.sponsor, 'sponsors'],
  [PATHS.app, 'app'],
  [`${PATHS.user}/*`, 'member_centre'],
  [`${PATHS.fastPayment}/*`, 'fast_payment'],
  [`${PATHS.proxy}/*`, 'agent'],
  [`${PATHS.discount}/*`, 'promotions'],
  [PATHS.register, 'register'],
  [PATHS.play, 'play'],
  // Pages that only pass through (a closing window, a game loading, a login popup): the site's name.
  [PATHS.close, null],
  [PATHS.loading, null],
  [PATHS.authCallback, null],
];

/** SPEC §9: zh_CN uses the site's Chinese title, every other language the English one. */
export function siteTitle(brand: SiteConfig['brand'], language: string): string {
  return language === 'zh_CN' ? brand.title : brand.title_en;
}

/**
 * The window title of a page: the page's name, then the site's title ('Promotions | Sao Vang
 * Casino'); the site's title alone on the home page; null for an address that is no page of the
 * site (the error page sets its own).
 */
export function pageTitle(pathname: string, site: string, name: (key: PageTitleKey) => string): string | null {
  const page = PAGES.find(([pattern]) => matchPath({ path: pattern, end: true, caseSensitive: true }, pathname));
  if (!page) return null;
  const key = page[1];
  return key === null ? site : `${name(key)} | ${site}`;
}
