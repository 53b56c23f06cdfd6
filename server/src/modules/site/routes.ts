/**
 * The platform's own routes: GET /health (siteCalls.health) and GET /site-config?brand=<code>, the
 * SiteConfig the shell starts from (defaults overlaid with the brand's stored config, see site-config.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { siteCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { routeCall } from '../../http/call';
import { sendShared } from '../../http/shared-answer';
import { ApiError, ok } from '../../http/envelope';
import { realtimeSiteConfig } from '../../realtime/platform';
import { brandCodeForHost, brandSiteConfig, hostNameOf } from './site-config';

/** The site module: liveness and the site config the shell starts from. */
export function siteModule(app: FastifyInstance, ctx: AppContext) {
  healthRoutes(app, ctx);
  siteConfigRoutes(app, ctx);
}

function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const startedAt = Date.now();
  routeCall(app, siteCalls.health, {}, async () => {
    await ctx.db.execute(sql`select 1`);
    return ok({ status: 'ok', database: ctx.database.kind, uptime_s: Math.floor((Date.now() - startedAt) / 1000) });
  });
}

function siteConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  routeCall(app, siteCalls.config, { compress: false }, async (request, reply) => {
    // What the answer depends on: the brand asked, else the request's host (the brand served there
    // and the realtime block's host, port and scheme).
    const key = `${request.query.brand ?? ''}|${request.protocol}|${request.host}`;
    const answer = await ctx.siteConfigs.get(key, async () => {
      // A brand asked by name, else the brand served on this host (X-Forwarded-Host only from a
      // trusted proxy, see TRUST_PROXY), else the default one.
      const code = (
        request.query.brand ||
        (await brandCodeForHost(ctx.db, hostNameOf(request.host))) ||
        ctx.options.defaultBrand
      ).toLowerCase();
      // The realtime block: where the socket is, for this request's host unless configured.
      const check = await brandSiteConfig(ctx.db, code, ctx.options, realtimeSiteConfig(ctx.options.realtime, request));
      if (!check) throw new ApiError(404, '404', `Unknown brand "${code}"`);
      if (!check.ok) {
        request.log.error({ brand: code, errors: check.errors }, 'invalid site config');
        throw new ApiError(500, '500', `The site config of brand "${code}" is invalid: ${check.errors.join('; ')}`);
      }
      return ok(check.config);
    });
    // The shell asks again on every start; the ETag makes that a 304.
    return sendShared(request, reply, answer, { cacheControl: 'no-cache' }) as never;
  });
}
