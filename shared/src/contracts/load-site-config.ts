import { validateSiteConfig, type SiteConfigCheck } from './site-config';

/** The config URL is written into index.html, so an operator can point a build at another config. */
export function siteConfigUrl(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="site-config-url"]');
  return meta?.content || '/api/site-config';
}

export type SiteConfigLoad = SiteConfigCheck | { ok: false; errors: string[]; status?: number };

/**
 * Fetches and validates the site config (used by the shell, and by a remote's dev harness standing
 * in for it). Every failure — network, HTTP status, JSON, schema — comes
 * back as a readable list, so the shell can show what is wrong instead of a blank page.
 */
export async function loadSiteConfig(url = siteConfigUrl(), fetchImpl: typeof fetch = fetch): Promise<SiteConfigLoad> {
  let res: Response;
  try {
    res = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  } catch (err) {
    return { ok: false, errors: [`The site config could not be fetched from ${url} (${String(err)})`] };
  }
  if (!res.ok)
    return { ok: false, status: res.status, errors: [`The site config at ${url} answered HTTP ${res.status}`] };
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return { ok: false, errors: [`The site config at ${url} is not valid JSON`] };
  }
  // The platform wraps it in the usual envelope; a static file may not.
  const body =
    json && typeof json === 'object' && 'data' in json && 'code' in json ? (json as { data: unknown }).data : json;
  return validateSiteConfig(body);
}
