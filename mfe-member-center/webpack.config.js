const { createConfig } = require('@site/build-tools/webpack');

module.exports = createConfig({
  name: 'mfe_member_center',
  dir: __dirname,
  port: 3003,
  title: 'mfe_member_center · dev harness',
  exposes: {
    // single-spa lifecycles of the member centre, mounted by the shell under /user.
    './App': './src/app.tsx',
  },
});
