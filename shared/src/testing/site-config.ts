import type { SiteConfig } from '@site/shared/contracts';

/** A valid site config for tests, with the remotes on their standard ports; override what a test needs. */
export function testSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    site_id: 1,
    brand: { code: 'demo', name: 'Demo88', title: 'Demo88', title_en: 'Demo88' },
    template: 'classic',
    mobile_template: 'H5_1',
    theme: 'gold',
    default_language: 'vi_VN',
    languages: ['vi_VN', 'en_US', 'zh_CN'],
    currencies: ['VND', 'USD'],
    default_currency: 'VND',
    features: {
      desktop_lock: false,
      demo_mode: false,
      site_closed: false,
      register: true,
      agent_bind_fast_payment: false,
    },
    remotes: {
      mfe_lobby: 'http://127.0.0.1:3001/mf-manifest.json',
      mfe_auth: 'http://127.0.0.1:3002/mf-manifest.json',
      mfe_member_center: 'http://127.0.0.1:3003/mf-manifest.json',
      mfe_promotions: 'http://127.0.0.1:3004/mf-manifest.json',
      mfe_proxy: 'http://127.0.0.1:3005/mf-manifest.json',
    },
    ...overrides,
  };
}
