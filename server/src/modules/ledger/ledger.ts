/**
 * The double-entry ledger (ARCHITECTURE "Money"). Every movement of money is one ledger entry whose
 * postings sum to zero, written in one transaction by postEntry(); account balances are updated in
 * that same transaction. Amounts are bigint minor units of the accounts' currency.
 *
 * Guarantees:
 * - an entry's postings sum to zero and all its accounts share one currency (checked here and by the
 *   database function that writes it, migration 0015, and by a deferred constraint trigger, 0001);
 * - a member account never goes below zero (checked by ledger_post_entry, and by a CHECK constraint);
 * - an idempotency key is applied at most once: a retry returns the first entry unchanged;
 * - postings and entries are append-only (database trigger).
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { run, statement, type Statement } from '../../db/statements';
import { accounts, ledgerEntries, MEMBER_ACCOUNT_KINDS, postings, type AccountKind } from '../../db/schema';

export type LedgerErrorCode =
  'invalid_entry' | 'unbalanced' | 'mixed_currency' | 'unknown_account' | 'insufficient_funds' | 'idempotency_conflict';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export interface PostingInput {
  accountId: number;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface PostEntryInput {
  idempotencyKey: string;
  /** What the movement is, e.g. 'opening_balance', 'transfer_in', 'deposit'. */
  kind: string;
  postings: PostingInput[];
  memo?: Record<string, unknown>;
  /** When the movement happened (default: the database's now()); payments pass the app clock. */
  createdAt?: Date;
}

export interface PostEntryResult {
  entryId: number;
  /** False when the idempotency key had already been applied (nothing changed this time). */
  created: boolean;
  /** The members whose money the entry moved (empty when nothing changed this time). */
  memberIds: number[];
}

/** The PostgreSQL error code of an error, looking through drizzle's wrapping. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function validate(input: PostEntryInput): void {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) {
    throw new LedgerError('invalid_entry', 'An entry needs an idempotency key of 1 to 200 characters');
  }
  if (!input.kind) throw new LedgerError('invalid_entry', 'An entry needs a kind');
  if (input.postings.length < 2) throw new LedgerError('invalid_entry', 'An entry needs at least two postings');
  let sum = 0n;
  for (const p of input.postings) {
    if (typeof p.amount !== 'bigint')
      throw new LedgerError('invalid_entry', 'Posting amounts must be bigint minor units');
    if (p.amount === 0n) throw new LedgerError('invalid_entry', 'A posting amount cannot be zero');
    if (!Number.isInteger(p.accountId)) throw new LedgerError('invalid_entry', 'A posting needs an account id');
    sum += p.amount;
  }
  if (sum !== 0n) throw new LedgerError('unbalanced', `The postings of an entry must sum to zero (sum is ${sum})`);
}

/** What listeners hear after an entry is committed (the realtime `member.cash` event). */
export interface PostedEntry {
  entryId: number;
  kind: string;
  accountIds: number[];
  /** The members whose accounts it moved (for member.cash). */
  memberIds: number[];
  /** Each moved member's main wallet balance and entry counter right after the entry (member.cash). */
  cash: MemberCash[];
}

export interface MemberCash {
  memberId: number;
  currency: string;
  /** Minor units. */
  balance: bigint;
  /** The member's entry counter (accounts.entryCount summed): member.cash's seq. */
  seq: number;
}
const postedListeners = new WeakMap<Db, Set<(entry: PostedEntry) => void>>();

