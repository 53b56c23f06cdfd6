/**
 * Account verification and password reset (SPEC §7, §8), used by the forgot-password dialog and by
 * the transfer validation that login code 802 opens:
 * - POST /api/arks/web/vx/verify {account, withdraw_password, member_email | member_phone}
 *   -> {token}: a one-time reset token (15 minutes; only its SHA-256 stored);
 * - POST /api/arks/web/vx/reset {account, password, token}: sets the password, spends the token,
 *   clears the transfer-validation and first-login flags and ends the member's sessions.
 *
 * verify codes: 105 captcha wrong, 101 unknown account, 102 account not active, 204 neither phone
 * nor email given (or no withdraw password on file), 201 any factor wrong (one code for all, so a
 * guess of the 4-digit withdraw password learns nothing unless the phone or email is right too).
 * reset codes: 101 unknown account, 102 account not active, 201 token unknown, used, expired or
 * of another account, 202 password not 6 to 12 letters and digits, 203 same as the current one.
 * Failed verifications count against the account+address pair like failed logins, and against the
 * account from any address (account-guard.ts: progressive delay, then a lock the owner's login lifts).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TYPE } from '@site/shared/constants';
import { authCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { members, resetTokens } from '../../db/schema';
import { sha256 } from '../../http/auth';
import { routeCall } from '../../http/call';
import { fail, ok } from '../../http/envelope';
import { deviceKeyOf, findMember, revokeSessions, sessionsOf } from './sessions';
import { accountGuard, isKnownPlace } from './account-guard';
import { consumeCaptcha } from './captcha';
import { tooMany } from './limits';
import { passwordProblem } from './passwords';

const RESET_TOKEN_TTL_MS = 15 * 60_000;

const verifyCodes = authCalls.verify.codes;
const resetCodes = authCalls.reset.codes;

const digits = (v: string) => v.replace(/\D/g, '');

export function verifyResetRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options, limiters } = ctx;

  routeCall(app, authCalls.verify, {}, async (request) => {
    const { body } = request;
    const accountKey = body.account.trim().toLowerCase();
    const pairKey = `verify\u0000${accountKey}\u0000${request.ip}`;
    const limit = await limiters.verifyFailures.peek(pairKey);
    if (limit.limited) {
      throw tooMany(limit.retryAfterMs, 'Too many failed verifications for this account from your address');
    }
    // Every failure counts for this address; only a wrong guess of the factors (after a solved
    // captcha) counts for the account, so nobody can lock an account without solving captchas.
    const failed = async (code: keyof typeof verifyCodes) => {
      await Promise.all([
        limiters.verifyFailures.hit(pairKey),
        code === '201' ? limiters.verifyFailuresPerAccount.hit(accountKey) : undefined,
      ]);
      return fail(code, verifyCodes[code].text);
    };
    const now = options.now();
    const captchaOk = await consumeCaptcha(db, {
      token: body.captcha_token,
      answer: body.answer,
      type: CAPTCHA_TYPE.login,
      siteId: body.site_id,
      now,
    });
    if (!captchaOk) return failed('105');
    const member = await findMember(db, body.site_id ?? 1, body.account);
    const guard = await accountGuard(limiters.verifyFailuresPerAccount, accountKey, async () =>
      member ? isKnownPlace(db, member.id, request.ip, deviceKeyOf({}, request.headers['user-agent'])) : false,
    );
    if (!guard.allowed) {
      throw tooMany(
        guard.retryAfterMs,
        guard.locked
          ? 'Verification of this account is locked after too many failures; log in, or try again later'
          : 'Too many failed verifications for this account',
      );
    }
    if (!member) return failed('101');
    if (member.status !== 'active') return failed('102');
    const phone = body.member_phone?.trim();
    const email = body.member_email?.trim();
    if ((!phone && !email) || !member.withdrawPasswordHash) return failed('204');
    // Every factor is checked whatever the others gave, and any wrong one answers the same code.
    const passwordOk = await verify(member.withdrawPasswordHash, body.withdraw_password.trim());
    const phoneOk = !phone || (member.memberPhone !== null && digits(member.memberPhone) === digits(phone));
    const emailOk = !email || (member.memberEmail !== null && member.memberEmail.toLowerCase() === email.toLowerCase());
    if (!passwordOk || !phoneOk || !emailOk) return failed('201');
    await Promise.all([limiters.verifyFailures.reset(pairKey), limiters.verifyFailuresPerAccount.reset(accountKey)]);
    const token = randomBytes(32).toString('base64url');
    await db.insert(resetTokens).values({
      tokenHash: sha256(token),
      memberId: member.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    return ok({ token });
  });

  routeCall(app, authCalls.reset, {}, async (request) => {
    const { body } = request;
    const member = await findMember(db, 1, body.account);
    if (!member) return fail('101', resetCodes['101'].text);
    if (member.status !== 'active') return fail('102', resetCodes['102'].text);
    const now = options.now();
    const [row] = await db
      .select()
      .from(resetTokens)
      .where(eq(resetTokens.tokenHash, sha256(body.token)));
    if (!row || row.memberId !== member.id || row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
      return fail('201', resetCodes['201'].text);
    }
    if (passwordProblem(body.password)) return fail('202', resetCodes['202'].text);
    if (await verify(member.passwordHash, body.password)) return fail('203', resetCodes['203'].text);
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
      await revokeSessions(tx, now, sessionsOf(member.id));
      return true;
    });
    if (spent) ctx.sessionsEnded();
    if (!spent) return fail('201', resetCodes['201'].text);
    return ok(null);
  });
}
