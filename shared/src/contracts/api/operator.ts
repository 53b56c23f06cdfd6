/**
 * The operator API (POST /api/operator/*): what the site's back office calls to change the state
 * the member site shows. Every call takes the `X-Operator-Key` header (401 without it). Unknown
 * fields are refused (HTTP 400 naming the field); defaults (site_id 1, language vi_VN, ...) are
 * filled in by the validation before a handler runs. Links an operator sets are http(s) addresses
 * or paths of the site, never another scheme (javascript:, data:).
 */
import {
  BANNER_LINK_TYPE,
  BANNER_USE_TYPE,
  CURRENCY_CODES,
  GAME_TYPE_IDS,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@site/shared/constants';
import { defineCall, Type, type CallBody, type CallData } from './call';
import { SiteConfigSchema } from './site';
import {
  DISCOUNT_APPLICATION_STATUSES,
  DISCOUNT_APPLY_TYPES,
  DISCOUNT_ELIGIBILITIES,
  SIGN_IN_MAX_DAYS,
} from './promotions';

/** The keys of a brand's site config an operator may set (site_id and the realtime block are the platform's). */
export const BRAND_CONFIG_KEYS = [
  'brand',
  'template',
  'mobile_template',
  'theme',
  'default_language',
  'languages',
  'currencies',
  'default_currency',
  'features',
  'remotes',
  'domains',
  'games',
] as const;

/** The model lists of SPEC §7 "Content" an operator replaces. */
export const MODEL_KINDS = ['model_setting', 'model_sponsor', 'model_login'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

/** An address an operator may give: empty, an http(s) address, or a path of the site. */
export const SAFE_LINK_PATTERN = '^((https?://|/)[^\\s]*)?$';
export const isSafeLink = (value: string): boolean => new RegExp(SAFE_LINK_PATTERN).test(value);

const closed = { additionalProperties: false } as const;
const enumOf = <T extends string | number>(type: 'string' | 'integer', values: readonly T[], options = {}) =>
  Type.Unsafe<T>({ type, enum: [...values], ...options });
const language = (options = {}) => enumOf<LanguageCode>('string', LANGUAGE_CODES, options);
/** A language, or null for every language. */
const languageOrNull = (description?: string) =>
  Type.Union([language(), Type.Null()], description ? { description } : {});
const currency = () => enumOf('string', CURRENCY_CODES);
const siteId = () => Type.Integer({ minimum: 1, default: 1, description: 'The site (default 1)' });
const flag = (options = {}) => enumOf<0 | 1>('integer', [0, 1] as const, options);
const isoDateTime = (description: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$',
    description: `${description} (ISO 8601 with a zone, e.g. 2026-05-01T20:00:00-04:00)`,
  });

const carouselFields = {
  site_id: Type.Optional(siteId()),
  use_type: enumOf('integer', Object.values(BANNER_USE_TYPE), {
    description: '0 desktop, 1 small, 2 mobile (SPEC §9)',
  }),
  currencies: Type.Optional(
    Type.Array(currency(), {
      uniqueItems: true,
      maxItems: CURRENCY_CODES.length,
      description: 'Shown for these currencies; empty: every currency',
    }),
  ),
  language: Type.Optional(languageOrNull('Shown in this language only; null: every language')),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  link_type: enumOf('integer', Object.values(BANNER_LINK_TYPE), {
    description: '0 external url, 1 internal page, 2 game',
  }),
  link_method: Type.Optional(flag({ description: '1: new window' })),
  link_url: Type.Optional(
    Type.String({ maxLength: 2000, pattern: SAFE_LINK_PATTERN, description: 'An http(s) address or a site path' }),
  ),
  game_link_parameter: Type.Optional(
    Type.Union([
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'For link_type 2: {currency, gt_id, gp_id, gp_gt_name}',
      }),
      Type.Null(),
    ]),
  ),
  active: Type.Optional(flag()),
};
const PictureCreateBody = Type.Object(carouselFields, closed);
const pictureData = Type.Object({
  id: Type.Integer(),
  currencies: Type.Array(
    Type.String({ description: 'The currencies told (carousel_picture.url on web_api.{currency})' }),
  ),
});
const base = { tags: ['operator'], auth: false, security: 'operatorKey', codes: {} } as const;

