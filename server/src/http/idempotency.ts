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

export interface MoneyCallScope {
  tx: Db;
  /** The member row, re-read under its row lock (fresh is_playing, cooldown, transfer flag). */
  member: MemberRow;
  /** The member session that made the call (a game opened by it lives no longer than it); null for the platform's own work. */
  sessionId: number | null;
  /** Push what postEntryInTx returns; listeners hear about it after the commit. */
  posted: PostedEntry[];
  /**
   * Realtime events of the call (game.url, forward_game.status, all_transfer_back, ...): published
   * after the commit, and only by the call that ran the handler (a replayed answer publishes nothing).
   */
  events: RealtimeEvent[];
}

/** Publishes the events a money call collected, after its transaction committed. */
export function publishAfterCommit(ctx: AppContext, events: RealtimeEvent[]): void {
  for (const event of events) ctx.publisher.publish(event);
}

/**
 * Runs a money handler once per (member, key): in one transaction with the member row locked
 * (money calls of one member are serialised). Returns the envelope to send (stored or new).
 */
export async function runMoneyCall<T>(
  ctx: AppContext,
  request: FastifyRequest,
  handler: (scope: MoneyCallScope) => Promise<Envelope<T | null>>,
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
    const record = key
      ? db
          .$with('record', { key: sql<string>`key` })
          .as(
            db
              .insert(idempotencyRecords)
              .values({ memberId, key, route, requestHash: hash })
              .onConflictDoNothing()
              .returning({ key: idempotencyRecords.key })
              .getSQL(),
          )
      : null;
    const [locked] = await (record ? db.with(record) : db)
      .select({ member: members, fresh: record ? sql<number>`(select count(*) from ${record})::int` : sql<number>`1` })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update', { of: members });
    if (!locked) throw new ApiError(401, '401', 'Unknown member');
    if (key) {
      if (!locked.fresh) {
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
    }
    const { member } = locked;
    const result = await handler({ tx: db, member, sessionId: request.auth!.sessionId, posted, events });
    if (key) {
      await db
        .update(idempotencyRecords)
        .set({ response: result as unknown as Record<string, unknown> })
        .where(and(eq(idempotencyRecords.memberId, memberId), eq(idempotencyRecords.key, key)));
    }
    return result;
  });
  notifyPosted(ctx.db, posted);
  publishAfterCommit(ctx, events);
  return answer;
}
