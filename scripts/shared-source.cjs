// A module of @site/shared that imports nothing, read by the build and the static server from its
// TypeScript as it is (the apps build the same file): one rule or constant, never a copy of it.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const shared = path.join(__dirname, '..', 'shared', 'src');
const loaded = new Map();

/** The exports of shared/src/<relative> (e.g. 'constants/timing.ts'), compiled once with swc. */
function requireShared(relative) {
  const file = path.join(shared, relative);
  if (!loaded.has(file)) {
    const { transformSync } = require('@swc/core');
    const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
      filename: file,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: false,
    });
    const compiled = new Module(file);
    compiled.filename = file;
    // An import would resolve from shared/, where the apps' path aliases do not exist: refuse it.
    compiled.require = (request) => {
      throw new Error(`${relative} imports ${request}; only a module that imports nothing can be read here`);
    };
    compiled._compile(code, file);
    loaded.set(file, compiled.exports);
  }
  return loaded.get(file);
}

module.exports = { requireShared };
