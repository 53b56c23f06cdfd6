/**
 * Launch tokens for the game-provider simulator (PROVIDER_SIM_URL): `<base64url JSON>.<base64url
 * HMAC-SHA256>` signed with PROVIDER_SIM_SECRET. The simulator (src/provider-sim) verifies them
 * with verifyLaunchToken and the same secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Development key only; production sets PROVIDER_SIM_SECRET (shared by the platform and the simulator). */
export const DEV_LAUNCH_SECRET = 'dev-provider-sim-secret-change-me';

export interface LaunchClaims {
  /** real (play1), demo (demo/play) or sport (sport-quickbet-url). */
  kind: 'real' | 'demo' | 'sport';
  /** Game session id (real play). */
  sid?: number;
  /** Member id and account (real play, member quick-bet). */
  mid?: number;
  acct?: string;
  gp: string;
  gt: number;
  game: string;
  cur: string;
  dev: number;
  lobby?: string;
  /** Issued at / expires at, seconds since the epoch. */
  iat: number;
  exp: number;
}

export const LAUNCH_TOKEN_TTL_S = 600;

const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signLaunchToken(claims: LaunchClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

/** The claims of a valid, unexpired token, or null. */
export function verifyLaunchToken(token: string, secret: string, now = new Date()): LaunchClaims | null {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchClaims;
    return claims.exp * 1000 > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}
