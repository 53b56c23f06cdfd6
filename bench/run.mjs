/**
 * Login and read benchmarks (docs/performance.md): `pnpm --filter @site/bench bench`.
 *
 * Starts the platform (fresh PGlite in a temp folder, SITE_DEV_TOOLS=1 for captcha answers, rate
 * limits raised so the benchmark measures the work, not the limiter) and a bare Fastify route,
 * then measures with autocannon:
 * - login at 20/s, Poisson arrivals (argon2id verification is the cost): p50 and p99;
 * - the reads every page makes at full speed, as a browser asks them (accept-encoding br, gzip):
 *   the site config, the game list as a visitor and as a member with a favourite (the first and
 *   second parts, and the whole list), the member layout, site detail and bulletins: req/s, p99
 *   and the share of the bare route's throughput (for an answer of 8 KB or more, of the bare route
 *   sending the very same bytes: reading them costs the client the same whoever sends them);
 * - the bare route at full speed, in the same run, before and after the reads: the floor.
 * With DATABASE_URL (a PostgreSQL server) the same again on a fresh database made on that server
 * and dropped after.
 * Options: BENCH_SECONDS (10), BENCH_LOGIN_RATE (20 req/s), BENCH_CONNECTIONS (16),
 * BENCH_DATABASES (pglite,postgres).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { logIn, postJson, start, stop, withFreshPostgres } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../server');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const LOGIN_RATE = Number(process.env.BENCH_LOGIN_RATE || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PORT = Number(process.env.BENCH_PORT || 4090);
const BARE_PORT = PORT + 1;
const DATABASES = new Set((process.env.BENCH_DATABASES || 'pglite,postgres').split(','));
const base = `http://127.0.0.1:${PORT}`;

const post = (url, body, headers) => postJson(base, url, body, headers);

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** An answer's bytes as sent, still compressed (fetch would decompress them). */
function rawAnswer({ url, method, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? '' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Requests arriving on their own at `rate` a second for `seconds` (Poisson: exponential gaps from a
 * fixed seed, so each run sends the same pattern), whatever the answers take: visitors do not wait
 * for each other. autocannon's `overallRate` instead starts each second's requests together, one per
 * connection (16 logins at the same instant every second), which measures a burst, not a rate.
 * Answers in autocannon's shape, for `summary`.
 */
async function openLoop(rate, seconds, send) {
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) + 0.5) / 2 ** 32;
  };
  const latencies = [];
  let failed = 0;
  const pending = [];
  const started = performance.now();
  let at = 0;
  for (let i = 0; at < seconds * 1000; i++) {
    const wait = started + at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t = performance.now();
    pending.push(
      send(i).then(
        (good) => {
          latencies.push(performance.now() - t);
          if (!good) failed++;
        },
        () => failed++,
      ),
    );
    at += (-Math.log(random()) * 1000) / rate;
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  const pct = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: { average: latencies.length / elapsed, total: latencies.length },
    latency: { p50: pct(0.5), p99: pct(0.99) },
    non2xx: failed,
    errors: 0,
    timeouts: 0,
  };
}

/**
 * Budgets on this project's reference machine (2 cores, client on the same cores): at least
 * `minRps` answered per second (or `minShare` of the bare route's throughput measured in the same
 * run), p99 at most `maxP99` ms, and no failed request.
 */
const BUDGETS = {
  // Every login answered (its rate is the arrivals'), p99 within 250 ms.
  login: { maxP99: 250 },
  read: { minShare: 1 / 3 },
  detail: { minRps: 400, maxP99: 150 },
  bulletin: { minRps: 200, maxP99: 250 },
};

const describeBudget = (b) =>
  [b.minRps ? `≥ ${b.minRps}/s` : null, b.minShare ? '≥ 1/3 of bare' : null, b.maxP99 ? `p99 ≤ ${b.maxP99} ms` : null]
    .filter(Boolean)
    .join(', ');

