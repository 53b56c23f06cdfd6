/**
 * Generated artwork (./art): SVG rendered deterministically from the id, so it needs no files.
 * - GET /api/assets/games/:game_code.svg          a game tile (title in English; ?lang=vi_VN|zh_CN)
 * - GET /api/assets/providers/:gp_id.svg?variant=light|dark   a provider logo (lit or muted)
 * - GET /api/assets/game-types/:gt_id.svg?active=1           a game type icon (grey, or gold)
 * - GET /api/assets/games/:game_code.webp, /api/assets/providers/:gp_id.webp, /api/assets/game-types/:gt_id.webp
 *   the same tile, logo and icon as WebP (rasterised once, see ./raster), what the lobby's lists show
 *   (long cache headers and an ETag: If-None-Match -> 304);
 * - GET /api/assets/banners/:id.svg, /api/assets/logos/:code.svg, /api/assets/register-background/:template.svg
 *   (the banners, brand logos and register backgrounds the content calls point to; an hour's cache);
 * - GET /api/assets/banners/:id.webp   the banner as WebP (rasterised once), what the banner lists point to;
 * - GET /api/assets/discounts/:id.svg?lang=   a discount's artwork (its title in that language; the
 *   discount calls add v=, which changes with the promotion, so it may be cached for a week).
 * The calls are assetCalls of @site/shared/contracts (params and queries typed from them).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { GAME_TYPE_IDS, type GameTypeId } from '@site/shared/constants';
import { formatMoney, toMajor } from '@site/shared/money';
import { assetCalls, type ApiCall } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { brands, carouselPictures, discountPromotions } from '../../db/schema';
import { nameLanguage } from '../games/catalogue';
import { etagOf } from '../../http/shared-answer';
import { ApiError } from '../../http/envelope';
import { callSchema, type CallRoute } from '../../http/call';
import { renderBanner, renderLogo, renderRegisterBackground } from './art/banners';
import { renderGameTile, renderGameTypeIcon, renderProviderLogo } from './art/render';
import { renderDiscountArt } from './art/discounts';
import { pickText } from '../content/texts';
import { RasterCache, type Raster } from './raster';

/** A week fresh, then revalidated with the ETag for a month (the artwork changes only with the code). */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000';

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

function sendRaster(request: FastifyRequest, reply: FastifyReply, raster: Raster, cacheControl = CACHE_CONTROL) {
  reply.header('cache-control', cacheControl).header('etag', raster.etag).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === raster.etag) return reply.code(304).send();
  return reply.type('image/webp').send(raster.body);
}

/** Registers an artwork address from its description; it answers through the reply (an SVG, or 304). */
function svgRoute<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: (request: FastifyRequest<CallRoute<C>>, reply: FastifyReply) => Promise<unknown>,
) {
  app.route<CallRoute<C>>({ method: call.method, url: call.path, logLevel: 'warn', schema: callSchema(call), handler });
}

export interface AssetRoutes {
  /**
   * Rasterises every game type's icon (grey and gold) and every provider's logo (lit and muted),
   * one at a time, unless `stopped()` says the platform is closing; answers how many were rendered.
   */
  warmLobbyArt(stopped: () => boolean): Promise<number>;
}

