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
 * `header=false` and `footer=false` hide them; the fast payment page and the slot-game page hide the
 * footer and the tab bar (the navbar of a phone) and keep the header, whose balance a payment moves.
 * A desktop always shows every part.
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
  if (under(pathname, PATHS.fastPayment) || under(pathname, PATHS.slotgame)) return { ...parts, footer: false };
  return parts;
}
