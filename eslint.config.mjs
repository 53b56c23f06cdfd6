// One lint configuration for the whole workspace. The boundaries between the apps are rules here,
// not habits: a remote reaches the rest of the site only through @site/shared, the shell loads
// remotes at run time and never imports their source, a feature folder of a remote imports no
// other feature (the app layer composes them), and the platform's domain code never depends on
// its HTTP routes.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import sharedSubpaths from './eslint/shared-subpaths.mjs';
import oneContract from './eslint/one-contract.mjs';

const ROOT = import.meta.dirname;
const REMOTES = ['mfe-lobby', 'mfe-auth', 'mfe-member-center', 'mfe-promotions', 'mfe-proxy'];
const APPS = ['shell', ...REMOTES];
const BROWSER_SRC = ['shared/src', ...APPS.map((app) => `${app}/src`)];
const subdirs = (dir) =>
  fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** Every folder the given app may not import from: the other apps, the platform, the tests. */
const foreignTo = (app) =>
  [...APPS, 'server', 'e2e', 'bench', 'scripts'].filter((other) => other !== app).map((other) => `./${other}`);

const boundaryZones = [
  // A remote: @site/shared and its own files only.
  ...REMOTES.map((app) => ({
    target: `./${app}/src`,
    from: foreignTo(app),
    message: 'A remote imports only @site/shared and its own files.',
  })),
  // The shell: remotes arrive through module federation at run time, never as source.
  {
    target: './shell/src',
    from: foreignTo('shell'),
    message: 'The shell loads remotes at run time; it imports no app source.',
  },
  // The library: no app, no platform.
  {
    target: './shared/src',
    from: [...APPS, 'server', 'e2e', 'bench', 'scripts'].map((d) => `./${d}`),
    message: '@site/shared imports no app.',
  },
  // Inside a remote, a feature folder imports no other feature.
  ...APPS.flatMap((app) =>
    subdirs(`${app}/src/features`).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature imports no other feature: compose them in the app layer (pages, root).',
    })),
  ),
  // The platform: domain code never depends on the HTTP layer.
  ...subdirs('server/src')
    .filter((dir) => !['routes', 'modules'].includes(dir))
    .map((dir) => ({
      target: `./server/src/${dir}`,
      from: ['./server/src/modules/**/*routes.ts'],
      message: "Domain code never imports a module's routes: move what both need into the domain.",
    })),
  // Inside a module, the HTTP layer (routes.ts, *-routes.ts) stands on the domain files, never the reverse.
  {
    target: './server/src/modules/**/!(*routes).ts',
    from: './server/src/modules/**/*routes.ts',
    message: 'Domain code never imports a routes file: move what both need into the domain.',
  },
];

/** react-router is reached through @site/shared/router only (why: shared/src/router/index.ts). */
const ROUTER_ONLY_THROUGH_SHARED = {
  name: 'react-router',
  message: 'Import routing from @site/shared/router: the one shared copy, built with only what the site uses.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      'server/.data/**',
      'server/drizzle/**',
      'e2e/screenshots/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Plain JavaScript: build scripts, webpack configs, benchmarks.
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023 },
  },
  { files: ['**/*.cjs', '**/webpack.config.js'], languageOptions: { sourceType: 'commonjs' } },

  // TypeScript everywhere, with type information.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },

  // Fastify hooks and handlers, and the in-memory twins of the Redis stores, are async by contract
  // (an async hook must not call done; an interface returns promises) even where they await nothing.
  { files: ['server/src/**/*.ts'], rules: { '@typescript-eslint/require-await': 'off' } },

  // The browser apps and the library.
  {
    files: BROWSER_SRC.map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_ONLY_THROUGH_SHARED],
          patterns: [
            { group: ['@site/*', '!@site/shared'], message: 'An app imports only @site/shared of the workspace.' },
            { group: ['**/shared/src/**'], message: 'Import @site/shared/<subpath> by package name.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_ONLY_THROUGH_SHARED] }] },
  },
  // Each API call is described once, in shared/src/contracts/api (eslint/one-contract.mjs).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { contract: oneContract },
    rules: { 'contract/one-contract': 'error' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    plugins: { site: sharedSubpaths },
    rules: { 'site/shared-subpaths': 'error' },
  },

  // Tests read as a person uses the page.
  {
    files: BROWSER_SRC.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
    extends: [testingLibrary.configs['flat/react']],
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'shared/src/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // Tests read JSON answers and poke at mocks; the assertions are the type check there.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },

  prettier,
);
