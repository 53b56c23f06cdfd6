/** Which parts of the phone layout a page shows. */
export interface LayoutParts {
  header: boolean;
  content: boolean;
  /** The page's footer and the tab bar (the mobile footer). */
  footer: boolean;
}

const APP_PAGES = ['header', 'content', 'footer'] as const;

/**
 * SPEC §2: inside an app, `appPage` (header, content or footer) shows only that part; on a phone
 * `header=false` and `footer=false` hide them. A desktop always shows every part.
 */
export function layoutParts(search: string, mobile: boolean): LayoutParts {
  const all = { header: true, content: true, footer: true };
  if (!mobile) return all;
  const query = new URLSearchParams(search);
  const appPage = query.get('appPage');
  if ((APP_PAGES as readonly string[]).includes(appPage ?? '')) {
    return { header: appPage === 'header', content: appPage === 'content', footer: appPage === 'footer' };
  }
  return { header: query.get('header') !== 'false', content: true, footer: query.get('footer') !== 'false' };
}
