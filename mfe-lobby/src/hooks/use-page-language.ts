import { LANGUAGE_CODES, type LanguageCode } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';

/** The page language (the shell's choice, on the shared i18n instance): what content calls ask for. */
export function usePageLanguage(): LanguageCode {
  const { i18n } = useT('lobby');
  const language = i18n.language;
  return (LANGUAGE_CODES as readonly string[]).includes(language) ? (language as LanguageCode) : 'vi_VN';
}
