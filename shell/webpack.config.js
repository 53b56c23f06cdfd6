const { createConfig } = require('@site/build-tools/webpack');
const fs = require('node:fs');
const path = require('node:path');
const themes = require('./src/pwa/themes.json');

// The static server's 500 page has no script: its words, per language, come from the shell's own
// translations (the same keys its ServerErrorPage reads).
const locales = path.join(__dirname, 'src/locales');
const errorPage = Object.fromEntries(
  fs
    .readdirSync(locales)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const texts = JSON.parse(fs.readFileSync(path.join(locales, file), 'utf8'));
      return [path.basename(file, '.json'), { message: texts.server_error_message, home: texts.go_back_home }];
    }),
);

// The host: no exposes; remotes are registered at run time from the site config. It is the
// installable app: its icons, web app manifest data and service worker come from the brand themes
// (src/pwa/themes.json, kept equal to @site/shared/theme by src/pwa/themes.test.ts).
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Loading…',
  pwa: { themes, defaultTheme: 'gold', errorPage },
});
