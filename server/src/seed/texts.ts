/**
 * Seeded texts a visitor reads come in every language of SPEC §9: the type asks for each one, so a
 * text that misses a language does not compile (a visitor would otherwise get another language).
 */
import { LANGUAGE_CODES, type LanguageCode } from '@site/shared/constants';

export type Texts = Record<LanguageCode, string>;

/** The languages every seeded text is written in, in SPEC §9 order. */
export const SEED_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

/** One text in all eleven languages. */
export const texts = (t: Texts): Texts => t;
