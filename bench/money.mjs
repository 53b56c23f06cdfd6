/**
 * Money and game-list benchmarks (docs/performance.md): `pnpm --filter @site/bench bench:money`.
 *
 * For the embedded database (PGlite in a temp folder) and, when DATABASE_URL is set, for a fresh
 * PostgreSQL database created on that server and dropped at the end:
 * - transfers: BENCH_WORKERS members (one worker each, money calls of one member are serialised by
 *   its row lock) alternate play1 (main wallet → provider wallet) and leave1 (back) as fast as the
 *   platform answers, each call with its own Idempotency-Key: transfers per second, p50/p95/p99,
 *   and, as a correctness check, every member's total (main + provider wallets) unchanged after;
 * - the game list: POST /api/v3/game_list on a catalogue of 5,000 games (SITE_CATALOGUE_GAMES), at
 *   full speed with BENCH_CONNECTIONS connections and `accept-encoding: br, gzip`: req/s, p50/p99,
 *   and the body size plain, gzip and brotli.
 * - a burst: BENCH_BURST (100; BENCH_BURST_PGLITE, 30, on the embedded database) clients at once, each reading its wallet (my_cash) and moving money
 *   (play1 / leave1 with their keys) in a loop, past the platform's bound on work in flight
 *   (server/src/http/admission.ts), while a new visitor arrives every 250 ms on a fresh connection:
 *   every answer is 200 or 503 with Retry-After (never another failure), the admitted calls' p99,
 *   and how long the new visitors wait for an answer.
 * - on PostgreSQL, BENCH_IN_FLIGHT (50) members each with one transfer in flight, then the same
 *   transfers written as plain SQL (bench/plain-transfer.mjs) on the same database in the same run:
 *   both rates, and the platform's as a share of the plain one.
 * Options: BENCH_MONEY_PARTS (transfers,in-flight,game-list,burst), BENCH_MONEY_PGLITE (1; 0 skips the
 * embedded database), BENCH_CPU_PROF (a folder for the platform's CPU profiles), BENCH_SECONDS (10), BENCH_WORKERS (8), BENCH_IN_FLIGHT (50), BENCH_CONNECTIONS (16), BENCH_BURST (100),
 * BENCH_BURST_PGLITE (30), BENCH_PORT (4092).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { logIn, postJson, start, stop, withFreshPostgres } from './lib.mjs';
import { plainTransfers } from './plain-transfer.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../server');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WORKERS = Number(process.env.BENCH_WORKERS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PORT = Number(process.env.BENCH_PORT || 4092);
/**
 * Clients of the burst per database. PGlite runs every query on the API process's one thread: past
 * about 30 clients arriving at once it accepts new connections only about ten a second while the
 * queries run, so its burst is smaller (docs/performance.md "Under load").
 */
const BURST = {
  PGlite: Number(process.env.BENCH_BURST_PGLITE || 30),
  PostgreSQL: Number(process.env.BENCH_BURST || 100),
};
const GAMES = 5000;
/** Transfers in flight at once on PostgreSQL, one member each (BENCH_IN_FLIGHT). */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT || 50);
const base = `http://127.0.0.1:${PORT}`;

/**
 * The members the workers play as (demo accounts of server/README.md; each gets its own worker): the
 * ones that may log in and start a game (not firstlogin01, who must change the password first:
 * play1 answers 207; not frozen01 or transfer01, whose logins are refused).
 */
const PLAYERS = ['demo01', 'demo02', 'demo03', 'demo04', 'agent01', 'wallet01', 'verify01', 'agent02', 'ag01s01'];

/**
 * Budgets on the reference machine (2 cores shared by the platform and this client). Transfers: at
 * least `minRps` per second and p99 at most `maxP99` ms, no error; game list: req/s, p99 and the
 * compressed body at most `maxKb`.
 */
