/**
 * Seed step that brings a database seeded when the demo content had three languages (vi_VN, en_US,
 * zh_CN) to every language of SPEC §9: the content lists get the entries of each missing language,
 * the seeded banners (then shown in every language) become the Vietnamese ones and each other
 * language gets its own,
 * the bulletins, marquee announcements and seeded promotions get the missing languages of their
 * texts (what is there stays as it is), the demo members' letters the missing languages, the sign-up
 * terms of service the missing languages and the brands' seeded customer-service addresses one per
 * missing language. On a database seeded with every language it changes nothing.
 */
import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { LanguageCode } from '@site/shared/constants';
import type { Db } from '../db/client';
import {
  announcements,
  brands,
  bulletins,
  carouselPictures,
  discountPromotions,
  letters,
  members,
  siteContents,
} from '../db/schema';
import { CONTENT_PAGE_KINDS, contentPageRows } from './content-pages';
import {
  ANNOUNCEMENT_TEXTS,
  bannerRows,
  BULLETIN_TEXTS,
  CUSTOMER_SERVICE_URLS,
  LETTER_ACCOUNTS,
  letterRows,
  modelRows,
  serviceAgreementRows,
} from './demo-content';
import { DISCOUNT_SEEDS, discountSeedCode } from './discounts';
import { DEMO_SITE_ID, type SeedStep } from './step';
import { SEED_LANGUAGES, type Texts } from './texts';

/** `texts` with the seeded languages it lacks; null when it lacks none. */
function completed(stored: Record<string, string>, seeded: Texts): Record<string, string> | null {
  const missing = SEED_LANGUAGES.filter((l) => !stored[l]);
  return missing.length ? { ...seeded, ...stored } : null;
}

/** The seeded texts whose English is `en` (how a stored row is matched to its seed). */
const byEnglish = (list: Texts[], en: string | undefined) => list.find((t) => t.en_US === en);

async function completeContentLists(db: Db) {
  const kinds = [...CONTENT_PAGE_KINDS, 'model_login'];
  const present = await db
    .selectDistinct({ language: siteContents.language })
    .from(siteContents)
    .where(
      and(eq(siteContents.siteId, DEMO_SITE_ID), inArray(siteContents.kind, kinds), isNotNull(siteContents.language)),
    );
  const have = new Set(present.map((p) => p.language));
  const missing = SEED_LANGUAGES.filter((l) => !have.has(l));
  // The first content step's sponsor entry was replaced by the content page step's sponsors.
  const rows = missing.flatMap((l: LanguageCode) => [
    ...contentPageRows(l),
    ...modelRows(l).filter((r) => r.kind !== 'model_sponsor'),
  ]);
  if (rows.length) await db.insert(siteContents).values(rows);
}

async function completeBulletinsAndMarquee(db: Db) {
  const seeded = Object.values(BULLETIN_TEXTS);
  for (const b of await db.select().from(bulletins).where(eq(bulletins.siteId, DEMO_SITE_ID))) {
    const seed = seeded.find((s) => s.title.en_US === b.title.en_US);
    const title = seed && completed(b.title, seed.title);
    const content = seed && completed(b.content, seed.content);
    if (title || content)
      await db
        .update(bulletins)
        .set({ title: title ?? b.title, content: content ?? b.content })
        .where(eq(bulletins.id, b.id));
  }
  for (const a of await db.select().from(announcements).where(eq(announcements.siteId, DEMO_SITE_ID))) {
    const seed = byEnglish(ANNOUNCEMENT_TEXTS, a.content.en_US);
    const content = seed && completed(a.content, seed);
    if (content) await db.update(announcements).set({ content }).where(eq(announcements.id, a.id));
  }
}

