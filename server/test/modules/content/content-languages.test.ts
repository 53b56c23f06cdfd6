import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@site/shared/constants';
import {
  announcements,
  bulletins,
  carouselPictures,
  discountPromotions,
  letters,
  seedMeta,
  siteContents,
} from '../../../src/db/schema';
import { pickText } from '../../../src/modules/content/texts';
import { contentPageRows } from '../../../src/seed/content-pages';
import { ANNOUNCEMENT_TEXTS, bannerRows, BULLETIN_TEXTS, LETTERS, modelRows } from '../../../src/seed/demo-content';
import { DISCOUNT_SEEDS } from '../../../src/seed/discounts';
import { seedDemoData } from '../../../src/seed/seed';
import { DATABASES, json, post, tokenFor, type TestServer, startServer } from '../../helpers';

/** A character of each language's script (English: Latin letters and punctuation only). */
const SCRIPT: Record<LanguageCode, RegExp> = {
  zh_TW: /\p{Script=Han}/u,
  zh_CN: /\p{Script=Han}/u,
  en_US: /^[\p{Script=Latin}\p{Script=Common}]+$/u,
  vi_VN: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu,
  ko_KR: /\p{Script=Hangul}/u,
  ja_JP: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  th_TH: /\p{Script=Thai}/u,
  hi_IN: /\p{Script=Devanagari}/u,
  my_MM: /\p{Script=Myanmar}/u,
  ta_IN: /\p{Script=Tamil}/u,
  bn_BD: /\p{Script=Bengali}/u,
};
const THREE = ['vi_VN', 'en_US', 'zh_CN'];
const without = <T extends { id: number }>(list: T[]) => list.map(({ id: _id, ...rest }) => rest);
/** The seeded entries of a kind in one language, in their order (the content page step replaced the first sponsor entry). */
const seededData = (lang: LanguageCode, kind: string) =>
  [...modelRows(lang).filter((r) => r.kind !== 'model_sponsor'), ...contentPageRows(lang)]
    .filter((r) => r.kind === kind)
    .sort((a, b) => a.sort - b.sort)
    .map((r) => r.data);
const countOf = async (
  db: TestServer['app']['platform']['db'],
  table: typeof siteContents | typeof letters,
  language?: string,
) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(language ? eq(table.language, language) : undefined)
  )[0]!.n;

