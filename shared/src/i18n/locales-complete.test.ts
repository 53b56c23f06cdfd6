/**
 * SPEC §9: every app's texts exist in every language of the site, with the keys and placeholders of
 * the English base, so no visitor meets a raw key or a sentence in another language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@site/shared/constants';

const root = path.resolve(__dirname, '../../..');

/** The apps whose texts are complete in all eleven languages. */
const COMPLETE_APPS = ['shell', 'mfe-lobby', 'mfe-auth', 'mfe-member-center', 'mfe-promotions', 'mfe-proxy'];

type Texts = { [key: string]: string | Texts };
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;

/** Dotted key → value of every leaf. */
const leaves = (o: Texts, prefix = ''): Array<[string, string]> =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`)));

/** A key without its plural suffix. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The parts a translation must keep as they are: {{placeholders}} and $t(nesting). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|\$t\([^)]*\)/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe.each(COMPLETE_APPS)('%s texts (SPEC §9)', (app) => {
  const dir = path.join(root, app, 'src/locales');
  const base = leaves(read(path.join(dir, 'en_US.json')));

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en_US'))(
    '%s has every English key, no more, each non-empty',
    (language) => {
      const file = path.join(dir, `${language}.json`);
      expect(fs.existsSync(file)).toBe(true);
      const texts = leaves(read(file));
      const keys = new Set(texts.map(([k]) => k));
      // Plural forms are the language's own (i18next: key_one, key_other, … by Intl.PluralRules).
      expect([...new Set(texts.map(([k]) => pluralBase(k)))].sort()).toEqual(
        [...new Set(base.map(([k]) => pluralBase(k)))].sort(),
      );
      const categories = new Intl.PluralRules(language.replace('_', '-')).resolvedOptions().pluralCategories;
      const pluralBases = new Set(
        base
          .map(([k]) => k)
          .filter((k) => k !== pluralBase(k))
          .map(pluralBase),
      );
      const missingForms = [...pluralBases].flatMap((b) =>
        keys.has(b) ? [] : categories.filter((c) => !keys.has(`${b}_${c}`)).map((c) => `${b}_${c}`),
      );
      expect(missingForms).toEqual([]);
      expect(texts.filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    },
  );

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en_US'))('%s keeps every placeholder of the English text', (language) => {
    const file = path.join(dir, `${language}.json`);
    const texts = new Map(leaves(read(file)));
    // A language may say "one" without the number ({{count}} left out of a singular form).
    const wrong = base
      .filter(([k]) => texts.has(k) && !k.endsWith('_one'))
      .filter(([k, v]) => placeholders(texts.get(k)!).join() !== placeholders(v).join())
      .map(([k]) => k);
    expect(wrong).toEqual([]);
  });
});

describe('common texts (SPEC §9)', () => {
  it.each(LANGUAGE_CODES)('%s has its own file of common texts', (language) => {
    const file = path.join(root, 'shared/src/i18n/resources', `common-${language.toLowerCase().replace('_', '-')}.ts`);
    expect(fs.existsSync(file)).toBe(true);
  });
});
