/** The platform's own calls: liveness. (The site config the shell starts from is read by load-site-config.) */
import type { Static } from '@sinclair/typebox';
import { defineCall, oneOf, Type, type CallData } from './call';

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
};

export type HealthResponse = CallData<typeof siteCalls.health>;

/**
 * GET /site-config?brand=<code>: the query of the site config (a plain GET the shell reads before it
 * has an API client, see load-site-config); its data is the SiteConfig of site-config.ts.
 */
export const SiteConfigQuerySchema = Type.Object({
  brand: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', description: 'Brand code, e.g. saovang or lotus' }),
  ),
});
export type SiteConfigQuery = Static<typeof SiteConfigQuerySchema>;
