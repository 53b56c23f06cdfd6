/**
 * The phone verification codes (SPEC §4, §7, §8 SMS codes) of registration and of a forgotten
 * password during double validation: six digits into the SMS outbox, one per phone per five
 * minutes, each spending one SMS credit of the currency; the code lives ten minutes, is used once,
 * and answers only the purpose (type) it was sent for.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SMS_CODE_DIGITS, VND_PHONE_DIGITS } from '@site/shared/constants';
import type { Db } from '../../db/client';
import { blacklist, siteCurrencies, smsMessages } from '../../db/schema';

/** SMS codes live ten minutes; a phone gets one code per five minutes (SPEC §8 SMS 102). */
const SMS_CODE_TTL_MS = 10 * 60_000;
const SMS_RESEND_MS = 5 * 60_000;
/** Wrong codes a sent code survives: the fifth wrong one spends it. */
export const SMS_CODE_MAX_WRONG = 5;
/** SPEC §4: the first wait before another code may be asked for. */
const SMS_COUNTDOWN_S = 300;

export interface SmsSending {
  siteId: number;
  phone: string;
  currency: string;
  type: string;
  ip: string;
  now: Date;
}

export type SmsOutcome =
  | { sent: true; countdown: number; verify_time: number; expires_in: number }
  | { sent: false; code: '201' | '099' | '104' | '102' | '103' };

const validPhone = (currency: string, phone: string) =>
  currency === 'VND' ? new RegExp(`^\\d{${VND_PHONE_DIGITS}}$`).test(phone) : /^\d{6,15}$/.test(phone);

export async function sendSmsCode(db: Db, input: SmsSending): Promise<SmsOutcome> {
  const phone = input.phone.trim();
  if (!phone) return { sent: false, code: '201' };
  if (!validPhone(input.currency, phone)) return { sent: false, code: '099' };
  const [refused] = await db
    .select({ id: blacklist.id })
    .from(blacklist)
    .where(and(eq(blacklist.siteId, input.siteId), eq(blacklist.kind, 'phone'), eq(blacklist.value, phone)))
    .limit(1);
  if (refused) return { sent: false, code: '104' };
  const [recent] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.siteId, input.siteId),
        eq(smsMessages.phone, phone),
        gt(smsMessages.createdAt, new Date(input.now.getTime() - SMS_RESEND_MS)),
      ),
    )
    .limit(1);
  if (recent) return { sent: false, code: '102' };
  // Spend one credit of the currency, atomically (SPEC §8 SMS 103 when none is left).
  const [credit] = await db
    .update(siteCurrencies)
    .set({ smsCredits: sql`${siteCurrencies.smsCredits} - 1` })
    .where(
      and(
        eq(siteCurrencies.siteId, input.siteId),
        eq(siteCurrencies.currency, input.currency),
        gt(siteCurrencies.smsCredits, 0),
      ),
    )
    .returning({ verifySeconds: siteCurrencies.smsVerifySeconds });
  if (!credit) return { sent: false, code: '103' };
  const code = String(randomInt(10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
  await db.insert(smsMessages).values({
    siteId: input.siteId,
    phone,
    currency: input.currency,
    type: input.type,
    code,
    ip: input.ip,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + SMS_CODE_TTL_MS),
  });
  return {
    sent: true,
    countdown: SMS_COUNTDOWN_S,
    verify_time: credit.verifySeconds,
    expires_in: SMS_CODE_TTL_MS / 1000,
  };
}

/** Uses the newest live code of the phone when it matches; false when there is none or it differs. */
export async function useSmsCode(
  db: Db,
  input: { siteId: number; phone: string; code: string | undefined; type: string; now: Date },
): Promise<boolean> {
  const [sms] = await db
    .select()
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.siteId, input.siteId),
        eq(smsMessages.phone, input.phone),
        // A code answers only what it was sent for: a login code never registers, and back.
        eq(smsMessages.type, input.type),
        isNull(smsMessages.usedAt),
        gt(smsMessages.expiresAt, input.now),
      ),
    )
    .orderBy(desc(smsMessages.id))
    .limit(1);
  if (!sms) return false;
  if (sms.code !== input.code?.trim()) {
    // Six digits are a million values: a few wrong tries spend the code, so guessing needs a new
    // SMS each time (one per phone per five minutes).
    await db
      .update(smsMessages)
      .set({
        wrongAttempts: sql`${smsMessages.wrongAttempts} + 1`,
        usedAt: sql`case when ${smsMessages.wrongAttempts} + 1 >= ${SMS_CODE_MAX_WRONG} then ${input.now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(smsMessages.id, sms.id), isNull(smsMessages.usedAt)));
    return false;
  }
  // Two registrations with one code at once: only one of them uses it.
  const used = await db
    .update(smsMessages)
    .set({ usedAt: input.now })
    .where(and(eq(smsMessages.id, sms.id), isNull(smsMessages.usedAt)))
    .returning({ id: smsMessages.id });
  return used.length === 1;
}

/** The latest codes sent to a phone (the developer outbox). */
export async function latestSmsCodes(db: Db, phone: string) {
  const rows = await db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.phone, phone.trim()))
    .orderBy(desc(smsMessages.id))
    .limit(10);
  return rows.map((r) => ({
    code: r.code,
    type: r.type,
    currency: r.currency,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    used: r.usedAt !== null,
  }));
}
