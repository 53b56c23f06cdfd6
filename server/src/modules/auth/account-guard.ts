/**
 * Guessing a member's password or withdraw password does not scale across addresses: failures are
 * also counted per account, whatever the address. Past a few failures each further try from an
 * unknown address or device must wait longer (a progressive delay); past the account's limit they
 * are refused until the window ends. The owner is never locked out by someone else's guessing: an
 * address the member has logged in from, or an app device it has used (its udid: a browser's device
 * description is no secret, anyone can send the same), passes the account-wide guard (the
 * per-address limits still apply), and the owner's successful login lifts the lock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberDevices, memberLogins } from '../../db/schema';
import type { Limiter } from '../../http/rate-limit';

/** Failures before the progressive delay starts. */
export const FREE_FAILURES = 5;
/** Each failure past the free ones adds this much wait before the next try (from an unknown place). */
export const DELAY_STEP_MS = 30_000;

export type GuardVerdict = { allowed: true } | { allowed: false; retryAfterMs: number; locked: boolean };

/** Whether the member has logged in from this address, or from this app device. */
export async function isKnownPlace(db: Db, memberId: number, ip: string, deviceKey: string): Promise<boolean> {
  const [device] = !deviceKey.startsWith('udid:')
    ? []
    : await db
        .select({ key: memberDevices.deviceKey })
        .from(memberDevices)
        .where(and(eq(memberDevices.memberId, memberId), eq(memberDevices.deviceKey, deviceKey)))
        .limit(1);
  if (device) return true;
  const [login] = await db
    .select({ id: memberLogins.id })
    .from(memberLogins)
    .where(
      and(
        eq(memberLogins.memberId, memberId),
        eq(memberLogins.ip, ip),
        inArray(memberLogins.status, ['success', 'validated']),
      ),
    )
    .limit(1);
  return Boolean(login);
}

/**
 * The account-wide verdict for one more try. `known` is only asked when the account has failures
 * past the free ones, so a quiet account costs one counter read.
 */
export async function accountGuard(
  limiter: Limiter,
  key: string,
  known: () => Promise<boolean>,
): Promise<GuardVerdict> {
  const state = await limiter.peek(key);
  if (state.count < FREE_FAILURES) return { allowed: true };
  if (await known()) return { allowed: true };
  if (state.count >= limiter.max) return { allowed: false, retryAfterMs: state.retryAfterMs, locked: true };
  const elapsed = limiter.windowMs - state.retryAfterMs;
  const required = (state.count - FREE_FAILURES + 1) * DELAY_STEP_MS;
  if (elapsed >= required) return { allowed: true };
  return { allowed: false, retryAfterMs: required - elapsed, locked: false };
}
