/** The site detail (SPEC §3): a brand's customer-service addresses per locale and its public settings. */
import { and, eq } from 'drizzle-orm';
import type { SiteDetail } from '@site/shared/contracts';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

/** The detail of brand `code` of the site; null when the site has no such brand. */
export async function siteDetail(db: Db, siteId: number, code: string): Promise<SiteDetail | null> {
  const [brand] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.siteId, siteId), eq(brands.code, code)));
  if (!brand) return null;
  const config = brand.config as {
    brand?: { name?: string; title?: string; title_en?: string };
    template?: string;
    mobile_template?: string;
    customer_url?: Record<string, string>;
  };
  return {
    site_id: siteId,
    env_config: { customerUrl: config.customer_url ?? {} },
    public_settings: {
      SITE_TITLE: config.brand?.title ?? code,
      SITE_TITLE_EN: config.brand?.title_en ?? code,
      SITE_NAME: config.brand?.name ?? code,
      TEMPLATE_NAME: config.template ?? 'classic',
      MOBILE_TEMPLATE_NAME: config.mobile_template ?? 'H5_1',
    },
  };
}
