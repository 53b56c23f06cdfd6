/**
 * Opens the database: embedded PGlite in a data folder (or in memory) by default, a PostgreSQL
 * server when a URL is given. Both get the same schema and the same drizzle migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodeModule from 'node:module';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { countClient, countPglite, readCatalogue, setClock, WriteClock } from './write-clock';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  /**
   * dataDir: a folder, or undefined / 'memory://' for an in-memory database. loadDataDir: a data
   * folder dumped by PGlite's dumpDataDir, to start from instead of an empty database.
   */
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; poolSize?: number };

/** The rows of `db.execute()`: node-postgres answers `{ rows }`, PGlite's driver the same or the array itself. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[];
}

export interface Database {
  db: Db;
  kind: DatabaseOptions['kind'];
  /** A description for logs: the data folder, 'memory' or the server URL without its password. */
  where: string;
  close(): Promise<void>;
  /** What this process has changed, table by table (./write-clock). */
  clock: WriteClock;
  /** PGlite only: the whole data folder as one archive, for loadDataDir. */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * PGlite, loaded with Node's own module loader. Its WASM glue uses dynamic import() of Node
 * built-ins, which jest's module sandbox refuses (without --experimental-vm-modules). Under jest,
 * `node:module` is a sandboxed subclass of Node's Module whose parent class keeps the real
 * createRequire; under node/tsx it is Module itself. Either way PGlite loads natively.
 */
function loadPGlite(): typeof PGliteClass {
  type CreateRequire = (filename: string) => NodeJS.Require;
  const current = nodeModule as unknown as { createRequire: CreateRequire };
  const parent = Object.getPrototypeOf(current) as { createRequire?: CreateRequire } | null;
  const createRequire = typeof parent?.createRequire === 'function' ? parent.createRequire : current.createRequire;
  return (createRequire(__filename)('@electric-sql/pglite') as { PGlite: typeof PGliteClass }).PGlite;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

const unpack = (c: Awaited<ReturnType<typeof readCatalogue>>) => [c.edges, c.functions] as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's connection can end under us (a server restart, an administrator's terminate,
    // a dropped test database). node-postgres then emits 'error' on the pool: unhandled, that would
    // crash the process; handled, the pool simply replaces the client on the next query.
    pool.on('error', (err) => {
      console.warn(`[db] idle PostgreSQL connection lost: ${err.message}`);
    });
    const clock = new WriteClock();
    pool.on('connect', (client) => countClient(clock, client as never));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    clock.learn(...unpack(await readCatalogue(async (text) => (await pool.query<Record<string, string>>(text)).rows)));
    const typed = db as unknown as Db;
    setClock(typed, clock);
    return {
      db: typed,
      clock,
      kind: 'postgres',
      where: redactUrl(options.url),
      close: () => pool.end(),
    };
  }

  const inMemory = !options.dataDir || options.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(options.dataDir!, { recursive: true });
  const PGlite = loadPGlite();
  const client = new PGlite({ dataDir: inMemory ? undefined : options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const clock = new WriteClock();
  countPglite(clock, client as never);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  clock.learn(...unpack(await readCatalogue(async (text) => (await client.query<Record<string, string>>(text)).rows)));
  const typed = db as unknown as Db;
  setClock(typed, clock);
  return {
    db: typed,
    clock,
    kind: 'pglite',
    where: inMemory ? 'memory' : options.dataDir!,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
