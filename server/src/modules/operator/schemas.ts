/**
 * The bodies of the operator API (POST /api/operator/*): TypeBox schemas the platform validates them
 * with (unknown fields refused, HTTP 400 naming the field) and the request types derived from them.
 * Defaults (site_id 1, language vi_VN, ...) are filled in by the validation before a handler runs.
 */
import {
  BANNER_LINK_TYPE,
  BANNER_USE_TYPE,
  CURRENCY_CODES,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@site/shared/constants';
import { Type, type Static } from '@site/shared/contracts';

/** The model lists of SPEC §7 "Content" and the event each one fires. */
export const MODEL_LISTS = {
  model_setting: { event: 'model_settings.url', path: '/web/model_setting' },
  model_sponsor: { event: 'model_sponsor.url', path: '/web/model_sponsor' },
  model_login: { event: 'model_login.url', path: '/web/model_login' },
} as const;
export type ModelKind = keyof typeof MODEL_LISTS;

const closed = { additionalProperties: false } as const;
const enumOf = <T extends string | number>(type: 'string' | 'integer', values: readonly T[], options = {}) =>
  Type.Unsafe<T>({ type, enum: [...values], ...options });
const language = (options = {}) => enumOf<LanguageCode>('string', LANGUAGE_CODES, options);
/** A language, or null for every language. */
const languageOrNull = (options = {}) =>
  Type.Unsafe<LanguageCode | null>({ type: 'string', enum: [...LANGUAGE_CODES], nullable: true, ...options });
const currency = () => enumOf('string', CURRENCY_CODES);
const siteId = () => Type.Integer({ minimum: 1, default: 1, description: 'The site (default 1)' });
const flag = (options = {}) => enumOf<0 | 1>('integer', [0, 1] as const, options);
const isoDateTime = (description: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$',
    description: `${description} (ISO 8601 with a zone, e.g. 2026-05-01T20:00:00-04:00)`,
  });

export const LetterBody = Type.Object(
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
);

export const CustomerServiceBody = Type.Object(
  {
    site_id: Type.Optional(siteId()),
    brand: Type.Optional(
      Type.String({ pattern: '^[a-z0-9_-]{1,32}$', description: 'Brand code (default: SITE_BRAND)' }),
    ),
    customer_url: Type.Unsafe<Record<string, string>>({
      type: 'object',
      minProperties: 1,
      propertyNames: { enum: [...LANGUAGE_CODES] },
      additionalProperties: { type: 'string', maxLength: 2000, pattern: '^(https?://[^\\s]+)?$' },
    }),
    replace: Type.Optional(Type.Boolean({ default: false })),
  },
  closed,
);

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
  language: Type.Optional(languageOrNull({ description: 'Shown in this language only; null: every language' })),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  link_type: enumOf('integer', Object.values(BANNER_LINK_TYPE), {
    description: '0 external url, 1 internal page, 2 game',
  }),
  link_method: Type.Optional(flag({ description: '1: new window' })),
  link_url: Type.Optional(Type.String({ maxLength: 2000 })),
  game_link_parameter: Type.Optional(
    Type.Unsafe<Record<string, unknown> | null>({
      type: 'object',
      nullable: true,
      additionalProperties: true,
      description: 'For link_type 2: {currency, gt_id, gp_id, gp_gt_name}',
    }),
  ),
  active: Type.Optional(flag()),
};
export const PictureCreateBody = Type.Object(carouselFields, closed);
export const PictureUpdateBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    ...carouselFields,
    use_type: Type.Optional(carouselFields.use_type),
    title: Type.Optional(carouselFields.title),
    link_type: Type.Optional(carouselFields.link_type),
    site_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  closed,
);
export const PictureDeleteBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, closed);
/** The fields of a carousel picture an operator may set (create: the required ones given). */
export type PictureFields = Partial<Omit<Static<typeof PictureCreateBody>, 'site_id'>>;

export const ModelListParams = Type.Object({
  kind: Type.Unsafe<ModelKind>({ type: 'string', enum: Object.keys(MODEL_LISTS) }),
});
export const ModelListBody = Type.Object(
  {
    site_id: Type.Optional(siteId()),
    language: Type.Optional(languageOrNull()),
    list: Type.Array(Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }), {
      maxItems: 200,
      description: 'The entries as /web/model_* answers them (id is assigned)',
    }),
  },
  closed,
);

export const RedEnvelopeBody = Type.Object(
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
);

export const CleanCacheBody = Type.Object(
  {
    member_id: Type.Optional(Type.Integer({ minimum: 1 })),
    currency: Type.Optional(currency()),
    site_id: Type.Optional(siteId()),
    reason: Type.Optional(Type.String({ maxLength: 200, default: 'operator' })),
  },
  closed,
);

/** A validated body: the defaults of `keys` are filled in, so they are present. */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };
