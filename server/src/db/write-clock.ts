/**
 * What this process has changed in the database, as a counter per table: the platform's copies of
 * per-member reads (a session, a layout) stay right by checking that the tables they were read
 * from have not changed since (`CoherentCache`).
 *
 * The counters move at the driver, for every statement the platform sends, so no code path can
 * forget to say it wrote:
 * - a statement that may change a watched table moves its counter when it completes;
 * - inside a transaction, the tables it touched move again when the transaction ends (a commit is
 *   when others see the change);
 * - "may change" is read from the statement's text and from the database's own catalogue: a table
 *   named by an insert, update or delete; a function whose body names the table (ledger_post_entry
 *   updates balances from a `select`); a trigger on a written table; a foreign key that cascades.
 *   Naming a table more than needed only costs a copy; a write is never missed for lack of a name.
 *
 * It sees this process's statements only: the platform is the database's one writer (docs/decisions.md
 * "A member's reads from memory"). Copies are also re-read after `MAX_AGE_MS`, which bounds how long
 * a change made by hand in the database can go unseen.
 */
/** Statements that never change a table themselves (a `select` can, through a function: see `touched`). */
const CONTROL = new Set(['begin', 'start', 'savepoint', 'release', 'set', 'show', 'reset', 'prepare', 'deallocate']);
/** Statements that end a transaction (`rollback to savepoint` does not). */
const ENDS = new Set(['commit', 'end', 'rollback', 'abort']);

/** What a write to a table or a call of a function may change: names of tables and functions. */
export type CatalogueEdges = Map<string, Set<string>>;

const word = (name: string) => new RegExp(`(?<![\\w$])"?${name.replace(/[^\w]/g, '')}"?(?![\\w$])`, 'i');

/** The first word of a statement, lower case. */
function headOf(text: string): string {
  const m = /^\s*([a-z]+)/i.exec(text);
  return m ? m[1]!.toLowerCase() : '';
}

export class WriteClock {
  private readonly counts = new Map<string, number>();
  private readonly watched = new Set<string>();
  /** Each table or function whose write or call may change a watched table, with those tables. */
  private patterns: Array<{ re: RegExp; tables: readonly string[]; isFunction: boolean }> = [];
  private readonly byText = new Map<string, readonly string[]>();
  private edges: CatalogueEdges = new Map();
  private functions = new Set<string>();

  /** A number that changes whenever one of `tables` may have changed. */
  generation(tables: readonly string[]): number {
    let g = 0;
    for (const t of tables) g += this.counts.get(t) ?? 0;
    return g;
  }

  /** Counts writes to `tables` from now on. */
  watch(tables: readonly string[]): void {
    let added = false;
    for (const t of tables) {
      if (!this.watched.has(t)) {
        this.watched.add(t);
        added = true;
      }
    }
    if (added) this.rebuild();
  }

  /** The catalogue's tables, functions, triggers and cascades (`readCatalogue`). */
  learn(edges: CatalogueEdges, functions: ReadonlySet<string>): void {
    this.edges = edges;
    this.functions = new Set(functions);
    this.rebuild();
  }

  /** The watched tables a statement may change: none for a read or a transaction's control. */
  touched(text: string): readonly string[] {
    const known = this.byText.get(text);
    if (known) return known;
    // Several statements in one text (PGlite's exec): any of them may write.
    const head = /;\s*\S/.test(text) ? '' : headOf(text);
    let found: readonly string[] = [];
    if (!CONTROL.has(head) && !ENDS.has(head)) {
      const hits = new Set<string>();
      for (const p of this.patterns) {
        // A select changes nothing by naming a table, only by calling a function that writes.
        if (head === 'select' && !p.isFunction) continue;
        if (p.re.test(text)) for (const t of p.tables) hits.add(t);
      }
      found = [...hits];
    }
    if (this.byText.size >= 5_000) this.byText.clear();
    this.byText.set(text, found);
    return found;
  }

  /** Whether a statement ends a transaction (commit or rollback, not a rollback to a savepoint). */
  ends(text: string): boolean {
    const head = headOf(text);
    return ENDS.has(head) && !(head === 'rollback' && /^\s*rollback\s+to\b/i.test(text));
  }

  /** `tables` may have changed. */
  moved(tables: Iterable<string>): void {
    for (const t of tables) this.counts.set(t, (this.counts.get(t) ?? 0) + 1);
  }

