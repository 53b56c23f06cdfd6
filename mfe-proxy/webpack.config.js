const { createConfig } = require('@site/build-tools/webpack');

module.exports = createConfig({
  name: 'mfe_proxy',
  dir: __dirname,
  port: 3005,
  title: 'mfe_proxy · dev harness',
  exposes: {
    // single-spa lifecycles of the agent area (/proxy?page=...).
    './App': './src/app.tsx',
  },
});
