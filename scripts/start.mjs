#!/usr/bin/env node
// Starts the whole site on one machine: installs (if needed), builds every app (if changed), starts
// the platform on the embedded database and serves each app from its own origin.
//   node scripts/start.mjs [--no-install] [--no-build] [--offset N] [--data-dir DIR]
// --offset N shifts every port by N (the e2e run uses it so it never meets a running dev site).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstall, pnpm, root } from './ensure-install.mjs';
import { contentSecurityPolicy, loopbackOrigins } from './security-headers.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const offset = Number(opt('offset', process.env.SITE_PORT_OFFSET || 0));

if (!args.includes('--no-install')) ensureInstall();
if (!args.includes('--no-build')) pnpm(['run', 'build']);

const { APPS, TEMPLATE_BUILDS, PLATFORM_PORT, PROVIDER_SIM_PORT, PAYMENT_SIM_PORT } = await import('./apps.mjs');
const host = '127.0.0.1';
const platformPort = PLATFORM_PORT + offset;
const platformUrl = `http://${host}:${platformPort}`;
const providerSimUrl = `http://${host}:${PROVIDER_SIM_PORT + offset}`;
const paymentSimUrl = `http://${host}:${PAYMENT_SIM_PORT + offset}`;
const appUrl = (app) => `http://${host}:${app.port + offset}`;

const remoteEnv = Object.fromEntries(
  [...APPS.filter((a) => a.name !== 'shell'), ...TEMPLATE_BUILDS].map((a) => [
    `REMOTE_${a.name.replace(/^mfe_/, 'MFE_').toUpperCase()}_URL`,
    `${appUrl(a)}/mf-manifest.json`,
  ]),
);
const children = [];
function start(name, cmd, cmdArgs, opts) {
  const child = spawn(cmd, cmdArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  const tag = `[${name}]`.padEnd(20);
  const print = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${tag} ${line}\n`);
  };
  child.stdout.on('data', print(process.stdout));
  child.stderr.on('data', print(process.stderr));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${tag} exited (${code ?? signal}); stopping the site`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('platform', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'server'),
  env: {
    ...process.env,
    PORT: String(platformPort),
    HOST: host,
    SITE_DEV_TOOLS: process.env.SITE_DEV_TOOLS ?? '1',
    ...(opt('data-dir') ? { DATA_DIR: path.resolve(opt('data-dir')) } : {}),
    CORS_ORIGINS: APPS.map((a) => `${appUrl(a)},http://localhost:${a.port + offset}`).join(','),
    PROVIDER_SIM_URL: process.env.PROVIDER_SIM_URL ?? providerSimUrl,
    PAYMENT_SIM_URL: process.env.PAYMENT_SIM_URL ?? paymentSimUrl,
    ...remoteEnv,
  },
});
// The game-provider simulator: serves the games and calls the platform's provider wallet API.
start('provider-sim', process.execPath, ['--import', 'tsx', 'src/provider-sim/main.ts'], {
  cwd: path.join(root, 'server'),
  env: {
    ...process.env,
    PROVIDER_SIM_PORT: String(PROVIDER_SIM_PORT + offset),
    SITE_DEV_TOOLS: process.env.SITE_DEV_TOOLS ?? '1',
    PLATFORM_URL: platformUrl,
    PROVIDER_SIM_FRAME_ORIGINS: APPS.map((a) => `${appUrl(a)},http://localhost:${a.port + offset}`).join(','),
  },
});
// The payment simulator (a PSP): deposit checkout pages and payouts; calls the platform back, signed.
start('payment-sim', process.execPath, ['--import', 'tsx', 'src/payment-sim/main.ts'], {
  cwd: path.join(root, 'server'),
  env: {
    ...process.env,
    PAYMENT_SIM_PORT: String(PAYMENT_SIM_PORT + offset),
    SITE_DEV_TOOLS: process.env.SITE_DEV_TOOLS ?? '1',
    PLATFORM_URL: platformUrl,
  },
});
// Every app's pages and files carry one policy naming the site's own origins (see security-headers.mjs),
// and SITE_CSP_ORIGINS (space-separated) where a brand's config loads a remote from elsewhere.
const extraOrigins = (process.env.SITE_CSP_ORIGINS ?? '').split(/\s+/).filter(Boolean);
const csp = contentSecurityPolicy({
  appOrigins: [...[...APPS, ...TEMPLATE_BUILDS].flatMap((a) => loopbackOrigins(a.port + offset)), ...extraOrigins],
  socketOrigins: APPS.flatMap((a) => loopbackOrigins(a.port + offset, 'ws')),
  frameOrigins: [...loopbackOrigins(PROVIDER_SIM_PORT + offset), ...loopbackOrigins(PAYMENT_SIM_PORT + offset)],
  formOrigins: loopbackOrigins(PAYMENT_SIM_PORT + offset),
});
for (const app of APPS) {
  const serveArgs = [
    'scripts/serve-static.mjs',
    '--dir',
    path.join(app.dir, 'dist'),
    '--port',
    String(app.port + offset),
  ];
  // Every app answers /api too, so a remote opened on its own origin runs in its dev harness.
  serveArgs.push('--spa', '--api', platformUrl, '--csp', csp);
  start(app.name, process.execPath, serveArgs);
}
// The other template builds (the modern lobby): files only, no page of their own.
for (const build of TEMPLATE_BUILDS) {
  start(build.name, process.execPath, [
    'scripts/serve-static.mjs',
    '--dir',
    path.join(build.dir, build.dist),
    '--port',
    String(build.port + offset),
    '--csp',
    csp,
  ]);
}

// Wait for the platform, then say where to go.
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    const res = await fetch(`${platformUrl}/api/health`);
    if (res.ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) {
    console.error('The platform did not start within 120 s');
    stop(1);
    break;
  }
  await new Promise((r) => setTimeout(r, 300));
}
if (!stopping) {
  const shell = APPS.find((a) => a.name === 'shell');
  console.log(
    `\n  The site is running: open ${appUrl(shell)}\n  Platform API: ${platformUrl}/api  (OpenAPI: ${platformUrl}/api/openapi.json)\n  Provider simulator: ${providerSimUrl}\n  Payment simulator: ${paymentSimUrl}\n  Demo login: demo01 / demo1234\n`,
  );
}
