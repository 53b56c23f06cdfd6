import path from 'node:path';
import { chooseLanguage, LANGUAGE_CODES } from './locale';

describe('SPEC §1/§9 site language', () => {
  const config = { languages: ['vi_VN', 'en_US', 'zh_CN'] as const, default_language: 'en_US' as const };
  it('is the configured locale vi_VN by default', () => {
    expect(chooseLanguage({ ...config, languages: [...config.languages] }, undefined)).toBe('vi_VN');
  });
  it('follows a stored choice the site offers', () => {
    expect(chooseLanguage({ ...config, languages: [...config.languages] }, 'zh_CN')).toBe('zh_CN');
  });
  it('ignores a stored choice the site does not offer, or garbage', () => {
    expect(chooseLanguage({ ...config, languages: [...config.languages] }, 'ko_KR')).toBe('vi_VN');
    expect(chooseLanguage({ ...config, languages: [...config.languages] }, '<script>')).toBe('vi_VN');
  });
  it("uses the site's default when vi_VN is not offered", () => {
    expect(chooseLanguage({ languages: ['en_US', 'zh_CN'], default_language: 'en_US' }, undefined)).toBe('en_US');
  });
});

describe('SPEC §9 first visit: country, then the browser languages', () => {
  const all = {
    languages: ['zh_TW', 'zh_CN', 'en_US', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
    default_language: 'vi_VN',
  } as Parameters<typeof chooseLanguage>[0];

  it.each([
    [['th-TH', 'en-US'], 'th_TH'],
    [['ko'], 'ko_KR'],
    [['ja-JP'], 'ja_JP'],
    [['zh-TW'], 'zh_TW'],
    [['zh-HK'], 'zh_TW'],
    [['zh-CN'], 'zh_CN'],
    [['zh'], 'zh_CN'],
    [['zh-Hant-TW'], 'zh_TW'],
    [['bn-BD'], 'bn_BD'],
    [['ta-IN'], 'ta_IN'],
    [['hi'], 'hi_IN'],
    [['my-MM'], 'my_MM'],
    [['fr-FR', 'en-GB'], 'en_US'],
    [['fr-FR'], 'vi_VN'],
  ])('browser %j → %s', (browserLanguages, expected) => {
    expect(chooseLanguage(all, undefined, { browserLanguages })).toBe(expected);
  });

  it('a known country decides before the browser; an unknown one does not', () => {
    expect(chooseLanguage(all, undefined, { country: 'kr', browserLanguages: ['en-US'] })).toBe('ko_KR');
    expect(chooseLanguage(all, undefined, { country: 'FR', browserLanguages: ['ja'] })).toBe('ja_JP');
  });

  it('a stored choice wins; a language the brand does not offer is never chosen', () => {
    expect(chooseLanguage(all, 'en_US', { country: 'TH', browserLanguages: ['th'] })).toBe('en_US');
    const three = { languages: ['vi_VN', 'en_US', 'zh_CN'], default_language: 'vi_VN' } as Parameters<
      typeof chooseLanguage
    >[0];
    expect(chooseLanguage(three, undefined, { browserLanguages: ['th-TH', 'zh-TW'] })).toBe('zh_CN');
    expect(chooseLanguage(three, undefined, { country: 'TH' })).toBe('vi_VN');
  });
});

describe('SPEC §9 the static 500 page, which has no script, picks the language by the same rule', () => {
  // The static server's copy of the rule (scripts/webpack/web-manifest.cjs), read by path: it is
  // plain CommonJS for the server, not a module of the shell.
  const { errorPageLanguage } = jest.requireActual<{
    errorPageLanguage: (pwa: unknown, hints: { cookie?: string; acceptLanguage?: string }) => string;
  }>(path.join(__dirname, '../../../scripts/webpack/web-manifest.cjs'));
  const all = [...LANGUAGE_CODES];
  const pwa = { error_page: Object.fromEntries(all.map((code) => [code, { message: code, home: code }])) };

  it.each([
    ['th-TH', 'en'],
    ['zh-HK'],
    ['zh-Hant-TW'],
    ['zh-SG'],
    ['zh'],
    ['en-GB', 'vi'],
    ['fr-FR', 'ko-KR'],
    ['bn-IN'],
    ['de-DE'],
  ])('browser languages %s', (...tags: string[]) => {
    const shell = chooseLanguage({ languages: all, default_language: 'vi_VN' }, undefined, { browserLanguages: tags });
    expect(errorPageLanguage(pwa, { acceptLanguage: tags.join(',') })).toBe(shell);
  });
});
