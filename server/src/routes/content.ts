/**
 * Content (SPEC §3, §4, §7 "Content" and "Product's own server"):
 * - (the other content calls: server/src/modules/content/routes.ts);
 * - POST /api/get_info_data (enc exchange), /api/arks/web/member/enc, GET /api/clientCaptcha;
 * - (the generated art: server/src/modules/assets/routes.ts).
 * Texts come in the body's language, else the `lang` header, else vi_VN.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { encGrants, members } from '../db/schema';
import { ApiError, fail, ok } from '../http/envelope';
import { emptyBody, errorEnvelope, obj, routeSchema, str } from '../http/schemas';
import { openEnc, sealEnc } from '../auth/enc';
import { issueSession } from '../auth/sessions';
import { captchaImage, captchaText } from '../modules/auth/captcha';

const ENC_TTL_MS = 2 * 60_000;

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const { requireMember } = ctx.auth;

  app.post(
    '/get_info_data',
    {
      schema: routeSchema({
        summary: 'The enc exchange (SPEC §4): an encrypted one-time grant for a logged-in session',
        description:
          'data is a JSON string of {tk, member_id, member_account, member_currency}. Code 101: enc invalid, altered, expired or used (the client just resets the address to /).',
        tags: ['auth'],
        body: obj({ enc: str({ minLength: 1, maxLength: 512 }) }),
        data: str({ description: 'JSON: {tk, member_id, member_account, member_currency}' }),
      }),
    },
    async (request) => {
      const { enc } = request.body as { enc: string };
      const payload = openEnc(options.encKey, enc);
      const now = options.now();
      if (!payload || payload.exp <= now.getTime()) return fail('101', 'The link is invalid or has expired');
      const [grant] = await db
        .update(encGrants)
        .set({ usedAt: now })
        .where(and(eq(encGrants.id, payload.g), isNull(encGrants.usedAt), gt(encGrants.expiresAt, now)))
        .returning({ memberId: encGrants.memberId });
      if (!grant) return fail('101', 'The link is invalid or has expired');
      const [member] = await db.select().from(members).where(eq(members.id, grant.memberId));
      if (!member || member.status !== 'active') return fail('101', 'The link is invalid or has expired');
      const s = await issueSession(ctx, member, {
        ip: request.ip,
        client: {},
        userAgent: request.headers['user-agent'],
        deviceKey: `enc:${payload.g}`,
      });
      return ok(
        JSON.stringify({
          tk: s.token,
          member_id: s.member_id,
          member_account: s.member_account,
          member_currency: s.member_currency,
        }),
      );
    },
  );

  /** Creates an enc for a member (the native apps' hand-over; the dev route below exposes it). */
  async function createEnc(memberId: number): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    const now = options.now();
    const expiresAt = new Date(now.getTime() + ENC_TTL_MS);
    await db.insert(encGrants).values({ id, memberId, createdAt: now, expiresAt });
    return sealEnc(options.encKey, { g: id, exp: expiresAt.getTime() });
  }

  app.post(
    '/arks/web/member/enc',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: "An enc for the member's own session hand-over (to /?enc=…; two minutes, single use)",
        tags: ['auth'],
        body: emptyBody,
        data: obj({ enc: str() }),
        auth: true,
      }),
    },
    async (request) => ok({ enc: await createEnc(request.auth!.member.id) }),
  );

  app.get(
    '/clientCaptcha',
    {
      schema: routeSchema({
        summary: 'A client-checked captcha (SPEC §3 envelope with text; SPEC §5 transfer verification)',
        description:
          'data: the image (SVG data URL); text: its answer, base64-encoded (the client decodes it to compare).',
        tags: ['auth'],
        response: {
          200: {
            type: 'object',
            required: ['code', 'message', 'data', 'text'],
            properties: { code: str(), message: str(), data: str(), text: str() },
          },
          500: errorEnvelope,
        },
      }),
    },
    async (_request, reply) => {
      const answer = captchaText();
      reply.header('cache-control', 'no-store');
      return {
        code: '100',
        message: 'success',
        data: captchaImage(answer),
        text: Buffer.from(answer).toString('base64'),
      };
    },
  );

  if (options.devTools) {
    app.get(
      '/dev/enc',
      {
        schema: routeSchema({
          summary: 'Developer/test: an enc for an account (only with SITE_DEV_TOOLS=1); open /?enc=<enc>',
          tags: ['dev'],
          querystring: obj({ account: str({ minLength: 1, maxLength: 64 }) }),
          data: obj({ enc: str() }),
          errors: [404],
        }),
      },
      async (request) => {
        const { account } = request.query as { account: string };
        const [member] = await db.select().from(members).where(eq(members.accountKey, account.toLowerCase()));
        if (!member) throw new ApiError(404, '404', 'Unknown account');
        return ok({ enc: await createEnc(member.id) });
      },
    );
  }
}
