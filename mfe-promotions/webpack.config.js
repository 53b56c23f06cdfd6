const { createConfig } = require('@site/build-tools/webpack');

module.exports = createConfig({
  name: 'mfe_promotions',
  dir: __dirname,
  port: 3004,
  title: 'mfe_promotions · dev harness',
  exposes: {
    // single-spa lifecycles of the promotions pages (/discount, /discount/:id).
    './App': './src/app.tsx',
    // single-spa lifecycles of the red envelope, mounted as a parcel by the shell's modal host (MODALS.red_envelope).
    './RedEnvelope': './src/red-envelope.tsx',
  },
});
