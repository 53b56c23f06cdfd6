/**
 * POST /api/login (SPEC §3 payload, §7 response, §8 codes), GET /api/get_login_header and
 * POST /api/logout.
 *
 * Order of checks: rate limits (HTTP 429, code 429), the login header nonce when sent (HTTP 400),
 * the captcha (105, consumed whatever the outcome), account and password (101, one message for
 * both), the member's status (102 disabled, 103 frozen), the address (201 blacklisted, 202 region,
 * 203 too many accounts from the address, 106 not an allowed address of this member), then 802
 * (a transferred account must pass the transfer validation: vx/verify then vx/reset) and 107 (a
 * member with double validation on, from a device never seen: opens the double validation, whose
 * data carries member_login_id and the first question). A success revokes the member's older
 * sessions and returns a new token (32 random bytes, stored as a SHA-256 hash).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CAPTCHA_TYPE, DOUBLE_VALIDATION_DEFAULT_QUESTIONS } from '@site/shared/constants';
import type { LoginPayload } from '@site/shared/contracts';
import type { AppContext } from '../context';
import { memberLogins, sessions } from '../db/schema';
import { readToken, sha256 } from '../http/auth';
import {
  ADDRESS_MESSAGES,
  checkLoginAddress,
  clientRecord,
  deviceKeyOf,
  findMember,
  isKnownDevice,
  issueSession,
} from '../auth/sessions';
import { answerableQuestions } from '../auth/double-validation';
import { ApiError, fail, failKeyed, ok } from '../http/envelope';
import { emptyBody, int, obj, routeSchema, str, type JsonSchema } from '../http/schemas';
import { consumeCaptcha } from './captcha';

export const LOGIN_MESSAGES = {
  '101': 'Wrong account or password',
  '102': 'This account is disabled; please contact customer service',
  '103': 'This account is frozen; please contact customer service',
  '105': 'The verification code is wrong or has expired; please enter the new code',
  ...ADDRESS_MESSAGES,
  '107': 'New device: please answer a security question to continue',
  '802': 'This account was transferred: please verify it and set a new password',
} as const;

/** Header names of GET /api/get_login_header, sent back with POST /api/login. */
export const LOGIN_HEADER_NONCE = 'x-login-nonce';
export const LOGIN_HEADER_TIME = 'x-login-time';
const LOGIN_HEADER_TTL_MS = 5 * 60_000;

/** The data of /login and /login/double_validation on success (SPEC §7). */
export const loginDataSchema = obj({
  member_id: int(),
  member_account: str(),
  member_login_id: int(),
  member_currency: str(),
  token: str({ description: 'Send in the authorization header (raw or Bearer)' }),
});

/** /login data: a session on success; on 107 and 802 what the next dialog needs. */
const loginAnswerSchema: JsonSchema = {
  type: 'object',
  description:
    'Code 100: member_id, member_account, member_login_id, member_currency, token. Code 107: member_login_id, member_account, question, available_questions_count (POST /login/double_validation next). Code 802: member_login_id, member_account (the transfer validation: /arks/web/vx/verify then /vx/reset).',
  properties: {
    ...(loginDataSchema.properties as Record<string, JsonSchema>),
    question: str({ description: '107: member_name | identity_id | member_phone | member_email | withdraw_password' }),
    available_questions_count: int({ description: '107: questions that may still be asked (skip)' }),
  },
};

const required = (description: string, maxLength = 128) => str({ minLength: 1, maxLength, description });
const optionalStr = (description: string) => str({ maxLength: 256, description });

