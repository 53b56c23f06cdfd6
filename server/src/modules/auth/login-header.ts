/**
 * The nonces of GET /api/get_login_header (SPEC §7 "Product's own server"): single use, 5 minutes,
 * kept in memory (a shared store when the platform is scaled out).
 */
import { randomBytes } from 'node:crypto';

const LOGIN_HEADER_TTL_MS = 5 * 60_000;
/** Above this many outstanding nonces the expired ones are swept before a new one is added. */
const SWEEP_ABOVE = 10_000;

export interface LoginNonces {
  /** A new nonce, good until five minutes after `now`. */
  issue(now: number): string;
  /** Uses up a nonce; true when it was known and had not expired. */
  consume(nonce: string, now: number): boolean;
}

export function createLoginNonces(): LoginNonces {
  const nonces = new Map<string, number>();
  return {
    issue(now) {
      if (nonces.size > SWEEP_ABOVE) for (const [k, exp] of nonces) if (exp <= now) nonces.delete(k);
      const nonce = randomBytes(18).toString('base64url');
      nonces.set(nonce, now + LOGIN_HEADER_TTL_MS);
      return nonce;
    },
    consume(nonce, now) {
      const expires = nonces.get(nonce);
      nonces.delete(nonce);
      return expires !== undefined && expires > now;
    },
  };
}
