/**
 * The content calls of @site/shared/contracts (`contentCalls`): pop-up bulletins for visitors and
 * members, hiding them, their history, and the site detail. The other content routes are in
 * server/src/routes/content.ts.
 */
import type { FastifyInstance } from 'fastify';
import { DISPLAY_LOCATION } from '@site/shared/constants';
import { contentCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { routeCall } from '../../http/call';
import { ApiError, ok } from '../../http/envelope';
import { bulletinSetting, hideBulletins, listBulletins } from './bulletins';
import { siteDetail } from './site-detail';
import { contentLanguage } from './texts';

export function contentCallRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const { requireMember, optionalMember } = ctx.auth;

  routeCall(app, contentCalls.bulletins, {}, async (request) => {
    const b = request.body;
    const list = await listBulletins(
      db,
      {
        siteId: b.site_id,
        device: b.display_device,
        location: DISPLAY_LOCATION.normal,
        language: contentLanguage(b.language, request.headers.lang),
      },
      { visitors: true },
    );
    return ok({ list, setting: await bulletinSetting(db, b.site_id) });
  });

  routeCall(app, contentCalls.memberBulletins, { preHandler: requireMember }, async (request) => {
    const b = request.body;
    const list = await listBulletins(
      db,
      {
        siteId: b.site_id,
        device: b.display_device,
        location: b.display_location ?? DISPLAY_LOCATION.normal,
        language: contentLanguage(b.language, request.headers.lang),
      },
      { hiddenFor: request.auth!.member.id },
    );
    return ok({ list, setting: await bulletinSetting(db, b.site_id) });
  });

  routeCall(app, contentCalls.bulletinHistory, { preHandler: optionalMember }, async (request) => {
    const b = request.body;
    const language = contentLanguage(b.language, request.headers.lang);
    const visitors = !request.auth;
    const at = (location: number) => ({ siteId: b.site_id, device: b.display_device, location, language });
    // Visitors see only the normal pop-ups; a member also the deposit page's.
    const [normal, deposit] = await Promise.all([
      listBulletins(db, at(DISPLAY_LOCATION.normal), { visitors }),
      visitors ? Promise.resolve([]) : listBulletins(db, at(DISPLAY_LOCATION.deposit), {}),
    ]);
    return ok({ list: [...normal, ...deposit].sort((x, y) => y.updated_at.localeCompare(x.updated_at)) });
  });

  routeCall(app, contentCalls.hideBulletins, { preHandler: requireMember }, async (request) => {
    const b = request.body;
    const hidden = await hideBulletins(db, request.auth!.member.id, {
      siteId: b.site_id,
      device: b.display_device,
      location: b.display_location,
    });
    return ok({ hidden });
  });

  routeCall(app, contentCalls.siteDetail, {}, async (request) => {
    const b = request.body;
    const code = b.brand ?? options.defaultBrand;
    const detail = await siteDetail(db, b.site_id, code);
    if (!detail) throw new ApiError(404, '404', `Unknown brand ${code} of site ${b.site_id}`);
    return ok(detail);
  });
}
