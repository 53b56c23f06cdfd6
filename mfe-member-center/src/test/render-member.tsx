// The member centre's test fixtures: a site config, the props the shell passes, and renderApp (theme,
// shared i18n, memory router standing in for the /user basename) in vi_VN unless told.
import type { ReactElement } from 'react';
import type { RemoteProps } from '@site/shared/contracts';
import { addAppResources } from '@site/shared/i18n';
import { renderApp, testSiteConfig, type RenderAppOptions } from '@site/shared/testing';
import { resources } from '../locales';

addAppResources('member', resources);

export const siteConfig = testSiteConfig({ template: 'default' });

export const remoteProps = (over: Partial<RemoteProps> = {}): RemoteProps => ({
  basename: '/user',
  siteConfig,
  layout: 'desktop',
  ...over,
});

export function renderMember(ui: ReactElement, options: RenderAppOptions = {}) {
  return renderApp(ui, { language: 'vi_VN', ...options });
}

/**
 * Holds every answer of the page's current `fetch` until `release`: a page that is a chunk of its
 * own shows its loading state only once that chunk is in, and an answer given at once would pass
 * it by before a test could see it.
 */
export function holdFetch(): { release: () => void } {
  const answer = globalThis.fetch;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    await held;
    return answer(...args);
  };
  return { release };
}
