import { expect, test } from '../support/test';
import { siteUrl, type SitePart } from '../support/site';

/** Every page and file of the site carries the security headers; no other origin may frame the site. */
test.describe('security headers', () => {
  test('the shell and every remote send a strict CSP, nosniff and a referrer policy', async ({ request }) => {
    const parts: SitePart[] = ['shell', 'mfe_lobby', 'mfe_auth', 'mfe_member_center', 'mfe_promotions', 'mfe_proxy'];
    for (const part of parts) {
      const path = part === 'shell' ? '/' : '/mf-manifest.json';
      const res = await request.get(`${siteUrl(part)}${path}`);
      expect(res.ok(), `${part} ${path}`).toBeTruthy();
      const headers = res.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, part).toContain("frame-ancestors 'self'");
      expect(csp, part).toContain("object-src 'none'");
      // No inline script: script-src names origins only.
      expect(
        csp.split(';').find((d) => d.trim().startsWith('script-src')),
        part,
      ).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(headers['x-content-type-options'], part).toBe('nosniff');
      expect(headers['referrer-policy'], part).toBe('strict-origin-when-cross-origin');
    }
  });

  test('another origin cannot frame the site', async ({ page, cspViolations }) => {
    // A page of another origin (a blank page of its own) that frames the shell.
    await page.setContent(`<iframe title="framed" src="${siteUrl('shell')}/" width="400" height="300"></iframe>`);
    await expect
      .poll(() => cspViolations.some((v) => /frame-ancestors/.test(v)), { message: 'the browser refused the frame' })
      .toBe(true);
    const framed = page.frames().find((f) => f.url().startsWith(siteUrl('shell')));
    // The refused frame never ran the site: no shell root inside it.
    if (framed) await expect(framed.locator('#root')).toHaveCount(0);
    cspViolations.length = 0;
  });
});
