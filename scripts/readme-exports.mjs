// The export lists of the package READMEs against the real entry points. Each library README has an
// "Exports" table between <!-- exports:start --> and <!-- exports:end -->: one row per entry of the
// package's `exports` map, naming every runtime export (functions, classes, constants) of that entry as
// the TypeScript compiler sees its built `.d.ts`. Types are left to the API docs (TSDoc).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * A subpath pattern (`"./locales/*"`, `"./*"`) as the entries its built `.d.ts` files make: one per file
 * the pattern's `types` matches (a language folder added is an entry, and a row of the README's table).
 */
function expandPattern(pkgDir, key, target) {
  if (!key.includes('*')) return [[key, target]];
  const [before, after] = target.types.split('*');
  const dir = join(pkgDir, before);
  if (!existsSync(dir)) throw new Error(`Build first: missing ${dir}`);
  return readdirSync(dir, { recursive: true })
    .map((file) => String(file))
    .filter((file) => file.endsWith(after))
    .map((file) => file.slice(0, -after.length))
    .sort()
    .map((match) => [key.replace('*', match), { ...target, types: `${before}${match}${after}` }]);
}

/** Runtime (value) exports of each entry of a package, from its built `.d.ts` files. */
export function entryExports(pkgDir) {
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports ?? {})
    .filter(([key, target]) => typeof target === 'object' && target.types && !key.endsWith('.json'))
    .flatMap(([key, target]) => expandPattern(pkgDir, key, target));
  const files = entries.map(([, target]) => join(pkgDir, target.types));
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`Build first: missing ${missing.join(', ')}`);
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const [key, target] of entries) {
    const source = program.getSourceFile(join(pkgDir, target.types));
    const symbol = source && checker.getSymbolAtLocation(source);
    const names = symbol
      ? checker
          .getExportsOfModule(symbol)
          .filter((s) => {
            // `export type { X }` / `export type *` of a class is no runtime export.
            if (checker.getTypeOnlyAliasDeclaration(s)) return false;
            const resolved = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
            return (resolved.flags & ts.SymbolFlags.Value) !== 0;
          })
          .map((s) => s.name)
          .sort()
      : [];
    result.set(key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, names);
  }
  return result;
}

/**
 * The README's table: entry → names. A cell item written `...@scope/entry` stands for every runtime export
 * of that entry (resolved with `spread(entry)`), so a bundle can say "all of the core" in one item.
 */
export function readmeExports(readme, spread = () => []) {
  const start = readme.indexOf('<!-- exports:start -->');
  const end = readme.indexOf('<!-- exports:end -->');
  if (start < 0 || end < start) return null;
  const rows = new Map();
  for (const line of readme.slice(start, end).split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const entry = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!entry) continue;
    const items = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const names = items.flatMap((item) => (item.startsWith('...') ? spread(item.slice(3)) : [item]));
    rows.set(entry, [...new Set(names)].sort());
  }
  return rows;
}

/** Differences between a package's README table and its entry points, one sentence each. */
export function checkReadmeExports(pkgDir, packageDirs = new Map()) {
  const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
  const spread = (entry) => {
    const name = entry
      .split('/')
      .slice(0, entry.startsWith('@') ? 2 : 1)
      .join('/');
    const dir = packageDirs.get(name);
    return (dir && entryExports(dir).get(entry)) ?? [`(unknown entry ${entry})`];
  };
  const documented = readmeExports(readme, spread);
  if (!documented) return ['README.md has no <!-- exports:start --> … <!-- exports:end --> table'];
  const actual = entryExports(pkgDir);
  const problems = [];
  for (const [entry, names] of actual) {
    const listed = documented.get(entry);
    if (!listed) {
      problems.push(`README.md lists no row for ${entry} (exports: ${names.join(', ') || 'none'})`);
      continue;
    }
    const missing = names.filter((n) => !listed.includes(n));
    const extra = listed.filter((n) => !names.includes(n));
    if (missing.length) problems.push(`README.md: ${entry} also exports ${missing.join(', ')}`);
    if (extra.length) problems.push(`README.md: ${entry} does not export ${extra.join(', ')}`);
  }
  for (const entry of documented.keys())
    if (!actual.has(entry)) problems.push(`README.md lists ${entry}, which is not an entry point`);
  return problems;
}

/** The table for a package as it is now (to write into a README). */
export function exportsTable(pkgDir) {
  const lines = ['| Entry | Runtime exports |', '| --- | --- |'];
  for (const [entry, names] of entryExports(pkgDir))
    lines.push(`| \`${entry}\` | ${names.map((n) => `\`${n}\``).join(', ') || '(types only)'} |`);
  return `<!-- exports:start -->\n${lines.join('\n')}\n<!-- exports:end -->`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(exportsTable(process.argv[2]));
}
