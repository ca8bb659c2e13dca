#!/usr/bin/env node
// Structure check run by `npm test` (issue 10): no source file under packages/*/src over 400 lines
// (generated files excepted). Import cycles are ESLint's job (import-x/no-cycle); this is the size half.
// Prints each offender with its line count and exits non-zero when there is one.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const over = oversized();
  for (const f of over) console.log(`${f.path}: ${f.lines} lines (limit ${MAX_LINES}): split it by job`);
  console.log(over.length === 0 ? `structure: every source file within ${MAX_LINES} lines` : '');
  process.exit(over.length === 0 ? 0 : 1);
}
