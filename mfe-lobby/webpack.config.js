const { createConfig } = require('@site/build-tools/webpack');

module.exports = createConfig({
  name: 'mfe_lobby',
  dir: __dirname,
  port: 3001,
  title: 'mfe_lobby · dev harness',
  exposes: {
    // single-spa lifecycles of the lobby (home, game hall, provider lists, play view, ...).
    './App': './src/app.tsx',
  },
});
