/**
 * The SiteConfig the shell starts from (ARCHITECTURE "Composition at run time"): defaults, overlaid
 * with the brand's stored config (brands.config), with each remote's manifest URL from the
 * environment unless the brand sets its own.
 */
import { eq } from 'drizzle-orm';
import { validateSiteConfig, type SiteConfig, type SiteConfigCheck } from '@site/shared/contracts';
import type { ServerOptions } from '../../config';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

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
    // Every language of SPEC §9; vi_VN first (the configured locale). A brand may offer fewer.
    languages: ['vi_VN', 'en_US', 'zh_CN', 'zh_TW', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
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
    // SPEC §4: live-casino halls of two providers open in the play-game dialog on desktop.
    games: { open_mode: 'window', modal_pairs: ['GP007:3', 'GP012:3'], window_providers: [] },
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

/** The host name of a Host header: lower case, without the port (IPv6 literals keep their brackets). */
export function hostNameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '');
}

/** Whether `host` is `domain` or a name under it (agent01.saovang.example is under saovang.example). */
export const hostIsUnder = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/**
 * The brand a request's host belongs to: the brand whose stored `domains` holds the host or the
 * nearest parent of it (the longest match wins); null when no brand names it.
 */
export async function brandCodeForHost(db: Db, host: string): Promise<string | null> {
  if (!host) return null;
  const rows = await db.select({ code: brands.code, config: brands.config }).from(brands);
  let best: { code: string; length: number } | null = null;
  for (const row of rows) {
    const domains = (row.config as { domains?: unknown }).domains;
    if (!Array.isArray(domains)) continue;
    for (const domain of domains) {
      if (typeof domain !== 'string' || !hostIsUnder(host, domain.toLowerCase())) continue;
      if (!best || domain.length > best.length) best = { code: row.code, length: domain.length };
    }
  }
  return best?.code ?? null;
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
