/** The platform's own calls: liveness, and the site config the shell starts from (read by load-site-config). */
import type { Static, TString } from '@sinclair/typebox';
import {
  CURRENCY_CODES,
  LANGUAGE_CODES,
  MOBILE_TEMPLATES,
  REMOTE_NAMES,
  type RemoteName,
} from '@site/shared/constants';
import { defineCall, oneOf, Type, type CallData } from './call';

/**
 * GET /site-config?brand=<code>: the query of the site config (a plain GET the shell reads before it
 * has an API client, see load-site-config).
 */
export const SiteConfigQuerySchema = Type.Object({
  brand: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', description: 'Brand code, e.g. saovang or lotus' }),
  ),
});
export type SiteConfigQuery = Static<typeof SiteConfigQuerySchema>;

/** A host name (lower case, dot-separated labels, no port). */
export const HOST_NAME_PATTERN =
  '^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$';

const remoteUrls = Object.fromEntries(
  REMOTE_NAMES.map((n) => [n, Type.String({ description: `${n} mf-manifest.json URL` })]),
) as Record<RemoteName, TString>;

/**
 * The site config JSON the shell fetches at start (ARCHITECTURE "Composition at run time").
 * Remote URLs come only from here, so swapping a brand's lobby is a config change.
 */
export const SiteConfigSchema = Type.Object({
  site_id: Type.Integer(),
  brand: Type.Object({ code: Type.String(), name: Type.String(), title: Type.String(), title_en: Type.String() }),
  template: Type.String({ description: 'Desktop template name (TEMPLATE_NAME)' }),
  mobile_template: oneOf(MOBILE_TEMPLATES, { description: 'H5_1..H5_8 (MOBILE_TEMPLATE_NAME)' }),
  theme: Type.String(),
  default_language: oneOf(LANGUAGE_CODES),
  languages: Type.Array(oneOf(LANGUAGE_CODES)),
  currencies: Type.Array(oneOf(CURRENCY_CODES)),
  default_currency: oneOf(CURRENCY_CODES),
  features: Type.Object({
    desktop_lock: Type.Boolean({ description: 'Force desktop mode whatever the width (ignored with ?web_debug)' }),
    demo_mode: Type.Boolean({ description: 'IS_DEMO build: banner links and play are blocked (SPEC §6)' }),
    site_closed: Type.Boolean({ description: 'Site closed flag (SPEC §5, r88close_msg)' }),
    register: Type.Boolean(),
    agent_bind_fast_payment: Type.Boolean(),
  }),
  remotes: Type.Object(remoteUrls),
  domains: Type.Optional(
    Type.Array(Type.String({ pattern: HOST_NAME_PATTERN }), {
      description:
        "Host names the brand is served on: /site-config without ?brand picks the brand whose domain is the request's host or a parent of it",
    }),
  ),
  games: Type.Optional(
    Type.Object(
      {
        open_mode: oneOf(['window', 'page'] as const, {
          description: 'How a game opens when nothing forces another mode (SPEC §4; default window)',
        }),
        modal_pairs: Type.Array(Type.String({ pattern: '^GP[0-9A-Za-z_]+:[2-9]$' }), {
          description: 'Provider:type pairs whose games open in the play-game dialog on desktop, e.g. GP005:3',
        }),
        window_providers: Type.Array(Type.String({ pattern: '^GP' }), {
          description: 'Providers whose games always open in a window',
        }),
      },
      { description: 'Game opening modes (SPEC §4 "Game opening modes")' },
    ),
  ),
  realtime: Type.Optional(
    Type.Object(
      { key: Type.String(), host: Type.String(), port: Type.Integer(), tls: Type.Boolean() },
      { description: 'Where the platform\'s realtime socket listens (SPEC §7 "Real-time")' },
    ),
  ),
});
export type SiteConfig = Static<typeof SiteConfigSchema>;

export const siteCalls = {
  /** GET /health: the platform answers and its database too. */
  health: defineCall({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database check',
    tags: ['platform'],
    body: undefined,
    data: Type.Object({
      status: oneOf(['ok'] as const),
      database: oneOf(['pglite', 'postgres'] as const),
      uptime_s: Type.Integer(),
    }),
    codes: {},
    auth: false,
  }),
  /** GET /site-config?brand=<code>: the SiteConfig of a brand. */
  config: defineCall({
    method: 'GET',
    path: '/site-config',
    summary: 'The site config of a brand (SiteConfig of @site/shared/contracts)',
    description:
      "Without ?brand, the brand with the request's host (or a parent domain of it) among its domains, else the default brand (SITE_BRAND). Unknown brand: HTTP 404, code 404.",
    tags: ['platform'],
    body: undefined,
    query: SiteConfigQuerySchema,
    data: SiteConfigSchema,
    codes: {},
    auth: false,
    errors: [404],
  }),
};

export type HealthResponse = CallData<typeof siteCalls.health>;
