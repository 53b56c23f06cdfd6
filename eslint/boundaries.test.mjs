// The boundary rules of eslint.config.mjs, run on code that breaks each of them: every case must be
// refused by the real configuration, and the allowed imports next to them must pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs/promises';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, cache: false });

/**
 * The rule ids ESLint reports for each probe. Typed linting needs the files on disk (the
 * TypeScript project service reads them), so each probe is written, linted and removed at once.
 */
async function rulesForAll(probes) {
  const written = [];
  try {
    for (const [, file, code] of probes) {
      const full = path.join(ROOT, file);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, code, { flag: 'wx' });
      written.push(full);
    }
    const results = await eslint.lintFiles(written);
    const byFile = new Map(results.map((r) => [r.filePath, r.messages.map((m) => m.ruleId ?? m.message)]));
    return written.map((full) => byFile.get(full) ?? []);
  } finally {
    await Promise.all(written.map((full) => fs.rm(full, { force: true })));
  }
}

const refused = [
  [
    'a remote imports another remote',
    'mfe-lobby/src/pages/zz-probe.ts',
    "export { LoginModal } from '../../../mfe-auth/src/login-modal';\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a remote imports the shell',
    'mfe-proxy/src/zz-probe.ts',
    "export * from '../../shell/src/routing/route-table';\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a remote imports the platform',
    'mfe-member-center/src/zz-probe.ts',
    "export * from '../../server/src/config';\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a remote names another app package',
    'mfe-lobby/src/zz-probe2.ts',
    "export * from '@site/mfe-auth';\n",
    'no-restricted-imports',
  ],
  [
    'the shell imports a remote',
    'shell/src/zz-probe.ts',
    "export * from '../../mfe-lobby/src/lobby-root';\n",
    'import-x/no-restricted-paths',
  ],
  [
    'the library imports an app',
    'shared/src/ui/zz-probe.ts',
    "export * from '../../../shell/src/routing/route-table';\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports another feature',
    'mfe-lobby/src/features/hero/zz-probe.ts',
    "export * from '../game-list/hooks/use-game-browser';\n",
    'import-x/no-restricted-paths',
  ],
  [
    'domain code imports a route file',
    'server/src/seed/zz-probe.ts',
    "export * from '../modules/letters/routes';\n",
    'import-x/no-restricted-paths',
  ],
  [
    "a module's domain file imports its routes",
    'server/src/modules/letters/zz-probe.ts',
    "export * from './routes';\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a shared subpath imports another relatively',
    'shared/src/session/zz-probe.ts',
    "export * from '../bus/bus';\n",
    'site/shared-subpaths',
  ],
  [
    'a shared subpath imports itself by name',
    'shared/src/bus/zz-probe.ts',
    "export * from '@site/shared/bus';\n",
    'site/shared-subpaths',
  ],
  [
    'an undeclared shared subpath',
    'shared/src/bus/zz-probe2.ts',
    "export * from '@site/shared/nothing-here';\n",
    'site/shared-subpaths',
  ],
  [
    'an app writes the answer type of a call by hand',
    'mfe-lobby/src/zz-probe3.ts',
    'export interface GameListResponse {\n  list: number[];\n}\n',
    'contract/one-contract',
  ],
  [
    'an app calls the API by path',
    'mfe-member-center/src/zz-probe2.ts',
    "import { api } from '@site/shared/api';\nexport const load = () => api.request('/member/profile', { method: 'POST' });\n",
    'contract/one-contract',
  ],
  [
    'the platform registers a route by a literal path',
    'server/src/modules/letters/zz-probe-routes.ts',
    "import type { FastifyInstance } from 'fastify';\nexport function probeRoutes(app: FastifyInstance) {\n  app.post('/arks/web/member/letter', async () => ({}));\n}\n",
    'contract/one-contract',
  ],
  [
    'the platform casts the request body',
    'server/src/modules/letters/zz-probe2.ts',
    "import type { FastifyRequest } from 'fastify';\nexport const idOf = (request: FastifyRequest) => (request.body as { id: number }).id;\n",
    'contract/one-contract',
  ],
];

test('every boundary rule refuses the import that breaks it', async () => {
  const reported = await rulesForAll(refused);
  const missed = refused
    .filter(([, , , rule], i) => !reported[i].includes(rule))
    .map(([name, , , rule]) => `${name} (${rule})`);
  assert.deepEqual(missed, []);
});

const allowed = [
  ['a remote imports @site/shared', 'mfe-lobby/src/zz-probe.ts', "export { formatMoney } from '@site/shared/money';\n"],
  [
    'a feature imports its own files',
    'mfe-lobby/src/features/hero/zz-probe.ts',
    "export * from './components/hero-art';\n",
  ],
  [
    'a page composes features',
    'mfe-lobby/src/pages/zz-probe2.ts',
    "export * from '../features/hero/components/lobby-hero';\nexport * from '../features/game-list/components/game-browser';\n",
  ],
  [
    'a shared subpath imports another by name',
    'shared/src/session/zz-probe.ts',
    "export { bus } from '@site/shared/bus';\n",
  ],
  ["a module's routes import its domain", 'server/src/modules/letters/zz-routes.ts', "export * from './letters';\n"],
  [
    'an app derives a call type from its description',
    'mfe-member-center/src/zz-probe3.ts',
    "import type { CallData, letterCalls } from '@site/shared/contracts';\nexport type Letters = CallData<typeof letterCalls.list>;\n",
  ],
];

test('the imports the boundaries allow pass', async () => {
  const reported = await rulesForAll(allowed);
  const refusedWrongly = allowed
    .map(([name], i) => [
      name,
      reported[i].filter((r) => /restricted|shared-subpaths|one-contract|no-cycle|Parsing/.test(r)),
    ])
    .filter(([, rules]) => rules.length > 0);
  assert.deepEqual(refusedWrongly, []);
});

test('an import circle is refused', async () => {
  // Two real files that import each other: written, linted, removed.
  const dir = path.join(ROOT, 'mfe-proxy/src/zz-cycle-probe');
  await fs.mkdir(dir, { recursive: true });
  try {
    await fs.writeFile(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    await fs.writeFile(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => a() - 1;\n");
    const results = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    assert.ok(results[0].messages.some((m) => m.ruleId === 'import-x/no-cycle'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
