import { expect, test } from '../support/test';
import { axeViolations } from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * What the site's static servers answer, as a browser and a search engine see it: real HTTP
 * statuses from the shell's route table (SPEC §2 "unknown routes give 404"), robots rules, and
 * the build's brotli/gzip copies to browsers that accept them.
 */
test.describe('HTTP answers of the site', () => {
  test('SPEC §2: a route of the table answers 200, any other path 404 with noindex, and both render the page', async ({
    request,
    page,
  }) => {
    for (const path of ['/', '/user/Info', '/proxy', '/gameHall/2', '/register', '/fastDeposit', '/discount/3']) {
      const res = await request.get(`${siteUrl('shell')}${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['x-robots-tag'], path).toBeUndefined();
    }
    for (const path of ['/nope', '/users', '/USER', '/register/extra', '/gameHallX/2']) {
      const res = await request.get(`${siteUrl('shell')}${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()['x-robots-tag'], path).toBe('noindex');
      expect(await res.text(), path).toMatch(/id="?root/);
    }
    // A missing file is a plain 404, never the page.
    const missing = await request.get(`${siteUrl('shell')}/no-such-chunk.12345678.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/plain');

    // The browser gets the 404 status and the shell's own not-found page, not the browser's.
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByText('/no-such-page').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('robots.txt keeps crawlers out of member, agent and payment pages', async ({ request }) => {
    const res = await request.get(`${siteUrl('shell')}/robots.txt`);
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toContain('User-agent: *');
    for (const path of ['/user', '/proxy', '/fastPayment', '/api/']) expect(body).toContain(`Disallow: ${path}`);
  });

  test('scripts and manifests are sent compressed at build time: brotli, else gzip, else as they are', async ({
    request,
  }) => {
    const html = await (await request.get(`${siteUrl('shell')}/`)).text();
    const main = /src="?\/?(main[^"\s>]*\.js)/.exec(html)?.[1];
    expect(main, 'the shell page names its main script').toBeTruthy();
    const targets = [
      `${siteUrl('shell')}/${main}`,
      `${siteUrl('mfe_lobby')}/remoteEntry.js`,
      `${siteUrl('mfe_proxy')}/mf-manifest.json`,
    ];
    for (const url of targets) {
      const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
      const br = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      const gz = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
      expect(br.headers()['content-encoding'], url).toBe('br');
      expect(gz.headers()['content-encoding'], url).toBe('gzip');
      for (const res of [br, gz]) expect(res.headers()['vary'], url).toContain('Accept-Encoding');
      // Same bytes once decoded, and fewer on the wire.
      expect(await br.text(), url).toBe(await plain.text());
      expect(await gz.text(), url).toBe(await plain.text());
      expect(Number(br.headers()['content-length']), url).toBeLessThan(Number(plain.headers()['content-length']));
    }
  });
});
