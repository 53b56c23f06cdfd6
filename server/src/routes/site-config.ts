/**
 * GET /api/site-config?brand=<code>: the SiteConfig the shell starts from (ARCHITECTURE
 * "Composition at run time"). Defaults, overlaid with the brand's stored config (brands.config),
 * with each remote's manifest URL from the environment unless the brand sets its own.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CURRENCY_CODES, LANGUAGE_CODES, MOBILE_TEMPLATES, REMOTE_NAMES } from '@site/shared/constants';
import { validateSiteConfig, type SiteConfig } from '@site/shared/contracts';
import type { ServerOptions } from '../config';
import type { AppContext } from '../context';
import { brands } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { arr, int, obj, routeSchema, str, type JsonSchema } from '../http/schemas';
import { realtimeSiteConfig } from '../realtime/platform';

const bool = (): JsonSchema => ({ type: 'boolean' });

export const siteConfigSchema: JsonSchema = {
  type: 'object',
  required: [
    'site_id',
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
  ],
  properties: {
    site_id: int(),
    brand: obj({ code: str(), name: str(), title: str(), title_en: str() }),
    template: str({ description: 'Desktop template name (TEMPLATE_NAME)' }),
    mobile_template: str({ enum: [...MOBILE_TEMPLATES] }),
    theme: str(),
    default_language: str({ enum: [...LANGUAGE_CODES] }),
    languages: arr(str({ enum: [...LANGUAGE_CODES] })),
    currencies: arr(str({ enum: [...CURRENCY_CODES] })),
    default_currency: str({ enum: [...CURRENCY_CODES] }),
    features: obj({
      desktop_lock: bool(),
      demo_mode: bool(),
      site_closed: bool(),
      register: bool(),
      agent_bind_fast_payment: bool(),
    }),
    remotes: obj(Object.fromEntries(REMOTE_NAMES.map((n) => [n, str({ description: `${n} mf-manifest.json URL` })]))),
    realtime: {
      type: 'object',
      required: ['key', 'host', 'port', 'tls'],
      properties: { key: str(), host: str(), port: int(), tls: bool() },
    },
  },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The defaults a brand's stored config is laid over. */
export function defaultSiteConfig(siteId: number, code: string, options: ServerOptions): SiteConfig {
  return {
    site_id: siteId,
    brand: { code, name: code, title: code, title_en: code },
    template: 'classic',
    mobile_template: 'H5_1',
    theme: 'gold',
    default_language: 'vi_VN',
    languages: ['vi_VN', 'en_US', 'zh_CN'],
    currencies: ['VND', 'RMB', 'USD', 'THB'],
    default_currency: 'VND',
    features: {
      desktop_lock: false,
      demo_mode: false,
      site_closed: false,
      register: true,
      agent_bind_fast_payment: false,
    },
    remotes: { ...options.remotes },
  };
}

/** Defaults overlaid with a stored config: objects (brand, features, remotes, realtime) merge one level deep. */
export function mergeSiteConfig(base: SiteConfig, stored: Record<string, unknown>): unknown {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? { ...current, ...value } : value;
  }
  return out;
}

export function siteConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/site-config',
    {
      schema: routeSchema({
        summary: 'The site config of a brand (SiteConfig of @site/shared/contracts)',
        description: 'Without ?brand the default brand (SITE_BRAND) is served. Unknown brand: HTTP 404, code 404.',
        tags: ['platform'],
        querystring: {
          type: 'object',
          properties: {
            brand: str({ pattern: '^[A-Za-z0-9_-]{1,40}$', description: 'Brand code, e.g. saovang or lotus' }),
          },
        },
        data: siteConfigSchema,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const code = ((request.query as { brand?: string }).brand || ctx.options.defaultBrand).toLowerCase();
      const [row] = await ctx.db.select().from(brands).where(eq(brands.code, code));
      if (!row) throw new ApiError(404, '404', `Unknown brand "${code}"`);
      // The realtime block: where the socket is, for this request's host unless configured.
      const base = {
        ...defaultSiteConfig(row.siteId, row.code, ctx.options),
        realtime: realtimeSiteConfig(ctx.options.realtime, request),
      };
      const merged = mergeSiteConfig(base, row.config);
      const check = validateSiteConfig(merged);
      if (!check.ok) {
        request.log.error({ brand: code, errors: check.errors }, 'invalid site config');
        throw new ApiError(500, '500', `The site config of brand "${code}" is invalid: ${check.errors.join('; ')}`);
      }
      reply.header('cache-control', 'no-cache');
      return ok(check.config);
    },
  );
}
