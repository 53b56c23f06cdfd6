/**
 * POST /api/v3/game_list {currency, site_id, support_device, template} -> {list: GameType[]}.
 * Public; with a valid token member_favorite is 1 on the member's favourites (an invalid token is
 * treated as a visitor, not a 401). gt_name follows the `lang` header; game names carry vi_VN,
 * en_US and zh_CN. Only providers offering the currency and games running on the device are listed.
 * The answer is cached per (currency, device, language), carries an ETag (If-None-Match -> 304) and
 * is compressed by @fastify/compress.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CURRENCY_CODES, GAME_TYPE_IDS } from '@site/shared/constants';
import type { AppContext } from '../context';
import { favorites } from '../db/schema';
import { nameLanguage, type ListEncoding } from '../games/catalogue-service';
import { arr, flag, int, obj, routeSchema, str } from '../http/schemas';

const gameTypeId = int({ enum: [...GAME_TYPE_IDS] });

export const gameEntrySchema = obj({
  id: int(),
  game_id: int(),
  gp_id: str({ pattern: '^GP' }),
  gp_gt_name: str(),
  game_type: gameTypeId,
  game_code: str(),
  game_name: obj({ vi_VN: str(), en_US: str(), zh_CN: str() }),
  house: int(),
  customized: flag(),
  icon_light: str({ description: 'Game tile artwork (SVG)' }),
  member_favorite: flag('1 when the token member favourited the game'),
  tags: arr(str({ enum: ['hot', 'new'] })),
});

export const gameProviderSchema = obj({
  gp_id: str({ pattern: '^GP' }),
  gp_name: str(),
  gp_gt_name: str(),
  game_type: gameTypeId,
  house: int(),
  customized: flag(),
  icon_light: str(),
  icon_dark: str(),
  maintain: flag(),
});

export const gameTypeSchema = obj({
  gt_id: gameTypeId,
  gt_name: str(),
  gt_icon: str(),
  gt_icon_active: str(),
  providers: arr(gameProviderSchema),
  gp_list: arr(gameEntrySchema),
});

/** The best of br and gzip the client accepts (q > 0), or null. */
export function pickEncoding(header: unknown): ListEncoding | null {
  if (typeof header !== 'string') return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (accepted.has('br') ? ok('br') : false) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export function gameRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.post(
    '/v3/game_list',
    {
      preHandler: ctx.auth.optionalMember,
      schema: routeSchema({
        summary: 'Game types with their providers and games (SPEC §7)',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency', 'site_id'],
          properties: {
            currency: str({ enum: [...CURRENCY_CODES] }),
            site_id: int({ minimum: 1 }),
            support_device: int({
              default: 1,
              description: 'Platform code of SPEC §9: 1 desktop, otherwise mobile games',
            }),
            template: str({
              maxLength: 64,
              description: 'Template name (accepted; the list does not depend on it yet)',
            }),
          },
        },
        data: obj({ list: arr(gameTypeSchema) }),
      }),
    },
    async (request, reply) => {
      const body = request.body as { currency: string; support_device?: number };
      const auth = request.auth;
      let favoriteIds: Set<number> | undefined;
      if (auth) {
        const rows = await db
          .select({ id: favorites.gameId })
          .from(favorites)
          .where(eq(favorites.memberId, auth.member.id));
        favoriteIds = new Set(rows.map((r) => r.id));
      }
      const result = await ctx.catalogue.list(
        { currency: body.currency, supportDevice: body.support_device ?? 1, lang: nameLanguage(request.headers.lang) },
        favoriteIds,
      );
      reply
        .header('etag', result.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'authorization, lang, accept-encoding');
      if (request.headers['if-none-match'] === result.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      // The visitor list is compressed once and reused; a member's own list goes through @fastify/compress.
      const encoding = result.shared ? pickEncoding(request.headers['accept-encoding']) : null;
      if (result.shared && encoding) {
        const compressed = await ctx.catalogue.compressed(result.shared, encoding);
        return reply.header('content-encoding', encoding).send(compressed);
      }
      return reply.send(result.body);
    },
  );
}
