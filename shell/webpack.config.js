const { createConfig } = require('@site/build-tools/webpack');

// The host: no exposes; remotes are registered at run time from the site config.
module.exports = createConfig({ name: 'shell', dir: __dirname, port: 3000, title: 'Loading…' });
