// The values an ES module of scripts/ computes, read from a node process of its own: jest runs the
// tests of scripts/ as CommonJS, without the flag that would let them import a module.
const { execFileSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');

/**
 * `compute` is the source of an async function given the module's exports; what it returns is sent
 * back as JSON. Example: moduleValues('first-screen.mjs', 'async (m) => m.FIRST_SCREEN_ID').
 */
function moduleValues(file, compute) {
  const url = pathToFileURL(require.resolve(`./${file}`)).href;
  const program = `import(${JSON.stringify(url)}).then(${compute}).then((v) => process.stdout.write(JSON.stringify(v)))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' }));
}

module.exports = { moduleValues };
