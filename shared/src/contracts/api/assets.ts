/**
 * The generated artwork (GET /assets/...svg): game tiles, provider logos, game type icons, banners,
 * brand logos, register backgrounds and discount artwork, rendered from the id. They answer an SVG image, not the
 * JSON envelope (`produces`), with long cache headers; the tiles, logos and icons carry an ETag. Game tiles,
 * provider logos and game type icons also come as WebP (`.webp`), rasterised once on the platform, for lists
 * that show many at once.
 */
import { GAME_TYPE_IDS, LANGUAGE_CODES } from '@site/shared/constants';
import { defineCall, intOf, oneOf, Type } from './call';

const variant = (options: Record<string, unknown> = {}) => oneOf(['light', 'dark'] as const, options);
const svg = { method: 'GET', tags: ['assets'], body: undefined, data: Type.Null(), codes: {}, auth: false } as const;

export const assetCalls = {
  gameTile: defineCall({
    ...svg,
    path: '/assets/games/:game_code.svg',
    summary: 'Game tile artwork (SVG, 300 x 300); the title in English, or ?lang=vi_VN|zh_CN',
    params: Type.Object({ game_code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
    query: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) }),
    produces: 'image/svg+xml',
    errors: [304, 404],
  }),
  providerLogo: defineCall({
    ...svg,
    path: '/assets/providers/:gp_id.svg',
    summary: 'Provider logo (SVG, 240 x 80): light = lit, full colour; dark = muted',
    params: Type.Object({ gp_id: Type.String({ pattern: '^GP[A-Za-z0-9]{1,12}$' }) }),
    query: Type.Object({ variant: Type.Optional(variant({ default: 'light' })) }),
    produces: 'image/svg+xml',
    errors: [304, 404],
  }),
  gameThumb: defineCall({
    ...svg,
    path: '/assets/games/:game_code.webp',
    summary: 'Game tile thumbnail (WebP, 300 x 300): the tile artwork rasterised once on the platform',
    description:
      'What the lobby grid shows: a browser decodes a WebP off its main thread, where an SVG picture is laid out and painted on it.',
    params: Type.Object({ game_code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
    query: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) }),
    produces: 'image/webp',
    errors: [304, 404],
  }),
  providerThumb: defineCall({
    ...svg,
    path: '/assets/providers/:gp_id.webp',
    summary: 'Provider logo (WebP, 480 x 160: the 240 x 80 logo at twice its size, sharp on high-density screens)',
    params: Type.Object({ gp_id: Type.String({ pattern: '^GP[A-Za-z0-9]{1,12}$' }) }),
    query: Type.Object({ variant: Type.Optional(variant({ default: 'light' })) }),
    produces: 'image/webp',
    errors: [304, 404],
  }),
  gameTypeIcon: defineCall({
    ...svg,
    path: '/assets/game-types/:gt_id.svg',
    summary: 'Game type icon (SVG, 64 x 64): grey, or gold with ?active=1',
    params: Type.Object({ gt_id: intOf(GAME_TYPE_IDS) }),
    query: Type.Object({ active: Type.Optional(intOf([0, 1] as const, { default: 0 })) }),
    produces: 'image/svg+xml',
    errors: [304, 404],
  }),
  gameTypeThumb: defineCall({
    ...svg,
    path: '/assets/game-types/:gt_id.webp',
    summary: 'Game type icon (WebP, 64 x 64): the icon rasterised once on the platform; grey, or gold with ?active=1',
    description:
      "What the lobby's type tabs show: a tab swaps the grey icon for the gold one when selected, and an SVG picture is a document the browser builds on its main thread.",
    params: Type.Object({ gt_id: intOf(GAME_TYPE_IDS) }),
    query: Type.Object({ active: Type.Optional(intOf([0, 1] as const, { default: 0 })) }),
    produces: 'image/webp',
    errors: [304, 404],
  }),
  banner: defineCall({
    ...svg,
    path: '/assets/banners/:id.svg',
    summary: 'Banner artwork (generated SVG)',
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    query: Type.Object({ use_type: Type.Optional(intOf([0, 1, 2] as const)) }),
    produces: 'image/svg+xml',
    errors: [404],
  }),
  bannerPicture: defineCall({
    ...svg,
    path: '/assets/banners/:id.webp',
    summary:
      'Banner picture (WebP at the size of its use type: 1920 x 500, 600 x 240, 750 x 360): the banner artwork rasterised once',
    description:
      'What the banner lists point to: the first large picture of a page, decoded off the main thread, where an SVG picture is laid out and painted on it.',
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    query: Type.Object({ use_type: Type.Optional(intOf([0, 1, 2] as const)) }),
    produces: 'image/webp',
    errors: [304, 404],
  }),
  brandLogo: defineCall({
    ...svg,
    path: '/assets/logos/:code.svg',
    summary: 'Brand logo (generated SVG)',
    params: Type.Object({ code: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }) }),
    query: Type.Object({ variant: Type.Optional(variant()) }),
    produces: 'image/svg+xml',
    errors: [404],
  }),
  discountArt: defineCall({
    ...svg,
    path: '/assets/discounts/:id.svg',
    summary: "A discount's artwork (generated SVG, 750 x 300): its title in ?lang=, its category's symbol",
    description: 'The discount lists give the address with v= (the last change), so a changed title is fetched anew.',
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    query: Type.Object({
      lang: Type.Optional(oneOf(LANGUAGE_CODES)),
      v: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    produces: 'image/svg+xml',
    errors: [404],
  }),
  registerBackground: defineCall({
    ...svg,
    path: '/assets/register-background/:template.svg',
    summary: 'Register page background (generated SVG)',
    params: Type.Object({ template: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) }),
    produces: 'image/svg+xml',
    errors: [404],
  }),
};
