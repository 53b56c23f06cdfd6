/**
 * Generated artwork (src/art): SVG rendered deterministically from the id, so it needs no files.
 * - GET /api/assets/games/:game_code.svg          a game tile (title in English; ?lang=vi_VN|zh_CN)
 * - GET /api/assets/providers/:gp_id.svg?variant=light|dark   a provider logo (lit or muted)
 * - GET /api/assets/game-types/:gt_id.svg?active=1           a game type icon (grey, or gold)
 * Long cache headers and an ETag (If-None-Match -> 304).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GAME_TYPE_IDS, type GameTypeId } from '@site/shared/constants';
import { renderGameTile, renderGameTypeIcon, renderProviderLogo } from '../art/render';
import type { AppContext } from '../context';
import { etagOf, nameLanguage } from '../games/catalogue-service';
import { ApiError } from '../http/envelope';
import { errorEnvelope, routeSchema, str } from '../http/schemas';

/** A week fresh, then revalidated with the ETag for a month (the artwork changes only with the code). */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000';
const svgResponse = {
  200: { type: 'string', description: 'image/svg+xml' },
  304: { type: 'null', description: 'Not modified' },
  400: errorEnvelope,
  404: errorEnvelope,
};

/** A small bounded cache of rendered pictures (a tile is rendered once per process). */
class SvgCache {
  private map = new Map<string, { body: string; etag: string }>();
  constructor(private readonly max: number) {}
  get(key: string, render: () => string) {
    let hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const body = render();
    hit = { body, etag: etagOf(body) };
    this.map.set(key, hit);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    return hit;
  }
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: { body: string; etag: string }) {
  reply.header('cache-control', CACHE_CONTROL).header('etag', svg.etag).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === svg.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg.body);
}

export function assetRoutes(app: FastifyInstance, ctx: AppContext) {
  const cache = new SvgCache(4000);

  app.get(
    '/assets/games/:game_code.svg',
    {
      logLevel: 'warn',
      schema: routeSchema({
        summary: 'Game tile artwork (SVG, 300 x 300)',
        tags: ['assets'],
        params: {
          type: 'object',
          required: ['game_code'],
          properties: { game_code: str({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) },
        },
        querystring: { type: 'object', properties: { lang: str({ maxLength: 8 }) } },
        response: svgResponse,
      }),
    },
    async (request, reply) => {
      const { game_code } = request.params as { game_code: string };
      const { lang } = request.query as { lang?: string };
      const data = await ctx.catalogue.load();
      const game = data.gamesByCode.get(game_code);
      const provider = game && data.providers.get(game.gpId);
      if (!game || !provider) throw new ApiError(404, '404', `Unknown game ${game_code}`);
      const language = lang ? nameLanguage(lang) : 'en_US';
      const svg = cache.get(`g:${game_code}:${language}`, () =>
        renderGameTile({
          gameCode: game.gameCode,
          gtId: game.gtId as GameTypeId,
          title: game.names[language] ?? game.names.en_US ?? game.gameCode,
          provider: { name: provider.name, colors: provider.colors },
        }),
      );
      return sendSvg(request, reply, svg);
    },
  );

  app.get(
    '/assets/providers/:gp_id.svg',
    {
      logLevel: 'warn',
      schema: routeSchema({
        summary: 'Provider logo (SVG, 240 x 80): light = lit, full colour; dark = muted',
        tags: ['assets'],
        params: {
          type: 'object',
          required: ['gp_id'],
          properties: { gp_id: str({ pattern: '^GP[A-Za-z0-9]{1,12}$' }) },
        },
        querystring: { type: 'object', properties: { variant: str({ enum: ['light', 'dark'], default: 'light' }) } },
        response: svgResponse,
      }),
    },
    async (request, reply) => {
      const { gp_id } = request.params as { gp_id: string };
      const { variant } = request.query as { variant: 'light' | 'dark' };
      const provider = (await ctx.catalogue.load()).providers.get(gp_id);
      if (!provider) throw new ApiError(404, '404', `Unknown provider ${gp_id}`);
      const svg = cache.get(`p:${gp_id}:${variant}`, () =>
        renderProviderLogo({ gpId: provider.gpId, name: provider.name, colors: provider.colors }, variant),
      );
      return sendSvg(request, reply, svg);
    },
  );

  app.get(
    '/assets/game-types/:gt_id.svg',
    {
      logLevel: 'warn',
      schema: routeSchema({
        summary: 'Game type icon (SVG, 64 x 64): grey, or gold with ?active=1',
        tags: ['assets'],
        params: {
          type: 'object',
          required: ['gt_id'],
          properties: { gt_id: { type: 'integer', enum: [...GAME_TYPE_IDS] } },
        },
        querystring: { type: 'object', properties: { active: { type: 'integer', enum: [0, 1], default: 0 } } },
        response: svgResponse,
      }),
    },
    async (request, reply) => {
      const { gt_id } = request.params as { gt_id: number };
      const { active } = request.query as { active: number };
      const svg = cache.get(`t:${gt_id}:${active}`, () => renderGameTypeIcon(gt_id, active === 1));
      return sendSvg(request, reply, svg);
    },
  );
}