const summary = (database, name, r, { note = '', budget = null, bare = null } = {}) => {
  const rps = Math.round(r.requests.average);
  const failures = r.non2xx + r.errors + r.timeouts;
  const share = bare ? rps / bare : null;
  const within =
    !budget ||
    ((!budget.minRps || rps >= budget.minRps) &&
      (!budget.maxP99 || r.latency.p99 <= budget.maxP99) &&
      (!budget.minShare || (share !== null && share >= budget.minShare)) &&
      failures === 0);
  return {
    database,
    name,
    'req/s': rps,
    'of bare': share === null ? '—' : `${(share * 100).toFixed(1)} %`,
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
    budget: budget ? describeBudget(budget) : '—',
    within: budget ? (within ? 'yes' : 'NO') : '—',
    note,
  };
};

/** The platform on one database: login at a fixed rate, then the reads beside the bare route. */
async function measure(database, env) {
  const rows = [];
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
  try {
    // Login: one fresh captcha per request (single use), answered through the dev outbox.
    const total = Math.ceil(LOGIN_RATE * SECONDS * 1.5) + 20;
    const captchas = [];
    for (let i = 0; i < total; i++) {
      const c = await post('/api/captcha', { type: 1, site_id: 1 });
      const dev = await (await fetch(`${base}/api/dev/captcha/${c.data.token}`)).json();
      captchas.push({ token: c.data.token, answer: dev.data.answer });
    }
    const login = await openLoop(LOGIN_RATE, SECONDS, (i) => {
      const c = captchas[i % captchas.length];
      return post('/api/login', {
        account: 'demo01',
        password: 'demo1234',
        site_id: 1,
        answer: c.answer,
        captcha_token: c.token,
        host: 'bench',
        device: 1,
      }).then((r) => r.code === '100');
    });
    rows.push(
      summary(database, 'POST /api/login (argon2id)', login, {
        note: `${LOGIN_RATE}/s, Poisson arrivals`,
        budget: BUDGETS.login,
      }),
    );

    const { token, currency } = await logIn(base, 'demo02');
    // A member whose list differs from the visitor's: one favourite.
    const list = await post('/api/v3/game_list', { currency, site_id: 1, support_device: 1 });
    const game = list.data.list.find((t) => t.gp_list?.length)?.gp_list[0];
    if (!game) throw new Error('the game list has no game to favourite');
    const fav = await post(
      '/api/arks/web/favorite/store',
      { data: [{ game_id: game.id, status: 1 }] },
      { authorization: token },
    );
    if (fav.code !== '100') throw new Error(`favourite: ${fav.code} ${fav.message}`);

    // What a browser sends: it takes brotli or gzip.
    const browser = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
    const member = { ...browser, authorization: token };
    const listBody = (part) =>
      JSON.stringify({ currency, site_id: 1, support_device: 1, ...(part === undefined ? {} : { part }) });
    const bareRun = () =>
      run({ url: `http://127.0.0.1:${BARE_PORT}/bare`, method: 'POST', headers: browser, body: '{}' });

    const bareBefore = await bareRun();
    const reads = [
      ['GET /api/site-config', { url: `${base}/api/site-config`, method: 'GET', headers: browser }, BUDGETS.read],
      [
        'POST /api/v3/game_list, visitor, first part',
        { url: `${base}/api/v3/game_list`, method: 'POST', headers: browser, body: listBody(0) },
        BUDGETS.read,
      ],
      [
        'POST /api/v3/game_list, member, first part',
        { url: `${base}/api/v3/game_list`, method: 'POST', headers: member, body: listBody(0) },
        BUDGETS.read,
      ],
      [
        'POST /api/v3/game_list, visitor, second part',
        { url: `${base}/api/v3/game_list`, method: 'POST', headers: browser, body: listBody(1) },
        BUDGETS.read,
      ],
      [
        'POST /api/v3/game_list, member, second part',
        { url: `${base}/api/v3/game_list`, method: 'POST', headers: member, body: listBody(1) },
        BUDGETS.read,
      ],
      [
        'POST /api/v3/game_list, visitor, whole list',
        { url: `${base}/api/v3/game_list`, method: 'POST', headers: browser, body: listBody() },
        BUDGETS.read,
      ],
      [
        'POST /api/v3/game_list, member, whole list',
        { url: `${base}/api/v3/game_list`, method: 'POST', headers: member, body: listBody() },
        BUDGETS.read,
      ],
      [
        'POST /api/member/profile/common/layout',
        { url: `${base}/api/member/profile/common/layout`, method: 'POST', headers: member, body: '{}' },
        BUDGETS.read,
      ],
      [
        'POST /api/arks/web/site/detail',
        {
          url: `${base}/api/arks/web/site/detail`,
          method: 'POST',
          headers: browser,
          body: JSON.stringify({ site_id: 1 }),
        },
        BUDGETS.detail,
      ],
      [
        'POST /api/arks/web/bulletin',
        {
          url: `${base}/api/arks/web/bulletin`,
          method: 'POST',
          headers: browser,
          body: JSON.stringify({ site_id: 1, display_device: 1 }),
        },
        BUDGETS.bulletin,
      ],
    ];
    const measured = [];
    for (const [name, opts, budget] of reads) {
      const r = await run(opts);
      const kb = r.requests.total ? r.throughput.total / r.requests.total / 1024 : 0;
      measured.push([name, r, budget, `${CONNECTIONS} connections, ${kb.toFixed(1)} KB an answer`, kb, opts]);
    }
    const bareAfter = await bareRun();
    // The floor is the slower of the two bare runs around the reads (the machine as it was then).
    const bare = Math.min(bareBefore.requests.average, bareAfter.requests.average);
    // An answer of tens of KB costs the client reading it more than a small one, and more for some
    // bytes than others: its floor is the bare route sending the very same bytes.
    for (const [name, r, budget, note, kb, opts] of measured) {
      let floor = bare;
      let floorNote = note;
      if (kb >= 8) {
        const sent = await rawAnswer(opts);
        const id = `a${rows.length}`;
        await fetch(`http://127.0.0.1:${BARE_PORT}/bare/${id}`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/octet-stream',
            'x-content-encoding': sent.encoding,
          },
          body: sent.bytes,
        });
        const same = await run({
          url: `http://127.0.0.1:${BARE_PORT}/bare/${id}`,
          method: 'POST',
          headers: browser,
          body: '{}',
        });
        rows.push(
          summary(database, `bare Fastify route sending the same ${kb.toFixed(1)} KB`, same, {
            note: `${CONNECTIONS} connections`,
          }),
        );
        floor = same.requests.average;
        floorNote = `${note}; floor: the bare route sending the same bytes`;
      }
      rows.push(summary(database, name, r, { note: floorNote, budget, bare: floor }));
    }
    rows.push(
      summary(database, 'bare Fastify route (before the reads)', bareBefore, { note: `${CONNECTIONS} connections` }),
    );
    rows.push(
      summary(database, 'bare Fastify route (after the reads)', bareAfter, { note: `${CONNECTIONS} connections` }),
    );
  } finally {
    stop(platform);
    await new Promise((resolve) => platform.once('exit', resolve).once('error', resolve));
  }
  return rows;
}

async function main() {
  const rows = [];
  const bareServer = await start(
    process.execPath,
    [path.join(here, 'bare-server.cjs')],
    { PORT: String(BARE_PORT) },
    /listening on/,
  );
  try {
    if (DATABASES.has('pglite')) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
      try {
        process.stdout.write('PGlite: starting the platform on a fresh embedded database...\n');
        rows.push(...(await measure('PGlite', { DATA_DIR: dataDir })));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (DATABASES.has('postgres') && process.env.DATABASE_URL) {
      await withFreshPostgres(process.env.DATABASE_URL, async (url, name) => {
        process.stdout.write(`PostgreSQL: starting the platform on a fresh database ${name}...\n`);
        rows.push(...(await measure('PostgreSQL', { DATABASE_URL: url })));
      });
    } else if (DATABASES.has('postgres')) {
      process.stdout.write(
        'PostgreSQL: not measured (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)\n',
      );
    }
  } finally {
    stop(bareServer);
  }

  console.table(rows);
  const over = rows.filter((r) => r.within === 'NO').map((r) => `${r.database} ${r.name}`);
  console.log(over.length ? `over budget: ${over.join('; ')}` : 'every measured endpoint is within its budget');
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
