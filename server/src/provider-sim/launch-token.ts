/**
 * The launch token the platform puts in a game_url (play1, demo play, sport quick-bet):
 * `<base64url JSON claims>.<base64url HMAC-SHA256(claims part)>` with PROVIDER_SIM_SECRET — the
 * format of server/src/wallet/launch-token.ts, verified here on the simulator's side.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEV_LAUNCH_SECRET = 'dev-provider-sim-secret-change-me';

export interface LaunchClaims {
  kind: 'real' | 'demo' | 'sport';
  sid?: number;
  mid?: number;
  acct?: string;
  gp: string;
  gt: number;
  game: string;
  cur: string;
  dev: number;
  lobby?: string;
  iat: number;
  exp: number;
}

const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signLaunch(claims: LaunchClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

/** The claims of a valid, unexpired token, or null. */
export function verifyLaunch(token: string, secret: string, now = new Date()): LaunchClaims | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchClaims;
    if (typeof c.exp !== 'number' || c.exp * 1000 <= now.getTime()) return null;
    if (typeof c.gp !== 'string' || typeof c.cur !== 'string' || !['real', 'demo', 'sport'].includes(c.kind)) return null;
    if (c.kind === 'real' && !Number.isInteger(c.mid)) return null;
    return c;
  } catch {
    return null;
  }
}
