/**
 * Test helpers: a real app (buildServer) on an in-memory PGlite, or, when DATABASE_URL is set, also
 * on a throw-away database `site_test_<random>` created on that PostgreSQL server and dropped after.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildServer, type BuildServerOptions } from '../src/app';
import { openDatabase, type DatabaseOptions } from '../src/db/client';
import { seedDemoData } from '../src/seed/seed';
import { DEV_PROVIDER_WALLET_SECRET, signBody } from '../src/modules/provider-wallet/signature';
import { buildProviderSim } from '../src/provider-sim/app';
import { DEV_LAUNCH_SECRET } from '../src/modules/games/launch-token';

// Starting a database (PGlite compiles its WASM, runs initdb, migrations and the demo seed) takes
// seconds, more on a busy machine; jest takes `testTimeout` from the global config only, so the
// server tests set theirs here (and heavier tests their own).
jest.setTimeout(120_000);

/**
 * The secrets a process needs without SITE_DEV_TOOLS (production), well-formed: tests that run "as
 * production would" add them to their environment.
 */
export const PRODUCTION_SECRETS = {
  ENC_KEY: '0123456789abcdef'.repeat(4),
  PROVIDER_SIM_SECRET: 'test-provider-sim-secret-0123456789',
  PROVIDER_WALLET_SECRET: 'test-provider-wallet-secret-012345',
  PAYMENT_SIM_SECRET: 'test-payment-sim-secret-0123456789',
  PUSHER_SECRET: 'test-pusher-secret-0123',
} as const;

export type DbLabel = 'PGlite' | 'PostgreSQL';
/** The databases the suites run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const DATABASES: DbLabel[] = process.env.DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

export interface CallOptions {
  method?: string;
  url: string;
  /** An object is sent as JSON; a string as is. */
  payload?: unknown;
  headers?: Record<string, string>;
  /** The client address, sent as X-Forwarded-For (the test server trusts it). */
  remoteAddress?: string;
}

export interface CallResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  rawPayload: Buffer;
}

