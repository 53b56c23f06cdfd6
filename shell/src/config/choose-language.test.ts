import { chooseLanguage } from './choose-language';

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
