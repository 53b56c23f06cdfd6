/**
 * The cross-subpath import rule of @site/shared (shared/README.md "One copy of each subpath").
 *
 * At run time every subpath of @site/shared is its own module-federation shared singleton. A
 * relative import across subpath folders (`../bus`) would bundle a second copy of that module into
 * the importer, with its own bus, session and i18n instance. So inside shared/src:
 * - a relative import stays inside its own subpath folder;
 * - a subpath does not import itself by package name (a cycle through its own index), tests aside;
 * - every `@site/shared/<subpath>` import names a declared export of shared/package.json;
 * - every folder under shared/src is exported (`types` holds ambient declarations only).
 */
import fs from 'node:fs';
import path from 'node:path';

const SHARED_ROOT = path.resolve(import.meta.dirname, '..', 'shared');
const SRC = path.join(SHARED_ROOT, 'src');
const pkg = JSON.parse(fs.readFileSync(path.join(SHARED_ROOT, 'package.json'), 'utf8'));
const declared = new Set(Object.keys(pkg.exports).map((k) => `@site/shared/${k.slice(2)}`));
const exportedFolders = new Set(
  Object.values(pkg.exports)
    .filter((target) => typeof target === 'string' && target.startsWith('./src/'))
    .map((target) => target.split('/')[2]),
);
const NOT_A_MODULE = new Set(['types']);

const topFolder = (file) => path.relative(SRC, file).split(path.sep)[0] ?? '';
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each @site/shared subpath a single module-federation singleton' },
    schema: [],
    messages: {
      crossRelative: "'{{spec}}' crosses from the '{{own}}' subpath into another: import it as @site/shared/<subpath>.",
      selfByName:
        "'{{spec}}' imports this file's own subpath by package name (a cycle through its index): use a relative import.",
      undeclared: "'{{spec}}' is not an export of shared/package.json.",
      unexported: 'The folder shared/src/{{own}} is not exported from shared/package.json: add it to "exports".',
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(SRC + path.sep)) return {};
    const own = topFolder(file);

    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(SRC + path.sep) || topFolder(target) !== own) {
          context.report({ node, messageId: 'crossRelative', data: { spec, own } });
        }
      } else if (spec.startsWith('@site/shared/')) {
        if (!declared.has(spec)) context.report({ node, messageId: 'undeclared', data: { spec } });
        else if (spec === `@site/shared/${own}` && !isTest(file)) {
          context.report({ node, messageId: 'selfByName', data: { spec } });
        }
      }
    };
    const callee = (node) =>
      node.callee.type === 'Identifier'
        ? node.callee.name
        : node.callee.type === 'MemberExpression' &&
            node.callee.object.type === 'Identifier' &&
            node.callee.property.type === 'Identifier'
          ? `${node.callee.object.name}.${node.callee.property.name}`
          : '';

    return {
      Program(node) {
        if (path.dirname(file) !== SRC && !exportedFolders.has(own) && !NOT_A_MODULE.has(own)) {
          context.report({ node, messageId: 'unexported', data: { own } });
        }
      },
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression(node) {
        const name = callee(node);
        const [first] = node.arguments;
        if (['require', 'jest.mock', 'jest.requireActual', 'jest.doMock'].includes(name) && first?.type === 'Literal') {
          check(first, first.value);
        }
      },
    };
  },
};

export default { rules: { 'shared-subpaths': rule } };
