const { createConfig } = require('@site/build-tools/webpack');

module.exports = createConfig({
  name: 'mfe_lobby',
  dir: __dirname,
  port: 3001,
  title: 'mfe_lobby · dev harness',
  exposes: {
    // single-spa lifecycles of the lobby (home, game hall, provider lists, play view, ...).
    './App': './src/app.tsx',
    // single-spa lifecycles of the game demo list, mounted as a parcel by the shell's modal host (MODALS.game_demo_list).
    './GameDemoList': './src/demo-list-modal.tsx',
  },
});
