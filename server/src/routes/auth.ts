/**
 * POST /api/login (SPEC §3 payload, §7 response, §8 codes) and POST /api/logout.
 *
 * Order of checks: rate limits (HTTP 429, code 429), then the captcha (105, consumed whatever the
 * outcome), then account and password (101, one message for both), then the member's status
 * (102 disabled, 103 frozen). A success records a login row (member_login_id), revokes the
 * member's older sessions and returns a new token (32 random bytes, stored as a SHA-256 hash).
 */
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CAPTCHA_TYPE, type CurrencyCode } from '@site/shared/constants';
import type { LoginPayload, LoginResponse } from '@site/shared/contracts';
import type { AppContext } from '../context';
import { memberLogins, members, sessions } from '../db/schema';
import { newSessionToken, readToken, sha256 } from '../http/auth';
import { fail, ok } from '../http/envelope';
import { emptyBody, int, obj, routeSchema, str } from '../http/schemas';
import { consumeCaptcha } from './captcha';

export const LOGIN_MESSAGES = {
  '101': 'Wrong account or password',
  '102': 'This account is disabled; please contact customer service',
  '103': 'This account is frozen; please contact customer service',
  '105': 'The verification code is wrong or has expired; please enter the new code',
} as const;

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
      .send(fail('429', `${what}; please try again in ${seconds} seconds`));
  };

  app.post(
    '/login',
    {
      schema: routeSchema({
        summary: 'Log in (SPEC §7)',
        description:
          'Codes: 105 wrong/expired/reused captcha, 101 wrong account or password, 102 disabled, 103 frozen; HTTP 429 (code 429) when rate limited.',
        tags: ['auth'],
        body: loginBodySchema,
        data: obj({
          member_id: int(),
          member_account: str(),
          member_login_id: int(),
          member_currency: str(),
          token: str({ description: 'Send in the authorization header (raw or Bearer)' }),
        }),
        limited: true,
      }),
    },
    async (request, reply) => {
      const body = request.body as LoginPayload;
      const ip = request.ip;
      const accountKey = body.account.trim().toLowerCase();
      const pairKey = `${accountKey}\u0000${ip}`;

      const perAddress = limiters.loginPerAddress.hit(ip);
      if (perAddress.limited) return tooMany(reply, perAddress.retryAfterMs, 'Too many login attempts from your address');
      const failures = limiters.loginFailures.peek(pairKey);
      if (failures.limited) {
        return tooMany(reply, failures.retryAfterMs, 'Too many failed login attempts for this account from your address');
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
        limiters.loginFailures.hit(pairKey);
        return fail('105', LOGIN_MESSAGES['105']);
      }

      const siteId = body.site_id ?? 1;
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.accountKey, accountKey)))
        .limit(1);
      const passwordOk = member
        ? await verify(member.passwordHash, body.password)
        : (await verify(await dummy(), body.password), false);
      if (!member || !passwordOk) {
        limiters.loginFailures.hit(pairKey);
        return fail('101', LOGIN_MESSAGES['101']);
      }
      if (member.status === 'disabled') return fail('102', LOGIN_MESSAGES['102']);
      if (member.status === 'frozen') return fail('103', LOGIN_MESSAGES['103']);
      limiters.loginFailures.reset(pairKey);

      const token = newSessionToken();
      const loginId = await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt)));
        const [login] = await tx
          .insert(memberLogins)
          .values({
            memberId: member.id,
            ip,
            host: body.host ?? null,
            device: body.device ?? null,
            client: {
              remote_addr: body.remote_addr,
              system_group: body.system_group,
              udid: body.udid,
              login_type: body.login_type,
              cdn: body.cdn,
              system: body.system,
              browser: body.browser,
              system_version: body.system_version,
              user_agent: request.headers['user-agent'],
            },
            createdAt: now,
          })
          .returning({ id: memberLogins.id });
        await tx.insert(sessions).values({
          memberId: member.id,
          loginId: login!.id,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + options.sessionTtlMs),
        });
        return login!.id;
      });

      const data: LoginResponse = {
        member_id: member.id,
        member_account: member.account,
        member_login_id: loginId,
        member_currency: member.currency as CurrencyCode,
        token,
      };
      return ok(data);
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
