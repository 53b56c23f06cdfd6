#!/usr/bin/env node
// Every test of the site, in order: install, type checks, lint and format, jest (shared, apps, the platform's
// integration tests — also on PostgreSQL when DATABASE_URL is set), production builds, Playwright.
import { ensureInstall, pnpm } from './ensure-install.mjs';

const steps = [
  ['install', () => ensureInstall()],
  ['type check (tsc --noEmit, every package)', () => pnpm(['run', 'typecheck'])],
  ["lint (ESLint with the boundary rules, Prettier, the rules' own tests)", () => pnpm(['run', 'lint'])],
  // Two workers on a two-core machine: the platform's integration tests wait on PostgreSQL and on
  // their embedded database's I/O, so two at once finish in about 60% of the time of one.
  ['jest: unit and integration', () => pnpm(['exec', 'jest', '--ci', '--maxWorkers=2'])],
  ['production builds', () => pnpm(['run', 'build'])],
  ['Playwright e2e (Chromium, desktop and mobile)', () => pnpm(['--filter', '@site/e2e', 'test'])],
];

const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n━━ ${name}`);
  const t = Date.now();
  try {
    step();
  } catch (err) {
    console.error(`\n✖ ${name} failed: ${err.message}`);
    process.exit(err.exitCode || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
