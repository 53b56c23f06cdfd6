/**
 * Private subscriptions live no longer than the session that authorised them. Every private and
 * presence authorisation is recorded (socket, channel, session); a sweep finds the grants whose
 * session has ended — revoked (logout, a newer login, a password change or reset), expired, or its
 * member no longer active — deletes them and closes their sockets on every realtime process. The
 * sweep runs at once when a session is ended here (Publisher.sessionsEnded) and every
 * SWEEP_INTERVAL_MS anyway, which catches expiry and a session ended by another platform process.
 *
 * Deleting with RETURNING makes each grant's socket closed once, however many processes sweep.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, sessions, socketGrants } from '../db/schema';

/** How often the sweep runs without being asked (the bound on closing an expired session's sockets). */
export const SWEEP_INTERVAL_MS = 500;

/**
 * Records that `sessionId` authorised `socketId` on `channel`. False when the session ended
 * meanwhile (its grant is not kept): a revocation that swept before this row existed would never
 * close the socket, so the answer must then be a refusal.
 */
export async function recordGrant(db: Db, sessionId: number, socketId: string, channel: string, now: Date) {
  const [grant] = await db
    .insert(socketGrants)
    .values({ sessionId, socketId, channel, createdAt: now })
    .returning({ id: socketGrants.id });
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  if (live) return true;
  await db.delete(socketGrants).where(eq(socketGrants.id, grant!.id));
  return false;
}

/** Deletes the grants of ended sessions; returns their sockets (each once). */
export async function takeEndedGrants(db: Db, now: Date): Promise<string[]> {
  // From the grants (few) to their sessions by key: the sessions table keeps every session ever made.
  const result = await db.execute(sql`
    delete from ${socketGrants} g
    using ${sessions} s, ${members} m
    where g.session_id = s.id and m.id = s.member_id
      and (s.revoked_at is not null or s.expires_at <= ${now.toISOString()}::timestamptz or m.status <> 'active')
    returning g.socket_id`);
  // The database type leaves the result untyped; node-postgres and PGlite both answer { rows }.
  const { rows } = result as { rows: Array<{ socket_id: string }> };
  return [...new Set(rows.map((r) => r.socket_id))];
}

export interface GrantSweep {
  /** Sweeps now (coalesced: one sweep at a time, one more if asked meanwhile). */
  poke(): void;
  stop(): Promise<void>;
}

/** Runs the sweep: at every poke and every `intervalMs`; closing goes through `closeSockets`. */
export function startGrantSweep(
  db: Db,
  now: () => Date,
  closeSockets: (socketIds: string[]) => Promise<void>,
  onError: (err: unknown) => void,
  intervalMs = SWEEP_INTERVAL_MS,
): GrantSweep {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const sweep = async () => {
    const ids = await takeEndedGrants(db, now());
    if (ids.length) await closeSockets(ids);
  };
  const poke = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sweep()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          poke();
        }
      });
  };
  const timer = setInterval(poke, intervalMs);
  timer.unref();
  return {
    poke,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
