import type { LanguageCode } from '@site/shared/constants';
import type { CommonTexts } from './common-en-us';

/**
 * The `common` texts of the languages not bundled with the page (en_US, vi_VN and zh_CN are): each
 * is a chunk of its own, fetched only when the page is in that language.
 */
export const commonLazy: Partial<Record<LanguageCode, () => Promise<CommonTexts>>> = {
  zh_TW: () => import(/* webpackChunkName: "lang-common-zh_TW" */ './common-zh-tw').then((m) => m.commonZhTW),
  ko_KR: () => import(/* webpackChunkName: "lang-common-ko_KR" */ './common-ko-kr').then((m) => m.commonKoKR),
  ja_JP: () => import(/* webpackChunkName: "lang-common-ja_JP" */ './common-ja-jp').then((m) => m.commonJaJP),
  th_TH: () => import(/* webpackChunkName: "lang-common-th_TH" */ './common-th-th').then((m) => m.commonThTH),
  hi_IN: () => import(/* webpackChunkName: "lang-common-hi_IN" */ './common-hi-in').then((m) => m.commonHiIN),
  my_MM: () => import(/* webpackChunkName: "lang-common-my_MM" */ './common-my-mm').then((m) => m.commonMyMM),
  ta_IN: () => import(/* webpackChunkName: "lang-common-ta_IN" */ './common-ta-in').then((m) => m.commonTaIN),
  bn_BD: () => import(/* webpackChunkName: "lang-common-bn_BD" */ './common-bn-bd').then((m) => m.commonBnBD),
};