const BUDGETS = {
  transfers: { PGlite: { minRps: 50, maxP99: 400 }, PostgreSQL: { minRps: 100, maxP99: 400 } },
  gameList: { minRps: 40, maxP99: 800, maxKb: 200 },
  /**
   * PostgreSQL with IN_FLIGHT members each keeping one transfer in flight: per second, p99, and at
   * least `vsPlain` of the same transfers written as plain SQL in the same run (bench/plain-transfer.mjs).
   */
  inFlight: { minRps: 500, maxP99: 100, vsPlain: 1 / 3 },
  /** Over the bound: admitted calls' p99, a new visitor's longest wait for any answer, no failure but 503. */
  burst: { maxP99: 1500, maxVisitorMs: 4000 },
};

const post = (url, body, headers) => postJson(base, url, body, headers);

/**
 * The transfer workers' client: node's http on kept-alive sockets, which costs the shared cores
 * far less per call than fetch, so the figure is more the platform's and less the client's.
 */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity });
function postQuick(url, body, headers) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + url,
      {
        method: 'POST',
        agent: keepAlive,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const login = (account) => logIn(base, account);

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
const round1 = (n) => Math.round(n * 10) / 10;

/** The first game of the member's currency that play1 accepts (and leaves at once). */
async function gameFor(player) {
  const list = await post('/api/v3/game_list', { currency: player.currency, site_id: 1, support_device: 1 });
  const tried = new Set();
  for (const type of list.data.list) {
    for (const game of type.gp_list) {
      if (tried.has(game.gp_id)) continue;
      tried.add(game.gp_id);
      const body = {
        gpId: game.gp_id,
        game_type: type.gt_id,
        game_code: game.game_code,
        device: 1,
        lobby_url: 'http://127.0.0.1/',
      };
      const res = await post('/api/member/game/play1', body, { authorization: player.token });
      if (res.code === '100') {
        await post('/api/member/game/leave1', {}, { authorization: player.token });
        return body;
      }
    }
  }
  throw new Error(`no playable game for ${player.currency}`);
}

const totalOf = async (player) =>
  (await post('/api/member/profile/my_cash', {}, { authorization: player.token })).data.total;

/** Logs each account in, gives it something to move and finds it a game; answers the players. */
async function playersOf(accounts) {
  const players = [];
  for (const account of accounts) {
    const p = { account, ...(await login(account)) };
    // Members that start empty get something to move (the dev credit goes through the ledger too).
    await post('/api/dev/ledger/credit', { account, amount: 1000, idempotency_key: `bench-credit-${account}` });
    p.game = await gameFor(p);
    p.before = await totalOf(p);
    players.push(p);
  }
  return players;
}

/** Every player's total (main + provider wallets) compared with the one before: how many drifted. */
async function driftOf(players) {
  let drift = 0;
  for (const p of players) if ((await totalOf(p)) !== p.before) drift++;
  return drift;
}

async function benchTransfers(
  label,
  players = null,
  name = `transfers play1/leave1 (${label})`,
  budget = BUDGETS.transfers[label],
) {
  players ??= await playersOf(PLAYERS.slice(0, WORKERS));
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const startedAt = Date.now();
  await Promise.all(
    players.map(async (p, w) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const [url, body] = i % 2 === 0 ? ['/api/member/game/play1', p.game] : ['/api/member/game/leave1', {}];
        const t0 = performance.now();
        const res = await postQuick(url, body, {
          authorization: p.token,
          'idempotency-key': `bench-${label}-${players.length}-${w}-${i}`,
        });
        latencies.push(performance.now() - t0);
        if (res.code !== '100') errors++;
      }
      // End out of the game, so the totals compare like for like.
      await post('/api/member/game/leave1', {}, { authorization: p.token });
    }),
  );
  const elapsed = (Date.now() - startedAt) / 1000;
  const drift = await driftOf(players);
  latencies.sort((a, b) => a - b);
  const rps = Math.round(latencies.length / elapsed);
  const p99 = round1(quantile(latencies, 0.99));
  return {
    name,
    'req/s': rps,
    'p50 ms': round1(quantile(latencies, 0.5)),
    'p95 ms': round1(quantile(latencies, 0.95)),
    'p99 ms': p99,
    requests: latencies.length,
    errors,
    budget: `≥ ${budget.minRps}/s, p99 ≤ ${budget.maxP99} ms`,
    within: rps >= budget.minRps && p99 <= budget.maxP99 && errors === 0 && drift === 0 ? 'yes' : 'NO',
    note: `${players.length} members; totals unchanged: ${drift === 0 ? 'yes' : `NO (${drift} drifted)`}`,
  };
}

