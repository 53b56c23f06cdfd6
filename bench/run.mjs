/**
 * Login and read benchmarks (docs/performance.md): `pnpm --filter @site/bench bench`.
 *
 * Starts the platform (fresh PGlite in a temp folder, SITE_DEV_TOOLS=1 for captcha answers, rate
 * limits raised so the benchmark measures the work, not the limiter) and a bare Fastify route, then
 * measures with autocannon:
 * - login at a fixed rate (argon2id verification is the cost): throughput and p99;
 * - the read calls every page makes at full speed: the site config, the game list as a visitor (sent,
 *   and revalidated with its ETag) and as a member with favourites, layout with a token, site
 *   detail, bulletins;
 * - the bare route at full speed, in the same run, as the floor.
 * With DATABASE_URL the same again on a fresh PostgreSQL database (created and dropped).
 * For each: answers per second as the load generator saw them, and the server's own CPU time per
 * answer (read from /proc for the server's process group), so a figure bounded by the load generator
 * sharing the two cores is told apart from one bounded by the server.
 * Options: BENCH_SECONDS (10), BENCH_LOGIN_RATE (20 req/s), BENCH_CONNECTIONS (16).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { groupCpuMs, start, stop, withFreshPostgres } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../server');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const LOGIN_RATE = Number(process.env.BENCH_LOGIN_RATE || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PORT = Number(process.env.BENCH_PORT || 4090);
const BARE_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;
const json = { 'content-type': 'application/json' };

const post = async (url, body, headers = {}) => {
  const res = await fetch(base + url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  return res.json();
};

/** autocannon for BENCH_SECONDS, with the CPU time `group`'s processes spent meanwhile. */
async function run(opts, group) {
  const before = groupCpuMs(group.pid, group.alsoCommand);
  const result = await new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  });
  const after = groupCpuMs(group.pid, group.alsoCommand);
  result.serverCpuMs = before === null || after === null ? null : after - before;
  return result;
}

/**
 * Budgets on this project's reference machine (2 cores, client on the same cores): at least `minRps`
 * answered per second, p99 at most `maxP99` ms, no failed request; `share`: the server's answers per
 * CPU-second at least that part of the bare route's, measured in the same run.
 */
const BUDGETS = {
  login: { minRps: Math.floor(LOGIN_RATE * 0.95), maxP99: 250 },
  read: { share: 1 / 3 },
  layout: { minRps: 150, maxP99: 300, share: 1 / 3 },
  detail: { minRps: 400, maxP99: 150 },
  bulletin: { minRps: 200, maxP99: 250 },
};

