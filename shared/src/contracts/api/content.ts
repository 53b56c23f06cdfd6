/**
 * Content calls (SPEC §3, §4, §7 "Content"): pop-up bulletins for visitors and members, and the
 * site detail (the brand's customer-service addresses and public settings). Texts come in the
 * body's language, else the `lang` header, else vi_VN.
 */
import { DISPLAY_DEVICE, DISPLAY_LOCATION, LANGUAGE_CODES } from '@site/shared/constants';
import { defineCall, intOf, oneOf, Type, type CallBody, type CallData } from './call';

const DEVICES = Object.values(DISPLAY_DEVICE);
const LOCATIONS = Object.values(DISPLAY_LOCATION);

/** A pop-up bulletin (SPEC §3). */
export const BulletinSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  display_device: Type.Integer(),
  display_location: Type.Integer(),
  display_content: Type.String(),
  /** HTML. */
  content: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
});

const deviceFields = {
  site_id: Type.Integer({ minimum: 1 }),
  display_device: intOf(DEVICES),
  language: Type.Optional(oneOf(LANGUAGE_CODES)),
};

const bulletinData = Type.Object({
  list: Type.Array(BulletinSchema),
  setting: Type.Object({
    display_frequency: Type.Integer({ description: '0: closing hides it for the member (bulletin/member/hide)' }),
  }),
});

export const contentCalls = {
  /** POST /arks/web/bulletin {site_id, display_device, language?}. */
  bulletins: defineCall({
    method: 'POST',
    path: '/arks/web/bulletin',
    summary: 'Pop-up bulletins for visitors (SPEC §3, §4)',
    tags: ['content'],
    body: Type.Object(deviceFields),
    data: bulletinData,
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/bulletin/member {site_id, display_device, display_location?, language?}. */
  memberBulletins: defineCall({
    method: 'POST',
    path: '/arks/web/bulletin/member',
    summary: 'Pop-up bulletins for a member (SPEC §4): display_location 2 normal, 3 deposit page; hidden ones left out',
    tags: ['content'],
    body: Type.Object({ ...deviceFields, display_location: Type.Optional(intOf(LOCATIONS)) }),
    data: bulletinData,
    codes: {},
    auth: true,
  }),
  /** POST /arks/web/bulletin/history {site_id, display_device, language?}; the token is optional. */
  bulletinHistory: defineCall({
    method: 'POST',
    path: '/arks/web/bulletin/history',
    summary: 'Every bulletin of a device, hidden ones included (the history of pop-ups, SPEC §2)',
    tags: ['content'],
    body: Type.Object(deviceFields),
    data: Type.Object({ list: Type.Array(BulletinSchema) }),
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/bulletin/member/hide {site_id, display_device, display_location}. */
  hideBulletins: defineCall({
    method: 'POST',
    path: '/arks/web/bulletin/member/hide',
    summary: 'Hide the bulletins of a device and location for the member (SPEC §4: closing with display_frequency 0)',
    tags: ['content'],
    body: Type.Object({
      site_id: deviceFields.site_id,
      display_device: deviceFields.display_device,
      language: deviceFields.language,
      display_location: intOf(LOCATIONS),
    }),
    data: Type.Object({ hidden: Type.Integer() }),
    codes: {},
    auth: true,
  }),
  /** POST /arks/web/site/detail {site_id, brand?}. */
  siteDetail: defineCall({
    method: 'POST',
    path: '/arks/web/site/detail',
    summary: 'Site detail (SPEC §3): env_config.customerUrl per locale and the public settings',
    description: 'brand (optional) picks one brand of the site; the default brand otherwise.',
    tags: ['content'],
    body: Type.Object({ site_id: Type.Integer({ minimum: 1 }), brand: Type.Optional(Type.String({ maxLength: 32 })) }),
    data: Type.Object({
      site_id: Type.Integer(),
      env_config: Type.Object({
        customerUrl: Type.Unsafe<Record<string, string>>({
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Customer-service address by language code',
        }),
      }),
      public_settings: Type.Object({
        SITE_TITLE: Type.String(),
        SITE_TITLE_EN: Type.String(),
        SITE_NAME: Type.String(),
        TEMPLATE_NAME: Type.String(),
        MOBILE_TEMPLATE_NAME: Type.String(),
      }),
    }),
    codes: {},
    auth: false,
    errors: [404],
  }),
};

export type Bulletin = CallData<typeof contentCalls.bulletins>['list'][number];
export type BulletinResponse = CallData<typeof contentCalls.bulletins>;
export type BulletinRequest = CallBody<typeof contentCalls.bulletins>;
export type SiteDetail = CallData<typeof contentCalls.siteDetail>;
