import { CONFIGURED_LOCALE, isLanguageCode, type LanguageCode } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';

/** The site language: the stored choice when the site offers it, else the configured locale (SPEC §1, §9). */
export function chooseLanguage(
  config: Pick<SiteConfig, 'languages' | 'default_language'>,
  stored: string | undefined,
): LanguageCode {
  if (stored && isLanguageCode(stored) && config.languages.includes(stored)) return stored;
  return config.languages.includes(CONFIGURED_LOCALE) ? CONFIGURED_LOCALE : config.default_language;
}
