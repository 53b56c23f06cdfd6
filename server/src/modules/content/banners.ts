/**
 * Banners and marquee announcements (SPEC §3, §6, §9): the active banners of a use type, id
 * descending, for the currency and language asked (see listLanguage); the announcements shown before
 * or after login.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { CarouselPicture, MarqueeAnnouncement } from '@site/shared/contracts';
import type { Db } from '../../db/client';
import { announcements, carouselPictures } from '../../db/schema';
import { listLanguage } from './site-contents';
import { pickText } from './texts';

export async function listCarouselPictures(
  db: Db,
  q: { siteId: number; useType: number; currency?: string; language: string },
): Promise<CarouselPicture[]> {
  const rows = await db
    .select()
    .from(carouselPictures)
    .where(
      and(
        eq(carouselPictures.siteId, q.siteId),
        eq(carouselPictures.useType, q.useType),
        eq(carouselPictures.active, 1),
      ),
    )
    .orderBy(desc(carouselPictures.id));
  const shown = rows.filter((r) => !q.currency || r.currencies.length === 0 || r.currencies.includes(q.currency));
  // A language without banners of its own gets those of another (English first), never a mix.
  const language = listLanguage(
    shown.map((r) => r.language),
    q.language,
  );
  return shown
    .filter((r) => !r.language || r.language === language)
    .map((r) => ({
      id: r.id,
      url: `/api/assets/banners/${r.id}.webp?use_type=${r.useType}`,
      title: r.title,
      link_type: r.linkType,
      link_method: r.linkMethod,
      link_url: r.linkUrl,
      game_link_parameter: r.gameLinkParameter ?? null,
    }));
}

export async function listMarquee(
  db: Db,
  q: {
    siteId: number;
    member: boolean;
    sortField?: 'sort' | 'id' | 'created_at';
    sortOrder?: 'asc' | 'desc';
    language: string;
  },
): Promise<MarqueeAnnouncement[]> {
  const column =
    q.sortField === 'id'
      ? announcements.id
      : q.sortField === 'created_at'
        ? announcements.createdAt
        : announcements.sort;
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.siteId, q.siteId),
        q.member ? eq(announcements.displayAfterLogin, 1) : eq(announcements.displayBeforeLogin, 1),
      ),
    )
    .orderBy(q.sortOrder === 'desc' ? desc(column) : asc(column), asc(announcements.id));
  return rows.map((r) => ({
    id: r.id,
    content: pickText(r.content, q.language),
    display_before_login: r.displayBeforeLogin ? 1 : 0,
    display_after_login: r.displayAfterLogin ? 1 : 0,
    sort: r.sort,
    created_at: r.createdAt.toISOString(),
  }));
}
