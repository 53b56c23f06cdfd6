// What the shell's static server writes itself rather than serves from the build: a brand's web app
// manifest (the brand is known only at request time, from the host, like the site config) and the
// SPEC §2 error page for status 500 when it cannot serve the page. Plain functions, no dependencies.

/** The default brand theme's colours, when the build's pwa.json cannot be read. */
const FALLBACK_THEME = {
  background: '#080b14',
  primary: '#d4af37',
  primaryActive: '#b8942a',
  accent: '#f6e08f',
  onPrimary: '#1b1405',
  text: '#f4efe1',
  textMuted: '#a9a28c',
  icons: [],
};

/** The theme entry of pwa.json a site config names, else the build's default theme. */
function themeOf(pwa, themeName) {
  const themes = (pwa && pwa.themes) || {};
  return themes[themeName] || themes[pwa && pwa.default_theme] || FALLBACK_THEME;
}

/**
 * The web app manifest of the brand a site config describes: its names, its theme's colours and
 * icons (rasterised at build time, listed in pwa.json), opening on the home page as an app.
 */
function webManifest(config, pwa) {
  const theme = themeOf(pwa, config.theme);
  return {
    id: '/',
    name: config.brand.title_en || config.brand.name,
    short_name: config.brand.name,
    lang: String(config.default_language || 'vi_VN').replace('_', '-'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: theme.background,
    background_color: theme.background,
    icons: theme.icons,
  };
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The language whose words the page has, from the `lang` cookie, else Accept-Language, else vi_VN. */
function errorPageLanguage(pwa, { cookie = '', acceptLanguage = '' } = {}) {
  const known = Object.keys((pwa && pwa.error_page) || {});
  const chosen = /(?:^|;\s*)lang=([A-Za-z_-]+)/.exec(cookie);
  if (chosen && known.includes(chosen[1])) return chosen[1];
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.replace('-', '_').toLowerCase(), q: q === undefined ? 1 : Number(q) || 0 };
    })
    .filter((item) => item.tag && item.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = known.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    // As the shell's chooseLanguage: zh-HK, zh-MO and zh-Hant read Traditional Chinese, any other zh
    // Simplified; another tag the first language of its prefix.
    const prefix = tag.split('_')[0];
    const chinese = prefix === 'zh' ? (/^zh_(tw|hk|mo|hant)/.test(tag) ? 'zh_TW' : 'zh_CN') : null;
    const match = chinese && known.includes(chinese) ? chinese : known.find((c) => c.startsWith(`${prefix}_`));
    if (match) return match;
  }
  return known.includes('vi_VN') ? 'vi_VN' : 'en_US';
}

const FALLBACK_WORDS = { message: 'Something went wrong. Please try again later.', home: 'Go back home' };

/**
 * SPEC §2's error page for status 500 ('Internal Server Error', a message, 'Go back home' to /), not
 * indexed: the design of the shell's own ServerErrorPage, as a page that needs no script, in the
 * visitor's language (`language`, one of pwa.json's error_page languages).
 */
function serverErrorPage(pwa, language = 'en_US') {
  const t = themeOf(pwa, pwa && pwa.default_theme);
  const words = { ...FALLBACK_WORDS, ...((pwa && pwa.error_page && pwa.error_page[language]) || {}) };
  const lang = pwa && pwa.error_page && pwa.error_page[language] ? language.replace('_', '-') : 'en';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>Internal Server Error</title>
<style>
html,body{margin:0;background:${t.background};color:${t.text};font-family:Inter,"Segoe UI",Roboto,Arial,"Noto Sans",system-ui,sans-serif}
main{min-height:100vh;box-sizing:border-box;display:grid;place-items:center;text-align:center;padding:64px 16px}
.status{font-size:clamp(72px,14vw,140px);font-weight:800;line-height:1;letter-spacing:-0.04em;color:${t.primary}}
h1{margin:12px 0 8px;font-size:24px}
p{color:${t.textMuted};margin:0 0 28px}
a{display:inline-block;padding:12px 28px;border-radius:999px;background:linear-gradient(180deg,${t.accent} 0%,${t.primary} 55%,${t.primaryActive} 100%);color:${t.onPrimary};font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main data-testid="error-page" data-status="500">
<div>
<div class="status" aria-hidden="true">500</div>
<h1 lang="en">Internal Server Error</h1>
<p>${escapeHtml(words.message)}</p>
<a href="/">${escapeHtml(words.home)}</a>
</div>
</main>
</body>
</html>
`;
}

module.exports = { webManifest, serverErrorPage, errorPageLanguage };
