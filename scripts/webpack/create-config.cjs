// The webpack configuration of every app (shell and remotes): one factory, so every app builds,
// shares and serves the same way. Each app's webpack.config.js only names itself.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedMap } = require('./shared-deps.cjs');
const { BuildInfoPlugin, PwaAssetsPlugin, buildVersion, serviceWorkerPlugin } = require('./pwa.cjs');
const { requireShared } = require('../shared-source.cjs');

const PLATFORM_URL = process.env.PLATFORM_URL || 'http://127.0.0.1:4000';

/**
 * The ES module a package's `exports` give an `import` of `subpath`, resolved from the federation
 * plugin's own folder (the copies it uses). Its CommonJS build would be a second, untree-shaken copy
 * beside the ES modules the federation runtime imports.
 */
function federationEsModule(name, subpath = '.') {
  const from = fs.realpathSync(path.join(__dirname, '../node_modules/@module-federation/enhanced'));
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, pkg.exports[subpath].import.default);
}

/** A remote's own page loads this before its entry (see harnessRuntimeConfig). */
const HARNESS_RUNTIME = 'federation-runtime.js';

/** What is compressed ahead of time: text the browser downloads (source maps are for people, on demand). */
const COMPRESSIBLE = /\.(js|json|html|css|svg|txt|webmanifest)$/;

/**
 * The files of an app's `public/` folder other than its page template (routes.json, robots.txt, …),
 * copied into the build as they are, so they ship and are served with everything else.
 */
class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            if (name === 'index.html' || !fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Asks for the shell's boot chunks from the page itself (`<link rel="preload">`), with main.js,
 * instead of after main.js has arrived and run: a round trip and main.js's evaluation less before
 * anything draws. The loader's own `<script>` for each then takes the preloaded response.
 */
class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        // The bootstrap's whole chunk group (what splitChunks took out of it included), then the
        // boot chunks (bootChunkGroups), each file once.
        const chunks = new Set(compilation.namedChunkGroups.get('bootstrap')?.chunks ?? []);
        for (const { name } of Object.values(bootChunkGroups())) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`BootPreloadPlugin: no chunk named ${name}`);
          chunks.add(chunk);
        }
        const files = [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        data.headTags.push(
          ...files.map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'BootPreloadPlugin' },
            // Low, as the loader's own requests for them would be: a preload's default (high) made
            // the page's first paint (the loading mark) wait for them in Lighthouse's simulation.
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' },
          })),
        );
        return data;
      });
    });
  }
}

/**
 * Brotli and gzip copies of every compressible file, made once at build time (the static server sends
 * the one the browser accepts, with Content-Encoding; nothing is compressed per request).
 */
const compressionPlugins = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    compressionOptions: { level: 9 },
    threshold: 1024,
    minRatio: 0.9,
  }),
];

/**
 * @param {object} app
 * @param {string} app.name      federation name (shell, mfe_lobby, ...)
 * @param {string} app.dir       the app's folder (__dirname of its webpack.config.js)
 * @param {number} app.port      fixed dev/serve port
 * @param {Record<string,string>} [app.exposes]  modules a remote exposes
 * @param {string} app.title     page title of the app's own index.html (the shell's, or a remote's dev harness)
 * @param {{ themes: Record<string, object>, defaultTheme: string, errorPage?: Record<string, object> }} [app.pwa]
 *   the host's brand themes (icons, web app manifest data, the service worker; production builds only) and
 *   the static 500 page's words per language
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = !app.exposes;
    const config = appConfig(app, production, isHost);
    // A remote's own page (its dev harness) has no shell to lend it the federation runtime: it
    // loads federation-runtime.js first, built after the remote into the same folder.
    return isHost ? config : [config, harnessRuntimeConfig(app, production)];
  };
}

/**
 * federation-runtime.js: the runtime core the shell provides, for a remote's own page only. The
 * same module the shell's runtime plugin puts on the page, so a remote finds what it expects.
 */
