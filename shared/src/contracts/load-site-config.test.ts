import { testSiteConfig } from '@site/shared/testing';
import { loadSiteConfig, siteConfigUrl } from './load-site-config';
import { validateSiteConfig } from './site-config';

const valid = testSiteConfig();
/** A fetch answering one response (jsdom has no Response class). */
const respond = (body: unknown, status = 200) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => JSON.parse(text) });
};

describe('ARCHITECTURE composition §1: loading the site config', () => {
  it('reads its URL from the page', () => {
    document.head.innerHTML = '<meta name="site-config-url" content="/brand.json">';
    expect(siteConfigUrl()).toBe('/brand.json');
    document.head.innerHTML = '';
    expect(siteConfigUrl()).toBe('/api/site-config');
  });

  it('accepts a valid config, enveloped by the platform or bare', async () => {
    expect(await loadSiteConfig('/c', respond({ code: '100', message: 'success', data: valid }))).toMatchObject({
      ok: true,
    });
    expect(await loadSiteConfig('/c', respond(valid))).toMatchObject({ ok: true, config: { site_id: 1 } });
  });

  it('lists every problem of a wrong config', async () => {
    const wrong = {
      ...valid,
      mobile_template: 'H5_9',
      remotes: { ...valid.remotes, mfe_lobby: 'nope' },
      currencies: [],
    };
    const res = await loadSiteConfig('/c', respond(wrong));
    expect(res.ok).toBe(false);
    const errors = res.ok ? [] : res.errors.join('\n');
    expect(errors).toMatch(/mobile_template/);
    expect(errors).toMatch(/mfe_lobby/);
    expect(errors).toMatch(/currencies/);
  });

  it('keeps only the known fields, leaves optional parts out, and names each wrong field by its path', () => {
    const { realtime: _realtime, ...withoutRealtime } = valid;
    const check = validateSiteConfig({ ...withoutRealtime, extra: 1, brand: { ...valid.brand, extra: 2 } });
    expect(check).toEqual({ ok: true, config: withoutRealtime });
    expect(check.ok && 'realtime' in check.config).toBe(false);

    const wrong = validateSiteConfig({
      ...valid,
      site_id: 0,
      brand: { ...valid.brand, title: '' },
      features: { ...valid.features, register: 'yes' },
      languages: ['vi_VN', 'xx_XX'],
      domains: ['Not A Host'],
      games: { open_mode: 'tab', modal_pairs: ['GP005:1'], window_providers: [] },
    });
    expect(wrong.ok ? [] : wrong.errors).toEqual([
      'site_id must be a positive number',
      'brand.title is a required field',
      expect.stringMatching(/^languages\[1\] must be one of/),
      'features.register must be a boolean',
      'domains[0] must be a host name',
      expect.stringMatching(/^games\.open_mode must be one of the following values: window, page/),
      'games.modal_pairs[0] must look like GP005:3',
    ]);
    expect(validateSiteConfig({ ...valid, default_language: 'zh_CN', languages: ['vi_VN'] })).toEqual({
      ok: false,
      errors: ['default_language must be one of languages'],
    });
    expect(validateSiteConfig('nope')).toEqual({ ok: false, errors: ['The site config must be an object'] });
  });

  it('explains HTTP, JSON and network failures', async () => {
    expect(await loadSiteConfig('/c', respond('x', 500))).toMatchObject({ ok: false, status: 500 });
    expect(await loadSiteConfig('/c', respond('{not json'))).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/not valid JSON/)],
    });
    const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await loadSiteConfig('/c', offline)).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/could not be fetched/)],
    });
  });
});
