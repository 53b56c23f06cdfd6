import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OFFSET, OTHER_REMOTE_PORT, siteUrl } from './support/site';

/** Debian's Chromium (no browser downloads on this machine) with the flags it needs here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
    // The seeded brands' domains and the demo brand's agent domains (SPEC §6 check-agent-domain)
    // are this machine.
    '--host-resolver-rules=MAP *.saovang.local 127.0.0.1, MAP lotus.local 127.0.0.1',
  ],
};

/** Specs about what is the same on every device (the service worker, the build poll, the manifest). */
const DESKTOP_ONLY = /offline-and-builds\.spec\.ts/;

// A fresh embedded database per run (or the PostgreSQL database named by DATABASE_URL).
const dataDir = path.join(os.tmpdir(), `site-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // One worker: every test logs real members in, and a new login revokes the older session (SPEC §4).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: siteUrl('shell'),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      testIgnore: DESKTOP_ONLY,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
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
