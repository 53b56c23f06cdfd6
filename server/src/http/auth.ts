/**
 * Member sessions: the token arrives in the `authorization` header (the raw token or
 * `Bearer <token>`). Only its SHA-256 is stored. A session is valid until it expires or is revoked
 * (logout, or a newer login of the same member), and only while the member is active.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { members, sessions } from '../db/schema';
import { clockOf, CoherentCache } from '../db/write-clock';
import { fail } from './envelope';

export type MemberRow = typeof members.$inferSelect;

export interface AuthContext {
  member: MemberRow;
  sessionId: number;
  loginId: number;
  /** When the session ends unless revoked before. */
  expiresAt: Date;
  /** The SHA-256 of the token, as stored: the key of what is kept per session. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 32 random bytes, base64url (43 characters). */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** The token of a request, or null: accepts `Bearer <token>` and the raw token. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  let token = header.trim();
  if (/^bearer\s+/i.test(token)) token = token.replace(/^bearer\s+/i, '').trim();
  if (!token || token.length > 512 || token === 'null' || token === 'undefined') return null;
  return token;
}

/**
 * The session lookup of every member call, built once per database and prepared by name (the
 * server parses and plans it once per connection): it selects the whole member row, which is the
 * costliest query to build, and it runs on every request that carries a token.
 */
const sessionQuery = (db: Db) =>
  db
    .select({ member: members, sessionId: sessions.id, loginId: sessions.loginId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** Reads a live session by its token's hash (the database checks the end time and revocation). */
export async function readSession(db: Db, hash: string, now: Date): Promise<AuthContext | null> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ hash, now: now.toISOString() });
  return row && row.member.status === 'active' ? { ...row, tokenHash: hash } : null;
}

/** The tables a session answer is read from: a copy is good until one of them changes. */
export const SESSION_TABLES = ['sessions', 'members'] as const;
const sessionCopies = new WeakMap<Db, CoherentCache<string, AuthContext>>();

/**
 * The session of a token, from memory while neither the sessions nor the members have changed
 * (db/write-clock.ts): every member call starts here. Its end time is checked on every ask.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<AuthContext | null> {
  let copies = sessionCopies.get(db);
  if (!copies) sessionCopies.set(db, (copies = new CoherentCache(clockOf(db), SESSION_TABLES)));
  const hash = sha256(token);
  const auth = await copies.read(hash, () => readSession(db, hash, now));
  return auth && auth.expiresAt.getTime() > now.getTime() ? auth : null;
}

export function authHooks(db: Db, now: () => Date) {
  /** preHandler of member routes: 401 unless a valid session token is given. */
  async function requireMember(request: FastifyRequest, reply: FastifyReply) {
    const token = readToken(request);
    const auth = token ? await resolveSession(db, token, now()) : null;
    if (!auth) {
      return reply
        .code(401)
        .send(
          fail(
            '401',
            token
              ? 'Your session has ended (expired, logged out or logged in elsewhere); please log in again'
              : 'Please log in: this call needs the authorization token',
          ),
        );
    }
    request.auth = auth;
  }
  /** preHandler of public routes that personalise for a member (a bad token just means a visitor). */
  async function optionalMember(request: FastifyRequest) {
    const token = readToken(request);
    request.auth = token ? await resolveSession(db, token, now()) : null;
  }
  return { requireMember, optionalMember };
}