async function completeBanners(db: Db) {
  const rows = await db.select().from(carouselPictures).where(eq(carouselPictures.siteId, DEMO_SITE_ID));
  if (rows.some((r) => r.language !== null)) return;
  // The seeded banners were Vietnamese for every language: they become the Vietnamese ones.
  const vietnamese = bannerRows('vi_VN');
  const seeded = rows.filter((r) => vietnamese.some((v) => v.useType === r.useType && v.title === r.title));
  if (seeded.length === 0) return;
  await db
    .update(carouselPictures)
    .set({ language: 'vi_VN' })
    .where(
      inArray(
        carouselPictures.id,
        seeded.map((r) => r.id),
      ),
    );
  await db.insert(carouselPictures).values(SEED_LANGUAGES.filter((l) => l !== 'vi_VN').flatMap(bannerRows));
}

async function completeDiscounts(db: Db) {
  const rows = await db.select().from(discountPromotions).where(like(discountPromotions.code, 'seed:%'));
  for (const [currency, seeds] of Object.entries(DISCOUNT_SEEDS)) {
    for (const s of seeds) {
      const row = rows.find((r) => r.code === discountSeedCode(currency, s.key));
      if (!row) continue;
      const title = completed(row.title, s.title);
      const content = completed(row.content, s.content);
      // updated_at moves so the artwork's address changes (a cached picture had another language's title).
      if (title || content)
        await db
          .update(discountPromotions)
          .set({ title: title ?? row.title, content: content ?? row.content, updatedAt: new Date() })
          .where(eq(discountPromotions.id, row.id));
    }
  }
}

async function completeLetters(db: Db) {
  const demo = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, DEMO_SITE_ID), inArray(members.accountKey, LETTER_ACCOUNTS)));
  for (const m of demo) {
    // Deleted letters count: a language the member emptied is not filled again.
    const had = await db.selectDistinct({ language: letters.language }).from(letters).where(eq(letters.memberId, m.id));
    if (had.length === 0) continue;
    const have = new Set(had.map((h) => h.language));
    const values = letterRows(
      m.id,
      SEED_LANGUAGES.filter((l) => !have.has(l)),
    );
    if (values.length) await db.insert(letters).values(values);
  }
}

async function completeServiceAgreements(db: Db) {
  const rows = await db
    .select({ language: siteContents.language })
    .from(siteContents)
    .where(and(eq(siteContents.siteId, DEMO_SITE_ID), eq(siteContents.kind, 'service_agreement')));
  // A site whose agreements were all removed does not get the seeded ones back.
  if (rows.length === 0) return;
  const have = new Set(rows.map((r) => r.language));
  const values = serviceAgreementRows(SEED_LANGUAGES.filter((l) => !have.has(l)));
  if (values.length) await db.insert(siteContents).values(values);
}

async function completeCustomerServiceUrls(db: Db) {
  for (const [code, seeded] of Object.entries(CUSTOMER_SERVICE_URLS)) {
    const [brand] = await db
      .select()
      .from(brands)
      .where(and(eq(brands.siteId, DEMO_SITE_ID), eq(brands.code, code)));
    const stored = (brand?.config as { customer_url?: Record<string, string> } | undefined)?.customer_url;
    if (!brand || !stored) continue;
    // Addresses an operator has changed are theirs: a language they left out keeps falling back to English.
    if (Object.entries(stored).some(([language, url]) => seeded[language as LanguageCode] !== url)) continue;
    const urls = completed(stored, seeded);
    if (urls)
      await db
        .update(brands)
        .set({ config: { ...brand.config, customer_url: urls } })
        .where(eq(brands.id, brand.id));
  }
}

/** The sign-up terms and customer-service addresses, also for a database that ran the first step without them. */
async function completeTermsAndSupport(db: Db) {
  await completeServiceAgreements(db);
  await completeCustomerServiceUrls(db);
}

export const CONTENT_LANGUAGE_STEPS: SeedStep[] = [
  {
    key: 'content-languages',
    version: 1,
    run: async (db) => {
      await completeContentLists(db);
      await completeBulletinsAndMarquee(db);
      await completeBanners(db);
      await completeDiscounts(db);
      await completeLetters(db);
      await completeTermsAndSupport(db);
    },
  },
  { key: 'terms-and-support-languages', version: 1, run: completeTermsAndSupport },
];
