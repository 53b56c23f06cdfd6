// What makes a build recognisable and the shell installable and usable offline:
// - every app: builds/latest.json and builds/meta/{id}.json (SPEC §7 "Build and assets"), and the
//   git commit as the build version (also in the federation manifest, metaData.buildInfo.buildVersion);
// - the host (the shell): its icons rasterised per brand theme, pwa.json (what the static server
//   needs to answer /manifest.webmanifest for the brand of the request's host), and a Workbox
//   service worker (sw.js) that precaches the shell and an offline page.
const { execFileSync } = require('node:child_process');
const webpack = require('webpack');

/** The commit the build is made from, or 'unknown' outside a git checkout. */
function gitCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The build version every file of a build reports: MF_BUILD_VERSION when the pipeline sets one, else
 * the commit. Exported into the environment so the federation plugin writes the same value into
 * mf-manifest.json (it reads MF_BUILD_VERSION before the package version).
 */
function buildVersion(cwd) {
  if (!process.env.MF_BUILD_VERSION) process.env.MF_BUILD_VERSION = gitCommit(cwd);
  return process.env.MF_BUILD_VERSION;
}

const json = (value) => new webpack.sources.RawSource(`${JSON.stringify(value, null, 2)}\n`);

/**
 * builds/latest.json ({id, timestamp}) and builds/meta/{id}.json. The id is the compilation's hash
 * (the sources and the build version, which the federation runtime embeds): two servers built from
 * one commit publish the same id, so an open page never reloads back and forth between them. The
 * page knows its own id as `__webpack_hash__`.
 */
class BuildInfoPlugin {
  constructor({ app, version, template, entry }) {
    this.app = app;
    this.version = version;
    this.template = template;
    this.entry = entry;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const id = compilation.hash;
          const timestamp = Date.now();
          compilation.emitAsset('builds/latest.json', json({ id, timestamp }));
          compilation.emitAsset(
            `builds/meta/${id}.json`,
            json({
              id,
              timestamp,
              time: new Date(timestamp).toISOString(),
              app: this.app,
              version: this.version,
              template: this.template,
              entry: this.entry,
              manifest: 'mf-manifest.json',
            }),
          );
        },
      );
    });
  }
}

/** The site's emblem (the header's star in a ring) on the theme's background, as a square icon. */
function iconSvg(theme, { size, maskable, rounded }) {
  // A maskable icon keeps its picture inside the central 80 % circle the platform may crop to.
  const emblem = maskable ? 0.56 : 0.74;
  const scale = (size * emblem) / 62;
  const radius = rounded ? Math.round(size * 0.19) : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>
<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.accent}"/><stop offset="0.5" stop-color="${theme.primary}"/><stop offset="1" stop-color="${theme.primaryActive}"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="42%" r="60%"><stop offset="0" stop-color="${theme.primary}" stop-opacity="0.3"/><stop offset="1" stop-color="${theme.background}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${size}" height="${size}" rx="${radius}" fill="${theme.background}"/>
<rect width="${size}" height="${size}" rx="${radius}" fill="url(#glow)"/>
<g transform="translate(${size / 2} ${size / 2}) scale(${scale.toFixed(3)}) translate(-32 -32)">
<circle cx="32" cy="32" r="29" fill="none" stroke="url(#m)" stroke-width="4"/>
<path d="M32 11l6.2 12.6 13.9 2-10 9.8 2.4 13.8L32 42.7l-12.5 6.5 2.4-13.8-10-9.8 13.9-2z" fill="url(#m)"/>
</g>
</svg>`;
}

/** The icons of one theme: what the web app manifest lists and the apple-touch-icon. */
const ICONS = [
  { file: (t) => `icons/${t}-192.png`, size: 192, purpose: 'any', rounded: true },
  { file: (t) => `icons/${t}-512.png`, size: 512, purpose: 'any', rounded: true },
  { file: (t) => `icons/${t}-maskable-512.png`, size: 512, purpose: 'maskable', maskable: true },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: (t) => `icons/${t}-apple-touch-icon.png`, size: 180, apple: true },
];

/**
 * The host's icons, rasterised with sharp from the emblem in each brand theme's colours, and pwa.json:
 * per theme its colours and icons, read by the static server to write a brand's web app manifest, and
 * the error page's words per language (the static server's 500 page speaks the visitor's language).
 */
class PwaAssetsPlugin {
  constructor({ themes, defaultTheme, errorPage = {} }) {
    this.themes = themes;
    this.defaultTheme = defaultTheme;
    this.errorPage = errorPage;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PwaAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // Loaded only by the build that needs it (the host's production build).
          const sharp = require('sharp');
          const out = { default_theme: this.defaultTheme, themes: {}, error_page: this.errorPage };
          for (const [name, theme] of Object.entries(this.themes)) {
            const icons = [];
            let appleTouchIcon = null;
            for (const icon of ICONS) {
              const file = icon.file(name);
              const svg = iconSvg(theme, { size: icon.size, maskable: icon.maskable, rounded: icon.rounded });
              const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
              compilation.emitAsset(file, new webpack.sources.RawSource(png));
              if (icon.apple) appleTouchIcon = `/${file}`;
              else
                icons.push({
                  src: `/${file}`,
                  sizes: `${icon.size}x${icon.size}`,
                  type: 'image/png',
                  purpose: icon.purpose,
                });
            }
            out.themes[name] = { ...theme, icons, apple_touch_icon: appleTouchIcon };
          }
          compilation.emitAsset('pwa.json', json(out));
        },
      );
    });
  }
}

/**
 * The shell's service worker (Workbox GenerateSW, runtime inlined: one file, no CDN):
 * - precache: the page, its entry and chunks, the offline page and the icons (languages are cached as
 *   they are used, not all eleven up front);
 * - a navigation goes to the network; when the network is down, the offline page answers;
 * - the remotes' manifests and entries: network first, the last copy when the network fails;
 * - everything else (the platform's /api answers, the realtime socket, builds/latest.json) is never
 *   touched by the worker: no route matches it, so it goes to the network as if there were no worker.
 * skipWaiting + clientsClaim: a new build's worker takes over at once; the page reloads by the
 * build-check rule (SPEC §4), and a chunk of the old build that is gone reloads it too.
 */
function serviceWorkerPlugin() {
  const { GenerateSW } = require('workbox-webpack-plugin');
  return new GenerateSW({
    swDest: 'sw.js',
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    cacheId: 'site-shell',
    // A navigation always asks the network (the server knows a 404 from a page, and a new build's page);
    // the precached index.html never answers "/" in its place.
    directoryIndex: null,
    exclude: [
      /\.map$/,
      /\.(br|gz)$/,
      /LICENSE\.txt$/,
      /^builds\//,
      /^mf-stats\.json$/,
      /^routes\.json$/,
      /^robots\.txt$/,
      /^lang-/,
      /^sw\.js$/,
    ],
    // Content-hashed chunks are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        // The remotes' manifests and entries (any origin the config names), never an /api answer.
        urlPattern: ({ url }) =>
          !url.pathname.startsWith('/api/') && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'site-remotes',
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 40 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A language chunk of the shell, once used: content-hashed, so it never changes.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/lang-[\w-]+\.[0-9a-f]{8}\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'site-languages',
          expiration: { maxEntries: 40 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
}

module.exports = { gitCommit, buildVersion, BuildInfoPlugin, PwaAssetsPlugin, serviceWorkerPlugin, iconSvg };
