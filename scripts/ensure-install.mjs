// Makes sure pnpm exists and the workspace is installed. Uses only Node built-ins, because it runs
// on a bare machine before anything is installed.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** The pnpm command: the one on PATH when it is pnpm 10, else the pinned one through npx. */
export function pnpmCommand() {
  try {
    const v = execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (v.startsWith('10.')) return ['pnpm'];
  } catch {
    // not installed
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
    err.exitCode = r.status ?? 1;
    throw err;
  }
}

export function pnpm(args, opts) {
  const [cmd, ...pre] = pnpmCommand();
  run(cmd, [...pre, ...args], opts);
}

/** Installs when node_modules is missing or older than the lockfile. */
export function ensureInstall({ force = false } = {}) {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
  if (force || stale) {
    console.log('› installing dependencies (pnpm install --frozen-lockfile)…');
    pnpm(['install', '--frozen-lockfile']);
  }
}
