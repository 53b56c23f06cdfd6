import { lazyLanguages } from '@site/shared/i18n';
import en_US from './en_US.json';
import vi_VN from './vi_VN.json';
import zh_CN from './zh_CN.json';

/** Bundled: the configured locale (vi_VN), the fallback (en_US) and zh_CN. */
export const resources = { vi_VN, en_US, zh_CN };

/** The other languages of SPEC §9: a chunk each, fetched only when the page is in that language. */
export const lazyResources = lazyLanguages(
  (language) =>
    import(/* webpackChunkName: "lang-[request]", webpackExclude: /(vi_VN|en_US|zh_CN)\.json$/ */ `./${language}.json`),
);
