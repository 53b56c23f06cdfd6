/** What the benches share: starting a server process and stopping it with its children. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Starts a process in its own process group (so `stop` ends it with everything it started) and
 * resolves once its standard output matches `ready`.
 */
export function start(cmd, args, env, ready, cwd) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (ready.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${cmd} exited with ${code}`)));
  });
}

/** Ends a process started by `start`, with its group. */
export function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** POSTs JSON to `base + path` and reads the JSON answer. */
export async function postJson(base, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.json();
}

/**
 * Logs a demo member in as the site does (SPEC §5: captcha, then /login), reading the captcha's
 * answer from the platform's developer outbox (SITE_DEV_TOOLS=1).
 */
export async function logIn(base, account, password = 'demo1234') {
  const captcha = await postJson(base, '/api/captcha', { type: 1, site_id: 1 });
  if (!captcha.data) throw new Error(`captcha for ${account}: ${captcha.code} ${captcha.message}`);
  const dev = await (await fetch(`${base}/api/dev/captcha/${captcha.data.token}`)).json();
  const res = await postJson(base, '/api/login', {
    account,
    password,
    site_id: 1,
    answer: dev.data.answer,
    captcha_token: captcha.data.token,
    host: 'bench',
    device: 1,
  });
  if (res.code !== '100') throw new Error(`login ${account}: ${res.code} ${res.message}`);
  return { token: res.data.token, currency: res.data.member_currency, memberId: res.data.member_id };
}

/**
 * Runs `use(url, name)` on a fresh database made on the PostgreSQL server of `serverUrl`
 * (DATABASE_URL), dropped after whatever happens.
 */
export async function withFreshPostgres(serverUrl, use) {
  const name = `site_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString(), name);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
