/** The language a content text is given in, and the text of that language. */
import { LANGUAGE_CODES } from '@site/shared/constants';

/** The language of a request: the body's language, else the `lang` header, else vi_VN. */
export function contentLanguage(bodyLanguage: string | undefined, header: unknown): string {
  if (bodyLanguage) return bodyLanguage;
  return typeof header === 'string' && (LANGUAGE_CODES as readonly string[]).includes(header) ? header : 'vi_VN';
}

/** The text in `lang`, else English, else Vietnamese, else the first one there is. */
export const pickText = (texts: Record<string, string>, lang: string) =>
  texts[lang] ?? texts.en_US ?? texts.vi_VN ?? Object.values(texts)[0] ?? '';
