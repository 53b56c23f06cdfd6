/**
 * The member's letters (SPEC §3, §4): one page in a language with its counts, marking one read,
 * deleting some or all of a language. Deleted letters are kept with deleted_at (never shown again).
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LETTER_PAGE_SIZE, LANGUAGE_CODES, type LanguageCode } from '@site/shared/constants';
import type { Letter, LetterListResponse } from '@site/shared/contracts';
import type { Db } from '../../db/client';
import { letters } from '../../db/schema';

export interface LetterPage {
  language: LanguageCode;
  page: number;
  size: number;
  sort: 'id' | 'created_at';
  order: 'asc' | 'desc';
}

/** The language asked for, else the page's `lang` header, else the configured vi_VN. */
export const letterLanguage = (asked: LanguageCode | undefined, header: unknown): LanguageCode =>
  asked ??
  (typeof header === 'string' && (LANGUAGE_CODES as readonly string[]).includes(header)
    ? (header as LanguageCode)
    : 'vi_VN');

const mine = (memberId: number, language: string) =>
  and(eq(letters.memberId, memberId), eq(letters.language, language), isNull(letters.deletedAt));

const toLetter = (r: typeof letters.$inferSelect): Letter => ({
  id: r.id,
  title: r.title,
  content: r.content,
  is_read: r.isRead ? 1 : 0,
  language: r.language as LanguageCode,
  created_at: r.createdAt.toISOString(),
});

export async function listLetters(db: Db, memberId: number, q: LetterPage): Promise<LetterListResponse> {
  const column = q.sort === 'created_at' ? letters.createdAt : letters.id;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(letters)
      .where(mine(memberId, q.language))
      .orderBy(q.order === 'asc' ? asc(column) : desc(column))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${letters.isRead} = 0)::int` })
      .from(letters)
      .where(mine(memberId, q.language)),
  ]);
  return {
    list: rows.map(toLetter),
    total_count: Number(totals?.total ?? 0),
    unread_count: Number(totals?.unread ?? 0),
  };
}

export const DEFAULT_LETTER_PAGE_SIZE = LETTER_PAGE_SIZE;

/** Marks one of the member's letters read; false when it is not theirs (or deleted). */
export async function markLetterRead(db: Db, memberId: number, id: number): Promise<boolean> {
  const [row] = await db
    .update(letters)
    .set({ isRead: 1 })
    .where(and(eq(letters.id, id), eq(letters.memberId, memberId), isNull(letters.deletedAt)))
    .returning({ id: letters.id });
  return row !== undefined;
}

/** Deletes the given letters of the member, or every letter of the language when none is given. */
export async function deleteLetters(
  db: Db,
  memberId: number,
  target: { ids: number[] } | { language: LanguageCode },
  now: Date,
): Promise<number[]> {
  const where =
    'ids' in target
      ? and(eq(letters.memberId, memberId), inArray(letters.id, target.ids), isNull(letters.deletedAt))
      : mine(memberId, target.language);
  const rows = await db.update(letters).set({ deletedAt: now }).where(where).returning({ id: letters.id });
  return rows.map((r) => r.id);
}
