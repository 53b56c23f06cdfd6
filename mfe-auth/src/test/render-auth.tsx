// auth's test fixtures: a site config, the props the modal host passes, and renderApp (theme,
// shared i18n, memory router) in vi_VN unless told.
import type { ReactElement } from 'react';
import type { ModalProps, RemoteProps } from '@site/shared/contracts';
import { addAppResources } from '@site/shared/i18n';
import { renderApp, testSiteConfig, type RenderAppOptions } from '@site/shared/testing';
import { resources } from '../locales';

addAppResources('auth', resources);

export const siteConfig = testSiteConfig({ template: 'default' });

export const remoteProps = (over: Partial<RemoteProps> = {}): RemoteProps => ({
  basename: '/',
  siteConfig,
  layout: 'desktop',
  ...over,
});

export const modalProps = (over: Partial<ModalProps> = {}): ModalProps => ({
  basename: '/',
  siteConfig,
  layout: 'desktop',
  onClose: jest.fn(),
  ...over,
});

export function renderAuth(ui: ReactElement, options: RenderAppOptions = {}) {
  return renderApp(ui, { language: 'vi_VN', ...options });
}
