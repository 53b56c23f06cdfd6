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

/**
 * SPEC §2's error page for status 500 ('Internal Server Error', a message, 'Go back home' to /), not
 * indexed: the design of the shell's own ServerErrorPage, as a page that needs no script.
 */
function serverErrorPage(pwa) {
  const t = themeOf(pwa, pwa && pwa.default_theme);
  const message = 'Something went wrong. Please try again later.';
  return `<!doctype html>
<html lang="en">
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
<h1>Internal Server Error</h1>
<p>${escapeHtml(message)}</p>
<a href="/">Go back home</a>
</div>
</main>
</body>
</html>
`;
}

module.exports = { webManifest, serverErrorPage };
