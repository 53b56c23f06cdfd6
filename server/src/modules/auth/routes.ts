/**
 * The login calls of @site/shared/contracts (`authCalls`): POST /api/captcha, GET
 * /api/get_login_header, POST /api/login (SPEC §3 payload, §7 response, §8 codes) and POST
 * /api/logout; with SITE_DEV_TOOLS=1 also GET /api/dev/captcha/:token (a captcha's answer, for the
 * e2e tests).
 *
 * Order of the login's checks: rate limits (HTTP 429, code 429), the login header nonce when sent
 * (HTTP 400), the captcha (105, consumed whatever the outcome), account and password (101, one
 * message for both), the member's status (102 disabled, 103 frozen), the address (201 blacklisted,
 * 202 region, 203 too many accounts from the address, 106 not an allowed address of this member),
 * then 802 (a transferred account must pass the transfer validation: vx/verify then vx/reset) and
 * 107 (a member with double validation on, from a device never seen: opens the double validation,
 * whose data carries member_login_id and the first question). A success revokes the member's older
 * sessions and returns a new token (32 random bytes, stored as a SHA-256 hash).
 */
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TYPE, DOUBLE_VALIDATION_DEFAULT_QUESTIONS } from '@site/shared/constants';
import { authCalls, devCalls, LOGIN_HEADER_NONCE, LOGIN_HEADER_TIME } from '@site/shared/contracts';
import { doubleValidationRoutes } from './double-validation-routes';
import { encRoutes } from './enc-routes';
import { responsibleGamingRefusal } from '../responsible-gaming/enforcement';
import { verifyResetRoutes } from './verify-reset-routes';
import type { AppContext } from '../../context';
import { accountGuard, isKnownPlace } from './account-guard';
import { tooMany } from './limits';
import { memberLogins, sessions } from '../../db/schema';
import { readToken, sha256 } from '../../http/auth';
import { routeCall } from '../../http/call';
import { ApiError, fail, ok } from '../../http/envelope';
import {
  checkLoginAddress,
  clientRecord,
  deviceKeyOf,
  findMember,
  isKnownDevice,
  issueSession,
  revokeSessions,
} from './sessions';
import { CAPTCHA_POW_BITS, captchaImage, consumeCaptcha, createCaptcha, findCaptcha, placeholderFor } from './captcha';
import { answerableQuestions } from './double-validation';
import { createLoginNonces } from './login-header';

const loginCodes = authCalls.login.codes;

/** HTTP 429 with the seconds to wait (SPEC §8 too_many_attempts). */

/** The auth module: login, the double validation, the transfer validation (vx/verify, vx/reset) and the enc hand-over. */
export function authModule(app: FastifyInstance, ctx: AppContext) {
  authRoutes(app, ctx);
  doubleValidationRoutes(app, ctx);
  verifyResetRoutes(app, ctx);
  encRoutes(app, ctx);
}

