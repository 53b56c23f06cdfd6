/** The language a content text is given in, and the text of that language. */
import { CONFIGURED_LOCALE, LANGUAGE_CODES } from '@site/shared/constants';

/** The language of a request: the body's language, else the `lang` header, else vi_VN. */
export function contentLanguage(bodyLanguage: string | undefined, header: unknown): string {
  if (bodyLanguage) return bodyLanguage;
  return typeof header === 'string' && (LANGUAGE_CODES as readonly string[]).includes(header) ? header : 'vi_VN';
}

/** Where a text missing in the language asked is taken from: English, then the site's configured locale. */
export const FALLBACK_LANGUAGES: readonly string[] = ['en_US', CONFIGURED_LOCALE];

/**
 * The text in `lang`, else English, else Vietnamese, else the first one there is (in SPEC §9 order,
 * as jsonb keeps no insertion order); an empty text counts as missing.
 */
export function pickText(texts: Record<string, string>, lang: string): string {
  const has = (l: string) => typeof texts[l] === 'string' && texts[l] !== '';
  for (const l of [lang, ...FALLBACK_LANGUAGES, ...LANGUAGE_CODES]) if (has(l)) return texts[l]!;
  return Object.values(texts).find((t) => typeof t === 'string' && t !== '') ?? '';
}
