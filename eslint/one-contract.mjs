/**
 * One description per API call (shared/src/contracts/api): the apps and the platform take a call's
 * path, body and answer from its description, so nothing about a call is written twice.
 * - A request, response or payload type is declared only in shared/src/contracts/api (elsewhere it
 *   is derived there and imported). The simulators speak other parties' APIs and are exempt.
 * - The apps call `api.call(calls.x, body)`; the client's `request` with a literal path is refused.
 * - A route of the platform is registered from its description (`routeCall`, or `app.route` with
 *   `callSchema` and the description's method and path), never by a literal path.
 * - The platform never casts the request's body, query or params: the route's schema types them.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

const CONTRACTS = 'shared/src/contracts/api/';
const SIMULATORS = ['server/src/provider-sim/', 'server/src/payment-sim/'];
const API_TYPE_NAME = /(Request|Response|Payload)$/;
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
const REQUEST_PARTS = new Set(['body', 'query', 'params']);

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes('/test/') || file.startsWith('e2e/');
const isLiteralPath = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('/')) ||
  (node?.type === 'TemplateLiteral' && node.quasis[0]?.value.cooked.startsWith('/'));
const stripParens = (node) => (node.type === 'ChainExpression' ? node.expression : node);
/** `request.body`, `request.body ?? {}`, `req.query`... */
function isRequestPart(node) {
  let n = stripParens(node);
  if (n.type === 'LogicalExpression') n = stripParens(n.left);
  return (
    n.type === 'MemberExpression' &&
    n.property.type === 'Identifier' &&
    REQUEST_PARTS.has(n.property.name) &&
    n.object.type === 'Identifier' &&
    /^(request|req)$/.test(n.object.name)
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Each API call is described once, in @site/shared/contracts/api' },
    schema: [],
    messages: {
      handWrittenType:
        "'{{name}}' looks like the request or answer of an API call: describe the call in shared/src/contracts/api and derive the type there (CallBody, CallData).",
      literalPath:
        'Call by description: api.call(calls.x, body), so the path and the answer come from @site/shared/contracts.',
      literalRoute:
        'Register the route from its description in @site/shared/contracts: routeCall(app, calls.x, ...) (or app.route with callSchema).',
      castRequest: "Do not cast request.{{part}}: the call's schema types it (routeCall, or the route's generic).",
    },
  },
  create(context) {
    const file = rel(context.filename);
    const inContracts = file.startsWith(CONTRACTS);
    const inSimulator = SIMULATORS.some((dir) => file.startsWith(dir));
    const inServer = file.startsWith('server/src/');
    const inModules = file.startsWith('server/src/modules/');
    const inBrowser = /^(shell|mfe-[a-z-]+|shared)\/src\//.test(file) && !file.startsWith('shared/src/api/');
    const test = isTest(file);

    const checkName = (node) => {
      if (inContracts || inSimulator || test) return;
      // `declare module 'fastify' { interface FastifyRequest ... }` augments a library's type.
      if (node.parent?.type === 'TSModuleBlock') return;
      if (node.id && API_TYPE_NAME.test(node.id.name))
        context.report({ node: node.id, messageId: 'handWrittenType', data: { name: node.id.name } });
    };

    return {
      TSInterfaceDeclaration: checkName,
      TSTypeAliasDeclaration: checkName,
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (inBrowser && !test && name === 'request' && isLiteralPath(node.arguments[0]))
          context.report({ node, messageId: 'literalPath' });
        if (inModules && ROUTE_METHODS.has(name) && isLiteralPath(node.arguments[0]))
          context.report({ node, messageId: 'literalRoute' });
        if (inModules && name === 'route' && node.arguments[0]?.type === 'ObjectExpression') {
          const url = node.arguments[0].properties.find(
            (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'url',
          );
          if (url && isLiteralPath(url.value)) context.report({ node, messageId: 'literalRoute' });
        }
      },
      TSAsExpression(node) {
        if (!inServer || test) return;
        if (isRequestPart(node.expression)) {
          let n = stripParens(node.expression);
          if (n.type === 'LogicalExpression') n = stripParens(n.left);
          context.report({ node, messageId: 'castRequest', data: { part: n.property.name } });
        }
      },
    };
  },
};

export default { rules: { 'one-contract': rule } };
