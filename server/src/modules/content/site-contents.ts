/** The site's stored content lists (site_contents by kind), in their sort order. */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteContents } from '../../db/schema';

/** The entries of one kind; a template or language narrows it to those entries and the ones for any. */
export async function siteContentList(
  db: Db,
  siteId: number,
  kind: string,
  filter: { template?: string; language?: string } = {},
) {
  const rows = await db
    .select()
    .from(siteContents)
    .where(
      and(
        eq(siteContents.siteId, siteId),
        eq(siteContents.kind, kind),
        filter.template ? or(isNull(siteContents.template), eq(siteContents.template, filter.template)) : undefined,
        filter.language ? or(isNull(siteContents.language), eq(siteContents.language, filter.language)) : undefined,
      ),
    )
    .orderBy(asc(siteContents.sort), asc(siteContents.id));
  return rows.map((r) => ({ id: r.id, ...r.data }));
}