export const loginBodySchema = {
  type: 'object',
  required: ['account', 'password', 'captcha_token', 'answer'],
  properties: {
    account: required('Member account', 64),
    password: required('Password'),
    site_id: int({ minimum: 1 }),
    answer: required('The captcha text', 16),
    captcha_token: required('The token of POST /api/captcha', 128),
    remote_addr: optionalStr('Client address as the client sees it (recorded, not trusted)'),
    host: optionalStr('Site host'),
    device: int({ description: 'Platform code of SPEC §9: 1 desktop, 2 mobile, 3 app, ...' }),
    system_group: optionalStr('System group'),
    udid: optionalStr('Device id (apps only)'),
    login_type: int(),
    cdn: optionalStr('CDN'),
    system: optionalStr('Operating system'),
    browser: optionalStr('Browser'),
    system_version: optionalStr('Operating system version'),
  },
};

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options, limiters } = ctx;
  /** A hash to verify against when the account does not exist, so both failures take as long. */
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hash('not-a-real-password-' + Math.random()));

  const tooMany = (reply: FastifyReply, retryAfterMs: number, what: string) => {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .send(
        failKeyed('429', `${what}; please try again in ${seconds} seconds`, {
          message_key: 'too_many_attempts',
          params: { retry_after_s: seconds },
        }),
      );
  };

  /** Nonces of /get_login_header (in memory, 5 minutes, single use; a shared store when scaled out). */
  const loginNonces = new Map<string, number>();
  const sweepNonces = () => {
    const now = options.now().getTime();
    for (const [k, exp] of loginNonces) if (exp <= now) loginNonces.delete(k);
  };

  app.get(
    '/get_login_header',
    {
      schema: routeSchema({
        summary: 'Headers to send with POST /login (SPEC §7 "Product\'s own server")',
        description: `Returns {headers}: send them as they are with the next /login (${LOGIN_HEADER_NONCE} is single use, 5 minutes). A /login without them is accepted; with a wrong or used nonce it answers HTTP 400.`,
        tags: ['auth'],
        data: obj({ headers: obj({ [LOGIN_HEADER_NONCE]: str(), [LOGIN_HEADER_TIME]: str() }) }),
      }),
    },
    async () => {
      if (loginNonces.size > 10_000) sweepNonces();
      const nonce = randomBytes(18).toString('base64url');
      const now = options.now().getTime();
      loginNonces.set(nonce, now + LOGIN_HEADER_TTL_MS);
      return ok({ headers: { [LOGIN_HEADER_NONCE]: nonce, [LOGIN_HEADER_TIME]: String(now) } });
    },
  );

  app.post(
    '/login',
    {
      schema: routeSchema({
        summary: 'Log in (SPEC §7)',
        description:
          'Codes (SPEC §8): 105 wrong/expired/reused captcha, 101 wrong account or password, 102 disabled, 103 frozen, 201 blacklisted address, 202 region not served, 203 too many accounts from the address, 106 address not allowed for this member, 802 transfer validation needed, 107 new device (double validation); HTTP 429 (code 429) when rate limited.',
        tags: ['auth'],
        body: loginBodySchema,
        data: loginAnswerSchema,
        limited: true,
      }),
    },
    async (request, reply) => {
      const body = request.body as LoginPayload;
      const ip = request.ip;
      const accountKey = body.account.trim().toLowerCase();
      const pairKey = `${accountKey}\u0000${ip}`;

      const perAddress = await limiters.loginPerAddress.hit(ip);
      if (perAddress.limited)
        return tooMany(reply, perAddress.retryAfterMs, 'Too many login attempts from your address');
      const failures = await limiters.loginFailures.peek(pairKey);
      if (failures.limited) {
        return tooMany(
          reply,
          failures.retryAfterMs,
          'Too many failed login attempts for this account from your address',
        );
      }

      const nonce = request.headers[LOGIN_HEADER_NONCE];
      if (typeof nonce === 'string') {
        const expires = loginNonces.get(nonce);
        loginNonces.delete(nonce);
        if (!expires || expires <= options.now().getTime()) {
          throw new ApiError(
            400,
            '400',
            'The login header is unknown, used or expired; ask /get_login_header again',
            {},
            { message_key: 'login_header_expired' },
          );
        }
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
        return fail('105', LOGIN_MESSAGES['105']);
      }

      const member = await findMember(db, body.site_id ?? 1, body.account);
      const passwordOk = member
        ? await verify(member.passwordHash, body.password)
        : (await verify(await dummy(), body.password), false);
      if (!member || !passwordOk) {
        await limiters.loginFailures.hit(pairKey);
        return fail('101', LOGIN_MESSAGES['101']);
      }
      if (member.status === 'disabled') return fail('102', LOGIN_MESSAGES['102']);
      if (member.status === 'frozen') return fail('103', LOGIN_MESSAGES['103']);
      await limiters.loginFailures.reset(pairKey);

      const addressCode = await checkLoginAddress(ctx, member, ip);
      if (addressCode) return fail(addressCode, LOGIN_MESSAGES[addressCode]);

      const userAgent = request.headers['user-agent'];
      const deviceKey = deviceKeyOf(body, userAgent);
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
          message: LOGIN_MESSAGES['802'],
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
            message: LOGIN_MESSAGES['107'],
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
    },
  );

  app.post(
    '/logout',
    {
      schema: routeSchema({
        summary: 'Log out: revokes the session of the token (SPEC §7); always succeeds',
        tags: ['auth'],
        body: emptyBody,
      }),
    },
    async (request) => {
      const token = readToken(request);
      if (token) {
        await db
          .update(sessions)
          .set({ revokedAt: options.now() })
          .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
      }
      return ok(null);
    },
  );
}
