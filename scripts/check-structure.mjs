#!/usr/bin/env node
// Structure check run by `npm test`: no source file under packages/*/src over 400 lines
// (generated files excepted). Import cycles are ESLint's job (import-x/no-cycle, run by `npm test`); this
// check also proves that rule is live: a throwaway two-module cycle (.ts and .tsx) under a package's src/
// must be reported, or the check fails. The cycles that rule cannot see (through `import type`) are
// found here (type-cycles.mjs), with a planted one that must be found too. The sandbox's tests mirror its
// routes (route-tests.mjs). Prints each offender and exits non-zero when there is one.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routesWithoutTests, selfCheck as routeTestsSelfCheck } from './route-tests.mjs';
import { cyclesWithTypes } from './type-cycles.mjs';

export const MAX_LINES = 400;
const root = fileURLToPath(new URL('..', import.meta.url));
/** Files a tool writes; their length is the tool's. */
const GENERATED = [/\.generated\.ts$/, /custom-elements\.json$/];

/** Every `.ts`/`.mts` file under `packages/<name>/src`, as repository-relative paths. */
export function sourceFiles(base = root) {
  const files = [];
  const packagesDir = join(base, 'packages');
  for (const pkg of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!pkg.isDirectory()) continue;
    const src = join(packagesDir, pkg.name, 'src');
    let entries;
    try {
      entries = readdirSync(src, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (!e.isFile() || !/\.(m?ts|tsx)$/.test(e.name)) continue;
      const path = relative(base, join(e.parentPath ?? e.path, e.name));
      if (!GENERATED.some((g) => g.test(path))) files.push(path);
    }
  }
  return files.sort();
}

/** Files over the limit, with their line counts. */
export function oversized(base = root) {
  return sourceFiles(base)
    .map((path) => ({ path, lines: readFileSync(join(base, path), 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > MAX_LINES);
}

/**
 * Lints a throwaway cycle (a.ts ⇄ b.tsx) written under packages/core/src with the repository's ESLint
 * config; returns the files the cycle rule did not flag (empty when the rule works).
 */
export async function cycleRuleMisses(base = root) {
  const { ESLint } = await import('eslint');
  const dir = join(base, 'packages', 'core', 'src', `.cycle-self-check-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(
      join(dir, 'a.ts'),
      "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n",
    );
    writeFileSync(
      join(dir, 'b.tsx'),
      "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n",
    );
    const eslint = new ESLint({ cwd: base });
    const results = await eslint.lintFiles([join(dir, 'a.ts'), join(dir, 'b.tsx')]);
    return results
      .filter((r) => !r.messages.some((m) => m.ruleId === 'import-x/no-cycle'))
      .map((r) => relative(base, r.filePath));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Import cycles under packages/<name>/src, type-only imports and import() included, plus whether a
 * planted one (a.ts loads b.ts with import(), b.ts takes a type from a.ts) is found.
 */
export function typeCycles(base = root) {
  const dir = join(base, 'packages', 'core', 'src', `.type-cycle-self-check-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(join(dir, 'a.ts'), "export type A = number;\nexport const b = () => import('./b.js');\n");
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a.js';\nexport const one: A = 1;\n");
    const planted = relative(base, dir);
    const all = cyclesWithTypes(sourceFiles(base), base);
    return {
      cycles: all.filter((c) => !c.some((f) => f.startsWith(planted))),
      plantedFound: all.some((c) => c.length === 2 && c.every((f) => f.startsWith(planted))),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const over = oversized();
  for (const f of over) console.log(`${f.path}: ${f.lines} lines (limit ${MAX_LINES}): split it by job`);
  console.log(over.length === 0 ? `structure: every source file within ${MAX_LINES} lines` : '');
  const misses = await cycleRuleMisses();
  for (const path of misses)
    console.log(`${path}: a planted import cycle was not reported by import-x/no-cycle`);
  if (misses.length === 0) console.log('structure: import-x/no-cycle reports a planted .ts/.tsx cycle');
  const { cycles, plantedFound } = typeCycles();
  for (const cycle of cycles) console.log(`import cycle (types included): ${cycle.join(' → ')}`);
  if (!plantedFound) console.log('structure: a planted type-only import cycle was not found');
  if (cycles.length === 0 && plantedFound)
    console.log('structure: no import cycle, type-only imports and import() included');
  const untested = routesWithoutTests(
    join(root, 'packages/sandbox/src/routes'),
    join(root, 'packages/sandbox/test/routes'),
  );
  for (const r of untested)
    console.log(
      `packages/sandbox/src/routes/${r}.ts: no packages/sandbox/test/routes/${r}.test.ts (or ${r}/)`,
    );
  const routeRuleLive = routeTestsSelfCheck();
  if (!routeRuleLive) console.log('structure: a planted sandbox route without tests was not reported');
  if (untested.length === 0 && routeRuleLive)
    console.log('structure: every sandbox route has its tests under test/routes/');
  const ok =
    over.length === 0 &&
    misses.length === 0 &&
    cycles.length === 0 &&
    plantedFound &&
    untested.length === 0 &&
    routeRuleLive;
  process.exit(ok ? 0 : 1);
}