/**
 * `n` more members in the database at `url`: copies of demo01 (its password too) named load01, load02,
 * ... Answers their accounts.
 */
async function cloneMembers(url, n) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'members' and column_name not in ('id', 'account', 'account_key', 'recommend_code')`,
    );
    const columns = rows.map((r) => `"${r.column_name}"`).join(', ');
    const accounts = Array.from({ length: n }, (_, i) => `load${String(i + 1).padStart(2, '0')}`);
    await client.query(
      `insert into members (account, account_key, ${columns})
       select a, a, ${columns} from members, unnest($1::text[]) as a where account_key = 'demo01'`,
      [accounts],
    );
    return accounts;
  } finally {
    await client.end();
  }
}

/**
 * IN_FLIGHT members, one transfer each in flight: the platform's play1/leave1, then the same
 * transfers as plain SQL on the same database (and the same pool size) in the same run.
 */
async function benchInFlight(url) {
  const players = await playersOf(await cloneMembers(url, IN_FLIGHT));
  const b = BUDGETS.inFlight;
  const platform = await benchTransfers('PostgreSQL', players, `transfers, ${IN_FLIGHT} in flight (PostgreSQL)`, b);
  const plain = await plainTransfers(url, players, { inFlight: IN_FLIGHT, seconds: SECONDS, label: 'plain' });
  // The plain workers may stop inside a game: the platform's leave1 closes it the platform's way.
  for (const p of players) await post('/api/member/game/leave1', {}, { authorization: p.token });
  const drift = await driftOf(players);
  plain.latencies.sort((a, c) => a - c);
  const plainRps = Math.round(plain.calls / plain.elapsed);
  const share = platform['req/s'] / plainRps;
  platform.budget = `≥ ${b.minRps}/s, p99 ≤ ${b.maxP99} ms, ≥ 1/3 of plain SQL`;
  if (share < b.vsPlain) platform.within = 'NO';
  platform.note += `; ${Math.round(share * 100)}% of plain SQL`;
  return [
    platform,
    {
      name: `the same transfers as plain SQL, ${IN_FLIGHT} in flight (PostgreSQL)`,
      'req/s': plainRps,
      'p50 ms': round1(quantile(plain.latencies, 0.5)),
      'p95 ms': round1(quantile(plain.latencies, 0.95)),
      'p99 ms': round1(quantile(plain.latencies, 0.99)),
      requests: plain.calls + plain.errors,
      errors: plain.errors,
      budget: '— (the floor)',
      within: plain.errors === 0 && drift === 0 ? 'yes' : 'NO',
      note: `node-postgres, pool of 10, no HTTP; totals unchanged: ${drift === 0 ? 'yes' : `NO (${drift} drifted)`}`,
    },
  ];
}

async function benchBurst(label) {
  const players = [];
  for (const account of PLAYERS.slice(0, WORKERS)) {
    const p = { account, ...(await login(account)) };
    p.game = await gameFor(p);
    players.push(p);
  }
  const admitted = [];
  let refused = 0;
  let badRefusals = 0;
  let failures = 0;
  const visitors = [];
  const deadline = Date.now() + SECONDS * 1000;
  const call = async (url, body, headers) => {
    const t0 = performance.now();
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status === 200) admitted.push(ms);
    else if (res.status === 503) {
      refused++;
      if (res.headers.get('retry-after') !== '1') badRefusals++;
    } else failures++;
    return { status: res.status, ms };
  };
  const clients = Array.from({ length: BURST[label] }, async (_, c) => {
    const p = players[c % players.length];
    for (let i = 0; Date.now() < deadline; i++) {
      const auth = { authorization: p.token, 'idempotency-key': `burst-${label}-${c}-${i}` };
      if (i % 3 === 0) await call('/api/member/profile/my_cash', {}, auth);
      else if (i % 3 === 1) await call('/api/member/game/play1', p.game, auth);
      else await call('/api/member/game/leave1', {}, auth);
    }
  });
  // New visitors: one fresh connection every 250 ms asks for the site detail.
  const arrivals = (async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      const agent = new http.Agent({ keepAlive: false });
      const status = await new Promise((resolve) => {
        const req = http.request(
          `${base}/api/arks/web/site/detail`,
          { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', () => resolve(0));
        req.end(JSON.stringify({ site_id: 1 }));
      });
      visitors.push({ status, ms: performance.now() - t0 });
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.all([...clients, arrivals]);
  for (const p of players) await post('/api/member/game/leave1', {}, { authorization: p.token });
  admitted.sort((a, b) => a - b);
  const waits = visitors.map((v) => v.ms).sort((a, b) => a - b);
  const b = BUDGETS.burst;
  const p99 = round1(quantile(admitted, 0.99));
  const longest = round1(waits.at(-1) ?? NaN);
  const served = visitors.filter((v) => v.status === 200).length;
  return {
    name: `burst: ${BURST[label]} clients at once, money and reads (${label})`,
    'req/s': Math.round((admitted.length + refused) / SECONDS),
    'p50 ms': round1(quantile(admitted, 0.5)),
    'p95 ms': round1(quantile(admitted, 0.95)),
    'p99 ms': p99,
    requests: admitted.length + refused + failures,
    errors: failures + badRefusals,
    budget: `admitted p99 ≤ ${b.maxP99} ms; a new visitor answered ≤ ${b.maxVisitorMs} ms; only 503 refusals`,
    within: p99 <= b.maxP99 && longest <= b.maxVisitorMs && failures === 0 && badRefusals === 0 ? 'yes' : 'NO',
    note: `${refused} refused with 503 + Retry-After (${Math.round((100 * refused) / Math.max(1, admitted.length + refused))}%); new visitors: ${served}/${visitors.length} served, wait p50 ${round1(quantile(waits, 0.5))} ms, longest ${longest} ms`,
  };
}

/** The raw (still compressed) body size of one game_list answer in an encoding. */
function sizeOf(encoding, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/v3/game_list`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding } },
      (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => resolve({ bytes: n, encoding: res.headers['content-encoding'] ?? 'identity' }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function benchGameList(label) {
  const body = JSON.stringify({ currency: 'VND', site_id: 1, support_device: 1, template: 'classic' });
  const answer = await post('/api/v3/game_list', JSON.parse(body));
  const games = answer.data.list.reduce((n, t) => n + t.gp_list.length, 0);
  const plain = await sizeOf('identity', body);
  const gzip = await sizeOf('gzip', body);
  const br = await sizeOf('br', body);
  const r = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${base}/api/v3/game_list`,
        method: 'POST',
        duration: SECONDS,
        connections: CONNECTIONS,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        body,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
  const b = BUDGETS.gameList;
  const rps = Math.round(r.requests.average);
  const kb = Math.round(Math.min(gzip.bytes, br.bytes) / 1024);
  return {
    name: `POST /api/v3/game_list, ${GAMES} games (${label})`,
    'req/s': rps,
    'p50 ms': r.latency.p50,
    'p95 ms': r.latency.p97_5 ?? '—',
    'p99 ms': r.latency.p99,
    requests: r.requests.total,
    errors: r.non2xx + r.errors + r.timeouts,
    budget: `≥ ${b.minRps}/s, p99 ≤ ${b.maxP99} ms, ≤ ${b.maxKb} KB compressed`,
    within:
      rps >= b.minRps && r.latency.p99 <= b.maxP99 && kb <= b.maxKb && r.non2xx + r.errors + r.timeouts === 0
        ? 'yes'
        : 'NO',
    note: `${games} games listed (VND, desktop); body ${Math.round(plain.bytes / 1024)} KB plain, ${Math.round(gzip.bytes / 1024)} KB ${gzip.encoding}, ${Math.round(br.bytes / 1024)} KB ${br.encoding}`,
  };
}

async function withPlatform(label, env, fn) {
  // BENCH_CPU_PROF=<folder>: the platform writes a V8 CPU profile there when it stops.
  const prof = process.env.BENCH_CPU_PROF;
  const child = await start(
    prof ? process.execPath : path.join(serverDir, 'node_modules/.bin/tsx'),
    prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`, '--import', 'tsx', 'src/main.ts'] : ['src/main.ts'],
    {
      PORT: String(PORT),
      SITE_DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      SITE_CATALOGUE_GAMES: String(GAMES),
      CAPTCHA_RATE_MAX: '1000000',
      LOGIN_RATE_MAX: '1000000',
      ACCOUNTS_PER_ADDRESS_MAX: '1000000',
      PROVIDER_SIM_URL: 'http://127.0.0.1:4199',
      PAYMENT_SIM_URL: 'http://127.0.0.1:4299',
      DATABASE_POOL_SIZE: process.env.BENCH_POOL || '10',
      ...env,
    },
    /listening on/,
    serverDir,
  );
  try {
    return await fn();
  } finally {
    stop(child);
    await new Promise((r) => child.once('exit', r));
  }
}

