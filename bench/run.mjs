/**
 * Login and read benchmarks (docs/performance.md): `pnpm --filter @site/bench bench`.
 *
 * Starts the platform (fresh PGlite in a temp folder, SITE_DEV_TOOLS=1 for captcha answers, rate
 * limits raised so the benchmark measures the work, not the limiter) and a bare Fastify route,
 * then measures with autocannon:
 * - login at a fixed rate (argon2id verification is the cost): throughput and p99;
 * - read endpoints at full speed (layout with a token, site detail, bulletins): req/s and p99;
 * - the bare route at full speed, in the same run, as the floor.
 * Options: BENCH_SECONDS (10), BENCH_LOGIN_RATE (40 req/s), BENCH_CONNECTIONS (16).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { logIn, postJson, start, stop } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../server');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const LOGIN_RATE = Number(process.env.BENCH_LOGIN_RATE || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PORT = Number(process.env.BENCH_PORT || 4090);
const BARE_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;

const post = (url, body, headers) => postJson(base, url, body, headers);

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Budgets on this project's reference machine (2 cores, embedded PGlite, client on the same cores):
 * at least `minRps` answered per second, p99 at most `maxP99` ms, and no failed request.
 */
const BUDGETS = {
  login: { minRps: Math.floor(LOGIN_RATE * 0.95), maxP99: 1000 },
  layout: { minRps: 150, maxP99: 300 },
  detail: { minRps: 400, maxP99: 150 },
  bulletin: { minRps: 200, maxP99: 250 },
};

const summary = (name, r, note = '', budget = null) => {
  const rps = Math.round(r.requests.average);
  const failures = r.non2xx + r.errors + r.timeouts;
  return {
    name,
    'req/s': rps,
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    requests: r.requests.total,
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
    budget: budget ? `≥ ${budget.minRps}/s, p99 ≤ ${budget.maxP99} ms` : '—',
    within: budget ? (rps >= budget.minRps && r.latency.p99 <= budget.maxP99 && failures === 0 ? 'yes' : 'NO') : '—',
    note,
  };
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const children = [];
  try {
    process.stdout.write('starting the platform (fresh embedded database and seed) and the bare route...\n');
    children.push(
      await start(
        path.join(serverDir, 'node_modules/.bin/tsx'),
        ['src/main.ts'],
        {
          PORT: String(PORT),
          DATA_DIR: dataDir,
          SITE_DEV_TOOLS: '1',
          LOG_LEVEL: 'warn',
          CAPTCHA_RATE_MAX: '1000000',
          LOGIN_RATE_MAX: '1000000',
          ACCOUNTS_PER_ADDRESS_MAX: '1000000',
        },
        /listening on/,
        serverDir,
      ),
    );
    children.push(
      await start(process.execPath, [path.join(here, 'bare-server.cjs')], { PORT: String(BARE_PORT) }, /listening on/),
    );

    // Login: one fresh captcha per request (single use), answered through the dev outbox.
    const total = Math.ceil(LOGIN_RATE * SECONDS * 1.2) + 20;
    const captchas = [];
    for (let i = 0; i < total; i++) {
      const c = await post('/api/captcha', { type: 1, site_id: 1 });
      const dev = await (await fetch(`${base}/api/dev/captcha/${c.data.token}`)).json();
      captchas.push({ token: c.data.token, answer: dev.data.answer });
    }
    let next = 0;
    const login = await run({
      url: `${base}/api/login`,
      method: 'POST',
      overallRate: LOGIN_RATE,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => {
            const c = captchas[next++ % captchas.length];
            return {
              ...req,
              body: JSON.stringify({
                account: 'demo01',
                password: 'demo1234',
                site_id: 1,
                answer: c.answer,
                captcha_token: c.token,
                host: 'bench',
                device: 1,
              }),
            };
          },
        },
      ],
    });

    const { token } = await logIn(base, 'demo02');

    const json = { 'content-type': 'application/json' };
    const layout = await run({
      url: `${base}/api/member/profile/common/layout`,
      method: 'POST',
      headers: { ...json, authorization: token },
      body: '{}',
    });
    const detail = await run({
      url: `${base}/api/arks/web/site/detail`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ site_id: 1 }),
    });
    const bulletin = await run({
      url: `${base}/api/arks/web/bulletin`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ site_id: 1, display_device: 1 }),
    });
    const bare = await run({ url: `http://127.0.0.1:${BARE_PORT}/bare`, method: 'POST', headers: json, body: '{}' });
    const bareLogin = await run({
      url: `http://127.0.0.1:${BARE_PORT}/bare`,
      method: 'POST',
      headers: json,
      body: '{}',
      overallRate: LOGIN_RATE,
    });

    const rows = [
      summary('POST /api/login (argon2id)', login, `fixed rate ${LOGIN_RATE}/s`, BUDGETS.login),
      summary('bare Fastify route', bareLogin, `fixed rate ${LOGIN_RATE}/s`),
      summary('POST /api/member/profile/common/layout', layout, `${CONNECTIONS} connections`, BUDGETS.layout),
      summary('POST /api/arks/web/site/detail', detail, `${CONNECTIONS} connections`, BUDGETS.detail),
      summary('POST /api/arks/web/bulletin', bulletin, `${CONNECTIONS} connections`, BUDGETS.bulletin),
      summary('bare Fastify route', bare, `${CONNECTIONS} connections`),
    ];
    console.table(rows);
    const over = rows.filter((r) => r.within === 'NO').map((r) => r.name);
    console.log(over.length ? `over budget: ${over.join(', ')}` : 'every measured endpoint is within its budget');
    const out = path.join(here, 'results.json');
    fs.writeFileSync(
      out,
      JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, cpus: os.cpus().length, rows }, null, 2),
    );
    process.stdout.write(`written ${out}\n`);
  } finally {
    for (const c of children) stop(c);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
