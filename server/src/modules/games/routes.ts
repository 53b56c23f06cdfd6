/**
 * gameCalls.list of @site/shared/contracts: POST /api/v3/game_list {currency, site_id, support_device,
 * template, part?} -> {list: GameType[]} (the whole list, or one part of it: GAME_LIST_PARTS).
 * Public; with a valid token member_favorite is 1 on the member's favourites (an invalid token is
 * treated as a visitor, not a 401). gt_name follows the `lang` header; game names carry vi_VN,
 * en_US and zh_CN. Only providers offering the currency and games running on the device are listed.
 * The answer is cached per (currency, device, language) and, for a member, per favourites in it; it
 * carries an ETag (If-None-Match -> 304) and is compressed once per list and encoding.
 */
import type { FastifyInstance } from 'fastify';
import { gameCalls, type CallBody } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { nameLanguage } from './catalogue';
import { sendShared } from '../../http/shared-answer';
import { readToken } from '../../http/auth';
import { callSchema, routeCall } from '../../http/call';
import { fail, ok } from '../../http/envelope';
import { betRecords } from './bet-records';

export function gameRoutes(app: FastifyInstance, ctx: AppContext) {
  // The list answers through the reply itself (ETag, 304, the visitor list compressed once), so the
  // route takes the call's schema rather than routeCall's envelope answer.
  const call = gameCalls.list;
  app.route<{ Body: CallBody<typeof call> }>({
    method: call.method,
    url: call.path,
    // Sent compressed already (each list once).
    compress: false,
    schema: callSchema(call),
    handler: async (request, reply) => {
      const { body } = request;
      // A member's favourites switched on; an unknown or ended token is a visitor here.
      const favoriteIds = await ctx.listViewers.favouritesOf(readToken(request));
      const { answer } = await ctx.catalogue.list(
        {
          currency: body.currency,
          supportDevice: body.support_device ?? 1,
          lang: nameLanguage(request.headers.lang),
          part: body.part,
        },
        favoriteIds,
      );
      // Each list (the visitors', a member's with their favourites) is compressed once and reused.
      return sendShared(request, reply, answer, {
        cacheControl: 'private, no-cache',
        vary: ['authorization', 'lang'],
        encode: (encoding) => ctx.catalogue.compressed(answer, encoding),
      });
    },
  });
}

/** The member's bet history (gameCalls.betRecords), token required. */
export function betRecordRoutes(app: FastifyInstance, ctx: AppContext) {
  const call = gameCalls.betRecords;
  routeCall(app, call, { preHandler: ctx.auth.requireMember }, async (request) => {
    const { body } = request;
    if (body.start_date && body.end_date && body.start_date > body.end_date) return fail('101', call.codes['101'].text);
    const lang = typeof request.headers.lang === 'string' ? request.headers.lang : 'en_US';
    return ok(await betRecords(ctx.db, request.auth!.member, body, lang));
  });
}
