/**
 * Account verification and password reset (SPEC §7, §8), used by the forgot-password dialog and by
 * the transfer validation that login code 802 opens:
 * - POST /api/arks/web/vx/verify {account, withdraw_password, member_email | member_phone}
 *   -> {token}: a one-time reset token (15 minutes; only its SHA-256 stored);
 * - POST /api/arks/web/vx/reset {account, password, token}: sets the password, spends the token,
 *   clears the transfer-validation and first-login flags and ends the member's sessions.
 *
 * verify codes: 101 unknown account, 102 account not active, 204 neither phone nor email given (or
 * no withdraw password on file), 201 wrong withdraw password, 202 wrong phone, 203 wrong email.
 * reset codes: 101 unknown account, 102 account not active, 201 token unknown, used, expired or
 * of another account, 202 password not 6 to 12 letters and digits, 203 same as the current one.
 * Failed verifications count against the account+address pair like failed logins (HTTP 429).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { members, resetTokens, sessions } from '../db/schema';
import { sha256 } from '../http/auth';
import { ApiError, fail, ok } from '../http/envelope';
import { int, obj, routeSchema, str } from '../http/schemas';
import { findMember } from '../auth/sessions';
import { passwordProblem } from '../auth/passwords';

const RESET_TOKEN_TTL_MS = 15 * 60_000;

export const VERIFY_MESSAGES = {
  '101': 'Unknown account',
  '102': 'This account cannot be verified; please contact customer service',
  '204': 'Please give the phone number or the email of the account',
  '201': 'The withdraw password is not correct',
  '202': 'The phone number does not match the account',
  '203': 'The email does not match the account',
} as const;

export const RESET_MESSAGES = {
  '101': 'Unknown account',
  '102': 'This account cannot be reset; please contact customer service',
  '201': 'The verification has expired or was already used; please verify again',
  '202': 'The password must be 6 to 12 characters with letters and digits',
  '203': 'The new password must differ from the current one',
} as const;

const digits = (v: string) => v.replace(/\D/g, '');

export function verifyResetRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options, limiters } = ctx;

  app.post(
    '/arks/web/vx/verify',
    {
      schema: routeSchema({
        summary: 'Verify an account for a password reset (SPEC §7)',
        description:
          'Codes: 101, 102, 204, 201, 202, 203 (the client shows signup.error_verify_pls_reVerify); HTTP 429 after repeated failures.',
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['account', 'withdraw_password'],
          properties: {
            account: str({ minLength: 1, maxLength: 64 }),
            withdraw_password: str({ minLength: 1, maxLength: 16 }),
            member_email: str({ maxLength: 128 }),
            member_phone: str({ maxLength: 32 }),
            site_id: int({ minimum: 1 }),
          },
        },
        data: obj({ token: str({ description: 'Send to /arks/web/vx/reset (15 minutes, single use)' }) }),
        limited: true,
      }),
    },
    async (request) => {
      const body = request.body as {
        account: string;
        withdraw_password: string;
        member_email?: string;
        member_phone?: string;
        site_id?: number;
      };
      const pairKey = `verify\u0000${body.account.trim().toLowerCase()}\u0000${request.ip}`;
      const limit = await limiters.verifyFailures.peek(pairKey);
      if (limit.limited) {
        const s = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
        throw new ApiError(
          429,
          '429',
          `Too many failed verifications for this account from your address; please try again in ${s} seconds`,
          { 'retry-after': String(s) },
          {
            message_key: 'too_many_attempts',
            params: { retry_after_s: s },
          },
        );
      }
      const failed = async (code: keyof typeof VERIFY_MESSAGES) => {
        await limiters.verifyFailures.hit(pairKey);
        return fail(code, VERIFY_MESSAGES[code]);
      };
      const member = await findMember(db, body.site_id ?? 1, body.account);
      if (!member) return failed('101');
      if (member.status !== 'active') return failed('102');
      const phone = body.member_phone?.trim();
      const email = body.member_email?.trim();
      if ((!phone && !email) || !member.withdrawPasswordHash) return failed('204');
      if (!(await verify(member.withdrawPasswordHash, body.withdraw_password.trim()))) return failed('201');
      if (phone && (!member.memberPhone || digits(member.memberPhone) !== digits(phone))) return failed('202');
      if (email && (!member.memberEmail || member.memberEmail.toLowerCase() !== email.toLowerCase()))
        return failed('203');
      await limiters.verifyFailures.reset(pairKey);
      const token = randomBytes(32).toString('base64url');
      const now = options.now();
      await db.insert(resetTokens).values({
        tokenHash: sha256(token),
        memberId: member.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      return ok({ token });
    },
  );

  app.post(
    '/arks/web/vx/reset',
    {
      schema: routeSchema({
        summary: 'Set a new password with the token of vx/verify (SPEC §7)',
        description:
          'Codes: 101, 102, 201 token, 202 password rule, 203 unchanged password. Success ends every session of the member.',
        tags: ['auth'],
        body: obj({
          account: str({ minLength: 1, maxLength: 64 }),
          password: str({ minLength: 1, maxLength: 64 }),
          token: str({ minLength: 1, maxLength: 128 }),
        }),
      }),
    },
    async (request) => {
      const body = request.body as { account: string; password: string; token: string };
      const member = await findMember(db, 1, body.account);
      if (!member) return fail('101', RESET_MESSAGES['101']);
      if (member.status !== 'active') return fail('102', RESET_MESSAGES['102']);
      const now = options.now();
      const [row] = await db
        .select()
        .from(resetTokens)
        .where(eq(resetTokens.tokenHash, sha256(body.token)));
      if (!row || row.memberId !== member.id || row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
        return fail('201', RESET_MESSAGES['201']);
      }
      if (passwordProblem(body.password)) return fail('202', RESET_MESSAGES['202']);
      if (await verify(member.passwordHash, body.password)) return fail('203', RESET_MESSAGES['203']);
      const passwordHash = await hash(body.password);
      const spent = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(resetTokens)
          .set({ usedAt: now })
          .where(and(eq(resetTokens.tokenHash, row.tokenHash), isNull(resetTokens.usedAt)))
          .returning({ id: resetTokens.memberId });
        if (!used) return false;
        await tx
          .update(members)
          .set({ passwordHash, transferValidation: 0, firstLoginToChangePassword: 0 })
          .where(eq(members.id, member.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt)));
        return true;
      });
      if (!spent) return fail('201', RESET_MESSAGES['201']);
      return ok(null);
    },
  );
}
