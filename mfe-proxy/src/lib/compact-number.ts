import { toBcp47 } from '@site/shared/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Short numbers for chart axes in the page language ('12.3M', '12,3 Tr', '1234.6万'), with the digits
 * the amounts of the same page use. A language Intl does not know is written in English, never in
 * the browser's own language.
 */
export function compactNumberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    const tag = toBcp47(language);
    let locale = 'en';
    try {
      if (Intl.NumberFormat.supportedLocalesOf(tag).length > 0) locale = tag;
    } catch {
      // Not a language tag at all: English.
    }
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    formats.set(language, format);
  }
  return format;
}