export interface TestServer {
  app: FastifyInstance;
  label: DbLabel;
  /** A real HTTP call to the listening server (app.inject needs ESM that jest cannot require). */
  inject(options: CallOptions): Promise<CallResponse>;
  /** Moves the server's clock forward (captcha and session expiry). */
  clock: { offsetMs: number };
  close(): Promise<void>;
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the DATABASE_URL server. */
function postgresUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The run's PostgreSQL template (named by the jest global setup, server/test/template-databases.cjs):
 * migrated and seeded as the default options do it, by the first worker that needs it, under a
 * name of its own and renamed when done, so no one copies a half-made template.
 */
async function postgresTemplate(): Promise<string | undefined> {
  const name = process.env.SITE_TEST_TEMPLATE_DB;
  if (!name || !/^site_tpl_\w+$/.test(name)) return undefined;
  return admin(async (c) => {
    await c.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return name;
      const making = `${name}_making`;
      await c.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${making}`);
      const database = await openDatabase({ kind: 'postgres', url: postgresUrl(making), poolSize: 2 });
      try {
        await seedDemoData(database.db, { fastHashes: true });
      } finally {
        await database.close();
      }
      await c.query(`ALTER DATABASE ${making} RENAME TO ${name}`);
      return name;
    } finally {
      await c.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/**
 * A fresh database of the given kind: PGlite in memory, or a new PostgreSQL database. `seeded`:
 * started from a migrated and seeded template (the PGlite dump, or the run's PostgreSQL template
 * when there is one) instead of an empty database.
 */
export async function freshDatabase(
  label: DbLabel,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<{ database: DatabaseOptions; drop(): Promise<void> }> {
  if (label === 'PGlite') {
    const database: DatabaseOptions = seeded
      ? { kind: 'pglite', loadDataDir: await seededTemplate() }
      : { kind: 'pglite' };
    return { database, drop: async () => undefined };
  }
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const template = seeded ? await postgresTemplate() : undefined;
  await admin((c) => c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  return {
    database: { kind: 'postgres', url: postgresUrl(name), poolSize: 4 },
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * What the migrated and seeded embedded database is made of: the migrations, the platform's code
 * (the seed and what it imports) and the shared constants. Any change makes a new template.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(full).update(fs.readFileSync(full));
    }
  };
  for (const dir of ['../drizzle', '../src', '../../shared/src']) walk(path.resolve(__dirname, dir));
  // PGlite's own version: its data folder format is its own.
  hash.update(fs.readFileSync(path.resolve(__dirname, '../node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** A template older than this is made again: the seed stamps its rows with the time it ran. */
const TEMPLATE_MAX_AGE_MS = 20 * 60_000;

/**
 * The embedded database as the default options migrate and seed it, dumped once and loaded by each
 * test server instead of migrating and seeding again (seconds each, on the two cores the suites
 * share). Kept in the temp folder, so the jest workers and the test files share one; written under
 * a name of its own and renamed, so a reader never sees half a file.
 */
async function seededTemplate(): Promise<Blob> {
  const prefix = 'site-pglite-seeded-';
  const file = path.join(os.tmpdir(), `${prefix}${templateKey()}.tar`);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat && Date.now() - stat.mtimeMs < TEMPLATE_MAX_AGE_MS) return new Blob([fs.readFileSync(file)]);
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await seedDemoData(database.db, { fastHashes: true });
    const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    // Templates of older code or older than the limit are not read again: 46 MB each in the temp folder.
    for (const name of fs.readdirSync(os.tmpdir())) {
      const other = path.join(os.tmpdir(), name);
      if (!name.startsWith(prefix) || other === file) continue;
      const age = Date.now() - (fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > TEMPLATE_MAX_AGE_MS) fs.rmSync(other, { force: true });
    }
    return new Blob([dump]);
  } finally {
    await database.close();
  }
}

/** Whether a server with these options would seed exactly what the template holds. */
function seedsAsTemplate(opts: BuildServerOptions): boolean {
  const env = opts.env ?? {};
  return (
    opts.seed !== false &&
    env.SITE_SEED !== '0' &&
    env.SITE_SEED !== 'false' &&
    opts.fastSeedHashes !== false &&
    opts.modernLobbyUrl === undefined &&
    !env.REMOTE_MFE_LOBBY_MODERN_URL &&
    !process.env.SITE_CATALOGUE_GAMES
  );
}

export async function startServer(label: DbLabel, opts: BuildServerOptions = {}): Promise<TestServer> {
  const { database, drop } = await freshDatabase(label, { seeded: !opts.database && seedsAsTemplate(opts) });
  const clock = { offsetMs: 0 };
  try {
    const app = await buildServer({
      env: { SITE_DEV_TOOLS: '1' },
      database,
      logger: false,
      trustProxy: true,
      fastSeedHashes: true,
      // Every suite starts servers of its own: none renders the logos ahead but the test that asks.
      warmArt: false,
      now: () => new Date(Date.now() + clock.offsetMs),
      ...opts,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      app,
      label,
      clock,
      inject: (options) => call(port, options),
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (err) {
    await drop();
    throw err;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function call(port: number, options: CallOptions): Promise<CallResponse> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: Buffer | undefined;
  if (options.payload !== undefined) {
    body = Buffer.from(typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload));
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json';
  }
  if (body) headers['content-length'] = String(body.length);
  if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.url, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: rawPayload.toString('utf8'),
            rawPayload,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const json = <T = any>(res: CallResponse): T => JSON.parse(res.body) as T;

export async function post(server: TestServer, url: string, payload?: unknown, options: Partial<CallOptions> = {}) {
  return server.inject({ method: 'POST', url, payload, ...options });
}

/** A new login captcha and its answer (read through the dev outbox, like the e2e tests). */
export async function newCaptcha(server: TestServer, type = 1, remoteAddress?: string) {
  const res = await post(server, '/api/captcha', { type, site_id: 1 }, remoteAddress ? { remoteAddress } : {});
  const body = json(res);
  if (body.code !== '100') throw new Error(`captcha failed: ${res.body}`);
  const dev = json(await server.inject({ method: 'GET', url: `/api/dev/captcha/${body.data.token}` }));
  return {
    token: body.data.token as string,
    answer: dev.data.answer as string,
    image: body.data.captcha as string,
    placeholder: body.data.placeholder as string,
  };
}

export function loginPayload(account: string, password: string, captcha: { token: string; answer: string }) {
  return {
    account,
    password,
    site_id: 1,
    answer: captcha.answer,
    captcha_token: captcha.token,
    host: 'localhost',
    device: 1,
  };
}

/** Logs in with a fresh captcha; returns the parsed envelope. */
export async function login(server: TestServer, account: string, password = 'demo1234', remoteAddress?: string) {
  const captcha = await newCaptcha(server, 1, remoteAddress);
  const res = await post(
    server,
    '/api/login',
    loginPayload(account, password, captcha),
    remoteAddress ? { remoteAddress } : {},
  );
  return { res, body: json(res) };
}

export async function tokenFor(server: TestServer, account: string): Promise<string> {
  const { body } = await login(server, account);
  if (body.code !== '100') throw new Error(`login ${account} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A call of the provider wallet API (`/api/provider/wallet/{op}`) signed as provider `gp` would sign it. */
export function signedProviderCall(
  server: TestServer,
  op: string,
  body: Record<string, unknown>,
  opts: { gp?: string; secret?: string; tamper?: boolean } = {},
): Promise<CallResponse> {
  const gp = opts.gp ?? (body.gp_id as string);
  const raw = JSON.stringify(body);
  const sig = signBody(opts.secret ?? DEV_PROVIDER_WALLET_SECRET, gp, raw);
  return server.inject({
    method: 'POST',
    url: `/api/provider/wallet/${op}`,
    payload: opts.tamper ? raw.replace('}', ' }') : raw,
    headers: { 'content-type': 'application/json', 'x-provider-id': gp, 'x-signature': sig },
  });
}

/** The provider simulator (src/provider-sim) listening on a free port, calling `server`'s wallet API with the dev keys. */
export async function startProviderSim(
  server: TestServer,
  extra: { devTools?: boolean } = {},
): Promise<{ sim: FastifyInstance; url: string }> {
  const { port } = server.app.server.address() as AddressInfo;
  const sim = await buildProviderSim({
    platformUrl: `http://127.0.0.1:${port}`,
    launchSecret: DEV_LAUNCH_SECRET,
    walletSecret: DEV_PROVIDER_WALLET_SECRET,
    frameOrigins: ['http://127.0.0.1:3000'],
    logger: false,
    ...extra,
  });
  await sim.listen({ port: 0, host: '127.0.0.1' });
  return { sim, url: `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}` };
}
