/* global describe, it, expect */
const fs = require('node:fs');
const path = require('node:path');
const acorn = require('acorn');
const swc = require('@swc/core');
const { stripContracts, SERVER_ONLY } = require('./browser-contracts-loader.cjs');

const parse = (code) => acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });

describe('the call descriptions the browser bundles get', () => {
  const source = [
    "import { defineCall, Type } from './call';",
    'const Shared = Type.Object({ a: Type.String() });',
    'export const calls = {',
    '  one: defineCall({ method: "POST", path: "/one", summary: "S", tags: ["t"],',
    '    body: Type.Object({ b: Type.Number() }), data: Shared /* a note */ , auth: true,',
    '    codes: { "101": { text: "no", key: "pg.err" } }, description: "d" }),',
    '  two: defineCall({ method: "GET", path: "/two", query: Type.Object({}), auth: false, codes: {}, data: Shared }),',
    '};',
  ].join('\n');

  it('keep what an app reads (method, path, auth, result codes) and lose the schemas and documentation', () => {
    const out = stripContracts(source);
    parse(out);
    for (const kept of [
      'method: "POST"',
      'path: "/one"',
      'auth: true',
      'key: "pg.err"',
      'path: "/two"',
      'auth: false',
    ]) {
      expect(out).toContain(kept);
    }
    for (const gone of ['summary', 'tags', 'body:', 'data:', 'query:', 'description']) expect(out).not.toContain(gone);
  });

  it('mark every call pure, so a schema nothing reads any more is dropped by the minifier', () => {
    const out = stripContracts(source);
    expect(out).toContain('const Shared = /*#__PURE__*/ Type.Object({ a: /*#__PURE__*/ Type.String() })');
    expect(out.match(/\/\*#__PURE__\*\/ defineCall\(/g)).toHaveLength(2);
  });

  it('turn every real contracts file, as swc compiles it for the browser, into valid JavaScript with its paths', () => {
    const dir = path.resolve(__dirname, '../../shared/src/contracts/api');
    let checked = 0;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const { code } = swc.transformSync(fs.readFileSync(path.join(dir, file), 'utf8'), {
        filename: file,
        jsc: { target: 'es2020', parser: { syntax: 'typescript' } },
      });
      const out = stripContracts(code);
      expect(() => parse(out)).not.toThrow();
      const paths = code.match(/path: '[^']+'/g) ?? [];
      for (const p of paths) expect(out).toContain(p);
      checked += paths.length;
    }
    expect(checked).toBeGreaterThan(100);
    expect(SERVER_ONLY.has('codes')).toBe(false);
  });
});
