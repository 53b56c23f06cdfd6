/** Where a link the platform gives leads: a page of the site, or the web. */
export type SiteLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Reads an operator's link: an http(s) address is external; a path of the site ('/discount', or
 * 'main/1' as the footer list writes it) is internal. Anything else (javascript:, data:, '//host')
 * is no link at all, so nothing the platform stores can run in the page.
 */
export function readSiteLink(raw: unknown): SiteLink | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || /\s/.test(value)) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      return { kind: 'external', href: new URL(value).href };
    } catch {
      return null;
    }
  }
  if (value.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(value)) return null;
  return { kind: 'internal', to: value.startsWith('/') ? value : `/${value}` };
}
