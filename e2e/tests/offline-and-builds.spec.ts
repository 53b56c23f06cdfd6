import { expect, test, type Page } from '../support/test';
import { axeViolations, shot } from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * The shell as an installed app: its service worker answers a navigation without network with the
 * offline page; a new build (SPEC §4, §7 builds/latest.json) reloads an open page once; its web app
 * manifest and icons. None of this differs on a phone: the mobile project leaves this file out
 * (playwright.config.ts DESKTOP_ONLY), to keep the run short.
 */
test.describe('offline page, new builds and the web app manifest', () => {
  test.beforeEach(async ({ context }) => {
    // A browser under automation gets the service worker only when the page asks for it
    // (shell/src/pwa/service-worker.ts): these tests are about it.
    await context.addInitScript(() => {
      (window as unknown as Record<string, unknown>).siteServiceWorkerUnderAutomation = true;
    });
  });

  /** The worker installed (the shell precached) and controlling the page (clientsClaim). */
  const workerInControl = async (page: Page) => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  };

  const brandLogo = (page: Page) => page.getByTestId('brand-logo').first();

  test('after a first visit, a reload without network shows the offline page; Retry brings the site back', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/');
    await expect(brandLogo(page)).toBeVisible();
    await workerInControl(page);

    await context.setOffline(true);
    await page.reload();
    // In the visitor's language (the context is vi-VN).
    await expect(page.getByRole('heading', { level: 1, name: 'Bạn đang ngoại tuyến' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
    const retry = page.getByRole('button', { name: 'Thử lại' });
    await expect(retry).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, testInfo, 'offline-page');

    // Still offline: Retry says so instead of reloading into the same page.
    await retry.click();
    await expect(page.getByRole('status')).toHaveText(/Vẫn chưa có kết nối/);

    await context.setOffline(false);
    await retry.click();
    await expect(brandLogo(page)).toBeVisible();
  });

  test('SPEC §4: a new build reloads the open page once; another new id within 10 s does not reload it again', async ({
    page,
  }) => {
    let polls = 0;
    await page.route('**/builds/latest.json*', async (route) => {
      polls += 1;
      await route.fulfill({
        json: { id: `next-build-${polls}`, timestamp: Date.now() },
        headers: { 'cache-control': 'no-cache' },
      });
    });
    await page.goto('/');
    await expect(brandLogo(page)).toBeVisible();
    // The check works with the service worker in control (it never answers builds/latest.json).
    await workerInControl(page);
    // A mark that lives as long as this document: gone after a reload.
    const markPage = () => page.evaluate(() => void ((window as unknown as { mark?: number }).mark = 1));
    const marked = () => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);
    // The tab comes back: the shell asks for builds/latest.json (a timestamp query, never cached).
    const poll = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await markPage();
    const asked = page.waitForRequest((req) => /\/builds\/latest\.json\?t=\d+$/.test(req.url()));
    const reloaded = page.waitForEvent('load');
    await poll();
    await asked;
    await reloaded;
    await expect(brandLogo(page)).toBeVisible();
    expect(await marked()).toBe(false);

    // Another new id straight away: the 10 s guard of this path holds the page.
    await markPage();
    await poll();
    await expect.poll(() => polls).toBe(2);
    await page.waitForTimeout(1_000);
    expect(await marked()).toBe(true);
    await expect(brandLogo(page)).toBeVisible();
  });

  test("the manifest link names the brand's installable app, and its icons answer as images", async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(brandLogo(page)).toBeVisible();
    const config = (await (await request.get(`${siteUrl('shell')}/api/site-config`)).json()) as {
      data: { brand: { name: string; title_en: string } };
    };
    const absolute = (href: string) => new URL(href, siteUrl('shell')).toString();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await request.get(absolute(href!));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: config.data.brand.title_en,
      short_name: config.data.brand.name,
      start_url: '/',
      display: 'standalone',
    });
    // The page's toolbar colour is the manifest's (the brand theme's background).
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

    const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((i) => i.src), appleTouchIcon!]) {
      const icon = await request.get(absolute(src));
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
      // A real PNG: its signature.
      expect((await icon.body()).subarray(1, 4).toString('latin1'), src).toBe('PNG');
    }
  });
});
