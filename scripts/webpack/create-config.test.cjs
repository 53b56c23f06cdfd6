/* global describe, it, expect */
const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('./create-config.cjs');

const root = path.resolve(__dirname, '../..');
const federationOptions = (config) =>
  config.plugins.find((plugin) => plugin && plugin.constructor.name === 'ModuleFederationPlugin')._options;

const remote = createConfig({
  name: 'mfe_lobby',
  dir: path.join(root, 'mfe-lobby'),
  port: 3001,
  title: 'mfe_lobby · dev harness',
  exposes: { './App': './src/app.tsx' },
})({}, { mode: 'production' });
const shell = createConfig({ name: 'shell', dir: path.join(root, 'shell'), port: 3000, title: 'shell' })(
  {},
  { mode: 'production' },
);

describe('ARCHITECTURE: one federation runtime on the page, the shell’s', () => {
  it('a remote reads the runtime core from the page instead of carrying its own', () => {
    expect(Array.isArray(remote)).toBe(true);
    expect(federationOptions(remote[0]).experiments.externalRuntime).toBe(true);
    expect(federationOptions(remote[0]).runtimePlugins ?? []).toEqual([]);
  });

  it('the shell puts its runtime core on the page with the plugin’s ES module (one copy of the core in main.js)', () => {
    expect(Array.isArray(shell)).toBe(false);
    const options = federationOptions(shell);
    expect(options.experiments.provideExternalRuntime).toBeUndefined();
    expect(options.runtimePlugins).toHaveLength(1);
    const [plugin] = options.runtimePlugins;
    expect(fs.existsSync(plugin)).toBe(true);
    expect(plugin).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(fs.readFileSync(plugin, 'utf8')).toMatch(/^import \* as runtimeCore from /m);
  });

  it('a remote’s own page gets the core from federation-runtime.js, built after the remote into its folder', () => {
    const [app, harness] = remote;
    expect(harness.dependencies).toEqual([app.name]);
    expect(harness.output.path).toBe(app.output.path);
    expect(harness.output.filename).toBe('federation-runtime.js');
    expect(harness.plugins ?? []).toEqual([]);
    const page = fs.readFileSync(path.join(__dirname, 'remote-index.html'), 'utf8');
    expect(page).toMatch(/<script defer src="federation-runtime\.js"><\/script>/);
  });
});

describe('the shell’s first view in a few files', () => {
  const groups = shell.optimization.splitChunks.cacheGroups;
  /** Which boot chunk a module at `file` goes to, in chunks with these names (undefined: unnamed). */
  const chunkOf = (file, chunkNames = [undefined]) => {
    const module = { nameForCondition: () => file };
    const chunkGraph = { getModuleChunksIterable: () => chunkNames.map((name) => ({ name })) };
    return Object.values(groups).find((group) => group.test(module, { chunkGraph }))?.name ?? null;
  };
  const pnpm = (pkg, file) =>
    path.join(root, `node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`);

  it('puts React and its renderer, the other libraries and @site/shared’s parts in three chunks', () => {
    expect(chunkOf(pnpm('react-dom', 'cjs/react-dom-client.production.js'))).toBe('boot-react');
    expect(chunkOf(pnpm('react', 'index.js'))).toBe('boot-react');
    expect(chunkOf(pnpm('@emotion/styled', 'dist/emotion-styled.esm.js'))).toBe('boot-vendors');
    expect(chunkOf(pnpm('@tanstack/react-query', 'build/modern/index.js'))).toBe('boot-vendors');
    expect(chunkOf(pnpm('i18next', 'dist/esm/i18next.js'))).toBe('boot-vendors');
    expect(chunkOf(path.join(root, 'shared/src/ui/modal.tsx'))).toBe('boot-shared');
    expect(chunkOf(path.join(root, 'shared/src/realtime/index.ts'))).toBe('boot-shared');
    expect(chunkOf(path.join(__dirname, 'typebox-browser.cjs'))).toBe('boot-shared');
  });

  it('leaves what only some pages or a member need in chunks of their own', () => {
    expect(chunkOf(pnpm('moment-timezone', 'index.js'))).toBeNull();
    expect(chunkOf(pnpm('pusher-js', 'dist/web/pusher.js'))).toBeNull();
    expect(chunkOf(pnpm('yup', 'index.esm.js'))).toBeNull();
    expect(chunkOf(path.join(root, 'shared/src/time/index.ts'))).toBeNull();
    expect(chunkOf(path.join(root, 'shared/src/site-time/index.ts'))).toBeNull();
    expect(chunkOf(path.join(root, 'shared/src/realtime/realtime-service.ts'))).toBeNull();
    // A module the code fetches on demand by name (a language's texts) stays in its named chunk.
    expect(chunkOf(path.join(root, 'shared/src/i18n/resources/common-ko-kr.ts'), ['lang-common-ko_KR'])).toBeNull();
    expect(chunkOf(path.join(root, 'shared/src/i18n/resources/common-vi-vn.ts'))).toBe('boot-shared');
  });

  it('is the shell’s only: a remote keeps the default chunks', () => {
    expect(remote[0].optimization.splitChunks).toBeUndefined();
  });
});

describe('the call descriptions in a browser: no schema library', () => {
  it('every app resolves TypeBox to a builder of empty schemas; the platform keeps the real one', () => {
    const stub = path.join(__dirname, 'typebox-browser.cjs');
    expect(shell.resolve.alias['@sinclair/typebox$']).toBe(stub);
    expect(remote[0].resolve.alias['@sinclair/typebox$']).toBe(stub);
    const { Type } = require(stub);
    expect(Type.Object({ id: Type.Integer({ minimum: 1 }) })).toEqual({});
    expect(Type.Unsafe({ type: 'string', enum: ['a'] })).toEqual({});
    expect(Type.Union([Type.Literal(1), Type.Null()])).toEqual({});
    expect(
      require(require.resolve('@sinclair/typebox', { paths: [path.join(root, 'shared')] })).Type.Integer(),
    ).toMatchObject({ type: 'integer' });
  });
});

describe('SPEC §2: the page’s own styles switch layout at the apps’ breakpoint', () => {
  const { requireShared } = require('../shared-source.cjs');
  const breakpoint = requireShared('constants/timing.ts').DESKTOP_BREAKPOINT_PX;

  it('the shell’s page is given DESKTOP_BREAKPOINT_PX and writes no width of its own', () => {
    const html = shell.plugins.find((plugin) => plugin && plugin.constructor.name === 'HtmlWebpackPlugin');
    expect(breakpoint).toBe(992);
    expect(html.userOptions.desktopBreakpointPx).toBe(breakpoint);
    const page = fs.readFileSync(path.join(root, 'shell/public/index.html'), 'utf8');
    expect(page).toContain('@media (min-width: <%= htmlWebpackPlugin.options.desktopBreakpointPx %>px)');
    expect(page).not.toMatch(/min-width:\s*\d+px/);
  });

  it('a module that imports something is refused, not resolved from the wrong folder', () => {
    expect(() => requireShared('constants/index.ts')).toThrow(/only a module that imports nothing/);
  });
});
