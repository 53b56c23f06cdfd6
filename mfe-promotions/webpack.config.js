const { createConfig } = require('@site/build-tools/webpack');

const config = createConfig({
  name: 'mfe_promotions',
  dir: __dirname,
  port: 3004,
  title: 'mfe_promotions · dev harness',
  exposes: {
    // single-spa lifecycles of the promotions pages (/discount, /discount/:id).
    './App': './src/app.tsx',
  },
});

/**
 * Workaround for webpack 5.111 with @module-federation/enhanced 2.9 (module-federation/core#5077):
 * the federation runtime module resolves the entry's filename while webpack hashes modules, before
 * any content hash exists, and `[contenthash]` then fails the production build. Until the shared
 * factory handles it, the entry name gets its hash only once the hash exists; the directory (all the
 * runtime module needs from it) is the same either way.
 */
function withContentHashOnceKnown(template) {
  if (typeof template !== 'string' || !template.includes('[contenthash')) return template;
  return (pathData) => (pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? template : template.replace(/\.\[contenthash(:\d+)?\]/, ''));
}

module.exports = (env, argv) => {
  const resolved = config(env, argv);
  resolved.output.filename = withContentHashOnceKnown(resolved.output.filename);
  return resolved;
};
