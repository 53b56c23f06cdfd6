/* global describe, it, expect */
const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('./create-config.cjs');

const root = path.resolve(__dirname, '../..');
const federationOptions = (config) =>
  config.plugins.find((plugin) => plugin && plugin.constructor.name === 'ModuleFederationPlugin')._options;

describe('ARCHITECTURE: one federation runtime on the page, the shell’s', () => {
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