function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options, limiters } = ctx;
  /** A hash to verify against when the account does not exist, so both failures take as long. */
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hash('not-a-real-password-' + Math.random()));
  const loginNonces = createLoginNonces();

  routeCall(app, authCalls.captcha, {}, async (request) => {
    const { body } = request;
    const limit = await limiters.captcha.hit(request.ip);
    if (limit.limited) return fail('101', authCalls.captcha.codes['101'].text);
    const { token, text } = await createCaptcha(db, {
      type: body.type,
      siteId: body.site_id,
      ip: request.ip,
      now: options.now(),
      ttlMs: options.captchaTtlMs,
    });
    return ok({
      token,
      captcha: captchaImage(text),
      placeholder: placeholderFor(request.headers.lang),
      pow_bits: CAPTCHA_POW_BITS,
    });
  });

  if (options.devTools) {
    routeCall(app, devCalls.captcha, {}, async (request) => {
      const row = await findCaptcha(db, request.params.token);
      if (!row) throw new ApiError(404, '404', 'Unknown captcha token');
      return ok({
        answer: row.answer,
        type: row.type,
        site_id: row.siteId,
        expires_at: row.expiresAt.toISOString(),
        used: row.usedAt !== null,
      });
    });
  }

  routeCall(app, authCalls.loginHeader, {}, async () => {
    const now = options.now().getTime();
    const nonce = loginNonces.issue(now);
    return ok({ headers: { [LOGIN_HEADER_NONCE]: nonce, [LOGIN_HEADER_TIME]: String(now) } });
  });

  routeCall(app, authCalls.login, {}, async (request) => {
    const { body } = request;
    const ip = request.ip;
    const accountKey = body.account.trim().toLowerCase();
    const pairKey = `${accountKey}\u0000${ip}`;

    const perAddress = await limiters.loginPerAddress.hit(ip);
    if (perAddress.limited) throw tooMany(perAddress.retryAfterMs, 'Too many login attempts from your address');
    const failures = await limiters.loginFailures.peek(pairKey);
    if (failures.limited) {
      throw tooMany(failures.retryAfterMs, 'Too many failed login attempts for this account from your address');
    }

    const nonce = request.headers[LOGIN_HEADER_NONCE];
    if (typeof nonce === 'string' && !loginNonces.consume(nonce, options.now().getTime())) {
      throw new ApiError(
        400,
        '400',
        'The login header is unknown, used or expired; ask /get_login_header again',
        {},
        { message_key: 'login_header_expired' },
      );
    }

    const now = options.now();
    const captchaOk = await consumeCaptcha(db, {
      token: body.captcha_token,
      answer: body.answer,
      type: CAPTCHA_TYPE.login,
      siteId: body.site_id,
      now,
    });
    if (!captchaOk) {
      await limiters.loginFailures.hit(pairKey);
      return fail('105', loginCodes['105'].text);
    }

    const member = await findMember(db, body.site_id ?? 1, body.account);
    const userAgent = request.headers['user-agent'];
    const deviceKey = deviceKeyOf(body, userAgent);
    const guard = await accountGuard(limiters.loginFailuresPerAccount, accountKey, async () =>
      member ? isKnownPlace(db, member.id, ip, deviceKey) : false,
    );
    if (!guard.allowed) {
      throw tooMany(
        guard.retryAfterMs,
        guard.locked
          ? 'This account is locked after too many failed logins; log in from a device you used before, or try again later'
          : 'Too many failed logins for this account',
      );
    }
    const passwordOk = member
      ? await verify(member.passwordHash, body.password)
      : (await verify(await dummy(), body.password), false);
    if (!member || !passwordOk) {
      await Promise.all([limiters.loginFailures.hit(pairKey), limiters.loginFailuresPerAccount.hit(accountKey)]);
      return fail('101', loginCodes['101'].text);
    }
    if (member.status === 'disabled') return fail('102', loginCodes['102'].text);
    if (member.status === 'frozen') return fail('103', loginCodes['103'].text);
    const rgRefusal = await responsibleGamingRefusal(db, member, { action: 'login' }, now);
    if (rgRefusal) return rgRefusal;
    // The owner's password lifts the account-wide locks (failed logins and failed verifications).
    await Promise.all([
      limiters.loginFailures.reset(pairKey),
      limiters.loginFailuresPerAccount.reset(accountKey),
      limiters.verifyFailuresPerAccount.reset(accountKey),
    ]);

    const addressCode = await checkLoginAddress(ctx, member, ip);
    if (addressCode) return fail(addressCode, loginCodes[addressCode].text);

    const pending = async (status: 'double_validation' | 'failed', question: string | null, available = 0) => {
      const [row] = await db
        .insert(memberLogins)
        .values({
          memberId: member.id,
          ip,
          host: body.host ?? null,
          device: body.device ?? null,
          client: clientRecord(body, userAgent),
          status,
          deviceKey,
          question,
          questionsLeft: available,
          createdAt: now,
        })
        .returning({ id: memberLogins.id });
      return row!.id;
    };

    if (member.transferValidation) {
      const loginId = await pending('failed', null);
      return {
        code: '802',
        message: loginCodes['802'].text,
        data: { member_login_id: loginId, member_account: member.account },
      };
    }
    if (member.doubleValidation && !(await isKnownDevice(db, member.id, deviceKey))) {
      const questions = answerableQuestions(member);
      if (questions.length > 0) {
        const question = questions[0]!;
        const available = Math.min(DOUBLE_VALIDATION_DEFAULT_QUESTIONS, questions.length);
        const loginId = await pending('double_validation', question, available);
        return {
          code: '107',
          message: loginCodes['107'].text,
          data: {
            member_login_id: loginId,
            member_account: member.account,
            question,
            available_questions_count: available,
          },
        };
      }
    }

    return ok(await issueSession(ctx, member, { ip, client: body, userAgent, deviceKey }));
  });

  routeCall(app, authCalls.logout, {}, async (request) => {
    const token = readToken(request);
    if (token) {
      await revokeSessions(db, options.now(), eq(sessions.tokenHash, sha256(token)));
      ctx.sessionsEnded();
    }
    return ok(null);
  });
}
