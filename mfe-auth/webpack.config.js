const { createConfig } = require('@site/build-tools/webpack');

module.exports = createConfig({
  name: 'mfe_auth',
  dir: __dirname,
  port: 3002,
  title: 'mfe_auth · dev harness',
  exposes: {
    // single-spa lifecycles of the auth pages (a full-page login at its root route).
    './App': './src/app.tsx',
    // single-spa lifecycles of the login dialog, mounted as a parcel by the shell's modal host (MODALS.login).
    './LoginModal': './src/login-modal.tsx',
  },
});
