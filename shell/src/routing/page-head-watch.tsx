import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';
import type { SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { pageTitle, siteTitle } from './page-title';

/** The page's description for search engines and shared links, created once if index.html has none. */
function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * Keeps the window title and the meta description those of the page shown, in the page language
 * (SPEC §9 title rule), on every navigation. An unknown address is left to the error page.
 */
export function PageHeadWatch({ siteConfig }: { siteConfig: SiteConfig }) {
  const { pathname } = useLocation();
  const t = useT('shell');
  const language = t.i18n.language;
  useEffect(() => {
    const site = siteTitle(siteConfig.brand, language);
    const title = pageTitle(pathname, site, (key) => t(`page_titles.${key}`));
    if (title === null) return;
    document.title = title;
    descriptionMeta().content = t('meta_description', { site });
  }, [pathname, language, siteConfig.brand, t]);
  return null;
}
