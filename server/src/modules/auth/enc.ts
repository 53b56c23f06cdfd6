/**
 * The enc of the enc exchange (SPEC §4, §7 POST /get_info_data): AES-256-GCM over a one-time grant
 * id and its expiry, base64url(iv | tag | ciphertext). Only the server holds the key (ENC_KEY), so
 * an enc cannot be forged or altered; the grant row makes it single use.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { encGrants, members } from '../../db/schema';

export interface EncSeal {
  /** Grant id (enc_grants.id). */
  g: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

export function sealEnc(key: Buffer, payload: EncSeal): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The payload, or null when the enc is malformed, altered or sealed with another key. */
export function openEnc(key: Buffer, enc: string): EncSeal | null {
  try {
    const raw = Buffer.from(enc, 'base64url');
    if (raw.length < 12 + 16 + 2) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const payload = JSON.parse(text) as EncSeal;
    return typeof payload.g === 'string' && typeof payload.exp === 'number' ? payload : null;
  } catch {
    return null;
  }
}

/** An enc lives two minutes. */
const ENC_TTL_MS = 2 * 60_000;

/** Creates a one-time grant for a member and seals it (the native apps' hand-over, and the member's own). */
export async function createEnc(db: Db, key: Buffer, memberId: number, now: Date): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + ENC_TTL_MS);
  await db.insert(encGrants).values({ id, memberId, createdAt: now, expiresAt });
  return sealEnc(key, { g: id, exp: expiresAt.getTime() });
}

/**
 * Uses an enc: its grant, once, and the active member it was made for; null when the enc is
 * invalid, altered, expired or already used, or the member can no longer log in.
 */
export async function redeemEnc(db: Db, key: Buffer, enc: string, now: Date) {
  const payload = openEnc(key, enc);
  if (!payload || payload.exp <= now.getTime()) return null;
  const [grant] = await db
    .update(encGrants)
    .set({ usedAt: now })
    .where(and(eq(encGrants.id, payload.g), isNull(encGrants.usedAt), gt(encGrants.expiresAt, now)))
    .returning({ memberId: encGrants.memberId });
  if (!grant) return null;
  const [member] = await db.select().from(members).where(eq(members.id, grant.memberId));
  if (!member || member.status !== 'active') return null;
  return { id: payload.g, member };
}

export async function findMemberByAccount(db: Db, account: string) {
  const [member] = await db.select().from(members).where(eq(members.accountKey, account.toLowerCase()));
  return member ?? null;
}
