// auth's test fixtures: a site config, the props the modal host passes, and renderApp (theme,
// shared i18n, memory router) in vi_VN unless told.
import type { ReactElement } from 'react';
import type { ModalProps, RemoteProps, SiteConfig } from '@site/shared/contracts';
import { addAppResources } from '@site/shared/i18n';
import { renderApp, type RenderAppOptions } from '@site/shared/testing';
import { resources } from '../locales';

addAppResources('auth', resources);

export const siteConfig = {
  site_id: 1,
  brand: { code: 'demo', name: 'Demo88', title: 'Demo88', title_en: 'Demo88' },
  template: 'default',
  mobile_template: 'H5_1',
  theme: 'gold',
  default_language: 'vi_VN',
  languages: ['vi_VN', 'en_US', 'zh_CN'],
  currencies: ['VND', 'USD'],
  default_currency: 'VND',
  features: { desktop_lock: false, demo_mode: false, site_closed: false, register: true, agent_bind_fast_payment: false },
  remotes: {
    mfe_lobby: 'http://127.0.0.1:3001/mf-manifest.json',
    mfe_auth: 'http://127.0.0.1:3002/mf-manifest.json',
    mfe_member_center: 'http://127.0.0.1:3003/mf-manifest.json',
    mfe_promotions: 'http://127.0.0.1:3004/mf-manifest.json',
    mfe_proxy: 'http://127.0.0.1:3005/mf-manifest.json',
  },
} satisfies SiteConfig as SiteConfig;

export const remoteProps = (over: Partial<RemoteProps> = {}): RemoteProps => ({ basename: '/', siteConfig, layout: 'desktop', ...over });

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
