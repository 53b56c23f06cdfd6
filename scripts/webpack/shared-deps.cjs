// The one `shared` map every app uses (STYLE: "one factory builds the shared map for every app").
// Everything that holds state across apps is a singleton: React (one reconciler, one set of hooks),
// emotion (one theme context), i18next (one language), @site/shared (one bus, one session, one API
// client, and through @site/shared/router one location context), TanStack Query (one cache).
// react-router itself is not shared: whole it is 52 KB of brotli; @site/shared/router re-exports the
// part the apps use, and only that part is built into the one shared copy.
// rxjs is not shared: only @site/shared's own singletons use it, so one copy runs anyway, and a
// shared package cannot be tree-shaken (all of rxjs would ship for a Subject and a Subscription).
const path = require('node:path');
const fs = require('node:fs');

const root = path.resolve(__dirname, '../..');
const sharedPkg = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));

/** Version actually installed for `pkg`, resolved from the shared library (every app has the same). */
function installedVersion(pkg) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [path.join(root, 'shared')] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

const singleton = (pkg, versionOf = pkg) => {
  const version = installedVersion(versionOf);
  return { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
};

function createSharedMap() {
  const shared = {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    '@emotion/react': singleton('@emotion/react'),
    // swc compiles JSX against emotion's runtime: it must be the same instance as @emotion/react's
    // theme context, or a remote would not see the shell's theme.
    '@emotion/react/jsx-runtime': singleton('@emotion/react/jsx-runtime', '@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    // One query cache for the page: @site/shared/query creates the client, and every app's hooks
    // must read it through the same context object.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
  };
  // Each subpath of @site/shared is its own shared singleton (see shared/README.md for why
  // subpaths import each other by package name).
  for (const subpath of Object.keys(sharedPkg.exports)) {
    // Dev- and test-only subpaths are never loaded by a running site.
    if (['./package.json', './testing', './harness'].includes(subpath)) continue;
    shared[`@site/shared/${subpath.slice(2)}`] = {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    };
  }
  return shared;
}

module.exports = { createSharedMap };
