/**
 * Pop-up bulletins (SPEC §3, §4): the active ones of a site, device and location in their sort
 * order, for visitors only the ones marked for them, for a member without the ones the member hid
 * (display_frequency 0: closing hides them).
 */
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Bulletin } from '@site/shared/contracts';
import type { Db } from '../../db/client';
import { bulletinHides, bulletins } from '../../db/schema';
import { siteContentList } from './site-contents';
import { pickText } from './texts';

export interface BulletinFilter {
  siteId: number;
  device: number;
  location: number;
  language: string;
}

/** The site's bulletin setting (display_frequency 0 unless stored). */
export async function bulletinSetting(db: Db, siteId: number) {
  const [setting] = await siteContentList(db, siteId, 'bulletin_setting');
  return {
    display_frequency: Number((setting as { display_frequency?: number } | undefined)?.display_frequency ?? 0),
  };
}

export async function listBulletins(
  db: Db,
  q: BulletinFilter,
  opts: { visitors?: boolean; hiddenFor?: number },
): Promise<Bulletin[]> {
  const hidden = opts.hiddenFor
    ? (
        await db
          .select({ id: bulletinHides.bulletinId })
          .from(bulletinHides)
          .where(eq(bulletinHides.memberId, opts.hiddenFor))
      ).map((r) => r.id)
    : [];
  const rows = await db
    .select()
    .from(bulletins)
    .where(
      and(
        eq(bulletins.siteId, q.siteId),
        eq(bulletins.active, 1),
        eq(bulletins.displayDevice, q.device),
        eq(bulletins.displayLocation, q.location),
        opts.visitors ? eq(bulletins.forVisitors, 1) : undefined,
        hidden.length ? notInArray(bulletins.id, hidden) : undefined,
      ),
    )
    .orderBy(asc(bulletins.sort), desc(bulletins.id));
  return rows.map((b) => ({
    id: b.id,
    title: pickText(b.title, q.language),
    display_device: b.displayDevice,
    display_location: b.displayLocation,
    display_content: pickText(b.title, q.language),
    content: pickText(b.content, q.language),
    updated_at: b.updatedAt.toISOString(),
  }));
}

/** Hides, for the member, the active bulletins of a device and location; answers how many there were. */
export async function hideBulletins(db: Db, memberId: number, q: Omit<BulletinFilter, 'language'>): Promise<number> {
  const shown = await db
    .select({ id: bulletins.id })
    .from(bulletins)
    .where(
      and(
        eq(bulletins.siteId, q.siteId),
        eq(bulletins.active, 1),
        eq(bulletins.displayDevice, q.device),
        eq(bulletins.displayLocation, q.location),
      ),
    );
  if (shown.length)
    await db
      .insert(bulletinHides)
      .values(shown.map((s) => ({ memberId, bulletinId: s.id })))
      .onConflictDoNothing();
  return shown.length;
}