const budgetText = (b) =>
  [
    b.minRps !== undefined ? `≥ ${b.minRps}/s` : '',
    b.maxP99 !== undefined ? `p99 ≤ ${b.maxP99} ms` : '',
    b.share !== undefined ? `≥ 1/${Math.round(1 / b.share)} of bare per CPU-s` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** One table row; `bare` is the bare route's row of the same run (for the share). */
const summary = (database, name, r, budget = null, bare = null) => {
  const rps = Math.round(r.requests.average);
  const failures = r.non2xx - (r.statusCodeStats?.['304']?.count ?? 0) + r.errors + r.timeouts;
  const cpuPerAnswer = r.serverCpuMs === null ? null : r.serverCpuMs / Math.max(1, r.requests.total);
  const perCpuSecond = cpuPerAnswer ? Math.round(1000 / cpuPerAnswer) : null;
  const share = perCpuSecond && bare?.perCpuSecond ? perCpuSecond / bare.perCpuSecond : null;
  const within =
    !budget ||
    (failures === 0 &&
      (budget.minRps === undefined || rps >= budget.minRps) &&
      (budget.maxP99 === undefined || r.latency.p99 <= budget.maxP99) &&
      (budget.share === undefined || (share !== null && share >= budget.share)));
  return {
    database,
    name,
    'req/s': rps,
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'server µs/answer': cpuPerAnswer === null ? '—' : Math.round(cpuPerAnswer * 1000),
    perCpuSecond,
    'share of bare': share === null ? '—' : `${(share * 100).toFixed(1)} %`,
    'KB/answer': Math.round(r.throughput.total / Math.max(1, r.requests.total) / 102.4) / 10,
    failed: failures,
    budget: budget ? budgetText(budget) : '—',
    within: budget ? (within ? 'yes' : 'NO') : '—',
  };
};

async function captcha() {
  let c = await post('/api/captcha', { type: 1, site_id: 1 });
  // Busy still with the logins of the last measurement: wait as the answer says, as a page does.
  for (let tries = 0; c.code === '503' && tries < 30; tries++) {
    await new Promise((r) => setTimeout(r, 1000));
    c = await post('/api/captcha', { type: 1, site_id: 1 });
  }
  if (c.code !== '100') throw new Error(`captcha refused: ${JSON.stringify(c)}`);
  const dev = await (await fetch(`${base}/api/dev/captcha/${c.data.token}`)).json();
  return { token: c.data.token, answer: dev.data.answer };
}

const loginBody = (account, c) =>
  JSON.stringify({
    account,
    password: 'demo1234',
    site_id: 1,
    answer: c.answer,
    captcha_token: c.token,
    host: 'bench',
    device: 1,
  });

/** Login and the reads on a platform started with `env`, beside the bare route `bare`. */
async function benchPlatform(database, env, bare) {
  const platform = await start(
    path.join(serverDir, 'node_modules/.bin/tsx'),
    ['src/main.ts'],
    {
      PORT: String(PORT),
      SITE_DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      CAPTCHA_RATE_MAX: '1000000',
      LOGIN_RATE_MAX: '1000000',
      ACCOUNTS_PER_ADDRESS_MAX: '1000000',
      ...env,
    },
    /listening on/,
    serverDir,
  );
  // On PostgreSQL the queries run in the database's own processes: their CPU time is the platform's too.
  if (env.DATABASE_URL) platform.alsoCommand = 'postgres';
  try {
    // Login: one fresh captcha per request (single use), answered through the dev outbox.
    const captchas = [];
    for (let i = 0, n = Math.ceil(LOGIN_RATE * SECONDS * 1.2) + 20; i < n; i++) captchas.push(await captcha());
    let next = 0;
    const login = await run(
      {
        url: `${base}/api/login`,
        method: 'POST',
        overallRate: LOGIN_RATE,
        headers: json,
        requests: [
          { setupRequest: (req) => ({ ...req, body: loginBody('demo02', captchas[next++ % captchas.length]) }) },
        ],
      },
      platform,
    );
    const bareLogin = await run(
      { url: `http://127.0.0.1:${BARE_PORT}/bare`, method: 'POST', headers: json, body: '{}', overallRate: LOGIN_RATE },
      bare,
    );

    // demo01 has favourites, so its list is a member's own (not the visitors').
    const token = (await post('/api/login', JSON.parse(loginBody('demo01', await captcha())))).data.token;
    const member = { ...json, authorization: token };
    const listBody = JSON.stringify({ currency: 'VND', site_id: 1, support_device: 1 });
    const listUrl = `${base}/api/v3/game_list`;
    const etag = (await fetch(listUrl, { method: 'POST', headers: json, body: listBody })).headers.get('etag');

    const bareFull = summary(
      database,
      'bare Fastify route',
      await run({ url: `http://127.0.0.1:${BARE_PORT}/bare`, method: 'POST', headers: json, body: '{}' }, bare),
    );
    const reads = [
      ['GET /api/site-config', { url: `${base}/api/site-config` }, BUDGETS.read],
      [
        'game list, visitor (brotli)',
        { url: listUrl, method: 'POST', headers: { ...json, 'accept-encoding': 'br' }, body: listBody },
        BUDGETS.read,
      ],
      [
        'game list, visitor revalidating (304)',
        { url: listUrl, method: 'POST', headers: { ...json, 'if-none-match': etag }, body: listBody },
        BUDGETS.read,
      ],
      [
        'game list, member with favourites (brotli)',
        { url: listUrl, method: 'POST', headers: { ...member, 'accept-encoding': 'br' }, body: listBody },
        BUDGETS.read,
      ],
      [
        'POST /api/member/profile/common/layout',
        { url: `${base}/api/member/profile/common/layout`, method: 'POST', headers: member, body: '{}' },
        BUDGETS.layout,
      ],
      [
        'POST /api/arks/web/site/detail',
        {
          url: `${base}/api/arks/web/site/detail`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ site_id: 1 }),
        },
        BUDGETS.detail,
      ],
      [
        'POST /api/arks/web/bulletin',
        {
          url: `${base}/api/arks/web/bulletin`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ site_id: 1, display_device: 1 }),
        },
        BUDGETS.bulletin,
      ],
    ];
    const rows = [
      summary(database, 'POST /api/login (argon2id)', login, BUDGETS.login),
      summary(database, `bare Fastify route at ${LOGIN_RATE}/s`, bareLogin),
      bareFull,
    ];
    for (const [name, opts, budget] of reads)
      rows.push(summary(database, name, await run(opts, platform), budget, bareFull));
    return rows;
  } finally {
    stop(platform);
    await new Promise((r) => platform.once('exit', r));
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const bare = await start(
    process.execPath,
    [path.join(here, 'bare-server.cjs')],
    { PORT: String(BARE_PORT) },
    /listening on/,
  );
  const rows = [];
  try {
    process.stdout.write('PGlite: starting the platform (fresh embedded database and seed)...\n');
    rows.push(...(await benchPlatform('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, bare)));
    if (process.env.DATABASE_URL) {
      await withFreshPostgres(process.env.DATABASE_URL, async (url) => {
        rows.push(...(await benchPlatform('PostgreSQL', { DATABASE_URL: url }, bare)));
      });
    } else {
      process.stdout.write(
        'PostgreSQL: not measured (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)\n',
      );
    }
  } finally {
    stop(bare);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  const over = rows.filter((r) => r.within === 'NO').map((r) => `${r.name} (${r.database})`);
  console.log(over.length ? `over budget: ${over.join(', ')}` : 'every measured endpoint is within its budget');
  const out = path.join(here, 'results.json');
  fs.writeFileSync(
    out,
    JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, cpus: os.cpus().length, rows }, null, 2),
  );
  process.stdout.write(`written ${out}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
