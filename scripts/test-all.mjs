#!/usr/bin/env node
// Every test of the site, in order: install, type checks, lint and format, jest (shared, apps, the platform's
// integration tests — also on PostgreSQL when DATABASE_URL is set), production builds, Playwright.
import { spawn } from 'node:child_process';
import { ensureInstall, pnpm, pnpmCommand, root } from './ensure-install.mjs';

/** Runs pnpm with its output kept, so two runs side by side print one after the other. */
function pnpmQuiet(label, args) {
  const [cmd, ...pre] = pnpmCommand();
  return new Promise((resolve) => {
    const child = spawn(cmd, [...pre, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) =>
      resolve({ label, code: code ?? 1, signal, output: Buffer.concat(out).toString() }),
    );
  });
}

/** Steps that each keep one core busy (tsc, ESLint) run at once on the two cores. */
async function sideBySide(jobs) {
  const results = await Promise.all(jobs.map(([label, args]) => pnpmQuiet(label, args)));
  for (const r of results) {
    console.log(`\n── ${r.label}\n${r.output.trimEnd()}`);
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    const err = new Error(`${failed.label} exited with ${failed.signal ?? failed.code}`);
    err.exitCode = failed.code || 1;
    throw err;
  }
}

const steps = [
  ['install', () => ensureInstall()],
  [
    "type check (tsc --noEmit, every package) beside lint (ESLint with the boundary rules, Prettier, the rules' own tests)",
    () =>
      sideBySide([
        ['type check', ['run', 'typecheck']],
        ['lint', ['run', 'lint']],
      ]),
  ],
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
    await step();
  } catch (err) {
    console.error(`\n✖ ${name} failed: ${err.message}`);
    process.exit(err.exitCode || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
