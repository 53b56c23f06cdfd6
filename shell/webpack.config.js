const { createConfig } = require('@site/build-tools/webpack');
const themes = require('./src/pwa/themes.json');

// The host: no exposes; remotes are registered at run time from the site config. It is the
// installable app: its icons, web app manifest data and service worker come from the brand themes
// (src/pwa/themes.json, kept equal to @site/shared/theme by src/pwa/themes.test.ts).
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Loading…',
  pwa: { themes, defaultTheme: 'gold' },
});