/** The largest bonus or reward an operator may set, major units (it stays far inside a bigint of minor units). */
const PROMOTION_AMOUNT_MAX = 1_000_000_000_000;

/** A text per language ({vi_VN: …, en_US: …}): the languages given are the ones it has. */
const textsByLanguage = (maxLength: number, description: string, minProperties = 1) =>
  Type.Unsafe<Partial<Record<LanguageCode, string>>>({
    type: 'object',
    minProperties,
    propertyNames: { enum: [...LANGUAGE_CODES] },
    additionalProperties: { type: 'string', minLength: 1, maxLength },
    description,
  });
const promotionCode = () =>
  Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[\\x21-\\x7e]+$',
    description: 'Idempotency key of the promotion',
  });

const discountFields = {
  currency: currency(),
  gt_id: Type.Optional(
    Type.Union([enumOf('integer', GAME_TYPE_IDS), Type.Null()], {
      description: 'The category: a game type (2 to 9), or null (default) for every game',
    }),
  ),
  title: textsByLanguage(200, 'The title per language, e.g. {"vi_VN": "…", "en_US": "…", "zh_CN": "…"}'),
  content: Type.Optional(textsByLanguage(20_000, 'The body (HTML) per language', 0)),
  start_at: isoDateTime('When it starts'),
  end_at: isoDateTime('When it ends'),
  pop_up: Type.Optional(flag({ description: '1: the pop-up discount while it runs (default 0)' })),
  eligibility: Type.Optional(
    enumOf('string', DISCOUNT_ELIGIBILITIES, {
      description: 'Who may take part: all (default), new_members, depositors, regular_members',
    }),
  ),
  apply_type: Type.Optional(
    enumOf('string', DISCOUNT_APPLY_TYPES, {
      description: 'none (default): nothing to apply for; bonus: applying credits bonus once; request: an application',
    }),
  ),
  bonus: Type.Optional(
    Type.Number({
      exclusiveMinimum: 0,
      maximum: PROMOTION_AMOUNT_MAX,
      description: 'Major units; required with apply_type bonus',
    }),
  ),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, description: 'Lower first (default 0)' })),
};
const discountData = {
  id: Type.Integer(),
  code: Type.String(),
  site_id: Type.Integer(),
  currency: Type.String(),
  gt_id: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.Record(Type.String(), Type.String()),
  content: Type.Record(Type.String(), Type.String()),
  start_at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, America/Caracas' }),
  end_at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, America/Caracas' }),
  timezone: Type.String(),
  status: enumOf('string', ['scheduled', 'running', 'ended'] as const),
  ended_at: Type.Union([Type.String(), Type.Null()], { description: 'When the operator ended it (ISO 8601)' }),
  pop_up: Type.Integer(),
  eligibility: enumOf('string', DISCOUNT_ELIGIBILITIES),
  apply_type: enumOf('string', DISCOUNT_APPLY_TYPES),
  bonus: Type.Union([Type.Number(), Type.Null()]),
  sort: Type.Integer(),
  applications: Type.Integer({ description: 'Members who applied' }),
};
const OperatorDiscountSchema = Type.Object(discountData);

