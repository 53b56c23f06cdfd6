/**
 * Idempotent money calls. A money route runs its handler through runMoneyCall():
 * - the key comes from the `Idempotency-Key` header or an `idempotency_key` body field (optional:
 *   without one, every call is a new call);
 * - one transaction holds the idempotency record, the member row lock and the ledger entries, so a
 *   concurrent duplicate waits on the record's primary key and then reads the stored answer;
 * - same key + same body (hash of route and canonical JSON) → the stored first answer, unchanged;
 * - same key + another body or route → HTTP 409, code '409', nothing applied.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { run, statement, type Statement } from '../db/statements';
import { idempotencyRecords, members } from '../db/schema';
import { ApiError, type Envelope } from './envelope';
import { notifyPosted, type PostedEntry } from '../modules/ledger/ledger';
import type { RealtimeEvent } from '../realtime/publish';

export type MemberRow = typeof members.$inferSelect;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_CONFLICT_CODE = '409';

/** JSON with object keys sorted, so that key order does not change the hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The idempotency key of a request (header first, then body), or null. HTTP 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const body: unknown = request.body;
  const fromBody =
    typeof body === 'object' && body !== null && 'idempotency_key' in body ? body.idempotency_key : undefined;
  const raw = typeof header === 'string' ? header : fromBody;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.length > 200 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ApiError(400, '400', 'idempotency key must be 1 to 200 printable ASCII characters');
  }
  return raw;
}

export function requestHash(route: string, body: unknown): string {
  const { idempotency_key: _ignored, ...rest } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256')
    .update(`${route}\n${canonicalJson(rest)}`)
    .digest('hex');
}

export interface MoneyCallScope<M = MemberRow> {
  tx: Db;
  /** The member row (or the columns a call's lock reads), re-read under its row lock (fresh is_playing, cooldown, transfer flag). */
  member: M;
  /** The member session that made the call (a game opened by it lives no longer than it); null for the platform's own work. */
  sessionId: number | null;
  /** Push what postEntryInTx returns; listeners hear about it after the commit. */
  posted: PostedEntry[];
  /**
   * Realtime events of the call (game.url, forward_game.status, all_transfer_back, ...): published
   * after the commit, and only by the call that ran the handler (a replayed answer publishes nothing).
   */
  events: RealtimeEvent[];
  /**
   * The call's idempotency record, when the call runs under runMoneyCall: a handler may store its
   * answer with its own last write (storeAnswerWith) and mark it stored; else runMoneyCall stores it
   * after the handler, in a statement of its own.
   */
  answer?: AnswerSlot;
}

export interface AnswerSlot {
  memberId: number;
  /** Null when the call has no key: nothing is stored. */
  key: string | null;
  stored: boolean;
}

/**
 * A data-modifying WITH clause that stores a call's answer (`member`, `key`, `json`: the SQL of its
 * parameters; a null key matches no record), for a handler's last statement.
 */
export const storeAnswerWith = (member: string, key: string, json: string) =>
  `answer as (update idempotency_records set response = ${json}::jsonb where member_id = ${member} and key = ${key} returning key)`;

/**
 * The parameters of storeAnswerWith for `envelope` (the key and the JSON; nulls without a slot or a
 * key), marking the answer stored: the handler must answer that same envelope, and the statement
 * must run before it returns.
 */
export function answerValues(scope: MoneyCallScope<unknown>, envelope: unknown): [string | null, string | null] {
  const slot = scope.answer;
  if (!slot?.key) return [null, null];
  slot.stored = true;
  return [slot.key, JSON.stringify(envelope)];
}

/** Publishes the events a money call collected, after its transaction committed. */
export function publishAfterCommit(ctx: AppContext, events: RealtimeEvent[]): void {
  for (const event of events) ctx.publisher.publish(event);
}

/**
 * How a money call locks its member: a call that needs only a few of the member's columns reads
 * only those (the member row is wide, and reading it whole costs on both sides). The statements are
 * written once: with a key ($1 member, $2 key, $3 route, $4 hash), the key's record inserted and the
 * member locked in one statement; without a key ($1 member), the lock alone. Both answer the
 * member's columns and `fresh` (1 when the record is new).
 */
export interface MemberLock<M> {
  keyed: Statement<Record<string, unknown> & { fresh: number }>;
  unkeyed: Statement<Record<string, unknown> & { fresh: number }>;
  member(row: Record<string, unknown>): M;
}

