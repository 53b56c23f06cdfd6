/**
 * Realtime benchmark (docs/performance.md "Realtime"): `node bench/realtime.mjs`.
 *
 * Starts one realtime process (server/src/realtime-main.ts, the same socket server the platform
 * embeds), then from this process opens SOCKETS protocol-7 WebSockets speaking exactly what
 * pusher-js 8 sends (connection, pusher:subscribe with the channel signature, ping/pong). Each
 * socket joins its own private-member.{i} and its currency channel private-member.{VND|USD|THB|RMB}.
 * Then it triggers targeted `member.cash` events, RATE per second for SECONDS, through the Pusher
 * HTTP API signed by the official `pusher` SDK (as the platform publishes), each to one random
 * member channel, and measures publish → delivery latency (p50, p95, p99), losses, and the server's
 * memory per socket (RSS and heap after the sockets connect, minus before).
 * Options: BENCH_SOCKETS (5000), BENCH_RATE (1000/s), BENCH_SECONDS (20), BENCH_RT_PORT (4095), REDIS_URL (unset).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.join(here, '..', 'server');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));
const { WebSocket } = requireFromServer('ws');
const Pusher = requireFromServer('pusher');

const SOCKETS = Number(process.env.BENCH_SOCKETS || 5000);
const RATE = Number(process.env.BENCH_RATE || 1000);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const PORT = Number(process.env.BENCH_RT_PORT || 4095);
const CURRENCIES = ['VND', 'USD', 'THB', 'RMB'];
const creds = { appId: 'bench', key: 'bench-key', secret: 'bench-secret' };

function startServer() {
  const env = {
    ...process.env,
    REALTIME_PORT: String(PORT),
    LOG_LEVEL: 'warn',
    PUSHER_APP_ID: creds.appId,
    PUSHER_KEY: creds.key,
    PUSHER_SECRET: creds.secret,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/realtime-main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes('realtime server listening')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`realtime server exited ${code}`)));
  });
}

const health = () =>
  new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${PORT}/health`, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject);
  });

const sdk = new Pusher({
  ...creds,
  host: '127.0.0.1',
  port: String(PORT),
  useTLS: false,
  agent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
});

const latencies = [];
let received = 0;

/** One socket as pusher-js drives it; resolves when both subscriptions succeeded. */
function openSocket(i) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/app/${creds.key}?protocol=7&client=js&version=8.6.0&flash=false`, {
      perMessageDeflate: false,
    });
    const own = `private-member.${i}`;
    const currency = `private-member.${CURRENCIES[i % CURRENCIES.length]}`;
    let pending = 2;
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw);
      if (msg.event === 'pusher:connection_established') {
        const { socket_id } = JSON.parse(msg.data);
        for (const channel of [own, currency]) {
          ws.send(
            JSON.stringify({
              event: 'pusher:subscribe',
              data: { channel, auth: sdk.authorizeChannel(socket_id, channel).auth },
            }),
          );
        }
      } else if (msg.event === 'pusher_internal:subscription_succeeded') {
        if (--pending === 0) resolve(ws);
      } else if (msg.event === 'member.cash') {
        const data = JSON.parse(msg.data);
        latencies.push(performance.now() - data.t);
        received++;
      } else if (msg.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (msg.event === 'pusher:error' || msg.event === 'pusher:subscription_error') {
        reject(new Error(`socket ${i}: ${raw}`));
      }
    });
    ws.once('error', reject);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const server = await startServer();
  try {
    await new Promise((r) => setTimeout(r, 500));
    global.gc?.();
    const before = (await health()).memory;
    const t0 = performance.now();
    const sockets = [];
    // Connect in waves of 250 (a real fleet reconnects in waves too).
    for (let i = 0; i < SOCKETS; i += 250) {
      sockets.push(
        ...(await Promise.all(Array.from({ length: Math.min(250, SOCKETS - i) }, (_, k) => openSocket(i + k)))),
      );
    }
    const connectS = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const after = await health();
    console.log(`${after.connections} sockets connected and subscribed (2 channels each) in ${connectS.toFixed(1)} s`);

    // Targeted balance events: RATE per second, each to one member channel, as the platform sends them.
    let sent = 0;
    let failed = 0;
    const total = RATE * SECONDS;
    const tick = 10; // ms
    const perTick = RATE / (1000 / tick);
    const start = performance.now();
    await new Promise((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE) + perTick);
        while (sent < due) {
          const member = Math.floor(Math.random() * SOCKETS);
          const seq = ++sent;
          sdk
            .trigger(`private-member.${member}`, 'member.cash', {
              member_id: member,
              currency: 'VND',
              member_cash: seq,
              seq,
              t: performance.now(),
            })
            .catch(() => failed++);
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, tick);
    });
    const sendS = (performance.now() - start) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const sorted = latencies.slice().sort((a, b) => a - b);
    const result = {
      sockets: SOCKETS,
      channels_per_socket: 2,
      events_sent: sent,
      send_rate_per_s: Math.round(sent / sendS),
      delivered: received,
      failed_triggers: failed,
      lost: sent - received - failed,
      latency_ms: {
        p50: +pct(sorted, 50).toFixed(1),
        p95: +pct(sorted, 95).toFixed(1),
        p99: +pct(sorted, 99).toFixed(1),
        max: +sorted[sorted.length - 1].toFixed(1),
      },
      server_memory_mb: {
        rss_before: +mb(before.rss),
        rss_after: +mb(after.memory.rss),
        heap_before: +mb(before.heapUsed),
        heap_after: +mb(after.memory.heapUsed),
      },
      per_socket_kb: {
        rss: +((after.memory.rss - before.rss) / SOCKETS / 1024).toFixed(1),
        heap: +((after.memory.heapUsed - before.heapUsed) / SOCKETS / 1024).toFixed(1),
      },
      connect_s: +connectS.toFixed(1),
    };
    console.log(JSON.stringify(result, null, 2));
    // Budgets (2 cores, client and server on the same machine): nothing lost, p99 ≤ 50 ms,
    // ≤ 16 KB of server RSS per socket, every socket subscribed within 10 s.
    const budgets = [
      ['events lost', result.lost, '= 0', result.lost === 0],
      ['delivery p99 ms', result.latency_ms.p99, '≤ 50', result.latency_ms.p99 <= 50],
      ['RSS per socket KB', result.per_socket_kb.rss, '≤ 16', result.per_socket_kb.rss <= 16],
      ['connect + subscribe s', result.connect_s, '≤ 10', result.connect_s <= 10],
    ];
    console.table(budgets.map(([figure, value, budget, ok]) => ({ figure, value, budget, within: ok ? 'yes' : 'NO' })));
    for (const ws of sockets) ws.terminate();
  } finally {
    server.kill('SIGTERM');
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
