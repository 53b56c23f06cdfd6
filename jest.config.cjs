// One jest run for the whole workspace: a project per package, all compiled by swc
// (TypeScript is type-checked separately with `tsc --noEmit`).
const fs = require('node:fs');
const path = require('node:path');

/** Only folders that exist: an app may not have tests in every folder yet. */
const existing = (...dirs) => dirs.filter((d) => fs.existsSync(path.join(__dirname, d))).map((d) => `<rootDir>/${d}`);
const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: jsx },
      transform: jsx ? { react: { runtime: 'automatic', importSource: '@emotion/react' } } : {},
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  moduleNameMapper: { '^@site/shared/(.*)$': '<rootDir>/shared/src/$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};

const browserProject = (name, dir) => ({
  ...common,
  displayName: name,
  rootDir: __dirname,
  roots: existing(`${dir}/src`),
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://127.0.0.1:3000/' },
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest-setup.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc(true) },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
});

module.exports = {
  // A test's timeout finds a hang, not a slow machine: a page test that takes under a second alone
  // has taken over five with the platform's tests on the same two cores (jest's default is 5 s).
  testTimeout: 30_000,
  // The PostgreSQL template database of the run (server/test/template-databases.cjs).
  globalSetup: '<rootDir>/server/test/global-setup.cjs',
  globalTeardown: '<rootDir>/server/test/global-teardown.cjs',
  projects: [
    browserProject('shared', 'shared'),
    browserProject('shell', 'shell'),
    browserProject('mfe-lobby', 'mfe-lobby'),
    browserProject('mfe-auth', 'mfe-auth'),
    browserProject('mfe-member-center', 'mfe-member-center'),
    browserProject('mfe-promotions', 'mfe-promotions'),
    browserProject('mfe-proxy', 'mfe-proxy'),
    {
      ...common,
      displayName: 'server',
      rootDir: __dirname,
      roots: existing('server/src', 'server/test'),
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc(false) },
      testMatch: ['**/*.test.ts'],
      // No testTimeout here: jest takes it from the global config only, so a project's value is
      // ignored. The server tests set theirs in server/test/helpers.ts and per heavy test.
    },
    {
      // The build and serve tooling (scripts/): run as the processes they are.
      ...common,
      displayName: 'scripts',
      rootDir: __dirname,
      roots: existing('scripts'),
      testEnvironment: 'node',
      testMatch: ['**/*.test.cjs'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};