/** A MemberLock reading `columns` of `members m` (SQL), made into the call's member by `member`. */
export function memberLock<M>(
  name: string,
  columns: string,
  member: (row: Record<string, unknown>) => M,
): MemberLock<M> {
  return {
    keyed: statement(
      `${name}_keyed`,
      `with record as (
         insert into idempotency_records (member_id, key, route, request_hash) values ($1, $2, $3, $4)
         on conflict do nothing returning key)
       select ${columns}, (select count(*) from record)::int as fresh
       from members m where m.id = $1 for update of m`,
    ),
    unkeyed: statement(`${name}_unkeyed`, `select ${columns}, 1 as fresh from members m where m.id = $1 for update`),
    member,
  };
}

/** The answer kept for the key (written once per keyed call). */
const STORE_ANSWER = statement<never>(
  'idempotency_store_answer',
  'update idempotency_records set response = $3::jsonb where member_id = $1 and key = $2',
);

/** The member row whole, locked (the default of runMoneyCall), with the key's record in the same statement. */
async function lockWholeMember(
  db: Db,
  memberId: number,
  record: { key: string; route: string; hash: string } | null,
): Promise<{ member: MemberRow; fresh: number } | undefined> {
  const inserted = record
    ? db
        .$with('record', { key: sql<string>`key` })
        .as(
          db
            .insert(idempotencyRecords)
            .values({ memberId, key: record.key, route: record.route, requestHash: record.hash })
            .onConflictDoNothing()
            .returning({ key: idempotencyRecords.key })
            .getSQL(),
        )
    : null;
  const [locked] = await (inserted ? db.with(inserted) : db)
    .select({
      member: members,
      fresh: inserted ? sql<number>`(select count(*) from ${inserted})::int` : sql<number>`1`,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update', { of: members });
  return locked;
}

/**
 * Runs a money handler once per (member, key): in one transaction with the member row locked
 * (money calls of one member are serialised). Returns the envelope to send (stored or new). With
 * `lock`, the handler's member is the columns that lock reads, not the whole row.
 */
export function runMoneyCall<T>(
  ctx: AppContext,
  request: FastifyRequest,
  handler: (scope: MoneyCallScope) => Promise<Envelope<T | null>>,
): Promise<Envelope<T | null>>;
export function runMoneyCall<T, M>(
  ctx: AppContext,
  request: FastifyRequest,
  handler: (scope: MoneyCallScope<M>) => Promise<Envelope<T | null>>,
  lock: MemberLock<M>,
): Promise<Envelope<T | null>>;
export async function runMoneyCall<T, M>(
  ctx: AppContext,
  request: FastifyRequest,
  handler: (scope: MoneyCallScope<M>) => Promise<Envelope<T | null>>,
  lock?: MemberLock<M>,
): Promise<Envelope<T | null>> {
  const memberId = request.auth!.member.id;
  const key = idempotencyKeyOf(request);
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = key ? requestHash(route, request.body) : '';
  const posted: PostedEntry[] = [];
  const events: RealtimeEvent[] = [];
  const answer = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The record of the key and the member row's lock in one statement (one round trip fewer per call).
    let member: M;
    let fresh: number;
    if (lock) {
      const [row] = key
        ? await run(db, lock.keyed, [memberId, key, route, hash])
        : await run(db, lock.unkeyed, [memberId]);
      if (!row) throw new ApiError(401, '401', 'Unknown member');
      member = lock.member(row);
      fresh = row.fresh;
    } else {
      const locked = await lockWholeMember(db, memberId, key ? { key, route, hash } : null);
      if (!locked) throw new ApiError(401, '401', 'Unknown member');
      member = locked.member as M;
      fresh = locked.fresh;
    }
    if (key && !fresh) {
      const [existing] = await db
        .select()
        .from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.memberId, memberId), eq(idempotencyRecords.key, key)));
      if (!existing || existing.requestHash !== hash || !existing.response) {
        throw new ApiError(
          409,
          IDEMPOTENCY_CONFLICT_CODE,
          `Idempotency key "${key}" was already used with another request (${existing?.route ?? 'unknown'}); use a new key`,
        );
      }
      return existing.response as unknown as Envelope<T | null>;
    }
    const slot: AnswerSlot = { memberId, key, stored: false };
    const result = await handler({ tx: db, member, sessionId: request.auth!.sessionId, posted, events, answer: slot });
    if (key && !slot.stored) await run(db, STORE_ANSWER, [memberId, key, JSON.stringify(result)]);
    return result;
  });
  notifyPosted(ctx.db, posted);
  publishAfterCommit(ctx, events);
  return answer;
}
