import type { LazyResources } from '@site/shared/i18n';
import en_US from './en_US.json';
import vi_VN from './vi_VN.json';
import zh_CN from './zh_CN.json';

/** Bundled: the configured locale (vi_VN), the fallback (en_US) and zh_CN. */
export const resources = { vi_VN, en_US, zh_CN };

/** The other languages of SPEC §9: a chunk each, fetched only when the page is in that language. */
export const lazyResources: LazyResources = {
  zh_TW: () => import(/* webpackChunkName: "lang-zh_TW" */ './zh_TW.json'),
  ko_KR: () => import(/* webpackChunkName: "lang-ko_KR" */ './ko_KR.json'),
  ja_JP: () => import(/* webpackChunkName: "lang-ja_JP" */ './ja_JP.json'),
  th_TH: () => import(/* webpackChunkName: "lang-th_TH" */ './th_TH.json'),
  hi_IN: () => import(/* webpackChunkName: "lang-hi_IN" */ './hi_IN.json'),
  my_MM: () => import(/* webpackChunkName: "lang-my_MM" */ './my_MM.json'),
  ta_IN: () => import(/* webpackChunkName: "lang-ta_IN" */ './ta_IN.json'),
  bn_BD: () => import(/* webpackChunkName: "lang-bn_BD" */ './bn_BD.json'),
};
