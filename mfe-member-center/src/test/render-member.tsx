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
