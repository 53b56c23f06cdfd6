import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import chromiumArgs from './chromium-args.json';
import { E2E_OFFSET, OTHER_REMOTE_PORT, siteUrl } from './support/site';

/** Debian's Chromium (no browser downloads on this machine) with the flags it needs here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    // The flags this machine's Chromium needs, shared with the benches.
    ...chromiumArgs,
    // The seeded brands' domains and the demo brand's agent domains (SPEC §6 check-agent-domain)
    // are this machine.
    '--host-resolver-rules=MAP *.saovang.local 127.0.0.1, MAP lotus.local 127.0.0.1',
  ],
};

/** Specs about what is the same on every device (the service worker, the build poll, the manifest). */
const DESKTOP_ONLY = /offline-and-builds\.spec\.ts/;

/**
 * Tests that must have the site to themselves: each changes what every page sees (a brand's config,
 * the customer-service link, an envelope for a whole currency, announcements, a bulletin, the list
 * of promotions, the idle-game sweep), holds the one spare port of the run, or logs in a seeded
 * account that the other device's tests log in too (a new login ends the older session, SPEC §4).
 * A file name alone takes the whole file; with a title fragment, only the tests whose titles (or
 * describe titles) contain it.
 */
const ALONE: Array<[file: string, title?: string]> = [
  ['brand-lobby.spec.ts'],
  ['customer-service.spec.ts'],
  ['red-envelope.spec.ts'],
  ['composition.spec.ts', 'remote URLs come only from the site config'],
  ['mobile-shell.spec.ts', 'each H5 template is a skin of its own'],
  ['play.spec.ts', 'money never stuck'],
  ['promotions.spec.ts', 'the operator’s change brings the bulletin back'],
  ['promotions.spec.ts', 'an operator’s new promotion appears on /discount'],
  ['member-records.spec.ts', 'Announcement: the members'],
  ['site-content.spec.ts', 'the marquee shows the announcements'],
  // agent01 is also logged in by no-english on a phone.
  ['agent-area.spec.ts', 'agent01'],
  ['register.spec.ts', '/register?id= an agent introduces the member'],
  ['money.spec.ts', 'a deposit through the payment simulator checkout'],
  // wallet01, notransfer01 and agent03 on both devices.
  ['play-rules.spec.ts', 'a provider under maintenance'],
  ['play-rules.spec.ts', 'transfers disabled stops play'],
  ['shell-navigation.spec.ts', 'opens the agent area in its 1500×800 window'],
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Playwright matches a project's grep against "<project> <file> <describe titles> <title>".
const RUN_ALONE = new RegExp(
  ALONE.map(([file, title]) => ` ${escape(file)} ${title ? `.*${escape(title)}` : ''}`).join('|'),
);

/**
 * With E2E_WORKERS=2 the desktop and the phone run side by side, one worker each (the seeded
 * accounts a device's tests log in are that device's: a new login ends the older session, SPEC §4),
 * then the tests of ALONE one at a time. One worker is the default: on a 2-core machine two
 * browsers and the site starve each other (the run is slower and long tests reach their timeout).
 * With one worker a run of a few files or of `--project desktop` runs just those tests.
 */
const WORKERS = Number(process.env.E2E_WORKERS || 1);
const STAGED = WORKERS > 1;

const desktop = {
  metadata: { device: 'desktop' },
  use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
};
const mobile = {
  metadata: { device: 'mobile' },
  testIgnore: DESKTOP_ONLY,
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    launchOptions: chromium,
  },
};

// A fresh embedded database per run (or the PostgreSQL database named by DATABASE_URL).
const dataDir = path.join(os.tmpdir(), `site-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Files in parallel (STAGED), the tests of a file in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: siteUrl('shell'),
    // Recording a trace (DOM snapshots and a screencast of every action) costs a passing test about
    // a third more time on two cores: it is recorded for the retry of a failed test, which is where
    // it is read. A local run without retries keeps the trace of every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // A visitor who asked for less motion, which the site honours: the lobby's marquee then stands
    // still. Moving, it has headless Chromium composite every frame in software, a whole core for
    // as long as a lobby page is open, and the run is CPU-bound. The specs about motion (banners and
    // marquee in site-content, layout stability) ask for it back.
    reducedMotion: 'reduce',
  },
  // The seeded demo accounts' member notices, closed once for the whole run.
  globalSetup: './global-setup.ts',
  projects: STAGED
    ? [
        { name: 'desktop', ...desktop, workers: 1, grepInvert: RUN_ALONE },
        { name: 'mobile', ...mobile, workers: 1, grepInvert: RUN_ALONE },
        // Then the tests that need the site to themselves, one at a time.
        { name: 'desktop-alone', ...desktop, workers: 1, grep: RUN_ALONE, dependencies: ['desktop', 'mobile'] },
        { name: 'mobile-alone', ...mobile, workers: 1, grep: RUN_ALONE, dependencies: ['desktop-alone'] },
      ]
    : [
        { name: 'desktop', ...desktop },
        { name: 'mobile', ...mobile },
      ],
  webServer: {
    command: `node ../scripts/start.mjs --no-install --no-build --offset ${E2E_OFFSET} --data-dir ${dataDir}`,
    url: `${siteUrl('platform')}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Counters and presence lists of this run only, when REDIS_URL is set (CI shares one Redis).
    env: {
      RATE_LIMIT_REDIS_PREFIX: `site-rate-e2e-${process.pid}:`,
      REALTIME_REDIS_PREFIX: `site-realtime-e2e-${process.pid}:`,
      // The composition test serves the lobby from a second origin, as a brand's config may.
      SITE_CSP_ORIGINS: `http://127.0.0.1:${OTHER_REMOTE_PORT}`,
      // Every test registers members of its own, all from 127.0.0.1: the per-address limits on
      // sign-ups (SPEC §8 register 996/997) and logins, tested in the server's own suite, would stop
      // the run, not a person…
      REGISTER_RATE_MAX: '10000',
      REGISTERED_PER_ADDRESS_MAX: '10000',
      // …and so would the distinct accounts logging in from one address (SPEC §8 login 203).
      ACCOUNTS_PER_ADDRESS_MAX: '10000',
      LOGIN_RATE_MAX: '10000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
