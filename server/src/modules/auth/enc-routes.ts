/**
 * The enc hand-over (SPEC §4): a logged-in session carried to another page or app as `/?enc=…`, an
 * encrypted one-time grant that lives two minutes; and the client-checked captcha. With
 * SITE_DEV_TOOLS=1, GET /api/dev/enc?account= makes an enc for any account.
 */
import type { FastifyInstance } from 'fastify';
import { authCalls, devCalls, type InfoData } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { callSchema, routeCall } from '../../http/call';
import { ApiError, fail, ok } from '../../http/envelope';
import { captchaImage, captchaText } from './captcha';
import { createEnc, findMemberByAccount, redeemEnc } from './enc';
import { responsibleGamingRefusal } from '../responsible-gaming/enforcement';
import { issueSession } from './sessions';

export function encRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const { requireMember } = ctx.auth;

  routeCall(app, authCalls.infoData, {}, async (request) => {
    const grant = await redeemEnc(db, options.encKey, request.body.enc, options.now());
    if (!grant) return fail('101', authCalls.infoData.codes['101'].text);
    // A time-out or self-exclusion that began after the grant was made voids it, as a login would be
    // refused: no path opens a session for a blocked member.
    if (await responsibleGamingRefusal(db, grant.member, { action: 'login' }, options.now())) {
      return fail('101', authCalls.infoData.codes['101'].text);
    }
    const s = await issueSession(ctx, grant.member, {
      ip: request.ip,
      client: {},
      userAgent: request.headers['user-agent'],
      deviceKey: `enc:${grant.id}`,
    });
    const info: InfoData = {
      tk: s.token,
      member_id: s.member_id,
      member_account: s.member_account,
      member_currency: s.member_currency,
    };
    return ok(JSON.stringify(info));
  });

  routeCall(app, authCalls.memberEnc, { preHandler: requireMember }, async (request) =>
    ok({ enc: await createEnc(db, options.encKey, request.auth!.member.id, options.now()) }),
  );

  app.route({
    method: authCalls.clientCaptcha.method,
    url: authCalls.clientCaptcha.path,
    schema: callSchema(authCalls.clientCaptcha),
    handler: async (_request, reply) => {
      const answer = captchaText();
      reply.header('cache-control', 'no-store');
      return {
        code: '100',
        message: 'success',
        data: captchaImage(answer),
        text: Buffer.from(answer).toString('base64'),
      };
    },
  });

  if (options.devTools) {
    routeCall(app, devCalls.enc, {}, async (request) => {
      const member = await findMemberByAccount(db, request.query.account);
      if (!member) throw new ApiError(404, '404', 'Unknown account');
      return ok({ enc: await createEnc(db, options.encKey, member.id, options.now()) });
    });
  }
}
