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
    // single-spa lifecycles of the forced password change of a first login, mounted as a parcel by the
    // shell's modal host (MODALS.forced_password_change).
    './ForcedChangeModal': './src/forced-change-modal.tsx',
    // single-spa lifecycles of the sign-up dialog, mounted as a parcel by the shell's modal host (MODALS.register).
    './RegisterModal': './src/register-modal.tsx',
  },
});
