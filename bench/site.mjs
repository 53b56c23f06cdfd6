/**
 * The whole built site for a bench that measures it in a browser: scripts/start.mjs on a port offset
 * and a fresh embedded database in a temp folder, stopped with everything it started, and Debian's
 * Chromium with the e2e suite's flags.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, PLATFORM_PORT } from '../scripts/apps.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Playwright is the e2e package's copy. */
export const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const platformUrlAt = (offset) => `http://127.0.0.1:${PLATFORM_PORT + offset}`;
export const shellUrlAt = (offset) => `http://127.0.0.1:${APPS.find((a) => a.name === 'shell').port + offset}`;

/** Exits the process when an app has no build. */
export function requireBuilds() {
  const missing = APPS.filter((a) => !fs.existsSync(path.join(root, a.dir, 'dist')));
  if (missing.length) {
    console.error(`not built: ${missing.map((a) => a.dir).join(', ')} (run \`pnpm run build\` first)`);
    process.exit(1);
  }
}

/** A temp folder for the site's database and log. */
export function benchTemp(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, dataDir: path.join(dir, 'data'), logFile: path.join(dir, 'site.log') };
}

/** Starts the site; `env` is added to this process's environment. */
export function startSite({ offset, dataDir, logFile, env: extra = {} }) {
  const env = { ...process.env, LOG_LEVEL: 'warn', SITE_DEV_TOOLS: '1', ...extra };
  // The embedded database in the fresh folder, alone: a DATABASE_URL or REDIS_URL of the shell
  // (CI sets them) would seed into a shared server and measure something else.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const log = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'scripts/start.mjs'),
      '--no-install',
      '--no-build',
      '--offset',
      String(offset),
      '--data-dir',
      dataDir,
    ],
    // Its own process group: stopping it ends start.mjs and every process it started, together.
    { cwd: root, env, stdio: ['ignore', log, log], detached: true },
  );
  fs.closeSync(log);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return child;
}

export async function stopSite(child) {
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  const gone = await Promise.race([child.exited.then(() => true), sleep(5000).then(() => false)]);
  // start.mjs exits half a second after SIGTERM; whatever of its group is left then is ended for good.
  await sleep(gone ? 1000 : 0);
  signal('SIGKILL');
}

/** Waits for the platform (it seeds before it listens), then the shell's files. */
export async function waitForSite(child, offset, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  void child.exited.then((c) => (exited = c));
  for (const url of [`${platformUrlAt(offset)}/api/health`, `${shellUrlAt(offset)}/`]) {
    for (;;) {
      if (exited !== null) throw new Error(`start.mjs exited (${exited}) before ${url} answered`);
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await sleep(500);
    }
  }
}

/** Debian's Chromium with the e2e suite's flags (e2e/chromium-args.json, read by both). */
/** The e2e suite's Chromium flags (headless, no sandbox, nothing that reaches the network). */
export const CHROMIUM_ARGS = createRequire(path.join(root, 'e2e/package.json'))('./chromium-args.json');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
