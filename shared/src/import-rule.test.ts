/**
 * The cross-subpath import rule (README "One copy of each subpath"). At run time every subpath of
 * @site/shared is its own module-federation shared singleton. A relative import across subpath
 * folders (`../bus`) would bundle a second copy of that module into the importer, with its own bus,
 * session and i18n instance. Subpaths therefore import each other by package name only.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = __dirname;
const pkg = JSON.parse(fs.readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier: import/export ... from, side-effect imports, import(), require(), jest.mock(). */
function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require|jest\.mock|jest\.requireActual)\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) if (m[1]) found.push(m[1]);
  return found;
}

const topFolder = (file: string): string => path.relative(SRC, file).split(path.sep)[0] ?? '';

/** Subpath folder → the export that points into it (`bus` → `./bus`). */
const exportedFolders = new Map(
  Object.entries(pkg.exports)
    .filter(([, target]) => target.startsWith('./src/'))
    .map(([name, target]) => [target.split('/')[2] ?? '', name]),
);

describe('README cross-subpath import rule', () => {
  const files = sourceFiles(SRC);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('no relative import crosses a subpath folder (use @site/shared/<subpath>)', () => {
    const violations: string[] = [];
    for (const file of files) {
      const own = topFolder(file);
      for (const spec of specifiers(fs.readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(SRC + path.sep) || topFolder(target) !== own) {
          violations.push(`${path.relative(SRC, file)} imports '${spec}'`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('a subpath does not import itself by package name (that is a cycle through its index)', () => {
    const violations: string[] = [];
    for (const file of files) {
      if (/\.test\.tsx?$/.test(file)) continue; // tests import the public entry on purpose
      const own = topFolder(file);
      for (const spec of specifiers(fs.readFileSync(file, 'utf8'))) {
        if (spec === `@site/shared/${own}`) violations.push(`${path.relative(SRC, file)} imports '${spec}'`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('every @site/shared/<subpath> import is a declared export of package.json', () => {
    const declared = new Set(Object.keys(pkg.exports).map((k) => `@site/shared/${k.slice(2)}`));
    const unknown: string[] = [];
    for (const file of files) {
      for (const spec of specifiers(fs.readFileSync(file, 'utf8'))) {
        if (spec.startsWith('@site/shared/') && !declared.has(spec)) unknown.push(`${path.relative(SRC, file)} imports '${spec}'`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('every subpath folder under src/ is exported', () => {
    const folders = fs.readdirSync(SRC, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    // `types` holds ambient declarations for tsc only (no module to export).
    expect(folders.filter((f) => f !== 'types' && !exportedFolders.has(f))).toEqual([]);
  });
});