export const operatorCalls = {
  letters: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/letters',
    summary: 'Send a letter to one member, a list of members, or every member of a currency',
    description:
      'Exactly one of member_id, member_ids, currency (with site_id). One letter per member is written (one transaction); then ' +
      "letter.sent {id, title, language, unread} goes to each member.{id} (unread: that member's unread letters in that language). " +
      'Unknown member ids: HTTP 400, nothing written.',
    body: Type.Object(
      {
        title: Type.String({ minLength: 1, maxLength: 200 }),
        content: Type.String({ minLength: 1, maxLength: 20_000 }),
        language: Type.Optional(language({ default: 'vi_VN' })),
        member_id: Type.Optional(Type.Integer({ minimum: 1 })),
        member_ids: Type.Optional(
          Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000, uniqueItems: true }),
        ),
        currency: Type.Optional(currency()),
        site_id: Type.Optional(siteId()),
      },
      closed,
    ),
    data: Type.Object({ sent: Type.Integer(), ids: Type.Array(Type.Integer()) }),
  }),
  customerService: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/site/customer-service',
    summary: "Change a brand's customer-service addresses (site detail env_config.customerUrl per language)",
    description:
      'customer_url: {language: http(s) address}; the given languages are replaced, an empty string removes one (replace: true drops the others). ' +
      'Then customer_service_link_change {site_id, brand, customer_url (the whole map)} on web_member.',
    body: Type.Object(
      {
        site_id: Type.Optional(siteId()),
        brand: Type.Optional(
          Type.String({ pattern: '^[a-z0-9_-]{1,32}$', description: 'Brand code (default: SITE_BRAND)' }),
        ),
        customer_url: Type.Unsafe<Partial<Record<LanguageCode, string>>>({
          type: 'object',
          minProperties: 1,
          propertyNames: { enum: [...LANGUAGE_CODES] },
          additionalProperties: { type: 'string', maxLength: 2000, pattern: '^(https?://[^\\s]+)?$' },
        }),
        replace: Type.Optional(Type.Boolean({ default: false })),
      },
      closed,
    ),
    data: Type.Object({
      site_id: Type.Integer(),
      brand: Type.String(),
      customer_url: Type.Record(Type.String(), Type.String()),
    }),
    errors: [404],
  }),
  createPicture: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/carousel-pictures/create',
    summary: 'Create a carousel picture (banner)',
    description:
      'Then carousel_picture.url {site_id, currency, id, action: created, use_type, path} on web_api.{currency} of each currency it is shown for.',
    body: PictureCreateBody,
    data: pictureData,
  }),
  updatePicture: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/carousel-pictures/update',
    summary: 'Update a carousel picture (any of its fields)',
    description:
      'Then carousel_picture.url (action updated) on web_api.{currency} of the currencies it was and is shown for. 404: unknown id.',
    body: Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        ...carouselFields,
        use_type: Type.Optional(carouselFields.use_type),
        title: Type.Optional(carouselFields.title),
        link_type: Type.Optional(carouselFields.link_type),
        site_id: Type.Optional(Type.Integer({ minimum: 1 })),
      },
      closed,
    ),
    data: pictureData,
    errors: [404],
  }),
  updateBulletin: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/bulletins/update',
    summary: 'Change a pop-up bulletin (SPEC §4): its texts, or take it down',
    description:
      'Any change moves updated_at to now, so visitors who closed it this session see it again (SPEC §4). ' +
      'title/content merge per language. 404: unknown id.',
    body: Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        title: Type.Optional(Type.Record(Type.String(), Type.String({ minLength: 1, maxLength: 200 }))),
        content: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 20_000 }))),
        active: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
      },
      closed,
    ),
    data: Type.Object({ id: Type.Integer(), updated_at: Type.String({ description: 'ISO 8601' }) }),
    errors: [404],
  }),
  deletePicture: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/carousel-pictures/delete',
    summary: 'Delete a carousel picture',
    description:
      'Then carousel_picture.url (action deleted) on web_api.{currency} of the currencies it was shown for. 404: unknown id.',
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }, closed),
    data: pictureData,
    errors: [404],
  }),
  modelList: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/model-lists/:kind',
    summary: 'Replace a model list: model_setting, model_sponsor or model_login (SPEC §7 /web/model_*)',
    description:
      'Replaces the entries of that list for the site and language (language absent or null: the entries shown in every language). ' +
      'Then model_settings.url / model_sponsor.url / model_login.url {site_id, template, kind, language, path} on web_template.{template} ' +
      "of each template of the site's brands (desktop and mobile). A link in an entry (a field named url, link or *_url) must be an http(s) address or a site path.",
    params: Type.Object({ kind: enumOf<ModelKind>('string', MODEL_KINDS) }),
    body: Type.Object(
      {
        site_id: Type.Optional(siteId()),
        language: Type.Optional(languageOrNull()),
        list: Type.Array(Type.Record(Type.String(), Type.Unknown()), {
          maxItems: 200,
          description: 'The entries as /web/model_* answers them (id is assigned)',
        }),
      },
      closed,
    ),
    data: Type.Object({ kind: Type.String(), count: Type.Integer(), templates: Type.Array(Type.String()) }),
  }),
  redEnvelope: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/red-envelopes',
    summary: 'Create a red envelope promotion, funded from the house into the promotion pool',
    description:
      'Amounts in major units of the currency. The budget moves house → promotion_pool through the ledger (claims never pay more than it). ' +
      'When it opens (at once if start_at ≤ now, else by a timer; at boot for one that opened while the platform was down), ' +
      'RedEnvelopeDisplay {id, currency, start_at, end_at, timezone} goes to member.{currency} (times in America/Caracas, as red_envelope_promotion answers). ' +
      'code makes creation idempotent: the same code answers the existing envelope (created false, nothing funded twice).',
    body: Type.Object(
      {
        site_id: Type.Optional(siteId()),
        currency: currency(),
        budget: Type.Number({ exclusiveMinimum: 0 }),
        min_amount: Type.Number({ exclusiveMinimum: 0, description: 'Smallest claim' }),
        max_amount: Type.Number({ exclusiveMinimum: 0, description: 'Largest claim' }),
        start_at: isoDateTime('When it opens'),
        end_at: isoDateTime('When it ends'),
        code: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: 100,
            pattern: '^[\\x21-\\x7e]+$',
            description: 'Idempotency key of the promotion',
          }),
        ),
      },
      closed,
    ),
    data: Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      currency: Type.String(),
      start_at: Type.String(),
      end_at: Type.String(),
      timezone: Type.String(),
      budget: Type.Number(),
      created: Type.Boolean(),
      announced: Type.Boolean(),
    }),
  }),
  createDiscount: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/discounts/create',
    summary: 'Create a discount (a promotion of /discount) for a site and currency',
    description:
      'Title and body per language; artwork is generated from it. code makes creation idempotent: the same code answers the existing promotion (created false). ' +
      'Members see it from start_at until end_at (or until it is ended).',
    body: Type.Object(
      { site_id: Type.Optional(siteId()), ...discountFields, code: Type.Optional(promotionCode()) },
      closed,
    ),
    data: Type.Object({ ...discountData, created: Type.Boolean() }),
  }),
  updateDiscount: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/discounts/update',
    summary: 'Change a discount (any of its fields)',
    description:
      'Only the fields given change; title and content change per language (the languages given; the others stay). ' +
      'Applications already made stay as they are; a promotion ended by the operator stays ended whatever its period. 404: unknown id.',
    body: Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        ...discountFields,
        currency: Type.Optional(discountFields.currency),
        title: Type.Optional(discountFields.title),
        start_at: Type.Optional(discountFields.start_at),
        end_at: Type.Optional(discountFields.end_at),
      },
      closed,
    ),
    data: OperatorDiscountSchema,
    errors: [404],
  }),
  endDiscount: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/discounts/end',
    summary: 'End a discount now',
    description:
      'Detail and apply answer 102 from then on; it leaves the lists (a pop-up one goes to the pop-up history). Ending an ended one changes nothing. 404: unknown id.',
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }, closed),
    data: OperatorDiscountSchema,
    errors: [404],
  }),
  discountApplications: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/discounts/applications',
    summary: 'The applications of a discount, newest first',
    description:
      'status paid: the bonus was credited; pending: an application (apply_type request) to handle. 404: unknown id.',
    body: Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
      },
      closed,
    ),
    data: Type.Object({
      list: Type.Array(
        Type.Object({
          id: Type.Integer(),
          member_id: Type.Integer(),
          member_account: Type.String(),
          status: enumOf('string', DISCOUNT_APPLICATION_STATUSES),
          bonus: Type.Union([Type.Number(), Type.Null()]),
          applied_at: Type.String({ description: 'ISO 8601' }),
        }),
      ),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
    }),
    errors: [404],
  }),
  signInSettings: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/sign-in/settings',
    summary: 'Open or close the daily sign-in of a site and currency, and set its reward table',
    description:
      `rewards: the reward of day 1, 2, … of a streak (major units, 1 to ${SIGN_IN_MAX_DAYS} days); after the last day a new cycle starts at day 1. ` +
      'open 0: sign-in answers 101 (is_signin_noopen). The first setting of a currency needs rewards.',
    body: Type.Object(
      {
        site_id: Type.Optional(siteId()),
        currency: currency(),
        open: Type.Optional(flag()),
        rewards: Type.Optional(
          Type.Array(Type.Number({ exclusiveMinimum: 0, maximum: PROMOTION_AMOUNT_MAX }), {
            minItems: 1,
            maxItems: SIGN_IN_MAX_DAYS,
          }),
        ),
      },
      closed,
    ),
    data: Type.Object({
      site_id: Type.Integer(),
      currency: Type.String(),
      open: Type.Integer(),
      rewards: Type.Array(Type.Number()),
    }),
  }),
  cleanCache: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/members/clean-cache',
    summary: "Clean a member's app cache: its windows log out and reload (SPEC §4)",
    description:
      'Exactly one of member_id, currency (with site_id). app_clean_cache {reason} goes to each member.{id}. Unknown member_id: HTTP 400.',
    body: Type.Object(
      {
        member_id: Type.Optional(Type.Integer({ minimum: 1 })),
        currency: Type.Optional(currency()),
        site_id: Type.Optional(siteId()),
        reason: Type.Optional(Type.String({ maxLength: 200, default: 'operator' })),
      },
      closed,
    ),
    data: Type.Object({ members: Type.Integer() }),
  }),
  announcements: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/announcements',
    summary:
      'Create, change or delete a marquee announcement (SPEC §3 announcement: display_before_login, display_after_login, sort)',
    description:
      'Without id: a new announcement (content required). With id: the fields given change; with delete: true it is removed. ' +
      "Then announcement.url {site_id, template, id, action, path} on web_template.{template} of each template of the site's brands, " +
      'so the open pages ask the marquee and the news dialog again. Unknown id: HTTP 404.',
    body: Type.Object(
      {
        site_id: Type.Optional(siteId()),
        id: Type.Optional(Type.Integer({ minimum: 1 })),
        content: Type.Optional(
          textsByLanguage(500, 'The text per language (plain text), e.g. {"vi_VN": "…", "en_US": "…"}'),
        ),
        display_before_login: Type.Optional(flag({ description: 'Shown to visitors (default 1)' })),
        display_after_login: Type.Optional(flag({ description: 'Shown to members (default 1)' })),
        sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, description: 'Lower first (default 0)' })),
        delete: Type.Optional(Type.Boolean()),
      },
      closed,
    ),
    data: Type.Object({
      id: Type.Integer(),
      action: enumOf('string', ['created', 'updated', 'deleted'] as const),
      templates: Type.Array(Type.String()),
    }),
    errors: [404],
  }),
  brandConfig: defineCall({
    ...base,
    method: 'POST',
    path: '/operator/brands/config',
    summary: "Change a brand's site config: its lobby or another remote, templates, theme, languages, domains…",
    description:
      'config holds the keys to change; objects (brand, features, remotes, games) merge one level deep into the stored ones, ' +
      'other keys replace theirs, null removes a stored key (back to the default). The result must be a valid site config, ' +
      'else HTTP 400 listing what is wrong and nothing is stored. Pages read it on their next load, so pointing remotes.mfe_lobby at ' +
      "another build swaps the brand's lobby with nothing rebuilt. Unknown brand: HTTP 404.",
    body: Type.Object(
      {
        site_id: Type.Optional(siteId()),
        brand: Type.String({ pattern: '^[a-z0-9_-]{1,32}$', description: 'Brand code' }),
        config: Type.Unsafe<Record<string, unknown>>({
          type: 'object',
          minProperties: 1,
          propertyNames: { enum: [...BRAND_CONFIG_KEYS] },
        }),
      },
      closed,
    ),
    data: SiteConfigSchema,
    errors: [404],
  }),
};

export type OperatorLetterBody = CallBody<typeof operatorCalls.letters>;
export type OperatorPictureBody = CallBody<typeof operatorCalls.createPicture>;
/** The fields of a carousel picture an operator may set (create: the required ones given). */
export type PictureFields = Partial<Omit<OperatorPictureBody, 'site_id'>>;
export type OperatorRedEnvelopeBody = CallBody<typeof operatorCalls.redEnvelope>;
export type OperatorRedEnvelopeData = CallData<typeof operatorCalls.redEnvelope>;
export type OperatorDiscountBody = CallBody<typeof operatorCalls.createDiscount>;
export type OperatorDiscountUpdateBody = CallBody<typeof operatorCalls.updateDiscount>;
export type OperatorDiscount = CallData<typeof operatorCalls.updateDiscount>;
export type OperatorSignInSettingsBody = CallBody<typeof operatorCalls.signInSettings>;
export type OperatorSignInSettings = CallData<typeof operatorCalls.signInSettings>;
