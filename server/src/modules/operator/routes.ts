/**
 * The operator API: what the site's back office calls to change the state the member site
 * shows, under /api/operator/*. Every change is written (committed) first; then the realtime event
 * of SPEC §7 is published with the payload the client needs (types in @site/shared/contracts
 * realtime.ts):
 *
 * | route | event, channel |
 * |---|---|
 * | POST /operator/letters | letter.sent {id, title, language, unread} on each member.{id} |
 * | POST /operator/site/customer-service | customer_service_link_change {site_id, brand, customer_url} on web_member |
 * | POST /operator/carousel-pictures/{create,update,delete} | carousel_picture.url on web_api.{currency} of each affected currency |
 * | POST /operator/model-lists/{model_setting,model_sponsor,model_login} | model_settings.url / model_sponsor.url / model_login.url on web_template.{template} of the site's templates |
 * | POST /operator/red-envelopes | RedEnvelopeDisplay on member.{currency} when it opens (now or by timer) |
 * | POST /operator/members/clean-cache | app_clean_cache on member.{id} (one member or a currency) |
 * | POST /operator/discounts/{create,update,end,applications}, /operator/sign-in/settings | none (promotion-routes.ts) |
 *
 * Authentication: the `X-Operator-Key` header equal to OPERATOR_API_KEY (constant-time compare,
 * checked before the body is read: 401). Without OPERATOR_API_KEY the routes exist only with
 * SITE_DEV_TOOLS=1 (key DEV_OPERATOR_API_KEY); otherwise they are not registered (404).
 * Bodies have schemas (HTTP 400 naming the field; nothing written).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { minorDigits, toMajor, toMinor } from '@site/shared/money';
import {
  REALTIME_CHANNELS,
  contentCalls,
  type AnnouncementChangedEvent,
  type CarouselPictureChangedEvent,
  type CustomerServiceLinkChangeEvent,
  type LetterSentEvent,
  type ModelListChangedEvent,
  isSafeLink,
  operatorCalls,
  type PictureFields,
  validateSiteConfig,
} from '@site/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  announcements,
  brands,
  bulletins,
  carouselPictures,
  letters,
  members,
  redEnvelopePromotions,
  siteContents,
} from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { routeCall, withDefaults } from '../../http/call';
import { requireOperator } from './auth';
import { MODEL_LISTS } from './schemas';
import type { RedEnvelopeAnnouncer } from './red-envelope-announcer';
import { createRedEnvelope, envelopeView } from '../promotions/red-envelope';
import { memberChannel } from '../../realtime/publish';
import { operatorPromotionRoutes } from './promotion-routes';
import { defaultSiteConfig, mergeSiteConfig } from '../site/site-config';

const badRequest = (message: string) => new ApiError(400, '400', message);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A brand's stored config with an operator's change laid over it: null removes a key, objects merge
 * one level deep (a null inside removes that entry), anything else replaces.
 */
export function patchStoredConfig(stored: Record<string, unknown>, patch: Record<string, unknown>) {
  const next: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete next[key];
    } else if (isPlainObject(value)) {
      const merged: Record<string, unknown> = { ...(isPlainObject(next[key]) ? next[key] : {}) };
      for (const [inner, innerValue] of Object.entries(value)) {
        if (innerValue === null) delete merged[inner];
        else merged[inner] = innerValue;
      }
      next[key] = merged;
    } else {
      next[key] = value;
    }
  }
  return next;
}

const CAROUSEL_PATH = '/arks/web/carousel_picture';

/** Minor units of a major amount; HTTP 400 naming the field when it has more decimals than the currency. */
function positiveMinor(amount: number, cur: string, field: string): bigint {
  let minor: bigint;
  try {
    minor = toMinor(amount, cur);
  } catch {
    throw badRequest(`${field} has more than ${minorDigits(cur)} decimals for ${cur}`);
  }
  if (minor <= 0n) throw badRequest(`${field} must be a positive amount`);
  return minor;
}

