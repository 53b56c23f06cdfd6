/**
 * The bytes of a visitor's first view of the home page, by app (docs/performance.md "First view").
 *
 * Starts the built site (scripts/start.mjs --no-build, port offset BENCH_VIEW_OFFSET, 800, a fresh
 * embedded database), opens `/` in Debian's Chromium as a first-time visitor on a phone (390×844,
 * empty cache) and on a desktop (1440×900), waits for the first game tile and the network to go
 * quiet, and adds up what came over the wire: script bytes as sent (brotli when the browser accepts
 * it) and decoded, per app (each app is its own origin), the remotes' entries, and how many times
 * react-dom was fetched, and how much of the script had arrived when the first tile showed. Prints
 * each figure beside its budget, with the largest scripts, and writes results-first-view.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../scripts/apps.mjs';
import { benchTemp, launchChromium, requireBuilds, shellUrlAt, startSite, stopSite, waitForSite } from './site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const OFFSET = Number(process.env.BENCH_VIEW_OFFSET || 800);
const shellUrl = shellUrlAt(OFFSET);
const HOME_TILE = '[data-testid="game-tile"]';

/** Budgets of the first view (docs/performance.md says why). */
const BUDGETS = { scriptBrKb: 150, reactDomDownloads: 1, remoteEntryBrKb: 15 };

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const appOfPort = new Map([...APPS, { name: 'mfe_lobby_modern', port: 3006 }].map((a) => [a.port + OFFSET, a.name]));

async function measure(browser, device) {
  const context = await browser.newContext({
    viewport: device.viewport,
    isMobile: device.mobile,
    hasTouch: device.mobile,
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  const files = [];
  page.on('requestfinished', async (request) => {
    // A request that finishes as the context closes can no longer be read: it is left out.
    const read = await Promise.all([request.response(), request.sizes()]).catch(() => null);
    if (!read || !read[0]) return;
    const [response, sizes] = read;
    const url = new URL(request.url());
    files.push({
      app: appOfPort.get(Number(url.port)) ?? url.host,
      url: request.url(),
      path: url.pathname,
      type: request.resourceType(),
      encoding: response.headers()['content-encoding'] ?? '',
      wire: sizes.responseBodySize,
    });
  });
  await page.goto(`${shellUrl}/`, { waitUntil: 'commit', timeout: 60_000 });
  await page.locator(HOME_TILE).first().waitFor({ timeout: 60_000 });
  // What had arrived when the first game tile showed; what comes after (the socket client, loaded
  // once the page is idle) is still counted in the totals.
  const beforeTile = new Set(files.map((f) => f.url));
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const timing = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ url: e.name, decoded: e.decodedBodySize })),
  );
  await context.close();
  // Decoded sizes: what the page's own resource timing says (the body after decoding).
  const decodedOf = new Map(timing.map((t) => [t.url, t.decoded]));
  const scripts = files.filter((f) => f.type === 'script').map((f) => ({ ...f, decoded: decodedOf.get(f.url) ?? 0 }));
  const byApp = {};
  for (const f of scripts) {
    const a = (byApp[f.app] ??= { files: 0, wireKb: 0, decodedKb: 0 });
    a.files += 1;
    a.wireKb = kb(a.wireKb * 1024 + f.wire);
    a.decodedKb = kb(a.decodedKb * 1024 + f.decoded);
  }
  const entries = Object.fromEntries(
    scripts.filter((f) => f.path.endsWith('/remoteEntry.js')).map((f) => [f.app, kb(f.wire)]),
  );
  return {
    device: device.name,
    scriptFiles: scripts.length,
    scriptWireKb: kb(scripts.reduce((s, f) => s + f.wire, 0)),
    scriptDecodedKb: kb(scripts.reduce((s, f) => s + f.decoded, 0)),
    scriptWireBeforeTileKb: kb(scripts.filter((f) => beforeTile.has(f.url)).reduce((s, f) => s + f.wire, 0)),
    uncompressedScripts: scripts.filter((f) => !f.encoding).map((f) => `${f.app}${f.path}`),
    // react-dom's client (the renderer): the shell's boot-react chunk (React and its renderer), or
    // a chunk named after the renderer's module path (other chunks only name react-dom as a peer).
    reactDomDownloads: scripts.filter((f) => /node_modules_react-dom_client|\/boot-react\./.test(f.path)).length,
    allWireKb: kb(files.reduce((s, f) => s + f.wire, 0)),
    byApp,
    remoteEntries: entries,
    // Every script, largest first: where the bytes are.
    scripts: scripts
      .map((f) => ({ app: f.app, path: f.path, wireKb: kb(f.wire), decodedKb: kb(f.decoded) }))
      .sort((a, b) => b.wireKb - a.wireKb),
  };
}

