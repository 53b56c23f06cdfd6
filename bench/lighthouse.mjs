/**
 * Lighthouse 12 on the built site (docs/performance.md "Lighthouse"): `pnpm --filter @site/bench
 * bench:lighthouse`.
 *
 * Starts the built site (scripts/start.mjs --no-build, port offset BENCH_LH_OFFSET, 900, a fresh
 * embedded database) and runs Lighthouse's performance category in Debian's Chromium (the e2e suite's
 * flags), with its two presets: mobile (the default: a mid-range phone, simulated slow 4G and a 4×
 * slower CPU) and desktop. Pages: `/`, `/discount`, `/proxy` and `/user`, as a visitor and as the demo
 * member demo01 (logged in by the address, `?tk=…`, which the site accepts from an app: every run
 * starts from an empty cache and storage, as Lighthouse resets them). Each page is run BENCH_LH_RUNS
 * (3) times and the median run (by score) printed: score, LCP, TBT, CLS, with the budgets beside.
 * Writes results-lighthouse.json. A figure over budget is reported, not a failure (exit 0); a page
 * that could not be measured is (exit 1). BENCH_LH_PAGES, BENCH_LH_PRESETS and BENCH_LH_WHO (comma
 * separated) narrow the run, e.g. `BENCH_LH_PAGES=/ BENCH_LH_PRESETS=mobile BENCH_LH_WHO=visitor`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { logIn } from './lib.mjs';
import {
  benchTemp,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  platformUrlAt,
  requireBuilds,
  shellUrlAt,
  startSite,
  stopSite,
  waitForSite,
} from './site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const OFFSET = Number(process.env.BENCH_LH_OFFSET || 900);
/** Where each run's whole Lighthouse report is written (JSON), to read its LCP element, tasks and treemap. */
const SAVE_DIR = process.env.BENCH_LH_SAVE || '';
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3));
const shellUrl = shellUrlAt(OFFSET);
const pick = (name, all) => {
  const chosen = (process.env[name] || '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const unknown = chosen.filter((x) => !all.includes(x));
  if (unknown.length) throw new Error(`${name}: ${unknown.join(', ')} not one of ${all.join(', ')}`);
  return chosen.length ? all.filter((x) => chosen.includes(x)) : all;
};
const PAGES = pick('BENCH_LH_PAGES', ['/', '/discount', '/proxy', '/user']);
const PRESETS = pick('BENCH_LH_PRESETS', ['mobile', 'desktop']);
const WHO = pick('BENCH_LH_WHO', ['visitor', 'member']);

/** The budgets (docs/performance.md): a score of 95 on a phone and 98 on a desktop; LCP, TBT and CLS as Lighthouse's "good". */
const BUDGETS = {
  mobile: { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
  desktop: { score: 98, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
};

async function audit(port, url, preset) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (SAVE_DIR) {
    fs.mkdirSync(SAVE_DIR, { recursive: true });
    const name = `${preset}-${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(metric('first-contentful-paint')),
    // Lighthouse's own measure of the machine's speed at that run (higher is faster): the figures of
    // two days compare only at a like index and browser.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    browser: /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1] ?? 'unknown',
  };
}

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

async function main() {
  requireBuilds();
  const { dataDir, logFile } = benchTemp('bench-lighthouse-');
  const site = startSite({ offset: OFFSET, dataDir, logFile });
  const rows = [];
  const failed = [];
  let chrome;
  try {
    await waitForSite(site, OFFSET, 300_000);
    const member = await logIn(platformUrlAt(OFFSET), 'demo01');
    const memberQuery = new URLSearchParams({
      tk: member.token,
      member_account: 'demo01',
      member_currency: member.currency,
      member_id: String(member.memberId),
    });
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    // One visit first, not measured: the site's files read from disk once, the platform's lists built.
    await audit(chrome.port, `${shellUrl}/`, 'mobile').catch(() => undefined);
    for (const preset of PRESETS) {
      for (const who of WHO) {
        for (const page of PAGES) {
          const url = `${shellUrl}${page}${who === 'member' ? `?${memberQuery}` : ''}`;
          process.stdout.write(`${preset} ${who} ${page}...\n`);
          try {
            const runs = [];
            for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, url, preset));
            rows.push({ preset, who, page, ...median(runs), runs });
          } catch (err) {
            failed.push(`${preset} ${who} ${page}`);
            console.error(err);
          }
        }
      }
    }
  } finally {
    await chrome?.kill();
    await stopSite(site);
  }

  const mark = (ok) => (ok ? 'PASS' : 'OVER');
  console.log(
    `\nLighthouse ${RUNS} run(s) a page, the median by score; budgets: score ≥ 95 phone / 98 desktop, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02\n`,
  );
  console.log('preset   who      page        score  LCP ms   TBT ms   CLS     within');
  const over = [];
  for (const r of rows) {
    const b = BUDGETS[r.preset];
    const checks = [r.score >= b.score, r.lcpMs <= b.lcpMs, r.tbtMs <= b.tbtMs, r.cls <= b.cls];
    const within = checks.every(Boolean);
    if (!within) over.push(`${r.preset} ${r.who} ${r.page}`);
    console.log(
      `${r.preset.padEnd(8)} ${r.who.padEnd(8)} ${r.page.padEnd(11)} ${String(r.score).padStart(5)}  ${String(r.lcpMs).padStart(6)}   ${String(r.tbtMs).padStart(6)}   ${r.cls.toFixed(3)}   ${mark(within)} (score ${mark(checks[0])}, LCP ${mark(checks[1])}, TBT ${mark(checks[2])}, CLS ${mark(checks[3])})`,
    );
  }
  const indexes = rows.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
  const machine = {
    benchmarkIndex: indexes.length ? [Math.min(...indexes), Math.max(...indexes)] : null,
    browser: rows[0]?.browser ?? 'unknown',
  };
  console.log(
    `\nthe machine: Lighthouse benchmark index ${machine.benchmarkIndex?.join('–') ?? 'unknown'}, Chromium ${machine.browser}`,
  );
  console.log(`${over.length ? `over budget: ${over.join('; ')}` : 'every page is within its budgets'}`);
  const out = path.join(here, 'results-lighthouse.json');
  fs.writeFileSync(
    out,
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, budgets: BUDGETS, machine, rows, failed }, null, 2),
  );
  console.log(`written ${out}`);
  if (failed.length) {
    console.error(`could not measure: ${failed.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
