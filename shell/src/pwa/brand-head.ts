import { SHELL_KEYS, STORAGE_KEYS } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';
import { local } from '@site/shared/storage';
import { getTheme } from '@site/shared/theme';

/**
 * The brand's look where the browser reads it outside the page: the toolbar colour (theme-color), the
 * icon iOS puts on the home screen (apple-touch-icon, read when the visitor adds the site), and, for
 * the offline page, the brand's name (`site_name`, SPEC §3) and theme. index.html carries the default
 * brand's until the config is known; the web app manifest is the brand's already (the static server
 * writes it for the request's host).
 */
export function applyBrandHead(config: SiteConfig, doc: Document = document): void {
  const theme = getTheme(config.theme);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.bg);
  doc.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', `/icons/${theme.name}-apple-touch-icon.png`);
  local.set(STORAGE_KEYS.site_name, config.brand.name);
  try {
    localStorage.setItem(SHELL_KEYS.siteTheme, theme.name);
  } catch {
    // The offline page then shows the default look.
  }
}