/** Calls `listener` after every new entry committed on this database; returns the unsubscribe. */
export function onEntryPosted(db: Db, listener: (entry: PostedEntry) => void): () => void {
  let set = postedListeners.get(db);
  if (!set) postedListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Posts one balanced entry (one statement, so one transaction of its own). Safe to retry with the same idempotency key. */
export async function postEntry(db: Db, input: PostEntryInput): Promise<PostEntryResult> {
  const { cash, ...result } = await postEntryOnce(db, input);
  if (result.created) {
    const entry = postedOf(input, result, cash);
    for (const listener of postedListeners.get(db) ?? []) listener(entry);
  }
  return result;
}

const postedOf = (input: PostEntryInput, result: PostEntryResult, cash: MemberCash[]): PostedEntry => ({
  entryId: result.entryId,
  kind: input.kind,
  accountIds: [...new Set(input.postings.map((p) => p.accountId))],
  memberIds: result.memberIds,
  cash,
});

/** Tells the listeners of `db` about entries committed by a caller's own transaction (postEntryInTx). */
export function notifyPosted(db: Db, entries: PostedEntry[]): void {
  for (const entry of entries) for (const listener of postedListeners.get(db) ?? []) listener(entry);
}

/**
 * postEntry inside a caller's transaction: the entry commits or rolls back with it, and a refused
 * entry (a LedgerError) writes nothing and leaves the transaction usable. Listeners are not called;
 * after the commit, pass the returned `posted` to notifyPosted().
 */
export async function postEntryInTx(
  tx: Db,
  input: PostEntryInput,
): Promise<PostEntryResult & { posted: PostedEntry | null }> {
  const { cash, ...result } = await postEntryOnce(tx, input);
  return { ...result, posted: result.created ? postedOf(input, result, cash) : null };
}

/** What ledger_post_entry answers (migration 0015): 'created', 'exists' or a LedgerErrorCode. */
type PostStatus = 'created' | 'exists' | Exclude<LedgerErrorCode, 'invalid_entry' | 'unbalanced'>;

interface PostRow {
  o_status: PostStatus;
  o_entry_id: string | null;
  o_member_ids: string;
  o_detail: string;
  o_cash: Array<{ member_id: number; currency: string; balance: string; seq: number | string }> | null;
}

/** ledger_post_entry's parameters, in its order, from an entry checked by validate(). */
function entryArgs(input: PostEntryInput): unknown[] {
  return [
    input.idempotencyKey,
    input.kind,
    JSON.stringify(input.memo ?? {}),
    input.createdAt ? input.createdAt.toISOString() : null,
    `{${input.postings.map((p) => p.accountId).join(',')}}`,
    `{${input.postings.map((p) => p.amount.toString()).join(',')}}`,
  ];
}

/** The call of ledger_post_entry and what it answers, with its parameters from $`from`. */
const postEntryCall = (from: number) => {
  const $ = (i: number) => `$${from + i}`;
  return `select o_status, o_entry_id::text as o_entry_id, o_member_ids, o_detail, o_cash
   from ledger_post_entry(${$(0)}, ${$(1)}, ${$(2)}::jsonb, ${$(3)}::timestamptz, ${$(4)}::int[], ${$(5)}::bigint[])`;
};

/** Written once: it runs for every entry of every money call. */
const POST_ENTRY = statement<PostRow>('ledger_post_entry', postEntryCall(1));

/** Runs a statement that answers ledger_post_entry's row; a refusal by the database's own checks is a LedgerError. */
async function postRow(db: Db, st: Statement<PostRow>, values: unknown[]): Promise<PostRow> {
  let row: PostRow | undefined;
  try {
    [row] = await run(db, st, values);
  } catch (err) {
    // 23514: the balanced-entry trigger (at the commit of a statement run on its own) refused it.
    if (pgErrorCode(err) === '23514') {
      throw new LedgerError('insufficient_funds', 'The database refused the entry: a balance check failed');
    }
    throw err;
  }
  if (!row) throw new Error('ledger_post_entry answered nothing');
  return row;
}

/** The result of ledger_post_entry's answer, or its refusal thrown as a LedgerError. */
function resultOf(row: PostRow): PostEntryResult & { cash: MemberCash[] } {
  if (row.o_status === 'created') {
    return {
      entryId: Number(row.o_entry_id),
      created: true,
      memberIds: row.o_member_ids ? row.o_member_ids.split(',').map(Number) : [],
      cash: (row.o_cash ?? []).map((c) => ({
        memberId: Number(c.member_id),
        currency: c.currency,
        balance: BigInt(c.balance),
        seq: Number(c.seq),
      })),
    };
  }
  if (row.o_status === 'exists') return { entryId: Number(row.o_entry_id), created: false, memberIds: [], cash: [] };
  throw new LedgerError(row.o_status, row.o_detail);
}

/**
 * One entry in one statement: the database function ledger_post_entry (migration 0015) locks the
 * accounts, applies the key at most once, refuses what the ledger refuses without writing (so a
 * caller's transaction goes on) and writes the entry, its postings and the balances.
 */
async function postEntryOnce(db: Db, input: PostEntryInput): Promise<PostEntryResult & { cash: MemberCash[] }> {
  validate(input);
  return resultOf(await postRow(db, POST_ENTRY, entryArgs(input)));
}

/**
 * A caller's other writes and an entry in one statement: `withs` are data-modifying WITH clauses on
 * tables other than the ledger's (they run whether or not the statement reads them), with
 * parameters $1 to $n; ledger_post_entry's follow them. `alone` runs the same writes without an
 * entry (when there is nothing to move).
 */
export interface EntryStatement {
  withEntry: Statement<PostRow>;
  alone: Statement<{ done: number }>;
  /** How many parameters the WITH clauses take. */
  arity: number;
}

export function entryStatement(name: string, withs: string): EntryStatement {
  const arity = Math.max(0, ...[...withs.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  return {
    withEntry: statement(`${name}_entry`, `with ${withs}\n${postEntryCall(arity + 1)}`),
    alone: statement(`${name}_alone`, `with ${withs}\nselect 1 as done`),
    arity,
  };
}

/**
 * postEntryInTx with the caller's writes of `st` in the same statement (`values`: their parameters).
 * With no entry (null), the writes alone. A refused entry throws a LedgerError: the caller's
 * transaction must then roll back (its writes ran in the same statement).
 */
export async function postEntryInTxWith(
  tx: Db,
  st: EntryStatement,
  values: unknown[],
  input: PostEntryInput | null,
): Promise<(PostEntryResult & { posted: PostedEntry | null }) | null> {
  if (values.length !== st.arity)
    throw new Error(`${st.withEntry.name}: ${st.arity} parameters, ${values.length} given`);
  if (!input) {
    await run(tx, st.alone, values);
    return null;
  }
  validate(input);
  const { cash, ...result } = resultOf(await postRow(tx, st.withEntry, [...values, ...entryArgs(input)]));
  return { ...result, posted: result.created ? postedOf(input, result, cash) : null };
}

/**
 * Many entries in the caller's transaction at once, for history written in bulk (the demo seed's
 * months of activity): the checks of postEntry per entry (balanced, known accounts of one currency),
 * entries whose idempotency key was applied before skipped (another kind under the key: an
 * idempotency_conflict), member accounts never below zero once all are applied, balances and entry
 * counters updated as postEntry would, with a few statements in all. Listeners are not called.
 * Answers the number of entries written.
 */
export async function postEntriesInTx(tx: Db, inputs: PostEntryInput[]): Promise<number> {
  for (const input of inputs) validate(input);
  const CHUNK = 1000;
  const ids = new Map<string, number>();
  for (let i = 0; i < inputs.length; i += CHUNK) {
    const rows = await tx
      .insert(ledgerEntries)
      .values(
        inputs.slice(i, i + CHUNK).map((input) => ({
          idempotencyKey: input.idempotencyKey,
          kind: input.kind,
          memo: input.memo ?? {},
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })),
      )
      .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
      .returning({ id: ledgerEntries.id, key: ledgerEntries.idempotencyKey });
    for (const r of rows) ids.set(r.key, r.id);
  }
  const skipped = inputs.filter((input) => !ids.has(input.idempotencyKey));
  if (skipped.length) {
    const existing = await tx
      .select({ key: ledgerEntries.idempotencyKey, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.idempotencyKey,
          skipped.map((input) => input.idempotencyKey),
        ),
      );
    const kindOf = new Map(existing.map((e) => [e.key, e.kind]));
    const clash = skipped.find((input) => kindOf.get(input.idempotencyKey) !== input.kind);
    if (clash) {
      throw new LedgerError(
        'idempotency_conflict',
        `Idempotency key ${clash.idempotencyKey} was used for another movement`,
      );
    }
  }
  const applied = inputs.filter((input) => ids.has(input.idempotencyKey));
  if (!applied.length) return 0;

  const accountIds = [...new Set(applied.flatMap((input) => input.postings.map((p) => p.accountId)))].sort(
    (a, b) => a - b,
  );
  const locked = await tx
    .select({
      id: accounts.id,
      kind: accounts.kind,
      memberId: accounts.memberId,
      currency: accounts.currency,
      balance: accounts.balance,
    })
    .from(accounts)
    .where(inArray(accounts.id, accountIds))
    .orderBy(accounts.id)
    .for('update');
  const byId = new Map(locked.map((a) => [a.id, a]));
  const deltas = new Map<number, bigint>();
  const counts = new Map<number, number>();
  for (const input of applied) {
    const touched = input.postings.map((p) => byId.get(p.accountId));
    const missing = input.postings.find((p) => !byId.has(p.accountId));
    if (missing) throw new LedgerError('unknown_account', `Unknown account ${missing.accountId}`);
    if (new Set(touched.map((a) => a!.currency)).size !== 1) {
      throw new LedgerError('mixed_currency', `Entry ${input.idempotencyKey} moves more than one currency`);
    }
    for (const p of input.postings) deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0n) + p.amount);
    // Once per member the entry touches, on that member's lowest-id account it touches (accounts.entryCount).
    const lowest = new Map<number, number>();
    for (const a of touched) {
      if (a!.memberId == null || !MEMBER_ACCOUNT_KINDS.includes(a!.kind)) continue;
      const seen = lowest.get(a!.memberId);
      if (seen === undefined || a!.id < seen) lowest.set(a!.memberId, a!.id);
    }
    for (const id of lowest.values()) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  for (const a of locked) {
    if (MEMBER_ACCOUNT_KINDS.includes(a.kind) && a.balance + (deltas.get(a.id) ?? 0n) < 0n) {
      throw new LedgerError('insufficient_funds', `Account ${a.id} (${a.kind}) would go below zero`);
    }
  }
  const postingRows = applied.flatMap((input) =>
    input.postings.map((p) => ({ entryId: ids.get(input.idempotencyKey)!, accountId: p.accountId, amount: p.amount })),
  );
  for (let i = 0; i < postingRows.length; i += CHUNK) await tx.insert(postings).values(postingRows.slice(i, i + CHUNK));
  const changed = locked.filter((a) => (deltas.get(a.id) ?? 0n) !== 0n || counts.has(a.id));
  await tx.execute(sql`
    update accounts a set balance = a.balance + v.delta, entry_count = a.entry_count + v.n, updated_at = now()
    from unnest(${`{${changed.map((a) => a.id).join(',')}}`}::int[],
                ${`{${changed.map((a) => (deltas.get(a.id) ?? 0n).toString()).join(',')}}`}::bigint[],
                ${`{${changed.map((a) => counts.get(a.id) ?? 0).join(',')}}`}::int[]) as v(id, delta, n)
    where a.id = v.id`);
  return applied.length;
}

export interface AccountKey {
  kind: AccountKind;
  currency: string;
  memberId?: number | null;
  gpId?: string | null;
}

function accountWhere(key: AccountKey): SQL | undefined {
  return and(
    eq(accounts.kind, key.kind),
    eq(accounts.currency, key.currency),
    key.memberId == null ? isNull(accounts.memberId) : eq(accounts.memberId, key.memberId),
    key.gpId == null ? isNull(accounts.gpId) : eq(accounts.gpId, key.gpId),
  );
}

/** The id of an account, created with a zero balance if it does not exist yet. */
export async function ensureAccount(db: Db, key: AccountKey): Promise<number> {
  const [found] = await db.select({ id: accounts.id }).from(accounts).where(accountWhere(key));
  if (found) return found.id;
  await db
    .insert(accounts)
    .values({ kind: key.kind, currency: key.currency, memberId: key.memberId ?? null, gpId: key.gpId ?? null })
    .onConflictDoNothing();
  const [created] = await db.select({ id: accounts.id }).from(accounts).where(accountWhere(key));
  if (!created) throw new Error(`Could not create account ${JSON.stringify(key)}`);
  return created.id;
}

export interface Wallet {
  id: number;
  balance: bigint;
}

/**
 * A member's main wallet and its wallet at one provider, with their balances, in one read (each
 * created with a zero balance when missing): what a transfer between them needs.
 */
export async function memberWallets(
  db: Db,
  memberId: number,
  currency: string,
  gpId: string,
): Promise<{ main: Wallet; provider: Wallet }> {
  const read = () =>
    db
      .select({ id: accounts.id, kind: accounts.kind, balance: accounts.balance })
      .from(accounts)
      .where(
        and(
          eq(accounts.memberId, memberId),
          eq(accounts.currency, currency),
          or(
            and(eq(accounts.kind, 'member_main'), isNull(accounts.gpId)),
            and(eq(accounts.kind, 'member_provider'), eq(accounts.gpId, gpId)),
          ),
        ),
      );
  let rows = await read();
  if (rows.length < 2) {
    await ensureAccount(db, { kind: 'member_main', memberId, currency });
    await ensureAccount(db, { kind: 'member_provider', memberId, gpId, currency });
    rows = await read();
  }
  const main = rows.find((r) => r.kind === 'member_main');
  const provider = rows.find((r) => r.kind === 'member_provider');
  if (!main || !provider) throw new Error(`Could not find the wallets of member ${memberId} at ${gpId}`);
  return { main: { id: main.id, balance: main.balance }, provider: { id: provider.id, balance: provider.balance } };
}

/** The house account of a currency: the operator's side of every opening balance and settlement. */
export const houseAccount = (db: Db, currency: string) => ensureAccount(db, { kind: 'house', currency });

/**
 * Checks the ledger: per currency, balances and postings both sum to zero, every account's
 * balance equals the sum of its postings, and each member's entry counter equals its entries. Returns the problems found (empty when consistent).
 */
export async function verifyLedger(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const perCurrency = await db
    .select({ currency: accounts.currency, total: sql<string>`coalesce(sum(${accounts.balance}), 0)::text` })
    .from(accounts)
    .groupBy(accounts.currency);
  for (const row of perCurrency) {
    if (BigInt(row.total) !== 0n) problems.push(`balances of ${row.currency} sum to ${row.total}, not 0`);
  }
  const postingsPerCurrency = await db
    .select({ currency: accounts.currency, total: sql<string>`coalesce(sum(${postings.amount}), 0)::text` })
    .from(postings)
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .groupBy(accounts.currency);
  for (const row of postingsPerCurrency) {
    if (BigInt(row.total) !== 0n) problems.push(`postings of ${row.currency} sum to ${row.total}, not 0`);
  }
  const drift = await db
    .select({
      id: accounts.id,
      balance: sql<string>`${accounts.balance}::text`,
      posted: sql<string>`coalesce(sum(${postings.amount}), 0)::text`,
    })
    .from(accounts)
    .leftJoin(postings, eq(postings.accountId, accounts.id))
    .groupBy(accounts.id, accounts.balance)
    .having(sql`${accounts.balance} <> coalesce(sum(${postings.amount}), 0)`);
  for (const row of drift)
    problems.push(`account ${row.id} has balance ${row.balance} but postings sum to ${row.posted}`);
  // The entry counters (member.cash seq) agree with the entries that touched each member's money.
  const counters = await db.execute(sql`
    select coalesce(k.member_id, e.member_id) as member_id, coalesce(k.n, 0)::text as counted, coalesce(e.n, 0)::text as entries
    from (select member_id, sum(entry_count) as n from accounts
          where member_id is not null and kind in ('member_main', 'member_provider') group by member_id) k
    full join (select ac.member_id, count(distinct p.entry_id) as n from postings p join accounts ac on ac.id = p.account_id
          where ac.member_id is not null and ac.kind in ('member_main', 'member_provider') group by ac.member_id) e
      on e.member_id = k.member_id
    where coalesce(k.n, 0) <> coalesce(e.n, 0)`);
  const rows = rowsOf<{ member_id: number; counted: string; entries: string }>(counters);
  for (const row of rows)
    problems.push(`member ${row.member_id} counts ${row.counted} entries but ${row.entries} touched its accounts`);
  return problems;
}