/** The parts to run (BENCH_MONEY_PARTS, comma-separated; all by default), and where. */
const PARTS = new Set((process.env.BENCH_MONEY_PARTS || 'transfers,in-flight,game-list,burst').split(','));
const ON_PGLITE = process.env.BENCH_MONEY_PGLITE !== '0';

async function main() {
  const rows = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-money-'));
  try {
    if (ON_PGLITE) {
      process.stdout.write(`PGlite: starting the platform (fresh embedded database, ${GAMES} games)...\n`);
      await withPlatform('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, async () => {
        if (PARTS.has('transfers')) rows.push(await benchTransfers('PGlite'));
        if (PARTS.has('game-list')) rows.push(await benchGameList('PGlite'));
        if (PARTS.has('burst')) rows.push(await benchBurst('PGlite'));
      });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.env.DATABASE_URL) {
    await withFreshPostgres(process.env.DATABASE_URL, async (url, name) => {
      process.stdout.write(`PostgreSQL: starting the platform on a fresh database ${name}...\n`);
      await withPlatform('PostgreSQL', { DATABASE_URL: url }, async () => {
        if (PARTS.has('transfers')) rows.push(await benchTransfers('PostgreSQL'));
        if (PARTS.has('in-flight')) rows.push(...(await benchInFlight(url)));
        if (PARTS.has('game-list')) rows.push(await benchGameList('PostgreSQL'));
        if (PARTS.has('burst')) rows.push(await benchBurst('PostgreSQL'));
      });
    });
  } else {
    process.stdout.write('PostgreSQL: not measured (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)\n');
  }

  console.table(rows);
  const over = rows.filter((r) => r.within === 'NO').map((r) => r.name);
  console.log(over.length ? `over budget: ${over.join(', ')}` : 'every measurement is within its budget');
  const out = path.join(here, 'results-money.json');
  fs.writeFileSync(
    out,
    JSON.stringify(
      { at: new Date().toISOString(), seconds: SECONDS, workers: WORKERS, cpus: os.cpus().length, rows },
      null,
      2,
    ),
  );
  process.stdout.write(`written ${out}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
