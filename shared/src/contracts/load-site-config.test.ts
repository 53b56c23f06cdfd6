import { testSiteConfig } from '@site/shared/testing';
import { loadSiteConfig, siteConfigUrl } from './load-site-config';

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
