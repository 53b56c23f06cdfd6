/**
 * Lighthouse on the built site (docs/performance.md "Lighthouse"): `pnpm --filter @site/bench
 * bench:lighthouse` (or `node bench/lighthouse.mjs`; the apps built first with `pnpm run build`).
 *
 * Starts the site with scripts/start.mjs on a port offset (BENCH_LH_OFFSET, 900) and a fresh embedded
 * database, and runs Lighthouse 12's performance category in Debian's Chromium (the e2e suite's
 * flags), with its mobile preset (simulated throttling: a mid-range phone on a slow 4G link) and its
 * desktop preset, on `/`, `/discount`, `/proxy` and `/user`: first as a visitor, then as a member
 * (a token from /api/login put where the site keeps it; Lighthouse clears the cache and service
 * workers before each run, not local storage, so the member stays logged in and the load is still
 * cold). BENCH_LH_RUNS runs of each (default 3), the median by score. Prints the score, LCP, TBT and
 * CLS of each beside its budget and writes results-lighthouse.json (BENCH_LH_REPORTS=<folder> keeps
 * every run's whole report as well).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  benchTemp,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  chromium,
  platformUrlAt,
  requireBuilds,
  shellUrlAt,
  startSite,
  stopSite,
  waitForSite,
} from './site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const OFFSET = Number(process.env.BENCH_LH_OFFSET || 900);
const RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const DEBUG_PORT = Number(process.env.BENCH_LH_DEBUG_PORT || 9333);
const shellUrl = shellUrlAt(OFFSET);
/** STORAGE_KEYS.token of @site/shared/constants (SPEC §3): this script runs in Node without TypeScript. */
const TOKEN_KEY = 'token';
/** A folder to keep every run's whole Lighthouse report in (JSON, openable in the Lighthouse viewer). */
const REPORTS = process.env.BENCH_LH_REPORTS || '';
const PAGES = (process.env.BENCH_LH_PAGES || '/,/discount,/proxy,/user').split(',');

/** Budgets of the performance issue: the score by form factor; CLS, LCP and TBT under the mobile preset. */
const BUDGETS = {
  mobile: { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
  desktop: { score: 98, cls: 0.02 },
};

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

async function audit(url, formFactor) {
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const { lhr } = result;
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${formFactor}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORTS, name), result.report);
  }
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    siMs: Math.round(value('speed-index')),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? ''),
    warnings: lhr.runWarnings,
  };
}

function verdict(row) {
  const b = BUDGETS[row.formFactor];
  const over = [];
  if (row.score < b.score) over.push(`score < ${b.score}`);
  if (row.cls > b.cls) over.push(`CLS > ${b.cls}`);
  if (b.lcpMs !== undefined && row.lcpMs > b.lcpMs) over.push(`LCP > ${b.lcpMs} ms`);
  if (b.tbtMs !== undefined && row.tbtMs > b.tbtMs) over.push(`TBT > ${b.tbtMs} ms`);
  return over.length ? `OVER: ${over.join(', ')}` : 'PASS';
}

async function memberToken(platformUrl) {
  const post = async (url, body) =>
    (
      await fetch(platformUrl + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const captcha = await post('/api/captcha', { type: 1, site_id: 1 });
  const dev = await (await fetch(`${platformUrl}/api/dev/captcha/${captcha.data.token}`)).json();
  const login = await post('/api/login', {
    account: 'demo01',
    password: 'demo1234',
    site_id: 1,
    answer: dev.data.answer,
    captcha_token: captcha.data.token,
    host: 'bench',
    device: 1,
  });
  if (login.code !== '100') throw new Error(`login refused: ${JSON.stringify(login)}`);
  return login.data.token;
}

/** Puts `token` (or none) where the site keeps it, on the shell's origin. */
async function setToken(context, token) {
  const page = await context.newPage();
  await page.goto(`${shellUrl}/robots.txt`).catch(() => undefined);
  await page.evaluate(
    ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    [TOKEN_KEY, token],
  );
  await page.close();
}

async function main() {
  requireBuilds();
  const temp = benchTemp('bench-lighthouse-');
  const site = startSite({ offset: OFFSET, dataDir: temp.dataDir, logFile: temp.logFile });
  const rows = [];
  let context;
  try {
    process.stdout.write(`starting the site on offset ${OFFSET}...\n`);
    await waitForSite(site, OFFSET, 180_000);
    // A persistent context is the browser's default one: the tabs Lighthouse opens share its storage.
    context = await chromium.launchPersistentContext(path.join(temp.dir, 'profile'), {
      executablePath: CHROMIUM_PATH,
      viewport: null,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    });
    // One warm-up load, not counted: the platform builds its cached lists on the first request.
    await audit(`${shellUrl}/`, 'mobile');
    for (const state of ['visitor', 'member']) {
      await setToken(context, state === 'member' ? await memberToken(platformUrlAt(OFFSET)) : null);
      for (const page of PAGES) {
        for (const formFactor of ['mobile', 'desktop']) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await audit(`${shellUrl}${page}`, formFactor));
          const m = median(runs);
          const row = { page, state, formFactor, ...m, scores: runs.map((r) => r.score).join(' ') };
          row.verdict = verdict(row);
          rows.push(row);
          process.stdout.write(
            `${page} ${state} ${formFactor}: ${row.score} (runs ${row.scores}) LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} ${row.verdict}\n`,
          );
        }
      }
    }
  } finally {
    await context?.close().catch(() => undefined);
    await stopSite(site);
    fs.rmSync(temp.dir, { recursive: true, force: true });
  }
  console.table(
    rows.map(({ page, state, formFactor, score, scores, fcpMs, lcpMs, tbtMs, cls, verdict: v }) => ({
      page,
      state,
      formFactor,
      score,
      runs: scores,
      'FCP ms': fcpMs,
      'LCP ms': lcpMs,
      'TBT ms': tbtMs,
      CLS: cls,
      budget: formFactor === 'mobile' ? '≥ 95, LCP ≤ 2000, TBT ≤ 150, CLS ≤ 0.02' : '≥ 98, CLS ≤ 0.02',
      verdict: v,
    })),
  );
  const out = path.join(here, 'results-lighthouse.json');
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), runs: RUNS, rows }, null, 2));
  process.stdout.write(`written ${out}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
