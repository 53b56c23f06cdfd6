/**
 * Content (SPEC §3, §4, §7 "Content" and "Product's own server"):
 * - (bulletins and the site detail: server/src/modules/content/routes.ts);
 * - POST /api/arks/web/carousel_picture {site_id, use_type} -> web_carousel_picture_list (id desc);
 * - POST /api/arks/web/announcement/marquee -> web_announcement_list (before / after login);
 * - POST /api/web/model_setting, /web/model_sponsor, /web/model_login -> {list};
 *   /web/logo -> web_logo_list; /arks/web/web-mobile-footer;
 *   /arks/web/footer; /arks/web/float; /arks/web/model/register-background/detail -> detail.photo;
 * - POST /api/template_config, /api/fb_tracking (stored), /api/get_info_data (enc exchange),
 *   /api/check_iframe, GET /api/clientCaptcha;
 * - generated art: /api/assets/banners/:id.svg, /api/assets/logos/:code.svg,
 *   /api/assets/register-background/:template.svg.
 * Texts come in the body's language, else the `lang` header, else vi_VN.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BANNER_USE_TYPE, LANGUAGE_CODES, MOBILE_TEMPLATES } from '@site/shared/constants';
import type { AppContext } from '../context';
import { announcements, brands, carouselPictures, encGrants, members, trackingEvents } from '../db/schema';
import { ApiError, fail, ok } from '../http/envelope';
import { arr, emptyBody, errorEnvelope, flag, int, obj, routeSchema, str, type JsonSchema } from '../http/schemas';
import { openEnc, sealEnc } from '../auth/enc';
import { issueSession } from '../auth/sessions';
import { renderBanner, renderLogo, renderRegisterBackground } from '../art/banners';
import { captchaImage, captchaText } from './captcha';
import { siteContentList } from '../modules/content/site-contents';
import { contentLanguage, pickText } from '../modules/content/texts';

const anyObject: JsonSchema = { type: 'object', additionalProperties: true };
const language = () => str({ enum: [...LANGUAGE_CODES] });
const ENC_TTL_MS = 2 * 60_000;

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const { requireMember, optionalMember } = ctx.auth;

  app.post(
    '/arks/web/carousel_picture',
    {
      schema: routeSchema({
        summary: 'Banners by use_type (SPEC §3, §9: 0 desktop, 1 small, 2 mobile), id descending',
        description:
          'link_type 0 external url, 1 internal page, 2 game (game_link_parameter); link_method 1 new window.',
        tags: ['content'],
        body: {
          type: 'object',
          required: ['site_id', 'use_type'],
          properties: {
            site_id: int({ minimum: 1 }),
            use_type: int({ enum: Object.values(BANNER_USE_TYPE) }),
            currency: str({ maxLength: 8 }),
            language: language(),
          },
        },
        data: obj({
          web_carousel_picture_list: arr({
            type: 'object',
            required: ['id', 'url', 'title', 'link_type', 'link_method', 'link_url', 'game_link_parameter'],
            properties: {
              id: int(),
              url: str(),
              title: str(),
              link_type: int(),
              link_method: int(),
              link_url: str(),
              game_link_parameter: {
                type: 'object',
                nullable: true,
                properties: { currency: str(), gt_id: int(), gp_id: str(), gp_gt_name: str() },
              },
            },
          }),
        }),
      }),
    },
    async (request) => {
      const b = request.body as { site_id: number; use_type: number; currency?: string; language?: string };
      const lang = contentLanguage(b.language, request.headers.lang);
      const rows = await db
        .select()
        .from(carouselPictures)
        .where(
          and(
            eq(carouselPictures.siteId, b.site_id),
            eq(carouselPictures.useType, b.use_type),
            eq(carouselPictures.active, 1),
          ),
        )
        .orderBy(desc(carouselPictures.id));
      const list = rows
        .filter((r) => !b.currency || r.currencies.length === 0 || r.currencies.includes(b.currency))
        .filter((r) => !r.language || r.language === lang)
        .map((r) => ({
          id: r.id,
          url: `/api/assets/banners/${r.id}.svg?use_type=${r.useType}`,
          title: r.title,
          link_type: r.linkType,
          link_method: r.linkMethod,
          link_url: r.linkUrl,
          game_link_parameter: r.gameLinkParameter ?? null,
        }));
      return ok({ web_carousel_picture_list: list });
    },
  );

  app.post(
    '/arks/web/announcement/marquee',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary:
          'Marquee announcements (SPEC §3, §6): visitors get display_before_login ones, members display_after_login ones',
        tags: ['content'],
        body: {
          type: 'object',
          required: ['site_id'],
          properties: {
            site_id: int({ minimum: 1 }),
            sort_field: str({ enum: ['sort', 'id', 'created_at'] }),
            sort_order: str({ enum: ['asc', 'desc'] }),
            language: language(),
          },
        },
        data: obj({
          web_announcement_list: arr(
            obj({
              id: int(),
              content: str(),
              display_before_login: flag(),
              display_after_login: flag(),
              sort: int(),
              created_at: str({ format: 'date-time' }),
            }),
          ),
        }),
      }),
    },
    async (request) => {
      const b = request.body as { site_id: number; sort_field?: string; sort_order?: string; language?: string };
      const lang = contentLanguage(b.language, request.headers.lang);
      const column =
        b.sort_field === 'id'
          ? announcements.id
          : b.sort_field === 'created_at'
            ? announcements.createdAt
            : announcements.sort;
      const rows = await db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.siteId, b.site_id),
            request.auth ? eq(announcements.displayAfterLogin, 1) : eq(announcements.displayBeforeLogin, 1),
          ),
        )
        .orderBy(b.sort_order === 'desc' ? desc(column) : asc(column), asc(announcements.id));
      return ok({
        web_announcement_list: rows.map((r) => ({
          id: r.id,
          content: pickText(r.content, lang),
          display_before_login: r.displayBeforeLogin ? 1 : 0,
          display_after_login: r.displayAfterLogin ? 1 : 0,
          sort: r.sort,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );

  // The content lists of SPEC §3 stored in site_contents, each answered as data[key].
  const lists: Array<{
    path: string;
    kind: string;
    key: string;
    summary: string;
    byTemplate?: boolean;
    byLanguage?: boolean;
    item: JsonSchema;
  }> = [
    {
      path: '/web/model_setting',
      kind: 'model_setting',
      key: 'list',
      summary: 'Home page model settings (SPEC §7)',
      byLanguage: true,
      item: anyObject,
    },
    {
      path: '/web/model_sponsor',
      kind: 'model_sponsor',
      key: 'list',
      summary: 'Sponsor list (SPEC §3)',
      byLanguage: true,
      item: anyObject,
    },
    {
      path: '/web/model_login',
      kind: 'model_login',
      key: 'list',
      summary: 'Login-page content: title, content (SPEC §3)',
      byLanguage: true,
      item: anyObject,
    },
    {
      path: '/web/logo',
      kind: 'logo',
      key: 'web_logo_list',
      summary: 'Web logos (SPEC §3: photo_path)',
      item: anyObject,
    },
    {
      path: '/arks/web/web-mobile-footer',
      kind: 'mobile_footer',
      key: 'list',
      summary: 'Mobile footer entries (SPEC §3)',
      byTemplate: true,
      item: anyObject,
    },
    {
      path: '/arks/web/footer',
      kind: 'footer',
      key: 'list',
      summary: 'Footer entries (SPEC §3: url types outerLink, main/{id}, faq/{id})',
      item: anyObject,
    },
    {
      path: '/arks/web/float',
      kind: 'float',
      key: 'list',
      summary: 'Floating side entries (SPEC §3 sidebar list)',
      item: anyObject,
    },
  ];
  for (const l of lists) {
    app.post(
      l.path,
      {
        schema: routeSchema({
          summary: l.summary,
          tags: ['content'],
          body: {
            type: 'object',
            required: ['site_id'],
            properties: {
              site_id: int({ minimum: 1 }),
              language: language(),
              model_version: str({ maxLength: 16 }),
              template: str({ maxLength: 32 }),
            },
          },
          data: obj({ [l.key]: arr(l.item) }),
        }),
      },
      async (request) => {
        const b = request.body as { site_id: number; language?: string; template?: string };
        const filter = {
          ...(l.byLanguage ? { language: contentLanguage(b.language, request.headers.lang) } : {}),
          ...(l.byTemplate && b.template ? { template: b.template } : {}),
        };
        return ok({ [l.key]: await siteContentList(db, b.site_id, l.kind, filter) });
      },
    );
  }

  app.post(
    '/arks/web/model/register-background/detail',
    {
      schema: routeSchema({
        summary: 'Register page background of a template (SPEC §7) -> detail.photo',
        tags: ['content'],
        body: obj({
          site_id: int({ minimum: 1 }),
          template: str({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
        }),
        data: obj({ detail: obj({ template: str(), photo: str() }) }),
      }),
    },
    async (request) => {
      const b = request.body as { template: string };
      return ok({ detail: { template: b.template, photo: `/api/assets/register-background/${b.template}.svg` } });
    },
  );

  app.post(
    '/template_config',
    {
      schema: routeSchema({
        summary: 'The configuration of a mobile template (SPEC §7 "Product\'s own server")',
        tags: ['content'],
        body: obj({ mobileTemplateName: str({ enum: [...MOBILE_TEMPLATES] }) }),
        data: anyObject,
      }),
    },
    async (request) => {
      const { mobileTemplateName } = request.body as { mobileTemplateName: string };
      const [config] = await siteContentList(db, 1, 'template_config', { template: mobileTemplateName });
      return ok({ mobileTemplateName, ...(config ?? { layout: 'default', bottom_nav: true }) });
    },
  );

  app.post(
    '/fb_tracking',
    {
      schema: routeSchema({
        summary: 'Store a tracking event (SPEC §7): stored for the operator, not forwarded',
        tags: ['content'],
        body: {
          type: 'object',
          required: ['eventName'],
          properties: {
            eventName: str({ minLength: 1, maxLength: 64 }),
            eventTime: int({ minimum: 0 }),
            eventID: str({ maxLength: 128 }),
            userData: { type: 'object', additionalProperties: true },
            customData: { type: 'object', additionalProperties: true },
          },
        },
        data: obj({ id: int() }),
      }),
    },
    async (request) => {
      const b = request.body as {
        eventName: string;
        eventTime?: number;
        eventID?: string;
        userData?: object;
        customData?: object;
      };
      const [row] = await db
        .insert(trackingEvents)
        .values({
          eventName: b.eventName,
          eventId: b.eventID ?? null,
          eventTime: b.eventTime ?? null,
          payload: { userData: b.userData ?? {}, customData: b.customData ?? {} },
          ip: request.ip,
        })
        .returning({ id: trackingEvents.id });
      return ok({ id: row!.id });
    },
  );

  app.post(
    '/get_info_data',
    {
      schema: routeSchema({
        summary: 'The enc exchange (SPEC §4): an encrypted one-time grant for a logged-in session',
        description:
          'data is a JSON string of {tk, member_id, member_account, member_currency}. Code 101: enc invalid, altered, expired or used (the client just resets the address to /).',
        tags: ['auth'],
        body: obj({ enc: str({ minLength: 1, maxLength: 512 }) }),
        data: str({ description: 'JSON: {tk, member_id, member_account, member_currency}' }),
      }),
    },
    async (request) => {
      const { enc } = request.body as { enc: string };
      const payload = openEnc(options.encKey, enc);
      const now = options.now();
      if (!payload || payload.exp <= now.getTime()) return fail('101', 'The link is invalid or has expired');
      const [grant] = await db
        .update(encGrants)
        .set({ usedAt: now })
        .where(and(eq(encGrants.id, payload.g), isNull(encGrants.usedAt), gt(encGrants.expiresAt, now)))
        .returning({ memberId: encGrants.memberId });
      if (!grant) return fail('101', 'The link is invalid or has expired');
      const [member] = await db.select().from(members).where(eq(members.id, grant.memberId));
      if (!member || member.status !== 'active') return fail('101', 'The link is invalid or has expired');
      const s = await issueSession(ctx, member, {
        ip: request.ip,
        client: {},
        userAgent: request.headers['user-agent'],
        deviceKey: `enc:${payload.g}`,
      });
      return ok(
        JSON.stringify({
          tk: s.token,
          member_id: s.member_id,
          member_account: s.member_account,
          member_currency: s.member_currency,
        }),
      );
    },
  );

  /** Creates an enc for a member (the native apps' hand-over; the dev route below exposes it). */
  async function createEnc(memberId: number): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    const now = options.now();
    const expiresAt = new Date(now.getTime() + ENC_TTL_MS);
    await db.insert(encGrants).values({ id, memberId, createdAt: now, expiresAt });
    return sealEnc(options.encKey, { g: id, exp: expiresAt.getTime() });
  }

  app.post(
    '/arks/web/member/enc',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: "An enc for the member's own session hand-over (to /?enc=…; two minutes, single use)",
        tags: ['auth'],
        body: emptyBody,
        data: obj({ enc: str() }),
        auth: true,
      }),
    },
    async (request) => ok({ enc: await createEnc(request.auth!.member.id) }),
  );

  app.post(
    '/check_iframe',
    {
      schema: routeSchema({
        summary: 'May an address be shown in a frame (SPEC §4 sport frame check)',
        description:
          'Fetches the address (HEAD, 1.5 s) and reads X-Frame-Options and the CSP frame-ancestors. embeddable 0 with a reason otherwise.',
        tags: ['content'],
        body: obj({ url: str({ minLength: 1, maxLength: 2048 }) }),
        data: obj({ url: str(), embeddable: flag(), reason: str() }),
      }),
    },
    async (request) => {
      const { url } = request.body as { url: string };
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return ok({ url, embeddable: 0, reason: 'not a URL' });
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        return ok({ url, embeddable: 0, reason: 'not http(s)' });
      try {
        const res = await fetch(parsed, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(1500) });
        const xfo = res.headers.get('x-frame-options')?.toLowerCase() ?? '';
        const csp = res.headers.get('content-security-policy')?.toLowerCase() ?? '';
        const ancestors = /frame-ancestors([^;]*)/.exec(csp)?.[1]?.trim();
        if (res.status >= 400) return ok({ url, embeddable: 0, reason: `HTTP ${res.status}` });
        if (xfo === 'deny' || xfo === 'sameorigin') return ok({ url, embeddable: 0, reason: `X-Frame-Options ${xfo}` });
        if (ancestors !== undefined && !ancestors.includes('*'))
          return ok({ url, embeddable: 0, reason: `frame-ancestors ${ancestors}` });
        return ok({ url, embeddable: 1, reason: 'ok' });
      } catch {
        return ok({ url, embeddable: 0, reason: 'unreachable' });
      }
    },
  );

  app.get(
    '/clientCaptcha',
    {
      schema: routeSchema({
        summary: 'A client-checked captcha (SPEC §3 envelope with text; SPEC §5 transfer verification)',
        description:
          'data: the image (SVG data URL); text: its answer, base64-encoded (the client decodes it to compare).',
        tags: ['auth'],
        response: {
          200: {
            type: 'object',
            required: ['code', 'message', 'data', 'text'],
            properties: { code: str(), message: str(), data: str(), text: str() },
          },
          500: errorEnvelope,
        },
      }),
    },
    async (_request, reply) => {
      const answer = captchaText();
      reply.header('cache-control', 'no-store');
      return {
        code: '100',
        message: 'success',
        data: captchaImage(answer),
        text: Buffer.from(answer).toString('base64'),
      };
    },
  );

  // Generated art ----------------------------------------------------------------------------
  const svg = (body: string) => ({ body, type: 'image/svg+xml; charset=utf-8' });
  const svgSchema = (summary: string, params: JsonSchema, querystring?: JsonSchema) =>
    routeSchema({
      summary,
      tags: ['assets'],
      params,
      ...(querystring ? { querystring } : {}),
      response: { 200: { type: 'string' }, 400: errorEnvelope, 404: errorEnvelope },
    });

  app.get(
    '/assets/banners/:id.svg',
    {
      logLevel: 'warn',
      schema: svgSchema('Banner artwork (generated SVG)', obj({ id: int({ minimum: 1 }) }), {
        type: 'object',
        properties: { use_type: int({ enum: [0, 1, 2] }) },
      }),
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const [row] = await db.select().from(carouselPictures).where(eq(carouselPictures.id, id));
      if (!row) throw new ApiError(404, '404', 'Unknown banner');
      const useType = (request.query as { use_type?: number }).use_type ?? row.useType;
      const subtitle = String((row.gameLinkParameter as { subtitle?: string } | null)?.subtitle ?? row.linkUrl ?? '');
      const out = svg(
        renderBanner(
          row.id,
          row.title,
          subtitle.startsWith('http') || subtitle.startsWith('/') ? '' : subtitle,
          useType,
        ),
      );
      return reply.header('cache-control', 'public, max-age=3600').type(out.type).send(out.body);
    },
  );

  app.get(
    '/assets/logos/:code.svg',
    {
      logLevel: 'warn',
      schema: svgSchema('Brand logo (generated SVG)', obj({ code: str({ pattern: '^[a-z0-9_-]{1,32}$' }) }), {
        type: 'object',
        properties: { variant: str({ enum: ['light', 'dark'] }) },
      }),
    },
    async (request, reply) => {
      const { code } = request.params as { code: string };
      const [brand] = await db.select().from(brands).where(eq(brands.code, code));
      if (!brand) throw new ApiError(404, '404', 'Unknown brand');
      const name = (brand.config as { brand?: { name?: string } }).brand?.name ?? code;
      const out = svg(renderLogo(code, name, (request.query as { variant?: 'light' | 'dark' }).variant));
      return reply.header('cache-control', 'public, max-age=3600').type(out.type).send(out.body);
    },
  );

  app.get(
    '/assets/register-background/:template.svg',
    {
      logLevel: 'warn',
      schema: svgSchema(
        'Register page background (generated SVG)',
        obj({ template: str({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) }),
      ),
    },
    async (request, reply) => {
      const out = svg(renderRegisterBackground((request.params as { template: string }).template));
      return reply.header('cache-control', 'public, max-age=3600').type(out.type).send(out.body);
    },
  );

  if (options.devTools) {
    app.get(
      '/dev/enc',
      {
        schema: routeSchema({
          summary: 'Developer/test: an enc for an account (only with SITE_DEV_TOOLS=1); open /?enc=<enc>',
          tags: ['dev'],
          querystring: obj({ account: str({ minLength: 1, maxLength: 64 }) }),
          data: obj({ enc: str() }),
          errors: [404],
        }),
      },
      async (request) => {
        const { account } = request.query as { account: string };
        const [member] = await db.select().from(members).where(eq(members.accountKey, account.toLowerCase()));
        if (!member) throw new ApiError(404, '404', 'Unknown account');
        return ok({ enc: await createEnc(member.id) });
      },
    );
  }
}
