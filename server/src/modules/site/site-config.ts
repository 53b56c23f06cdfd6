/**
 * The SiteConfig the shell starts from (ARCHITECTURE "Composition at run time"): defaults, overlaid
 * with the brand's stored config (brands.config), with each remote's manifest URL from the
 * environment unless the brand sets its own.
 */
import { eq } from 'drizzle-orm';
import { CURRENCY_CODES, LANGUAGE_CODES, MOBILE_TEMPLATES, REMOTE_NAMES } from '@site/shared/constants';
import { validateSiteConfig, type SiteConfig, type SiteConfigCheck } from '@site/shared/contracts';
import type { ServerOptions } from '../../config';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { arr, int, obj, str, type JsonSchema } from '../../http/schemas';

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

/**
 * The config of brand `code` (lower case) with the realtime block laid under it: null for an unknown
 * brand, else the check of the merged config.
 */
export async function brandSiteConfig(
  db: Db,
  code: string,
  options: ServerOptions,
  realtime: SiteConfig['realtime'],
): Promise<SiteConfigCheck | null> {
  const [row] = await db.select().from(brands).where(eq(brands.code, code));
  if (!row) return null;
  const base = { ...defaultSiteConfig(row.siteId, row.code, options), realtime };
  return validateSiteConfig(mergeSiteConfig(base, row.config));
}
