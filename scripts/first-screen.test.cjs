/* global describe, it, expect */
// The home page's first screen (scripts/first-screen.mjs): the visitor's languages as the browser
// lists them, and the page's inline script, run as a browser runs it, on a page it was written for.

const { moduleValues } = require('./module-values.cjs');

const { check, languages, chosen } = moduleValues(
  'first-screen.mjs',
  `async (m) => {
    const { chooseLanguage } = await m.loadRules();
    const headers = ['en-US,en;q=0.9', 'fr;q=0.5, th-TH , zh-TW;q=0.8,*;q=0.1', 'ko;q=0, vi', '', undefined];
    const config = { languages: ['vi_VN', 'en_US', 'zh_TW'], default_language: 'en_US' };
    const chosen = ['zh-HK,en;q=0.5', 'de-DE,en-GB;q=0.7', 'de-DE'].map((header) =>
      chooseLanguage(config, undefined, { browserLanguages: m.browserLanguages(header) }),
    );
    return { check: m.FIRST_SCREEN_CHECK, languages: headers.map((h) => m.browserLanguages(h)), chosen };
  }`,
);

/** The few parts of a page the inline script touches, with the storage it reads. */
function pageWith({ layout = 'width', currency = 'USD', pictures, stored = {}, storageFails = false, search = '' }) {
  const image = { src: '' };
  const source = layout === 'width' ? { srcset: '' } : undefined;
  const screen = {
    removed: false,
    getAttribute: (name) =>
      ({ 'data-currency': currency, 'data-pictures': JSON.stringify(pictures), 'data-first-layout': layout })[name] ??
      null,
    getElementsByTagName: (tag) => (tag === 'img' ? [image] : tag === 'source' && source ? [source] : []),
    remove() {
      this.removed = true;
    },
  };
  const document = { getElementById: (id) => (id === 'first-screen' ? screen : null) };
  const localStorage = {
    getItem(key) {
      if (storageFails) throw new Error('SecurityError');
      return key in stored ? stored[key] : null;
    },
  };
  new Function('document', 'localStorage', 'location', check)(document, localStorage, { search });
  return { screen, image, source };
}

const PICTURES = { USD: ['/usd-phone.webp', '/usd-desk.webp'], VND: ['/vnd-phone.webp', '/vnd-desk.webp'] };

describe("the first screen's inline script", () => {
  it("sets a visitor's pictures: the phone's on the image, the desktop's on the source from 992 px", () => {
    const { screen, image, source } = pageWith({ pictures: PICTURES });
    expect(screen.removed).toBe(false);
    expect(image.src).toBe('/usd-phone.webp');
    expect(source.srcset).toBe('/usd-desk.webp');
  });

  it("sets a stored member's pictures in the member's currency, not the visitor's", () => {
    const { screen, image, source } = pageWith({ pictures: PICTURES, stored: { token: 't', currency: 'VND' } });
    expect(screen.removed).toBe(false);
    expect(image.src).toBe('/vnd-phone.webp');
    expect(source.srcset).toBe('/vnd-desk.webp');
  });

  it("sets an address login's member's pictures (?tk=…&member_currency=…), whoever was stored before", () => {
    const { screen, image } = pageWith({
      pictures: PICTURES,
      stored: { token: 'old', currency: 'USD' },
      search: '?tk=abc&member_account=m1&member_currency=VND&member_id=9',
    });
    expect(screen.removed).toBe(false);
    expect(image.src).toBe('/vnd-phone.webp');
    expect(pageWith({ pictures: PICTURES, search: '?tk=abc' }).screen.removed).toBe(true);
  });

  it('one layout: one image', () => {
    const { image, source } = pageWith({ layout: 'mobile', pictures: { USD: ['/usd-phone.webp'] } });
    expect(image.src).toBe('/usd-phone.webp');
    expect(source).toBeUndefined();
  });

  it("takes the first screen away when it has no picture for the currency, or the storage can't be read", () => {
    expect(pageWith({ pictures: PICTURES, stored: { token: 't', currency: 'THB' } }).screen.removed).toBe(true);
    expect(pageWith({ pictures: PICTURES, stored: { token: 't' } }).screen.removed).toBe(true);
    expect(pageWith({ pictures: { VND: PICTURES.VND } }).screen.removed).toBe(true);
    expect(pageWith({ pictures: PICTURES, storageFails: true }).screen.removed).toBe(true);
  });
});

describe("the visitor's languages, from Accept-Language", () => {
  it('in the order the browser wants them', () => {
    expect(languages).toEqual([['en-US', 'en'], ['th-TH', 'zh-TW', 'fr'], ['vi'], [], []]);
  });

  it("choose the site's language by the shell's own rule (@site/shared/constants, compiled as it is)", () => {
    expect(chosen).toEqual(['zh_TW', 'en_US', 'vi_VN']);
  });
});
