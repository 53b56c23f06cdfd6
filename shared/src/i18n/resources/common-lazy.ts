import type { LanguageCode } from '@site/shared/constants';
import type { CommonTexts } from './common-en-us';

/**
 * The `common` texts of the languages not bundled with the page (en_US, vi_VN and zh_CN are): each
 * is a chunk of its own, fetched only when the page is in that language.
 */
export const commonLazy: Partial<Record<LanguageCode, () => Promise<CommonTexts>>> = {};