/** The brands of a site, with their templates and currencies (brand config over the site-config defaults). */
async function siteBrands(db: Db, site: number) {
  const rows = await db.select().from(brands).where(eq(brands.siteId, site));
  return rows.map((b) => {
    const c = b.config as { template?: string; mobile_template?: string; currencies?: string[] };
    return {
      code: b.code,
      templates: [c.template ?? 'classic', c.mobile_template ?? 'H5_1'],
      currencies: c.currencies ?? ['VND', 'RMB', 'USD', 'THB'],
    };
  });
}

export function operatorRoutes(app: FastifyInstance, ctx: AppContext, announcer: RedEnvelopeAnnouncer) {
  const key = ctx.options.operatorApiKey;
  if (!key) return; // no key configured: the operator API does not exist (404)
  const { db, options, publisher } = ctx;
  const onRequest = requireOperator(key);

  // Letters ------------------------------------------------------------------------------------
  routeCall(app, operatorCalls.letters, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { site_id: 1, language: 'vi_VN' as const });
    const targets = [b.member_id !== undefined, b.member_ids !== undefined, b.currency !== undefined].filter(
      Boolean,
    ).length;
    if (targets !== 1) throw badRequest('Give exactly one of member_id, member_ids, currency');
    let ids: number[];
    if (b.currency) {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.siteId, b.site_id), eq(members.currency, b.currency)));
      ids = rows.map((r) => r.id);
    } else {
      const wanted = b.member_ids ?? [b.member_id!];
      const rows = await db.select({ id: members.id }).from(members).where(inArray(members.id, wanted));
      const known = new Set(rows.map((r) => r.id));
      const unknown = wanted.filter((id) => !known.has(id));
      if (unknown.length)
        throw badRequest(
          `${b.member_ids ? 'member_ids' : 'member_id'}: unknown member ${unknown.slice(0, 10).join(', ')}`,
        );
      ids = wanted;
    }
    if (!ids.length) return ok({ sent: 0, ids: [] });
    const now = options.now();
    const written = await db.transaction(async (tx) =>
      tx
        .insert(letters)
        .values(
          ids.map((memberId) => ({
            memberId,
            language: b.language,
            title: b.title,
            content: b.content,
            createdAt: now,
          })),
        )
        .returning({ id: letters.id, memberId: letters.memberId }),
    );
    // Committed: tell each member, with its unread count in that language.
    const unread = await db
      .select({ memberId: letters.memberId, n: sql<number>`count(*)::int` })
      .from(letters)
      .where(
        and(
          inArray(letters.memberId, ids),
          eq(letters.language, b.language),
          eq(letters.isRead, 0),
          isNull(letters.deletedAt),
        ),
      )
      .groupBy(letters.memberId);
    const unreadOf = new Map(unread.map((r) => [r.memberId, Number(r.n)]));
    for (const w of written) {
      const data: LetterSentEvent = {
        id: w.id,
        title: b.title,
        language: b.language,
        unread: unreadOf.get(w.memberId) ?? 1,
      };
      publisher.publish({ channel: memberChannel(w.memberId), event: 'letter.sent', data: { ...data } });
    }
    return ok({ sent: written.length, ids: written.map((w) => w.id) });
  });

  // Customer-service link ----------------------------------------------------------------------
  routeCall(app, operatorCalls.customerService, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { site_id: 1, replace: false });
    const code = b.brand ?? options.defaultBrand;
    const urls = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [brand] = await tx
        .select()
        .from(brands)
        .where(and(eq(brands.siteId, b.site_id), eq(brands.code, code)))
        .for('update');
      if (!brand) throw new ApiError(404, '404', `Unknown brand ${code} of site ${b.site_id}`);
      const config = brand.config as { customer_url?: Record<string, string> };
      const next: Record<string, string> = b.replace ? {} : { ...(config.customer_url ?? {}) };
      for (const [lang, url] of Object.entries(b.customer_url)) {
        if (url) next[lang] = url;
        else delete next[lang];
      }
      await tx
        .update(brands)
        .set({ config: { ...brand.config, customer_url: next } })
        .where(eq(brands.id, brand.id));
      return next;
    });
    // The brand's stored config changed: the site config answers built from it go.
    ctx.siteConfigs.clear();
    const data: CustomerServiceLinkChangeEvent = { site_id: b.site_id, brand: code, customer_url: urls };
    publisher.publish({
      channel: REALTIME_CHANNELS.webMember,
      event: 'customer_service_link_change',
      data: { ...data },
    });
    return ok(data);
  });

  // Brand config -------------------------------------------------------------------------------
  routeCall(app, operatorCalls.brandConfig, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { site_id: 1 });
    const answer = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [brand] = await tx
        .select()
        .from(brands)
        .where(and(eq(brands.siteId, b.site_id), eq(brands.code, b.brand)))
        .for('update');
      if (!brand) throw new ApiError(404, '404', `Unknown brand ${b.brand} of site ${b.site_id}`);
      const stored = patchStoredConfig(brand.config, b.config);
      const base = defaultSiteConfig(brand.siteId, brand.code, options);
      const check = validateSiteConfig(mergeSiteConfig(base, stored));
      if (!check.ok) throw badRequest(`The brand's config would be invalid: ${check.errors.join('; ')}`);
      await tx.update(brands).set({ config: stored }).where(eq(brands.id, brand.id));
      return ok(check.config);
    });
    ctx.siteConfigs.clear();
    return answer;
  });

  // Carousel pictures --------------------------------------------------------------------------
  const announceCarousel = async (
    site: number,
    id: number,
    action: CarouselPictureChangedEvent['action'],
    useTypes: number[],
    currencyLists: string[][],
  ) => {
    // A banner for every currency (empty list) concerns each currency the site's brands offer.
    const all = currencyLists.some((l) => l.length === 0)
      ? (await siteBrands(db, site)).flatMap((b) => b.currencies)
      : [];
    const affected = [...new Set([...all, ...currencyLists.flat()])].sort();
    for (const cur of affected) {
      for (const useType of [...new Set(useTypes)]) {
        const data: CarouselPictureChangedEvent = {
          site_id: site,
          currency: cur,
          id,
          action,
          use_type: useType,
          path: CAROUSEL_PATH,
        };
        publisher.publish({ channel: REALTIME_CHANNELS.webApi(cur), event: 'carousel_picture.url', data: { ...data } });
      }
    }
    return affected;
  };
  const pictureValues = (b: PictureFields) => {
    const v: Partial<typeof carouselPictures.$inferInsert> = {};
    if (b.use_type !== undefined) v.useType = b.use_type;
    if (b.currencies !== undefined) v.currencies = b.currencies;
    if (b.language !== undefined) v.language = b.language;
    if (b.title !== undefined) v.title = b.title;
    if (b.link_type !== undefined) v.linkType = b.link_type;
    if (b.link_method !== undefined) v.linkMethod = b.link_method;
    if (b.link_url !== undefined) v.linkUrl = b.link_url;
    if (b.game_link_parameter !== undefined) v.gameLinkParameter = b.game_link_parameter;
    if (b.active !== undefined) v.active = b.active;
    return v;
  };

  routeCall(app, operatorCalls.createPicture, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { site_id: 1 });
    const [row] = await db
      .insert(carouselPictures)
      .values({
        siteId: b.site_id,
        linkMethod: 0,
        linkUrl: '',
        currencies: [],
        active: 1,
        ...pictureValues(b),
        useType: b.use_type,
        title: b.title,
        linkType: b.link_type,
      })
      .returning();
    const told = await announceCarousel(row!.siteId, row!.id, 'created', [row!.useType], [row!.currencies]);
    return ok({ id: row!.id, currencies: told });
  });

  routeCall(app, operatorCalls.updatePicture, { onRequest }, async (request) => {
    const { id, site_id: _site, ...b } = request.body;
    const [before] = await db.select().from(carouselPictures).where(eq(carouselPictures.id, id));
    if (!before) throw new ApiError(404, '404', `Unknown carousel picture ${id}`);
    const values = pictureValues(b);
    const [after] = Object.keys(values).length
      ? await db.update(carouselPictures).set(values).where(eq(carouselPictures.id, id)).returning()
      : [before];
    const told = await announceCarousel(
      after!.siteId,
      id,
      'updated',
      [before.useType, after!.useType],
      [before.currencies, after!.currencies],
    );
    return ok({ id, currencies: told });
  });

  // Bulletins ----------------------------------------------------------------------------------
  routeCall(app, operatorCalls.updateBulletin, { onRequest }, async (request) => {
    const { id, title, content, active } = request.body;
    const [before] = await db.select().from(bulletins).where(eq(bulletins.id, id));
    if (!before) throw new ApiError(404, '404', `Unknown bulletin ${id}`);
    const [after] = await db
      .update(bulletins)
      .set({
        ...(title ? { title: { ...before.title, ...title } } : {}),
        ...(content ? { content: { ...before.content, ...content } } : {}),
        ...(active !== undefined ? { active } : {}),
        updatedAt: ctx.options.now(),
      })
      .where(eq(bulletins.id, id))
      .returning({ id: bulletins.id, updatedAt: bulletins.updatedAt });
    return ok({ id: after!.id, updated_at: after!.updatedAt.toISOString() });
  });

  routeCall(app, operatorCalls.deletePicture, { onRequest }, async (request) => {
    const { id } = request.body;
    const [gone] = await db.delete(carouselPictures).where(eq(carouselPictures.id, id)).returning();
    if (!gone) throw new ApiError(404, '404', `Unknown carousel picture ${id}`);
    const told = await announceCarousel(gone.siteId, id, 'deleted', [gone.useType], [gone.currencies]);
    return ok({ id, currencies: told });
  });

  // Model lists --------------------------------------------------------------------------------
  routeCall(app, operatorCalls.modelList, { onRequest }, async (request) => {
    const { kind } = request.params;
    const b = withDefaults(request.body, { site_id: 1 });
    // A link shown on the site is an http(s) address or a site path, never javascript: or data:.
    b.list.forEach((entry, index) => {
      for (const [field, value] of Object.entries(entry)) {
        if (/(^|_)(url|link)$/i.test(field) && typeof value === 'string' && !isSafeLink(value))
          throw badRequest(`list[${index}].${field} must be an http(s) address or a path of the site`);
      }
    });
    const lang = b.language ?? null;
    await db.transaction(async (tx) => {
      await tx
        .delete(siteContents)
        .where(
          and(
            eq(siteContents.siteId, b.site_id),
            eq(siteContents.kind, kind),
            lang ? eq(siteContents.language, lang) : isNull(siteContents.language),
          ),
        );
      if (b.list.length) {
        await tx.insert(siteContents).values(
          b.list.map((entry, i) => {
            const { id: _id, ...data } = entry;
            return { siteId: b.site_id, kind, language: lang, data, sort: i };
          }),
        );
      }
    });
    const templates = [...new Set((await siteBrands(db, b.site_id)).flatMap((x) => x.templates))].sort();
    const { event, path } = MODEL_LISTS[kind];
    for (const template of templates) {
      const data: ModelListChangedEvent = { site_id: b.site_id, template, kind, language: lang, path };
      publisher.publish({ channel: REALTIME_CHANNELS.template(template), event, data: { ...data } });
    }
    return ok({ kind, count: b.list.length, templates });
  });

  // Marquee announcements ---------------------------------------------------------------------
  routeCall(app, operatorCalls.announcements, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { site_id: 1 });
    const fields = {
      ...(b.content ? { content: b.content as Record<string, string> } : {}),
      ...(b.display_before_login !== undefined ? { displayBeforeLogin: b.display_before_login } : {}),
      ...(b.display_after_login !== undefined ? { displayAfterLogin: b.display_after_login } : {}),
      ...(b.sort !== undefined ? { sort: b.sort } : {}),
    };
    let id: number;
    let action: 'created' | 'updated' | 'deleted';
    if (b.id === undefined) {
      if (b.delete) throw badRequest('delete needs the id of the announcement');
      if (!b.content) throw badRequest('content is required for a new announcement');
      const [row] = await db
        .insert(announcements)
        .values({ siteId: b.site_id, content: b.content as Record<string, string>, ...fields })
        .returning({ id: announcements.id });
      id = row!.id;
      action = 'created';
    } else {
      const where = and(eq(announcements.id, b.id), eq(announcements.siteId, b.site_id));
      const rows = b.delete
        ? await db.delete(announcements).where(where).returning({ id: announcements.id })
        : Object.keys(fields).length
          ? await db.update(announcements).set(fields).where(where).returning({ id: announcements.id })
          : await db.select({ id: announcements.id }).from(announcements).where(where);
      if (!rows.length) throw new ApiError(404, '404', `Unknown announcement ${b.id}`);
      id = b.id;
      action = b.delete ? 'deleted' : 'updated';
    }
    const templates = [...new Set((await siteBrands(db, b.site_id)).flatMap((x) => x.templates))].sort();
    for (const template of templates) {
      const data: AnnouncementChangedEvent = {
        site_id: b.site_id,
        template,
        id,
        action,
        path: contentCalls.marquee.path,
      };
      publisher.publish({
        channel: REALTIME_CHANNELS.template(template),
        event: 'announcement.url',
        data: { ...data },
      });
    }
    return ok({ id, action, templates });
  });

  // Red envelopes ------------------------------------------------------------------------------
  routeCall(app, operatorCalls.redEnvelope, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { site_id: 1 });
    const budget = positiveMinor(b.budget, b.currency, 'budget');
    const min = positiveMinor(b.min_amount, b.currency, 'min_amount');
    const max = positiveMinor(b.max_amount, b.currency, 'max_amount');
    if (max < min) throw badRequest('max_amount must not be below min_amount');
    if (min > budget) throw badRequest('min_amount must not be above budget');
    const startsAt = new Date(b.start_at);
    const endsAt = new Date(b.end_at);
    if (Number.isNaN(startsAt.getTime())) throw badRequest('start_at is not a valid date');
    if (Number.isNaN(endsAt.getTime())) throw badRequest('end_at is not a valid date');
    if (endsAt <= startsAt) throw badRequest('end_at must be after start_at');
    if (endsAt <= options.now()) throw badRequest('end_at must be in the future');
    const code = b.code ?? `operator:${randomUUID()}`;
    const [existing] = await db
      .select({ id: redEnvelopePromotions.id })
      .from(redEnvelopePromotions)
      .where(eq(redEnvelopePromotions.code, code));
    const row = await createRedEnvelope(db, {
      code,
      siteId: b.site_id,
      currency: b.currency,
      budget,
      minAmount: min,
      maxAmount: max,
      startsAt,
      endsAt,
    });
    // Committed (promotion and funding): announce it if it is open, else (re)set the timer.
    const announced = await announcer.announceDue();
    await announcer.schedule();
    const view = envelopeView(row);
    return ok({
      id: row.id,
      code: row.code,
      currency: row.currency,
      start_at: view.start_at,
      end_at: view.end_at,
      timezone: view.timezone,
      budget: toMajor(row.budget, row.currency),
      created: !existing,
      announced: announced.some((e) => e.id === row.id),
    });
  });

  // App cache ----------------------------------------------------------------------------------
  routeCall(app, operatorCalls.cleanCache, { onRequest }, async (request) => {
    const b = withDefaults(request.body, { site_id: 1, reason: 'operator' });
    if ((b.member_id === undefined) === (b.currency === undefined))
      throw badRequest('Give exactly one of member_id, currency');
    const rows = await db
      .select({ id: members.id })
      .from(members)
      .where(
        b.member_id !== undefined
          ? eq(members.id, b.member_id)
          : and(eq(members.siteId, b.site_id), eq(members.currency, b.currency!)),
      );
    if (b.member_id !== undefined && !rows.length) throw badRequest(`member_id: unknown member ${b.member_id}`);
    for (const r of rows)
      publisher.publish({ channel: memberChannel(r.id), event: 'app_clean_cache', data: { reason: b.reason } });
    return ok({ members: rows.length });
  });

  // Discounts and the daily sign-in ------------------------------------------------------------
  operatorPromotionRoutes(app, ctx, onRequest);
}
