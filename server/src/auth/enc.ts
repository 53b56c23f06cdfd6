/**
 * The enc of the enc exchange (SPEC §4, §7 POST /get_info_data): AES-256-GCM over a one-time grant
 * id and its expiry, base64url(iv | tag | ciphertext). Only the server holds the key (ENC_KEY), so
 * an enc cannot be forged or altered; the grant row makes it single use.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface EncPayload {
  /** Grant id (enc_grants.id). */
  g: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

export function sealEnc(key: Buffer, payload: EncPayload): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The payload, or null when the enc is malformed, altered or sealed with another key. */
export function openEnc(key: Buffer, enc: string): EncPayload | null {
  try {
    const raw = Buffer.from(enc, 'base64url');
    if (raw.length < 12 + 16 + 2) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const payload = JSON.parse(text) as EncPayload;
    return typeof payload.g === 'string' && typeof payload.exp === 'number' ? payload : null;
  } catch {
    return null;
  }
}