function harnessRuntimeConfig(app, production) {
  return {
    name: `${app.name}-harness-runtime`,
    dependencies: [app.name],
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: path.join(__dirname, 'harness-federation-runtime.js'),
    devtool: false,
    output: {
      path: path.join(app.dir, process.env.APP_DIST_DIR || 'dist'),
      publicPath: '/',
      filename: HARNESS_RUNTIME,
    },
    resolve: {
      alias: {
        'federation-runtime-core$': federationEsModule('@module-federation/runtime-tools', './runtime-core'),
      },
    },
    performance: { hints: false },
  };
}

/** A module path inside one of these packages (pnpm's real paths end in node_modules/<package>/). */
const inPackages = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

/**
 * A module of the boot chunks: its path matches, and webpack did not put it in a chunk the code names
 * as fetched on demand (`webpackChunkName`: a language's texts, the socket client, the game host).
 */
function bootModule(pathPattern) {
  return (module, { chunkGraph }) => {
    if (!pathPattern.test(module.nameForCondition?.() ?? '')) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name) return false;
    return true;
  };
}

/**
 * The shell's first view, in three files instead of some thirty. Every shared package and every
 * subpath of @site/shared is a chunk of its own by default (each shared module must be loadable on
 * its own), and the shell asks for them all at once as it boots: on HTTP/1.1 that is six at a time,
 * a round trip each, on a phone's link most of a second a wave. What the first view always needs is
 * put in three chunks the federation runtime loads for whichever of those modules is asked first:
 * React and its renderer, the other libraries, @site/shared's parts. What only some pages or a
 * member need (moment-timezone, the socket client, yup, the game host, @site/shared's time,
 * validation and site-time) keeps its own chunks, loaded when asked.
 */
