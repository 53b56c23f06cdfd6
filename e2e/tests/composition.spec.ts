import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '../support/test';
import { axeViolations, collectErrors, shot } from '../support/helpers';
import { OTHER_REMOTE_PORT, sitePort, siteUrl, type SitePart } from '../support/site';

/** ARCHITECTURE "Composition at run time", SPEC §2. */
test.describe('composition', () => {
  test('React and ReactDOM download once, from the shell, across every app', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('header-login').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/user');
    await expect(page.locator('[data-remote="mfe_member_center"]')).toBeVisible();

    // React's own packages (react, react-dom and their subpaths), not libraries named after it: the
    // shell's boot-react chunk, or a chunk named after one of their modules.
    const isReact = (u: string) => /pnpm_react-dom_\d|pnpm_react_\d|\/boot-react\./.test(u);
    const reactChunks = scripts.filter(isReact);
    expect(reactChunks.length).toBeGreaterThan(0);
    // Every React chunk comes from the shell's origin, and none twice within a page load.
    for (const url of reactChunks) expect(new URL(url).port).toBe(String(sitePort('shell')));
    const remoteOrigins = ['mfe_lobby', 'mfe_auth', 'mfe_member_center'].map((p) => String(sitePort(p as SitePart)));
    expect(scripts.filter((u) => remoteOrigins.includes(new URL(u).port) && isReact(u))).toEqual([]);
    // And each remote really was loaded from its own origin.
    for (const port of remoteOrigins) expect(scripts.some((u) => new URL(u).port === port)).toBe(true);
  });

  test("the site config is asked with the page, once, not after the shell's scripts", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/site-config') asked.push(req.resourceType());
    });
    await page.goto('/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    // The page's preload is the one request; the shell's own read of the config took its answer.
    expect(asked).toHaveLength(1);
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/site-config')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link']);
  });

  test("the shell's boot chunks are asked with the page, each once, not after main.js has run", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script' && new URL(req.url()).port === String(sitePort('shell'))) {
        scripts.push(new URL(req.url()).pathname);
      }
    });
    await page.goto('/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    const boot = scripts.filter((p) => /^\/(boot-(react|vendors|shared)|bootstrap)\.[0-9a-f]{8}\.js$/.test(p));
    expect([...boot].sort()).toEqual([...new Set(boot)].sort());
    expect(boot.map((p) => p.split('.')[0]).sort()).toEqual([
      '/boot-react',
      '/boot-shared',
      '/boot-vendors',
      '/bootstrap',
    ]);
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(boot-(react|vendors|shared)|bootstrap)\./.test(new URL(entry.name).pathname))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link', 'link', 'link', 'link']);
  });

  test("the page names its remote's manifest, entry and first chunks, each asked once, with the shell's scripts", async ({
    page,
  }) => {
    const lobby = siteUrl('mfe_lobby');
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`${lobby}/`)) asked.push(new URL(req.url()).pathname);
    });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<link rel="preload" href="${lobby}/mf-manifest.json" as="fetch" crossorigin="anonymous"`);
    expect(html).toContain(`<link rel="preload" href="${lobby}/remoteEntry.js" as="script"`);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    // The federation runtime's own requests were answered by the preloads: no file twice.
    expect(asked.filter((p) => p === '/mf-manifest.json')).toHaveLength(1);
    expect(asked.filter((p) => p === '/remoteEntry.js')).toHaveLength(1);
    expect([...asked].sort()).toEqual([...new Set(asked)].sort());
    const initiators = await page.evaluate((origin) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries
        .filter((e) => e.name === `${origin}/mf-manifest.json` || e.name === `${origin}/remoteEntry.js`)
        .map((e) => e.initiatorType);
    }, lobby);
    expect(initiators).toEqual(['link', 'link']);
  });

  test('a remote answering 500 leaves the rest of the site working, and can be retried', async ({ page }, testInfo) => {
    const memberOrigin = siteUrl('mfe_member_center');
    await page.route(`${memberOrigin}/**`, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/user');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('data-remote', 'mfe_member_center');
    await shot(page, testInfo, 'remote-down-fallback');
    expect(await axeViolations(page)).toEqual([]);
    // The shell and the other remotes still work.
    await page.getByTestId('brand-logo').first().click();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    // The remote comes back: retry mounts it.
    await page.goBack();
    await expect(fallback).toBeVisible();
    await page.unroute(`${memberOrigin}/**`);
    await fallback.getByRole('button').click();
    await expect(page.locator('[data-remote="mfe_member_center"]')).toBeVisible();
    await expect(fallback).toBeHidden();
  });

  test('an unreachable remote dialog leaves the page working with a message', async ({ page }) => {
    await page.route(`${siteUrl('mfe_auth')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('header-login').click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
  });

  test.describe('remote URLs come only from the site config', () => {
    let other: ChildProcess;
    const otherPort = OTHER_REMOTE_PORT;
    test.beforeAll(async () => {
      // The same lobby build served from another origin: what swapping a brand's lobby looks like.
      const root = path.join(__dirname, '../..');
      other = spawn(
        process.execPath,
        ['scripts/serve-static.mjs', '--dir', 'mfe-lobby/dist', '--port', String(otherPort)],
        {
          cwd: root,
          stdio: 'ignore',
        },
      );
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${otherPort}/mf-manifest.json`).catch(() => null))?.status, {
          timeout: 15_000,
        })
        .toBe(200);
    });
    test.afterAll(() => {
      other.kill();
    });

    test('a config pointing mfe_lobby at another origin loads it from there', async ({ page }) => {
      const otherOrigin = `http://127.0.0.1:${otherPort}`;
      await page.route('**/api/site-config*', async (route) => {
        const res = await route.fetch();
        const body = await res.json();
        body.data.remotes.mfe_lobby = `${otherOrigin}/mf-manifest.json`;
        await route.fulfill({ response: res, json: body });
      });
      const requested: string[] = [];
      page.on('request', (req) => requested.push(req.url()));
      await page.goto('/');
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      expect(requested.some((u) => u.startsWith(`${otherOrigin}/mf-manifest.json`))).toBe(true);
      expect(requested.some((u) => u.startsWith(`${otherOrigin}/`) && u.endsWith('.js'))).toBe(true);
      // The page the static server sent still names the platform's lobby (the config was changed
      // in this browser only): those preloads are all that went there; the shell loaded nothing from it.
      const defaultLobby = await page.evaluate((origin) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return entries.filter((e) => e.name.startsWith(`${origin}/`)).map((e) => e.initiatorType);
      }, siteUrl('mfe_lobby'));
      expect(defaultLobby.filter((initiator) => initiator !== 'link')).toEqual([]);
      expect(requested.filter((u) => u.startsWith(siteUrl('mfe_lobby')))).toHaveLength(defaultLobby.length);
    });
  });

  test('a wrong site config shows a readable error page listing what is wrong', async ({ page }, testInfo) => {
    await page.route('**/api/site-config*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.mobile_template = 'H5_9';
      body.data.remotes.mfe_lobby = 'not a url';
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/');
    const list = page.getByTestId('config-errors');
    await expect(list).toBeVisible();
    await expect(list).toContainText('mobile_template');
    await expect(list).toContainText('mfe_lobby');
    await shot(page, testInfo, 'config-error');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('SPEC §2 unknown routes show the 404 page, not indexed, with a way home', async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    const response = await page.goto('/no/such/page');
    // A real 404 (the browser logs the page's own status; nothing else may fail).
    expect(response?.status()).toBe(404);
    const errorPage = page.getByTestId('error-page');
    await expect(errorPage).toHaveAttribute('data-status', '404');
    await expect(page).toHaveTitle('Page Not Found');
    await expect(errorPage).toContainText('Page Not Found: /no/such/page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await shot(page, testInfo, 'not-found');
    await errorPage.getByRole('link').click();
    await expect(page).toHaveURL(siteUrl('shell') + '/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(errors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
    expect(errors.filter((e) => /status of 404/.test(e))).toHaveLength(1);
  });

  test('SPEC §2 route rules: /fastDeposit sets its flag and goes home; /gameHall alone goes home', async ({
    page,
    context,
  }) => {
    await page.goto('/fastDeposit');
    await expect(page).toHaveURL(siteUrl('shell') + '/');
    expect((await context.cookies()).find((c) => c.name === 'isFastDeposit')?.value).toBe('1');
    await page.goto('/gameHall');
    await expect(page).toHaveURL(siteUrl('shell') + '/');
  });

  for (const remote of ['mfe_lobby', 'mfe_auth', 'mfe_member_center', 'mfe_promotions', 'mfe_proxy'] as const) {
    test(`${remote} runs alone on its own origin in the dev harness`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(siteUrl(remote) + '/');
      await expect(page.getByTestId('dev-harness-bar')).toBeVisible();
      await expect(page.locator(`[data-remote="${remote}"]`)).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