describe.each(DATABASES)('SPEC §9 the demo content in every language (%s)', (label) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer(label);
    token = await tokenFor(server, 'demo01');
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = async (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = json(await post(server, url, { site_id: 1, ...body }, { headers }));
    expect(res.code).toBe('100');
    return res.data;
  };
  /** What a visitor (or demo01 for the letters) reads in one language. */
  const read = async (language: LanguageCode) => ({
    footer: (await call('/api/arks/web/footer', { language })).list,
    float: (await call('/api/arks/web/float', { language })).list,
    tabs: (await call('/api/arks/web/web-mobile-footer', { template: 'H5_1', language })).list,
    models: (await call('/api/web/model_setting', { language })).list,
    sponsors: (await call('/api/web/model_sponsor', { language })).list,
    login: (await call('/api/web/model_login', { language })).list,
    marquee: (await call('/api/arks/web/announcement/marquee', { sort_field: 'sort', sort_order: 'asc', language }))
      .web_announcement_list,
    bulletins: (await call('/api/arks/web/bulletin', { display_device: 1, language })).list,
    discounts: (await call('/api/arks/web/activity/discount', { currency: 'VND', language })).list,
    banners: (await call('/api/arks/web/carousel_picture', { use_type: 0, currency: 'USD', language }))
      .web_carousel_picture_list,
    letters: (
      await call(
        '/api/arks/web/member/letter',
        { active: 1, count: 50, language, page: 1, sort_field: 'id', sort_order: 'desc' },
        { authorization: token },
      )
    ).list,
  });

  it.each(LANGUAGE_CODES)(
    '%s: pages, FAQ, lists, marquee, bulletins, promotions and letters in that language',
    async (lang) => {
      const got = await read(lang);
      // The content pages /main/{id} and the FAQ /faq/{id} ride on the footer.
      expect(without(got.footer)).toEqual(seededData(lang, 'footer'));
      expect(without(got.float)).toEqual(seededData(lang, 'float'));
      expect(without(got.tabs)).toEqual(
        contentPageRows(lang)
          .filter((r) => r.kind === 'mobile_footer' && r.template === 'H5_1')
          .map((r) => r.data),
      );
      expect(without(got.models)).toEqual(seededData(lang, 'model_setting'));
      expect(without(got.sponsors)).toEqual(seededData(lang, 'model_sponsor'));
      expect(without(got.login)).toEqual(seededData(lang, 'model_login'));
      expect(got.marquee.map((a: { content: string }) => a.content)).toEqual([
        ANNOUNCEMENT_TEXTS[0]![lang],
        ANNOUNCEMENT_TEXTS[1]![lang],
      ]);
      expect(got.bulletins[0]).toMatchObject({
        title: BULLETIN_TEXTS.opening.title[lang],
        content: BULLETIN_TEXTS.opening.content[lang],
      });
      const running = DISCOUNT_SEEDS.VND!.filter((d) => !d.period).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
      expect(got.discounts.map((d: { title: string }) => d.title)).toEqual(running.map((d) => d.title[lang]));
      expect(got.letters.map((l: { title: string }) => l.title)).toEqual(LETTERS[lang].map(([t]) => t).reverse());
      expect(got.banners.map((b: { title: string }) => b.title)).toEqual(
        bannerRows(lang)
          .filter((b) => b.useType === 0)
          .map((b) => b.title)
          .reverse(),
      );

      // Each text is written in the language's script.
      const page = got.footer[0] as { title: string; content: string };
      const faq = got.footer[2] as { title: string; questions: Array<{ question: string; answer: string }> };
      for (const text of [
        page.title,
        page.content.replace(/<[^>]+>/g, ''),
        faq.title,
        faq.questions[0]!.question,
        faq.questions[1]!.answer.replace(/<[^>]+>/g, ''),
        got.marquee[0].content,
        got.discounts[0].title,
        got.letters[0].content,
      ])
        expect(text).toMatch(SCRIPT[lang]);

      // The site's content is the same for both of its brands (saovang, lotus): none of it names either.
      const shared = [
        ...got.sponsors.map((s: { title: string; content: string }) => `${s.title} ${s.content}`),
        ...got.footer.map((f: { content?: string }) => f.content ?? ''),
        ...got.models.map((m: { title: string }) => m.title),
        ...got.marquee.map((a: { content: string }) => a.content),
        ...got.bulletins.map((b: { title: string; content: string }) => `${b.title} ${b.content}`),
        ...got.banners.map((b: { title: string }) => b.title),
        ...got.letters.map((l: { title: string; content: string }) => `${l.title} ${l.content}`),
      ];
      for (const text of shared)
        expect([lang, text]).not.toEqual([lang, expect.stringMatching(/Sao V|金星|Lotus Club|莲花俱乐部|蓮花俱樂部/)]);
    },
  );

  it('no language is served another language’s text: each differs from English, and zh_TW from zh_CN', async () => {
    const en = await read('en_US');
    const flat = (r: Awaited<ReturnType<typeof read>>) => [
      ...r.footer.map((f: { title: string }) => f.title),
      r.footer[0].content,
      ...r.footer[2].questions.map((q: { question: string }) => q.question),
      ...r.float.map((f: { title: string }) => f.title),
      ...r.tabs.map((f: { title: string }) => f.title),
      ...r.models.map((m: { title: string }) => m.title),
      ...r.sponsors.map((s: { content: string }) => s.content),
      ...r.marquee.map((a: { content: string }) => a.content),
      r.bulletins[0].title,
      ...r.discounts.map((d: { title: string }) => d.title),
      ...r.letters.map((l: { title: string }) => l.title),
      ...r.banners.slice(-2).map((b: { title: string }) => b.title),
    ];
    const english = flat(en);
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en_US')) {
      const texts = flat(await read(lang));
      expect(texts).toHaveLength(english.length);
      texts.forEach((t, i) => expect([lang, t]).not.toEqual([lang, english[i]]));
    }
    const [tw, cn] = [await read('zh_TW'), await read('zh_CN')];
    expect(tw.footer[0].content).not.toBe(cn.footer[0].content);
    expect(tw.footer[1].content).not.toBe(cn.footer[1].content);
  });

  it('a text or list missing in the language asked comes in English, then Vietnamese, then the first there is', async () => {
    expect(pickText({ vi_VN: 'vi', en_US: 'en', ja_JP: 'ja' }, 'ko_KR')).toBe('en');
    expect(pickText({ ja_JP: 'ja', vi_VN: 'vi' }, 'ko_KR')).toBe('vi');
    expect(pickText({ th_TH: 'th', ja_JP: 'ja' }, 'ko_KR')).toBe('ja');
    expect(pickText({ ko_KR: '', en_US: 'en' }, 'ko_KR')).toBe('en');
    // Lists of another site: one in Vietnamese, Japanese and English; one in Thai then Japanese.
    const db = server.app.platform.db;
    const entry = (siteId: number, language: string | null, title: string, sort: number) => ({
      siteId,
      kind: 'float',
      language,
      sort,
      data: { title, icon: 'service', url: '/' },
    });
    await db
      .insert(siteContents)
      .values([
        entry(71, 'vi_VN', 'vi', 1),
        entry(71, 'ja_JP', 'ja', 1),
        entry(71, 'en_US', 'en', 1),
        entry(71, null, 'any', 2),
        entry(72, 'th_TH', 'th', 1),
        entry(72, 'ja_JP', 'ja', 2),
      ]);
    const titles = async (siteId: number, language: string) =>
      (await call('/api/arks/web/float', { site_id: siteId, language })).list.map((f: { title: string }) => f.title);
    expect(await titles(71, 'ja_JP')).toEqual(['ja', 'any']);
    expect(await titles(71, 'ko_KR')).toEqual(['en', 'any']);
    expect(await titles(72, 'ko_KR')).toEqual(['th']);
    await db.delete(siteContents).where(inArray(siteContents.siteId, [71, 72]));
  });

  it('a database seeded with three languages gets the other eight once (the content-languages step)', async () => {
    const db = server.app.platform.db;
    const before = await read('th_TH');
    const contentRows = await countOf(db, siteContents);
    // The state of a database seeded before: entries, texts and letters in vi_VN, en_US and zh_CN only.
    await db.delete(siteContents).where(notInArray(siteContents.language, THREE));
    await db.delete(letters).where(notInArray(letters.language, THREE));
    const keep = (texts: Record<string, string>) => Object.fromEntries(THREE.map((l) => [l, texts[l]!]));
    for (const b of await db.select().from(bulletins))
      await db
        .update(bulletins)
        .set({ title: keep(b.title), content: keep(b.content) })
        .where(eq(bulletins.id, b.id));
    for (const a of await db.select().from(announcements))
      await db
        .update(announcements)
        .set({ content: keep(a.content) })
        .where(eq(announcements.id, a.id));
    for (const d of await db.select().from(discountPromotions))
      await db
        .update(discountPromotions)
        .set({ title: keep(d.title), content: keep(d.content) })
        .where(eq(discountPromotions.id, d.id));
    await db.delete(carouselPictures).where(notInArray(carouselPictures.language, ['vi_VN']));
    await db.update(carouselPictures).set({ language: null });
    await db.delete(seedMeta).where(eq(seedMeta.key, 'content-languages'));
    const thai = await read('th_TH');
    expect(thai.banners[0].title).toBe('Lucky Lotus');
    expect(thai.banners[1].title).toBe('Sponsor Cup 2025');
    expect(thai.banners[3].title).toBe('Jackpot lũy tiến');
    expect(thai.footer[0].title).toBe('About us');
    expect(thai.marquee[0].content).toBe(ANNOUNCEMENT_TEXTS[0]!.en_US);
    expect(thai.letters).toEqual([]);

    expect(await seedDemoData(db, { fastHashes: true })).toEqual(['content-languages']);
    const after = await read('th_TH');
    expect(without(after.footer)).toEqual(without(before.footer));
    expect(without(after.models)).toEqual(without(before.models));
    expect(without(after.sponsors)).toEqual(without(before.sponsors));
    expect(after.marquee.map((a: { content: string }) => a.content)).toEqual(
      before.marquee.map((a: { content: string }) => a.content),
    );
    expect(after.bulletins[0].title).toBe(before.bulletins[0].title);
    expect(after.discounts.map((d: { title: string }) => d.title)).toEqual(
      before.discounts.map((d: { title: string }) => d.title),
    );
    expect(after.letters.map((l: { title: string }) => l.title)).toEqual(
      before.letters.map((l: { title: string }) => l.title),
    );
    expect(after.banners.map((b: { title: string }) => b.title)).toEqual(
      before.banners.map((b: { title: string }) => b.title),
    );
    expect((await read('vi_VN')).banners.map((b: { id: number }) => b.id)).toEqual([4, 3, 2, 1]);
    expect(await countOf(db, siteContents)).toBe(contentRows);
    // Once: a second run has nothing to apply, and the step adds nothing to a complete database.
    expect(await seedDemoData(db, { fastHashes: true })).toEqual([]);
    const thaiLetters = await countOf(db, letters, 'th_TH');
    await db.delete(seedMeta).where(eq(seedMeta.key, 'content-languages'));
    expect(await seedDemoData(db, { fastHashes: true })).toEqual(['content-languages']);
    expect(await countOf(db, letters, 'th_TH')).toBe(thaiLetters);
    expect(await countOf(db, siteContents)).toBe(contentRows);
  });
});
