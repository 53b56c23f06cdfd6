import { PATHS } from '@site/shared/constants';

/** Which parts of the phone layout a page shows. */
export interface LayoutParts {
  header: boolean;
  content: boolean;
  /** The page's footer and the tab bar (the mobile footer). */
  footer: boolean;
}

const APP_PAGES = ['header', 'content', 'footer'] as const;

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * SPEC §2: inside an app, `appPage` (header, content or footer) shows only that part; on a phone
 * `header=false` and `footer=false` hide them, the fast payment page (a window of its own) shows
 * neither navbar nor footer, and the slot-game page, which has its own way back to the lobby, gives
 * the tab bar's room to its game grid. A desktop always shows every part.
 */
export function layoutParts(search: string, mobile: boolean, pathname = '/'): LayoutParts {
  const all = { header: true, content: true, footer: true };
  if (!mobile) return all;
  const query = new URLSearchParams(search);
  const appPage = query.get('appPage');
  if ((APP_PAGES as readonly string[]).includes(appPage ?? '')) {
    return { header: appPage === 'header', content: appPage === 'content', footer: appPage === 'footer' };
  }
  const parts = { header: query.get('header') !== 'false', content: true, footer: query.get('footer') !== 'false' };
  if (under(pathname, PATHS.fastPayment)) return { ...parts, header: false, footer: false };
  if (under(pathname, PATHS.slotgame)) return { ...parts, footer: false };
  return parts;
}
