/**
 * The content calls of @site/shared/contracts (`contentCalls`): pop-up bulletins for visitors and
 * members, hiding them and their history; banners and the marquee; the site content lists; the
 * register background; the mobile template's configuration; tracking events; the frame check; the
 * site detail. Texts come in the body's language, else the `lang` header,
 * else vi_VN.
 */
import type { FastifyInstance } from 'fastify';
import { DISPLAY_LOCATION, type LanguageCode } from '@site/shared/constants';
import { contentCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { routeCall } from '../../http/call';
import { ApiError, ok } from '../../http/envelope';
import { listCarouselPictures, listMarquee } from './banners';
import { bulletinSetting, hideBulletins, listBulletins } from './bulletins';
import { siteContentList } from './site-contents';
import { checkFrame } from './frames';
import { siteDetail } from './site-detail';
import { storeTrackingEvent } from './tracking';
import { contentLanguage } from './texts';

export function contentModule(app: FastifyInstance, ctx: AppContext) {
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

  routeCall(app, contentCalls.carouselPictures, {}, async (request) => {
    const b = request.body;
    const list = await listCarouselPictures(db, {
      siteId: b.site_id,
      useType: b.use_type,
      currency: b.currency,
      language: contentLanguage(b.language, request.headers.lang),
    });
    return ok({ web_carousel_picture_list: list });
  });

  routeCall(app, contentCalls.marquee, { preHandler: optionalMember }, async (request) => {
    const b = request.body;
    const list = await listMarquee(db, {
      siteId: b.site_id,
      member: Boolean(request.auth),
      sortField: b.sort_field,
      sortOrder: b.sort_order,
      language: contentLanguage(b.language, request.headers.lang),
    });
    return ok({ web_announcement_list: list });
  });

  // The content lists of SPEC §3 stored in site_contents by kind: the model lists, the footer, the
  // float and the mobile footer in the language asked (and the entries for every language), the
  // mobile footer of the template asked (and the entries for any template).
  const inLanguage = (language: LanguageCode | undefined, header: unknown) => ({
    language: contentLanguage(language, header),
  });
  routeCall(app, contentCalls.modelSettings, {}, async (request) =>
    ok({
      list: await siteContentList(
        db,
        request.body.site_id,
        'model_setting',
        inLanguage(request.body.language, request.headers.lang),
      ),
    }),
  );
  routeCall(app, contentCalls.modelSponsors, {}, async (request) =>
    ok({
      list: await siteContentList(
        db,
        request.body.site_id,
        'model_sponsor',
        inLanguage(request.body.language, request.headers.lang),
      ),
    }),
  );
  routeCall(app, contentCalls.modelLogin, {}, async (request) =>
    ok({
      list: await siteContentList(
        db,
        request.body.site_id,
        'model_login',
        inLanguage(request.body.language, request.headers.lang),
      ),
    }),
  );
  routeCall(app, contentCalls.logos, {}, async (request) =>
    ok({ web_logo_list: await siteContentList(db, request.body.site_id, 'logo') }),
  );
  routeCall(app, contentCalls.mobileFooter, {}, async (request) => {
    const { site_id, template, language } = request.body;
    return ok({
      list: await siteContentList(db, site_id, 'mobile_footer', {
        ...(template ? { template } : {}),
        ...inLanguage(language, request.headers.lang),
      }),
    });
  });
  // The footer's entries carry the pages they link to (main/{id}: an HTML body; faq/{id}: the
  // topic's questions), so the footer and the content pages read one list, in the page language.
  routeCall(app, contentCalls.footer, {}, async (request) =>
    ok({
      list: await siteContentList(
        db,
        request.body.site_id,
        'footer',
        inLanguage(request.body.language, request.headers.lang),
      ),
    }),
  );
  routeCall(app, contentCalls.float, {}, async (request) =>
    ok({
      list: await siteContentList(
        db,
        request.body.site_id,
        'float',
        inLanguage(request.body.language, request.headers.lang),
      ),
    }),
  );

  routeCall(app, contentCalls.registerBackground, {}, async (request) => {
    const { template } = request.body;
    return ok({ detail: { template, photo: `/api/assets/register-background/${template}.svg` } });
  });

  routeCall(app, contentCalls.templateConfig, {}, async (request) => {
    const { mobileTemplateName } = request.body;
    const [config] = await siteContentList(db, 1, 'template_config', { template: mobileTemplateName });
    return ok({ mobileTemplateName, ...(config ?? { layout: 'default', bottom_nav: true }) });
  });

  routeCall(app, contentCalls.fbTracking, {}, async (request) =>
    ok({ id: await storeTrackingEvent(db, request.body, request.ip) }),
  );

  routeCall(app, contentCalls.checkIframe, {}, async (request) =>
    ok(await checkFrame(request.body.url, request.headers.origin ?? request.headers.referer)),
  );

  routeCall(app, contentCalls.siteDetail, {}, async (request) => {
    const b = request.body;
    const code = b.brand ?? options.defaultBrand;
    const detail = await siteDetail(db, b.site_id, code);
    if (!detail) throw new ApiError(404, '404', `Unknown brand ${code} of site ${b.site_id}`);
    return ok(detail);
  });
}