function bootChunkGroups() {
  return {
    react: {
      test: bootModule(inPackages(['react', 'react-dom', 'scheduler'])),
      name: 'boot-react',
      chunks: 'async',
      enforce: true,
      priority: 30,
    },
    bootVendors: {
      test: bootModule(
        inPackages([
          '@emotion',
          'stylis',
          'hoist-non-react-statics',
          'react-is',
          '@babel/runtime',
          'i18next',
          'react-i18next',
          'html-parse-stringify',
          'void-elements',
          'use-sync-external-store',
          '@tanstack/query-core',
          '@tanstack/react-query',
          'react-router',
          'cookie',
          'set-cookie-parser',
          'ofetch',
          'destr',
          'ufo',
          'node-fetch-native',
          'rxjs',
          'js-cookie',
          'tslib',
        ]),
      ),
      name: 'boot-vendors',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
    bootShared: {
      test: bootModule(
        // With the contracts, the browser's stand-in for their schema builder (typebox-browser.cjs).
        /[\\/]shared[\\/]src[\\/](?:(?:constants|contracts|bus|window-msg|api|storage|i18n|theme|ui|money|device|session|query|game|router)[\\/]|realtime[\\/](?:index|reconnect-delay)\.ts$)|[\\/]scripts[\\/]webpack[\\/]typebox-browser\.cjs$/,
      ),
      name: 'boot-shared',
      chunks: 'async',
      enforce: true,
      priority: 10,
    },
  };
}

function appConfig(app, production, isHost) {
  // Before the federation plugin reads it: the commit goes into mf-manifest.json and builds/meta.
  const version = buildVersion(app.dir);
  return {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // A template build of an app goes to a folder of its own (dist-modern, ...), beside dist.
      path: path.join(app.dir, process.env.APP_DIST_DIR || 'dist'),
      // Remotes resolve their chunks from wherever their manifest was loaded ("auto"); the shell
      // is always served from its own root.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      // Entry files keep stable names (the federation runtime computes the remote entry's path from
      // this template, and content hashes are not available there); they are served no-cache.
      // Chunks carry content hashes and are cached for good.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // The schemas' builder without the schemas (see typebox-browser.cjs): nothing in a browser reads them.
      alias: { '@sinclair/typebox$': path.join(__dirname, 'typebox-browser.cjs') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                target: 'es2020',
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
                },
              },
            },
          },
        },
        {
          // The call descriptions without what only the platform reads (their schemas): after swc.
          test: /[\\/]shared[\\/]src[\\/]contracts[\\/]api[\\/][^\\/]+\.ts$/,
          exclude: /\.test\.ts$/,
          enforce: 'post',
          use: { loader: require.resolve('./browser-contracts-loader.cjs') },
        },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/i, type: 'asset' },
      ],
    },
    optimization: {
      // Named chunk ids keep shared packages recognisable in the network log: the e2e test counts
      // react-dom downloads by name to prove it loads once.
      chunkIds: 'named',
      moduleIds: 'deterministic',
      ...(isHost ? { splitChunks: { cacheGroups: bootChunkGroups() } } : {}),
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __APP_NAME__: JSON.stringify(app.name),
        // Which of an app's templates this build is (the lobby has two; see apps.mjs TEMPLATE_BUILDS).
        'process.env.APP_TEMPLATE': JSON.stringify(process.env.APP_TEMPLATE || 'classic'),
      }),
      // moment asks for its locales through a dynamic require, which would bundle all of them;
      // the site writes dates in English only (SPEC §9), moment's built-in language.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new ModuleFederationPlugin({
        // The global name of this container; the shell registers remotes by these names.
        name: app.name,
        // The remote entry script the manifest points at.
        filename: 'remoteEntry.js',
        // What a remote offers: always ./App (single-spa lifecycles), plus its dialogs.
        exposes: app.exposes || {},
        // The host registers remotes at run time from the site config, never at build time.
        remotes: {},
        shared: createSharedMap(),
        // Reuse what is already loaded and do not fetch every remote's entry up front, so one
        // remote that is down never stalls the others.
        shareStrategy: 'loaded-first',
        // Emit mf-manifest.json (the URL the site config points at).
        manifest: true,
        // The type plugin would fetch from running remotes at build time: off (types are shared
        // through @site/shared contracts instead).
        dts: false,
        // Every app runs in a browser: the runtime's Node.js paths are left out. The federation
        // runtime is the shell's: a runtime plugin puts its core on the page and each remote's entry
        // uses that one (externalRuntime) instead of carrying its own, half of every
        // remoteEntry.js. A remote never loads another remote (only the shell does, from
        // manifests), so what is left of the runtime in it goes without remote loading and
        // manifest snapshots.
        experiments: {
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }) },
          ...(isHost ? {} : { externalRuntime: true }),
        },
        // What `provideExternalRuntime` would add, as its ES module: the plugin's CommonJS build
        // would bring a second, untree-shaken copy of the runtime core into main.js.
        ...(isHost
          ? { runtimePlugins: [federationEsModule('@module-federation/inject-external-runtime-core-plugin')] }
          : {}),
      }),
      new HtmlWebpackPlugin({
        // An app's own page if it has one (the shell), else the remotes' dev-harness page.
        template: fs.existsSync(path.join(app.dir, 'public/index.html'))
          ? path.join(app.dir, 'public/index.html')
          : path.join(__dirname, 'remote-index.html'),
        title: app.title,
        favicon: path.join(__dirname, 'favicon.svg'),
        // The page's own styles (the home page's first screen) switch layout where the apps do.
        desktopBreakpointPx: requireShared('constants/timing.ts').DESKTOP_BREAKPOINT_PX,
      }),
      new PublicFilesPlugin(path.join(app.dir, 'public')),
      ...(isHost && production ? [new BootPreloadPlugin()] : []),
      ...(production
        ? [
            new BuildInfoPlugin({
              app: app.name,
              version,
              template: process.env.APP_TEMPLATE || 'classic',
              entry: isHost ? 'main.js' : 'remoteEntry.js',
            }),
          ]
        : []),
      ...(production && app.pwa ? [new PwaAssetsPlugin(app.pwa), serviceWorkerPlugin()] : []),
      ...(production ? compressionPlugins() : []),
    ],
    devServer: {
      host: '127.0.0.1',
      port: app.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      // Remotes are fetched cross-origin by the shell: the manifest and chunks need CORS.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/api'], target: PLATFORM_URL, changeOrigin: true },
        // The realtime socket (Pusher protocol, /app/{key}) of the platform, same-origin.
        { context: ['/app/'], target: PLATFORM_URL, ws: true },
      ],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

module.exports = { createConfig };
