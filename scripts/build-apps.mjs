#!/usr/bin/env node
// Production builds of every app, one after another (the machine has 2 cores; parallel webpack
// builds only thrash). Skips an app whose dist is newer than its sources unless --force.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, TEMPLATE_BUILDS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force') || process.env.CI === 'true';

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

// What every build is made from besides its own folder: the workspace library and the webpack setup.
const sharedTime = Math.max(newest(path.join(root, 'shared/src')), newest(path.join(root, 'scripts/webpack')));
const builds = [
  ...APPS.map((app) => ({ name: app.name, dir: app.dir, dist: 'dist', template: 'classic' })),
  ...TEMPLATE_BUILDS,
];
for (const build of builds) {
  const dir = path.join(root, build.dir);
  const manifest = path.join(dir, build.dist, 'mf-manifest.json');
  const built = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
  if (!force && built > Math.max(newest(dir), sharedTime)) {
    console.log(`· ${build.name}: up to date`);
    continue;
  }
  const started = Date.now();
  console.log(`· ${build.name}: building…`);
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, APP_TEMPLATE: build.template, APP_DIST_DIR: build.dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
