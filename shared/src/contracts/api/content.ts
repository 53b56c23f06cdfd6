/**
 * Content calls (SPEC §3, §4, §7 "Content"): pop-up bulletins for visitors and members, banners,
 * marquee announcements, the site's content lists (model lists, logos, footers, float), the register
 * page background and the site detail (the brand's customer-service addresses and public settings).
 * Texts come in the body's language, else the `lang` header, else vi_VN.
 */
import {
  BANNER_USE_TYPE,
  DISPLAY_DEVICE,
  DISPLAY_LOCATION,
  LANGUAGE_CODES,
  MOBILE_TEMPLATES,
} from '@site/shared/constants';
import { defineCall, flag, intOf, oneOf, Type, type CallBody, type CallData } from './call';

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

/** An entry of a site content list: the operator's stored fields as they are, with its id. */
const ContentEntrySchema = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

const listBody = Type.Object({
  site_id: Type.Integer({ minimum: 1 }),
  language: Type.Optional(oneOf(LANGUAGE_CODES)),
  model_version: Type.Optional(Type.String({ maxLength: 16 })),
  template: Type.Optional(Type.String({ maxLength: 32 })),
});
const listData = Type.Object({ list: Type.Array(ContentEntrySchema) });

/** A banner (SPEC §3): link_type 0 external url, 1 internal page, 2 game; link_method 1 new window. */
export const CarouselPictureSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  link_type: Type.Integer(),
  link_method: Type.Integer(),
  link_url: Type.String(),
  // Where a game banner leads (currency, gt_id, gp_id, gp_gt_name), as the operator stored it; null
  // for other banners (nullable, as the platform's other schemas write it).
  game_link_parameter: Type.Unsafe<Record<string, unknown> | null>({
    type: 'object',
    nullable: true,
    properties: {
      currency: { type: 'string' },
      gt_id: { type: 'integer' },
      gp_id: { type: 'string' },
      gp_gt_name: { type: 'string' },
    },
  }),
});

