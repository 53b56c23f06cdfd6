/** `@site/shared/i18n`: the i18next set-up of SPEC §9 languages, app namespaces and `common` texts. */
export {
  i18n,
  initI18n,
  addAppResources,
  addLazyResources,
  lazyLanguages,
  BUNDLED_LANGUAGES,
  loadLanguage,
  type LazyResources,
  type LanguageLoader,
  translateMessage,
  translateFailure,
  toBcp47,
  I18N_NAMESPACES,
  FALLBACK_LANGUAGES,
  type I18nNamespace,
} from './i18n';
export { useT, type UseTResult } from './use-t';
export { useFormatMoney, type FormatMoney } from './use-format-money';
export { commonEnUS, type CommonTexts } from './resources/common-en-us';
export { commonViVN } from './resources/common-vi-vn';
export { commonZhCN } from './resources/common-zh-cn';