function print(results) {
  const lines = [];
  const row = (name, value, budget, within) =>
    lines.push(`${name.padEnd(46)} ${String(value).padStart(10)}   ${String(budget).padEnd(10)} ${within}`);
  lines.push(`${'figure'.padEnd(46)} ${'value'.padStart(10)}   ${'budget'.padEnd(10)} verdict`);
  const over = [];
  for (const r of results) {
    const check = (name, value, budget) => {
      const ok = value <= budget;
      if (!ok) over.push(`${r.device} ${name}`);
      row(`${r.device}: ${name}`, value, `≤ ${budget}`, ok ? 'PASS' : 'OVER');
    };
    check('script on the wire (KB)', r.scriptWireKb, BUDGETS.scriptBrKb);
    row(`${r.device}: script decoded (KB)`, r.scriptDecodedKb, '—', 'info');
    row(`${r.device}: script before the first game tile (KB)`, r.scriptWireBeforeTileKb, '—', 'info');
    row(`${r.device}: script files`, r.scriptFiles, '—', 'info');
    row(`${r.device}: everything on the wire (KB)`, r.allWireKb, '—', 'info');
    check('react-dom downloads', r.reactDomDownloads, BUDGETS.reactDomDownloads);
    for (const [app, size] of Object.entries(r.remoteEntries))
      check(`${app} remoteEntry.js (KB)`, size, BUDGETS.remoteEntryBrKb);
    for (const [app, a] of Object.entries(r.byApp)) {
      row(`${r.device}: ${app} (${a.files} files, KB wire/decoded)`, `${a.wireKb}/${a.decodedKb}`, '—', 'info');
    }
    for (const f of r.scripts.slice(0, 12))
      row(`${r.device}:   ${f.app} ${f.path.slice(0, 36)}`, f.wireKb, '—', 'info');
    if (r.uncompressedScripts.length)
      row(`${r.device}: scripts sent uncompressed`, r.uncompressedScripts.length, '0', 'info');
  }
  console.log(lines.join('\n'));
  console.log(`\n${over.length ? `over budget: ${over.join('; ')}` : 'every figure is within its budget'}`);
}

async function main() {
  requireBuilds();
  const { dir: tmp, dataDir, logFile } = benchTemp('bench-view-');
  process.stdout.write(`starting the site (offset ${OFFSET}, fresh embedded database; log ${logFile})...\n`);
  const site = startSite({ offset: OFFSET, dataDir, logFile });
  const results = [];
  try {
    await waitForSite(site, OFFSET, 300_000);
    const browser = await launchChromium();
    try {
      for (const device of [
        { name: 'mobile', viewport: { width: 390, height: 844 }, mobile: true },
        { name: 'desktop', viewport: { width: 1440, height: 900 }, mobile: false },
      ]) {
        process.stdout.write(`first view of / on ${device.name}...\n`);
        results.push(await measure(browser, device));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stopSite(site);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  print(results);
  fs.writeFileSync(
    path.join(here, 'results-first-view.json'),
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, budgets: BUDGETS, results }, null, 2)}\n`,
  );
}

await main();
