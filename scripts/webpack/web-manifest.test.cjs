/* global describe, it, expect */
const { errorPageLanguage, serverErrorPage } = require('./web-manifest.cjs');

const words = (message) => ({ message, home: message });
const pwa = {
  default_theme: 'gold',
  themes: {},
  error_page: {
    en_US: words('en'),
    vi_VN: words('vi'),
    zh_CN: words('简'),
    zh_TW: words('繁'),
    ta_IN: words('ta'),
  },
};

describe("SPEC §2, §9: the static 500 page speaks the visitor's language", () => {
  it('the lang cookie the site writes wins over the browser', () => {
    expect(errorPageLanguage(pwa, { cookie: 'x=1; lang=ta_IN', acceptLanguage: 'en-US' })).toBe('ta_IN');
  });

  it("else the browser's languages in order of preference, by exact tag then by prefix", () => {
    expect(errorPageLanguage(pwa, { acceptLanguage: 'fr-FR,en;q=0.8,vi;q=0.9' })).toBe('vi_VN');
    expect(errorPageLanguage(pwa, { acceptLanguage: 'zh-TW' })).toBe('zh_TW');
    expect(errorPageLanguage(pwa, { acceptLanguage: 'zh-HK,en;q=0.1' })).toBe('zh_TW');
    expect(errorPageLanguage(pwa, { acceptLanguage: 'zh' })).toBe('zh_CN');
    expect(errorPageLanguage(pwa, { acceptLanguage: 'en-GB' })).toBe('en_US');
    expect(errorPageLanguage(pwa, { acceptLanguage: 'vi;q=0, en;q=0.3' })).toBe('en_US');
  });

  it('else the configured locale; an unknown cookie value is ignored', () => {
    expect(errorPageLanguage(pwa, {})).toBe('vi_VN');
    expect(errorPageLanguage(pwa, { cookie: 'lang=xx_XX', acceptLanguage: 'de' })).toBe('vi_VN');
  });

  it('escapes the words it is given and keeps the title in the English of the spec', () => {
    const page = serverErrorPage({ ...pwa, error_page: { vi_VN: words('<b>') } }, 'vi_VN');
    expect(page).toContain('<p>&lt;b&gt;</p>');
    expect(page).toContain('<html lang="vi-VN">');
    expect(page).toContain('<title>Internal Server Error</title>');
    expect(serverErrorPage(null)).toContain('<a href="/">Go back home</a>');
  });
});