/** A marquee announcement (SPEC §3). */
export const MarqueeAnnouncementSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  display_before_login: flag(),
  display_after_login: flag(),
  sort: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
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
  /** POST /arks/web/carousel_picture {site_id, use_type, currency?, language?} -> web_carousel_picture_list. */
  carouselPictures: defineCall({
    method: 'POST',
    path: '/arks/web/carousel_picture',
    summary: 'Banners by use_type (SPEC §3, §9: 0 desktop, 1 small, 2 mobile), id descending',
    description: 'link_type 0 external url, 1 internal page, 2 game (game_link_parameter); link_method 1 new window.',
    tags: ['content'],
    body: Type.Object({
      site_id: Type.Integer({ minimum: 1 }),
      use_type: intOf(Object.values(BANNER_USE_TYPE)),
      currency: Type.Optional(Type.String({ maxLength: 8 })),
      language: Type.Optional(oneOf(LANGUAGE_CODES)),
    }),
    data: Type.Object({ web_carousel_picture_list: Type.Array(CarouselPictureSchema) }),
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/announcement/marquee {site_id, sort_field?, sort_order?, language?}; the token is optional. */
  marquee: defineCall({
    method: 'POST',
    path: '/arks/web/announcement/marquee',
    summary:
      'Marquee announcements (SPEC §3, §6): visitors get display_before_login ones, members display_after_login ones',
    tags: ['content'],
    body: Type.Object({
      site_id: Type.Integer({ minimum: 1 }),
      sort_field: Type.Optional(oneOf(['sort', 'id', 'created_at'] as const)),
      sort_order: Type.Optional(oneOf(['asc', 'desc'] as const)),
      language: Type.Optional(oneOf(LANGUAGE_CODES)),
    }),
    data: Type.Object({ web_announcement_list: Type.Array(MarqueeAnnouncementSchema) }),
    codes: {},
    auth: false,
  }),
  /** POST /web/model_setting: the home page's model settings in the language. */
  modelSettings: defineCall({
    method: 'POST',
    path: '/web/model_setting',
    summary: 'Home page model settings (SPEC §7)',
    tags: ['content'],
    body: listBody,
    data: listData,
    codes: {},
    auth: false,
  }),
  /** POST /web/model_sponsor: the sponsors in the language. */
  modelSponsors: defineCall({
    method: 'POST',
    path: '/web/model_sponsor',
    summary: 'Sponsor list (SPEC §3)',
    tags: ['content'],
    body: listBody,
    data: listData,
    codes: {},
    auth: false,
  }),
  /** POST /web/model_login: the login page's title and content in the language. */
  modelLogin: defineCall({
    method: 'POST',
    path: '/web/model_login',
    summary: 'Login-page content: title, content (SPEC §3)',
    tags: ['content'],
    body: listBody,
    data: listData,
    codes: {},
    auth: false,
  }),
  /** POST /web/logo -> web_logo_list. */
  logos: defineCall({
    method: 'POST',
    path: '/web/logo',
    summary: 'Web logos (SPEC §3: photo_path)',
    tags: ['content'],
    body: listBody,
    data: Type.Object({ web_logo_list: Type.Array(ContentEntrySchema) }),
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/web-mobile-footer: the entries of the body's template (and those of any template). */
  mobileFooter: defineCall({
    method: 'POST',
    path: '/arks/web/web-mobile-footer',
    summary: 'Mobile footer entries (SPEC §3)',
    tags: ['content'],
    body: listBody,
    data: listData,
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/footer: url_type outerLink, main or faq. */
  footer: defineCall({
    method: 'POST',
    path: '/arks/web/footer',
    summary: 'Footer entries (SPEC §3: url types outerLink, main/{id}, faq/{id})',
    tags: ['content'],
    body: listBody,
    data: listData,
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/float: the floating side entries. */
  float: defineCall({
    method: 'POST',
    path: '/arks/web/float',
    summary: 'Floating side entries (SPEC §3 sidebar list)',
    tags: ['content'],
    body: listBody,
    data: listData,
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/model/register-background/detail {site_id, template} -> detail.photo. */
  registerBackground: defineCall({
    method: 'POST',
    path: '/arks/web/model/register-background/detail',
    summary: 'Register page background of a template (SPEC §7) -> detail.photo',
    tags: ['content'],
    body: Type.Object({
      site_id: Type.Integer({ minimum: 1 }),
      template: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
    }),
    data: Type.Object({ detail: Type.Object({ template: Type.String(), photo: Type.String() }) }),
    codes: {},
    auth: false,
  }),
  /** POST /template_config {mobileTemplateName}: the mobile template's configuration. */
  templateConfig: defineCall({
    method: 'POST',
    path: '/template_config',
    summary: 'The configuration of a mobile template (SPEC §7 "Product\'s own server")',
    tags: ['content'],
    body: Type.Object({ mobileTemplateName: oneOf(MOBILE_TEMPLATES) }),
    data: ContentEntrySchema,
    codes: {},
    auth: false,
  }),
  /** POST /fb_tracking {eventName, eventTime?, eventID?, userData?, customData?}: stored, not forwarded. */
  fbTracking: defineCall({
    method: 'POST',
    path: '/fb_tracking',
    summary: 'Store a tracking event (SPEC §7): stored for the operator, not forwarded',
    tags: ['content'],
    body: Type.Object({
      eventName: Type.String({ minLength: 1, maxLength: 64 }),
      eventTime: Type.Optional(Type.Integer({ minimum: 0 })),
      eventID: Type.Optional(Type.String({ maxLength: 128 })),
      userData: Type.Optional(ContentEntrySchema),
      customData: Type.Optional(ContentEntrySchema),
    }),
    data: Type.Object({ id: Type.Integer() }),
    codes: {},
    auth: false,
  }),
  /** POST /check_iframe {url}: may the address be shown in a frame. */
  checkIframe: defineCall({
    method: 'POST',
    path: '/check_iframe',
    summary: 'May an address be shown in a frame (SPEC §4 sport frame check)',
    description:
      'Fetches the address (HEAD, 1.5 s) and reads X-Frame-Options and the CSP frame-ancestors. embeddable 0 with a reason otherwise.',
    tags: ['content'],
    body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) }),
    data: Type.Object({ url: Type.String(), embeddable: flag(), reason: Type.String() }),
    codes: {},
    auth: false,
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
export type CarouselPicture = CallData<typeof contentCalls.carouselPictures>['web_carousel_picture_list'][number];
export type MarqueeAnnouncement = CallData<typeof contentCalls.marquee>['web_announcement_list'][number];
/** An entry of a site content list (model lists, footers, float): the operator's fields with its id. */
export type ContentEntry = CallData<typeof contentCalls.modelSettings>['list'][number];
export type FbTrackingRequest = CallBody<typeof contentCalls.fbTracking>;
export type CheckIframeResponse = CallData<typeof contentCalls.checkIframe>;
