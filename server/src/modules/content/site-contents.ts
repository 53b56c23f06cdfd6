/** The site's stored content lists (site_contents by kind), in their sort order. */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteContents } from '../../db/schema';
import { FALLBACK_LANGUAGES } from './texts';

/**
 * The language whose entries a list shows: the one asked when the kind has entries in it, else
 * English, else Vietnamese, else the first language the entries are written in (so a visitor never
 * gets an empty list, nor a mix of languages).
 */
export function listLanguage(available: ReadonlyArray<string | null>, asked: string): string | undefined {
  const languages = available.filter((l): l is string => l !== null);
  return [asked, ...FALLBACK_LANGUAGES].find((l) => languages.includes(l)) ?? languages[0];
}

/**
 * The entries of one kind; a template or language narrows it to those entries and the ones for any
 * (a language the kind has no entries in gets those of listLanguage).
 */
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
      ),
    )
    .orderBy(asc(siteContents.sort), asc(siteContents.id));
  const language =
    filter.language === undefined
      ? undefined
      : listLanguage(
          rows.map((r) => r.language),
          filter.language,
        );
  return rows
    .filter((r) => filter.language === undefined || r.language === null || r.language === language)
    .map((r) => ({ id: r.id, ...r.data }));
}