export function assetRoutes(app: FastifyInstance, ctx: AppContext): AssetRoutes {
  const cache = new SvgCache(4000);
  const rasters = new RasterCache();

  /** A game's tile artwork (cached), its title in `lang` (English by default). */
  async function gameTileSvg(gameCode: string, lang: string | undefined) {
    const data = await ctx.catalogue.load();
    const game = data.gamesByCode.get(gameCode);
    const provider = game && data.providers.get(game.gpId);
    if (!game || !provider) throw new ApiError(404, '404', `Unknown game ${gameCode}`);
    const language = lang ? nameLanguage(lang) : 'en_US';
    return {
      key: `g:${gameCode}:${language}`,
      svg: () =>
        cache.get(`g:${gameCode}:${language}`, () =>
          renderGameTile({
            gameCode: game.gameCode,
            gtId: game.gtId as GameTypeId,
            title: game.names[language] ?? game.names.en_US ?? game.gameCode,
            provider: { name: provider.name, colors: provider.colors },
          }),
        ),
    };
  }

  /** A provider's logo (cached); 404 for an unknown provider. */
  async function providerLogoSvg(gpId: string, variant: 'light' | 'dark') {
    const provider = (await ctx.catalogue.load()).providers.get(gpId);
    if (!provider) throw new ApiError(404, '404', `Unknown provider ${gpId}`);
    return {
      key: `p:${gpId}:${variant}`,
      svg: () =>
        cache.get(`p:${gpId}:${variant}`, () =>
          renderProviderLogo({ gpId: provider.gpId, name: provider.name, colors: provider.colors }, variant),
        ),
    };
  }

  svgRoute(app, assetCalls.gameTile, async (request, reply) => {
    const art = await gameTileSvg(request.params.game_code, request.query.lang);
    return sendSvg(request, reply, art.svg());
  });

  svgRoute(app, assetCalls.gameThumb, async (request, reply) => {
    const art = await gameTileSvg(request.params.game_code, request.query.lang);
    return sendRaster(request, reply, await rasters.get(art.key, () => art.svg().body));
  });

  svgRoute(app, assetCalls.providerLogo, async (request, reply) => {
    // The schema's default fills it in; the fallback only names it for the type.
    const art = await providerLogoSvg(request.params.gp_id, request.query.variant ?? 'light');
    return sendSvg(request, reply, art.svg());
  });

  svgRoute(app, assetCalls.providerThumb, async (request, reply) => {
    const art = await providerLogoSvg(request.params.gp_id, request.query.variant ?? 'light');
    return sendRaster(request, reply, await rasters.get(art.key, () => art.svg().body, 2));
  });

  /** A game type's icon (cached), grey or gold. */
  const gameTypeIconSvg = (gtId: GameTypeId, active: 0 | 1) => ({
    key: `t:${gtId}:${active}`,
    svg: () => cache.get(`t:${gtId}:${active}`, () => renderGameTypeIcon(gtId, active === 1)),
  });

  svgRoute(app, assetCalls.gameTypeIcon, async (request, reply) => {
    const art = gameTypeIconSvg(request.params.gt_id, request.query.active ?? 0);
    return sendSvg(request, reply, art.svg());
  });

  svgRoute(app, assetCalls.gameTypeThumb, async (request, reply) => {
    const art = gameTypeIconSvg(request.params.gt_id, request.query.active ?? 0);
    return sendRaster(request, reply, await rasters.get(art.key, () => art.svg().body));
  });

  const svg = (body: string) => ({ body, type: 'image/svg+xml; charset=utf-8' });

  /** A banner's artwork in one use type's size (its title and subtitle as the operator set them). */
  async function bannerSvg(id: number, useType: number | undefined): Promise<string> {
    const [row] = await ctx.db.select().from(carouselPictures).where(eq(carouselPictures.id, id));
    if (!row) throw new ApiError(404, '404', 'Unknown banner');
    const given = row.gameLinkParameter?.subtitle;
    const subtitle = typeof given === 'string' || typeof given === 'number' ? String(given) : (row.linkUrl ?? '');
    return renderBanner(
      row.id,
      row.title,
      subtitle.startsWith('http') || subtitle.startsWith('/') ? '' : subtitle,
      useType ?? row.useType,
    );
  }

  svgRoute(app, assetCalls.banner, async (request, reply) => {
    const out = svg(await bannerSvg(request.params.id, request.query.use_type));
    return reply.header('cache-control', 'public, max-age=3600').type(out.type).send(out.body);
  });

  svgRoute(app, assetCalls.bannerPicture, async (request, reply) => {
    const source = await bannerSvg(request.params.id, request.query.use_type);
    // Keyed by the artwork itself: an operator's new title is a new picture, never a stale one.
    const raster = await rasters.get(`b:${etagOf(source)}`, () => source);
    return sendRaster(request, reply, raster, 'public, max-age=3600');
  });

  svgRoute(app, assetCalls.brandLogo, async (request, reply) => {
    const { code } = request.params;
    const [brand] = await ctx.db.select().from(brands).where(eq(brands.code, code));
    if (!brand) throw new ApiError(404, '404', 'Unknown brand');
    const name = (brand.config as { brand?: { name?: string } }).brand?.name ?? code;
    const out = svg(renderLogo(code, name, request.query.variant));
    return reply.header('cache-control', 'public, max-age=3600').type(out.type).send(out.body);
  });

  svgRoute(app, assetCalls.discountArt, async (request, reply) => {
    const { id } = request.params;
    const language = request.query.lang ?? 'vi_VN';
    const [row] = await ctx.db.select().from(discountPromotions).where(eq(discountPromotions.id, id));
    if (!row) throw new ApiError(404, '404', 'Unknown discount');
    const gtId = (GAME_TYPE_IDS as number[]).includes(row.gtId ?? 0) ? (row.gtId as GameTypeId) : null;
    const ribbon =
      row.applyType === 'bonus' && row.bonus !== null
        ? formatMoney(toMajor(row.bonus, row.currency), row.currency, { locale: language })
        : null;
    const out = svg(renderDiscountArt({ id: row.id, title: pickText(row.title, language), gtId, ribbon }));
    // Versioned by the lists' v=; a bare address (no v) may show an old title for at most an hour.
    const maxAge = request.query.v ? 604800 : 3600;
    return reply.header('cache-control', `public, max-age=${maxAge}`).type(out.type).send(out.body);
  });

  svgRoute(app, assetCalls.registerBackground, async (request, reply) => {
    const out = svg(renderRegisterBackground(request.params.template));
    return reply.header('cache-control', 'public, max-age=3600').type(out.type).send(out.body);
  });

  return {
    async warmLobbyArt(stopped) {
      let rendered = 0;
      for (const gtId of GAME_TYPE_IDS) {
        for (const active of [0, 1] as const) {
          if (stopped()) return rendered;
          const art = gameTypeIconSvg(gtId, active);
          await rasters.get(art.key, () => art.svg().body);
          rendered++;
        }
      }
      for (const gpId of (await ctx.catalogue.load()).providers.keys()) {
        for (const variant of ['light', 'dark'] as const) {
          if (stopped()) return rendered;
          const art = await providerLogoSvg(gpId, variant);
          await rasters.get(art.key, () => art.svg().body, 2);
          rendered++;
        }
      }
      return rendered;
    },
  };
}
