#!/usr/bin/env node
// Production builds of every app, one after another (the machine has 2 cores; parallel webpack
// builds only thrash). Skips an app whose dist is newer than its sources unless --force.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force') || process.env.CI === 'true';

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const sharedTime = newest(path.join(root, 'shared/src'));
for (const app of APPS) {
  const dir = path.join(root, app.dir);
  const manifest = path.join(dir, 'dist/mf-manifest.json');
  const built = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
  if (!force && built > Math.max(newest(dir), sharedTime)) {
    console.log(`· ${app.name}: up to date`);
    continue;
  }
  const started = Date.now();
  console.log(`· ${app.name}: building…`);
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
