/**
 * The call descriptions of `@site/shared/contracts` (shared/src/contracts/api) as a browser needs
 * them. Each `defineCall({...})` carries what the platform needs to register and document a route
 * (the JSON Schemas of body, query, parameters, headers and answer; summary, description and tags)
 * and what an app needs to make the call (method, path, auth, result codes). A browser never reads
 * the first kind: the TypeScript types are derived from the schemas when the apps are type-checked,
 * not at run time. This loader, run on swc's output of those files only, removes those properties
 * from every `defineCall` object and marks every call of the file as pure (TypeBox's builders and the
 * small schema helpers have no side effects), so the schemas nothing reads any more, and the parts of
 * TypeBox only they used, fall to the minifier.
 *
 * The platform, the tests and the type check read the source as written; only the browser bundles
 * change. Nothing here guesses at text: the file is parsed (acorn, webpack's own parser).
 */
const acorn = require('acorn');

/** Properties of a call description the browser never reads. */
const SERVER_ONLY = new Set([
  'body',
  'query',
  'params',
  'headers',
  'data',
  'failure',
  'envelope',
  'summary',
  'description',
  'tags',
]);

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

const keyName = (prop) =>
  prop.type === 'Property' && !prop.computed
    ? prop.key.type === 'Identifier'
      ? prop.key.name
      : prop.key.type === 'Literal'
        ? String(prop.key.value)
        : null
    : null;

/** The source with the server-only parts of the call descriptions taken out; exported for its test. */
function stripContracts(source) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  /** [start, end, replacement] edits, applied from the end. */
  const edits = [];
  const removed = [];
  walk(ast, (node) => {
    if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return;
    const callee = node.callee;
    const isDefineCall = callee.type === 'Identifier' && callee.name === 'defineCall';
    if (isDefineCall && node.arguments[0]?.type === 'ObjectExpression') {
      const props = node.arguments[0].properties;
      for (const prop of props) {
        if (!SERVER_ONLY.has(keyName(prop))) continue;
        // The property and the comma after it, if any (a comma left before the closing brace is valid).
        const comma = /^(?:\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)*,/.exec(source.slice(prop.end));
        edits.push([prop.start, prop.end + (comma ? comma[0].length : 0), '']);
        removed.push(prop);
      }
    }
    edits.push([node.start, node.start, '/*#__PURE__*/ ']);
  });
  // Marks inside a removed property would land in removed text: drop them.
  const inRemoved = (pos) => removed.some((p) => pos > p.start && pos < p.end);
  const kept = edits.filter(([start, end, text]) => !(text !== '' && start === end && inRemoved(start)));
  // Apply from the end so earlier offsets stay valid; at one offset, a removal before an insertion.
  kept.sort((a, b) => b[0] - a[0] || (a[2] === '' ? -1 : 1));
  let out = source;
  for (const [start, end, text] of kept) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

module.exports = function browserContractsLoader(source) {
  return stripContracts(source);
};
module.exports.stripContracts = stripContracts;
module.exports.SERVER_ONLY = SERVER_ONLY;
