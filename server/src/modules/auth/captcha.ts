/**
 * Captchas (SPEC §7): a real image (SVG data URL) with noise and colours, 4 characters from a set
 * without look-alikes, answer compared case-insensitively. Stored with its type and an expiry,
 * single use.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import svgCaptchaModule from 'svg-captcha';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { sha256 } from '../../http/auth';

type SvgCaptchaOptions = {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
  background?: string;
};
/** svg-captcha's default export renders a given text (its typings only declare create()). */
const renderCaptcha = svgCaptchaModule as unknown as (text: string, options: SvgCaptchaOptions) => string;

/** No look-alikes (0/O/o/Q/D, 1/I/l/i/j, 2/Z, 5/S, 6/G/b, 8/B, 9/g/q, u/v, c/C ...); case does not matter. */
export const CAPTCHA_CHARS = 'ACEFHKMNPRTWXYacefhkmnprtwxy3479';
export const CAPTCHA_LENGTH = 4;

const PLACEHOLDERS: Record<string, string> = {
  vi: 'Nhập mã xác minh',
  en: 'Enter the code',
  zh: '请输入验证码',
};
export const placeholderFor = (lang: unknown) =>
  PLACEHOLDERS[(typeof lang === 'string' ? lang : 'vi').slice(0, 2).toLowerCase()] ?? PLACEHOLDERS.vi!;

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

export function captchaImage(text: string): string {
  const svg = renderCaptcha(text, {
    width: 120,
    height: 44,
    fontSize: 46,
    noise: 3,
    color: true,
    background: '#f7f1e3',
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The captcha's non-visual alternative (WCAG 2.2 SC 3.3.8): instead of reading the picture, the
 * browser finds a number `n` such that SHA-256("<token>:<n>") starts with CAPTCHA_POW_BITS zero bits
 * and answers "pow:<n>". It costs a browser about a second and a person nothing; like the picture,
 * it is single use and expires with the token, and the rate limits hold as for any answer.
 */
export const CAPTCHA_POW_BITS = 16;
const POW_ANSWER = /^pow:(\d{1,12})$/;

export function powSolves(token: string, nonce: string, bits: number = CAPTCHA_POW_BITS): boolean {
  const digest = createHash('sha256').update(`${token}:${nonce}`).digest();
  let zeros = 0;
  for (const byte of digest) {
    if (byte === 0) {
      zeros += 8;
      if (zeros >= bits) return true;
      continue;
    }
    zeros += Math.clz32(byte) - 24;
    break;
  }
  return zeros >= bits;
}

/**
 * Uses up a captcha (whether the answer is right or not) and tells whether it was valid: known,
 * unused, of this type and site, not expired, and answered correctly (case-insensitive), or solved
 * by the proof of work ("pow:<n>").
 */
export async function consumeCaptcha(
  db: Db,
  input: { token: string; answer: string; type: number; siteId?: number; now: Date },
): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: input.now })
    .where(and(eq(captchas.tokenHash, sha256(input.token)), isNull(captchas.usedAt)))
    .returning({
      answer: captchas.answer,
      type: captchas.type,
      siteId: captchas.siteId,
      expiresAt: captchas.expiresAt,
    });
  if (!row) return false;
  if (row.type !== input.type) return false;
  if (input.siteId !== undefined && row.siteId !== input.siteId) return false;
  if (row.expiresAt.getTime() <= input.now.getTime()) return false;
  const pow = POW_ANSWER.exec(input.answer.trim());
  if (pow) return powSolves(input.token, pow[1]!);
  return row.answer.toLowerCase() === input.answer.trim().toLowerCase();
}

/** Stores a new captcha and returns its token and its text. */
export async function createCaptcha(
  db: Db,
  input: { type: number; siteId: number; ip: string; now: Date; ttlMs: number },
): Promise<{ token: string; text: string }> {
  const text = captchaText();
  const token = randomBytes(24).toString('base64url');
  await db.insert(captchas).values({
    tokenHash: sha256(token),
    type: input.type,
    siteId: input.siteId,
    answer: text,
    ip: input.ip,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return { token, text };
}

/** A captcha as the developer outbox shows it, or null for an unknown token. */
export async function findCaptcha(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(captchas)
    .where(eq(captchas.tokenHash, sha256(token)));
  return row ?? null;
}

/** Deletes captchas that expired more than an hour ago. */
export async function purgeCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 3_600_000)));
}