  private rebuild(): void {
    this.byText.clear();
    const reach = new Map<string, readonly string[]>();
    const names = new Set<string>([...this.watched, ...this.edges.keys()]);
    for (const name of names) {
      const seen = new Set<string>([name]);
      const queue = [name];
      while (queue.length) {
        for (const next of this.edges.get(queue.pop()!) ?? []) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      const tables = [...seen].filter((t) => this.watched.has(t));
      if (tables.length) reach.set(name, tables);
    }
    this.patterns = [...reach].map(([name, tables]) => ({
      re: word(name),
      tables,
      isFunction: this.functions.has(name),
    }));
  }
}

/** A function's body, a trigger or a cascading key as edges: what changing `from` may change. */
function addEdge(edges: CatalogueEdges, from: string, to: string) {
  if (from === to) return;
  let set = edges.get(from);
  if (!set) edges.set(from, (set = new Set()));
  set.add(to);
}

type Query = (text: string) => Promise<Array<Record<string, string>>>;

/**
 * Reads from the database what may change what: each function's body names (tables, other
 * functions), each table's triggers, each foreign key that cascades or sets on delete or update.
 */
export async function readCatalogue(query: Query): Promise<{ edges: CatalogueEdges; functions: Set<string> }> {
  const tables = (
    await query(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`)
  ).map((r) => r.name!);
  const procs = await query(`select p.proname as name, p.prosrc as body from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`);
  const triggers = await query(`select c.relname as tbl, p.proname as fn from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal`);
  const cascades = await query(`select pr.relname as parent, ch.relname as child from pg_constraint k
      join pg_class ch on ch.oid = k.conrelid join pg_class pr on pr.oid = k.confrelid
      join pg_namespace n on n.oid = ch.relnamespace
      where n.nspname = 'public' and k.contype = 'f'
        and (k.confdeltype not in ('a', 'r') or k.confupdtype not in ('a', 'r'))`);
  const edges: CatalogueEdges = new Map();
  const functions = new Set(procs.map((p) => p.name!));
  const targets = [...tables, ...functions].map((name) => ({ name, re: word(name) }));
  for (const p of procs) {
    for (const t of targets) if (t.re.test(p.body ?? '')) addEdge(edges, p.name!, t.name);
  }
  for (const t of triggers) addEdge(edges, t.tbl!, t.fn!);
  for (const c of cascades) addEdge(edges, c.parent!, c.child!);
  return { edges, functions };
}

// ---- The drivers ------------------------------------------------------------------------------

type AnyFn = (...args: unknown[]) => unknown;
const textOf = (q: unknown): string =>
  typeof q === 'string' ? q : typeof (q as { text?: unknown })?.text === 'string' ? (q as { text: string }).text : '';

/**
 * Wraps a query function (node-postgres' client.query, PGlite's query and exec) so that what the
 * statement may change moves once it completes, whether the answer comes by promise or callback.
 * `pending` collects what a transaction touched until it ends.
 */
function counted(clock: WriteClock, run: AnyFn, pending: Set<string>, inTransaction: boolean): AnyFn {
  return function (this: unknown, ...args: unknown[]) {
    const text = textOf(args[0]);
    const tables = clock.touched(text);
    const ends = !inTransaction && clock.ends(text);
    if (tables.length === 0 && !ends) return run.apply(this, args);
    for (const t of tables) pending.add(t);
    const done = () => {
      clock.moved(tables);
      if (ends) {
        clock.moved(pending);
        pending.clear();
      }
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as AnyFn;
      args[last] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return run.apply(this, args);
    }
    const result = run.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).finally(done);
    }
    done();
    return result;
  };
}

/** A node-postgres client: every statement counted; a transaction ends with its commit or rollback. */
export function countClient(clock: WriteClock, client: { query: AnyFn }): void {
  client.query = counted(clock, client.query, new Set(), false);
}

interface PgliteLike {
  query: AnyFn;
  exec: AnyFn;
  transaction: (fn: (tx: { query: AnyFn; exec: AnyFn }) => Promise<unknown>) => Promise<unknown>;
}

/** PGlite: its statements counted, and a transaction's (run on its own object) moved when it settles. */
export function countPglite(clock: WriteClock, client: PgliteLike): void {
  const autocommit = new Set<string>();
  client.query = counted(clock, client.query, autocommit, false);
  client.exec = counted(clock, client.exec, autocommit, false);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => {
    const pending = new Set<string>();
    return transaction((tx) => {
      tx.query = counted(clock, tx.query, pending, true);
      tx.exec = counted(clock, tx.exec, pending, true);
      return fn(tx);
    }).finally(() => clock.moved(pending));
  };
}

/** By drizzle database (typed `object` here: this file is below db/client.ts, which uses it). */
const clocks = new WeakMap<object, WriteClock>();
/** Set by openDatabase for the database it opens (never for a transaction: its reads are not kept). */
export const clockOf = (db: object): WriteClock | undefined => clocks.get(db);
export const setClock = (db: object, clock: WriteClock) => clocks.set(db, clock);

// ---- Copies that stay right ---------------------------------------------------------------------

/** A copy is read again after this long, whatever the counters say. */
export const MAX_AGE_MS = 5_000;

interface Copy<V> {
  value: V;
  generation: number;
  at: number;
}

/**
 * Per-key copies of reads from `tables`: a copy is answered while none of the tables has moved
 * since the read began; a read during which one moved is answered but not kept. Nothing is kept
 * for a database without a clock (a transaction), nor a null answer (an unknown token costs a read,
 * never memory).
 */
export class CoherentCache<K, V> {
  private readonly copies = new Map<K, Copy<V>>();

  constructor(
    private readonly clock: WriteClock | undefined,
    private readonly tables: readonly string[],
    private readonly maxEntries = 10_000,
    private readonly nowMs: () => number = Date.now,
  ) {
    clock?.watch(tables);
  }

  async read(key: K, load: () => Promise<V | null>): Promise<V | null> {
    const clock = this.clock;
    if (!clock) return load();
    const generation = clock.generation(this.tables);
    const now = this.nowMs();
    const copy = this.copies.get(key);
    if (copy && copy.generation === generation && now - copy.at < MAX_AGE_MS) return copy.value;
    const value = await load();
    if (value !== null && clock.generation(this.tables) === generation) {
      this.copies.delete(key);
      if (this.copies.size >= this.maxEntries) this.copies.delete(this.copies.keys().next().value as K);
      this.copies.set(key, { value, generation, at: now });
    }
    return value;
  }

  get size(): number {
    return this.copies.size;
  }
}
