/**
 * The letter calls of @site/shared/contracts (`letterCalls`), token required. A read or a delete is
 * published on the member channel (letter.read / letter.delete), so the member's other windows follow.
 */
import type { FastifyInstance } from 'fastify';
import { letterCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { routeCall } from '../../http/call';
import { fail, ok } from '../../http/envelope';
import { memberChannel } from '../../realtime/publish';
import { DEFAULT_LETTER_PAGE_SIZE, deleteLetters, letterLanguage, listLetters, markLetterRead } from './letters';

export function lettersModule(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const { requireMember } = ctx.auth;

  routeCall(app, letterCalls.list, { preHandler: requireMember }, async (request) => {
    const { body } = request;
    const page = await listLetters(db, request.auth!.member.id, {
      language: letterLanguage(body.language, request.headers.lang),
      page: body.page ?? 1,
      size: body.count ?? DEFAULT_LETTER_PAGE_SIZE,
      sort: body.sort_field ?? 'id',
      order: body.sort_order ?? 'desc',
    });
    return ok(page);
  });

  routeCall(app, letterCalls.read, { preHandler: requireMember }, async (request) => {
    const { id } = request.body;
    const memberId = request.auth!.member.id;
    if (!(await markLetterRead(db, memberId, id))) return fail('101', letterCalls.read.codes['101'].text);
    ctx.publisher.publish({ channel: memberChannel(memberId), event: 'letter.read', data: { id } });
    return ok({ id, is_read: 1 as const });
  });

  routeCall(app, letterCalls.destroy, { preHandler: requireMember }, async (request) => {
    const { body } = request;
    const memberId = request.auth!.member.id;
    const ids = [...(body.ids ?? []), ...(body.id ? [body.id] : [])];
    const deleted = await deleteLetters(
      db,
      memberId,
      ids.length ? { ids } : { language: letterLanguage(body.language, request.headers.lang) },
      options.now(),
    );
    if (deleted.length)
      ctx.publisher.publish({ channel: memberChannel(memberId), event: 'letter.delete', data: { ids: deleted } });
    return ok({ deleted: deleted.length });
  });
}
