/**
 * Member letters (SPEC §3, §4, §7), token required:
 * - POST /api/arks/web/member/letter {active 1, count 50, language, page 1, site_id, sort_field id,
 *   sort_order desc} -> {list, total_count, unread_count} (counts in that language);
 * - POST /api/arks/web/member/letter/read {id}: marks one read (101 when it is not the member's);
 * - POST /api/arks/web/member/letter/destroy: the list body, plus id or ids to delete some; without
 *   them every letter of that language is deleted. -> {deleted}.
 * Realtime letter.read / letter.delete fire on the member channel, so the member's other windows follow.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LETTER_PAGE_SIZE, LANGUAGE_CODES } from '@site/shared/constants';
import type { AppContext } from '../context';
import { letters } from '../db/schema';
import { fail, ok } from '../http/envelope';
import { arr, flag, int, obj, routeSchema, str } from '../http/schemas';
import { memberChannel } from '../realtime/publish';

const listBody = {
  type: 'object',
  properties: {
    active: int({ enum: [0, 1] }),
    count: int({ minimum: 1, maximum: 100, description: `Page size (SPEC §9: ${LETTER_PAGE_SIZE})` }),
    language: str({ enum: [...LANGUAGE_CODES] }),
    page: int({ minimum: 1 }),
    site_id: int({ minimum: 1 }),
    sort_field: str({ enum: ['id', 'created_at'] }),
    sort_order: str({ enum: ['asc', 'desc'] }),
  },
};
type ListBody = {
  count?: number;
  language?: string;
  page?: number;
  sort_field?: 'id' | 'created_at';
  sort_order?: 'asc' | 'desc';
};

const letterSchema = obj({
  id: int(),
  title: str(),
  content: str(),
  is_read: flag(),
  language: str(),
  created_at: str({ format: 'date-time' }),
});

export function letterRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const { requireMember } = ctx.auth;
  const languageOf = (body: ListBody, header: unknown) =>
    body.language ?? (typeof header === 'string' && (LANGUAGE_CODES as string[]).includes(header) ? header : 'vi_VN');
  const mine = (memberId: number, language: string) =>
    and(eq(letters.memberId, memberId), eq(letters.language, language), isNull(letters.deletedAt));

  app.post(
    '/arks/web/member/letter',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: "The member's letters, one page (SPEC §7)",
        description: 'language defaults to the lang header (vi_VN). total_count and unread_count count that language.',
        tags: ['letters'],
        body: listBody,
        data: obj({ list: arr(letterSchema), total_count: int(), unread_count: int() }),
        auth: true,
      }),
    },
    async (request) => {
      const body = request.body as ListBody;
      const memberId = request.auth!.member.id;
      const language = languageOf(body, request.headers.lang);
      const size = body.count ?? LETTER_PAGE_SIZE;
      const page = body.page ?? 1;
      const column = body.sort_field === 'created_at' ? letters.createdAt : letters.id;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(letters)
          .where(mine(memberId, language))
          .orderBy(body.sort_order === 'asc' ? asc(column) : desc(column))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count(), unread: sql<number>`count(*) filter (where ${letters.isRead} = 0)::int` })
          .from(letters)
          .where(mine(memberId, language)),
      ]);
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          is_read: r.isRead ? 1 : 0,
          language: r.language,
          created_at: r.createdAt.toISOString(),
        })),
        total_count: Number(totals?.total ?? 0),
        unread_count: Number(totals?.unread ?? 0),
      });
    },
  );

  app.post(
    '/arks/web/member/letter/read',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Mark a letter read (SPEC §4: opening marks read, then the list reloads)',
        description: 'Code 101: no such letter of this member.',
        tags: ['letters'],
        body: obj({ id: int({ minimum: 1 }) }),
        data: obj({ id: int(), is_read: flag() }),
        auth: true,
      }),
    },
    async (request) => {
      const { id } = request.body as { id: number };
      const memberId = request.auth!.member.id;
      const [row] = await db
        .update(letters)
        .set({ isRead: 1 })
        .where(and(eq(letters.id, id), eq(letters.memberId, memberId), isNull(letters.deletedAt)))
        .returning({ id: letters.id });
      if (!row) return fail('101', 'No such letter');
      ctx.publisher.publish({ channel: memberChannel(memberId), event: 'letter.read', data: { id } });
      return ok({ id, is_read: 1 });
    },
  );

  app.post(
    '/arks/web/member/letter/destroy',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Delete letters (SPEC §7: the list body); id or ids narrow it to those letters',
        tags: ['letters'],
        body: {
          ...listBody,
          properties: {
            ...listBody.properties,
            id: int({ minimum: 1 }),
            ids: arr(int({ minimum: 1 }), { maxItems: 500 }),
          },
        },
        data: obj({ deleted: int() }),
        auth: true,
      }),
    },
    async (request) => {
      const body = request.body as ListBody & { id?: number; ids?: number[] };
      const memberId = request.auth!.member.id;
      const ids = [...(body.ids ?? []), ...(body.id ? [body.id] : [])];
      const where = ids.length
        ? and(eq(letters.memberId, memberId), inArray(letters.id, ids), isNull(letters.deletedAt))
        : mine(memberId, languageOf(body, request.headers.lang));
      const rows = await db
        .update(letters)
        .set({ deletedAt: options.now() })
        .where(where)
        .returning({ id: letters.id });
      if (rows.length)
        ctx.publisher.publish({
          channel: memberChannel(memberId),
          event: 'letter.delete',
          data: { ids: rows.map((r) => r.id) },
        });
      return ok({ deleted: rows.length });
    },
  );
}
