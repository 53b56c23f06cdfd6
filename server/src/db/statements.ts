/**
 * Statements written as SQL once, run on the connection of the database or transaction they are
 * given, with positional parameters ($1, $2, ...). For the hottest calls (the money calls):
 * building a drizzle query costs more of the platform's CPU than the database spends running it,
 * and drizzle's own prepared queries run on the pool, never in a transaction's connection.
 *
 * - node-postgres: a named statement, parsed and planned by the server once per connection;
 * - PGlite: the same text through its own query API (one connection inside the process; nothing
 *   to gain from a name).
 *
 * Results come as the driver parses them, which differs: int8 is a string on node-postgres and a
 * number (or bigint) on PGlite, so a statement casts what it answers to types read the same on both
 * (bigint as text, timestamps as text or epoch milliseconds); int4, boolean, text and json(b) are alike.
 */
import { is } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './client';

export interface Statement<R> {
  /** The node-postgres statement name: unique per text across the platform. */
  readonly name: string;
  readonly text: string;
  /** The row type, for the type checker only. */
  readonly _row?: R;
}

const names = new Set<string>();

/** A statement of the platform. Names must be unique (one name, one text, per connection). */
export function statement<R>(name: string, text: string): Statement<R> {
  if (names.has(name)) throw new Error(`Statement ${name} is defined twice`);
  names.add(name);
  return { name, text: text.trim() };
}

interface PgClientLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteClientLike {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver's client behind a drizzle database or transaction (a pool, a pool client, PGlite or its transaction). */
function sessionOf(db: Db): { client: unknown } {
  return (db as unknown as { session: { client: unknown } }).session;
}

/** Runs a statement on the connection of `db` (a transaction's own connection inside one) and answers its rows. */
export async function run<R>(db: Db, st: Statement<R>, values: unknown[]): Promise<R[]> {
  const session = sessionOf(db);
  const client = session.client;
  if (is(session as object, PgliteSession)) {
    return (await (client as PgliteClientLike).query(st.text, values)).rows as R[];
  }
  return (await (client as PgClientLike).query({ name: st.name, text: st.text, values })).rows as R[];
}
