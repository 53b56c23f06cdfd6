/**
 * The SiteConfig the shell starts from (ARCHITECTURE "Composition at run time"): defaults, overlaid
 * with the brand's stored config (brands.config), with each remote's manifest URL from the
 * environment unless the brand sets its own.
 */
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

type BrandRow = typeof brands.$inferSelect;

/** The brand whose stored `domains` holds `host` or the nearest parent of it (the longest match wins). */
export function brandCodeOf(rows: readonly BrandRow[], host: string): string | null {
  if (!host) return null;
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

/** How long another API process may keep answering a brand's config from before an operator's change. */
export const BRAND_CONFIG_TTL_MS = 2_000;

/**
 * The brands' site configs as the shell asks for them on every page load: the same for everyone of a
 * brand and host, so read from the database once, merged and checked once per (brand, realtime
 * block), and kept. This process forgets them at once when the operator changes a brand
 * (invalidate()); other API processes within BRAND_CONFIG_TTL_MS, when they read the table again.
 */
export class BrandConfigs {
  private rows: Promise<BrandRow[]> | undefined;
  private readAt = 0;
  private checks = new Map<string, SiteConfigCheck | null>();

  constructor(
    private readonly db: Db,
    private readonly options: ServerOptions,
    private readonly ttlMs = BRAND_CONFIG_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.rows = undefined;
    this.checks.clear();
  }

  /** The brand served on `host` (see brandCodeOf), null when no brand names it. */
  async codeForHost(host: string): Promise<string | null> {
    return host ? brandCodeOf(await this.all(), host) : null;
  }

  /**
   * The config of brand `code` (lower case) with the realtime block laid under it: null for an unknown
   * brand, else the check of the merged config.
   */
  async config(code: string, realtime: SiteConfig['realtime']): Promise<SiteConfigCheck | null> {
    const rows = await this.all();
    const key = `${code}\n${JSON.stringify(realtime)}`;
    let check = this.checks.get(key);
    if (check === undefined) {
      const row = rows.find((r) => r.code === code);
      check = row
        ? validateSiteConfig(
            mergeSiteConfig({ ...defaultSiteConfig(row.siteId, row.code, this.options), realtime }, row.config),
          )
        : null;
      // Bounded: the keys are the brands times the hosts the realtime block names.
      if (this.checks.size >= 256) this.checks.clear();
      this.checks.set(key, check);
    }
    return check;
  }

  private all(): Promise<BrandRow[]> {
    const now = this.now();
    if (!this.rows || now - this.readAt > this.ttlMs) {
      this.readAt = now;
      this.checks.clear();
      // execute(): a real promise, read once (a drizzle query runs again at each then()).
      const reading = this.db.select().from(brands).execute();
      this.rows = reading;
      reading.catch(() => {
        if (this.rows === reading) this.rows = undefined;
      });
    }
    return this.rows;
  }
}
