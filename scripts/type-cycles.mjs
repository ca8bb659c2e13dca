// Import cycles that import-x/no-cycle does not see: it skips `import type`, so a module that loads
// another with import() and takes its types back from it (passkey.ts ⇄ passkey-ceremony.ts, before
// their shared options moved to a leaf) passes ESLint. Here every relative import counts: static,
// type-only, `export … from` and import(), read by TypeScript's own pre-processor.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The relative imports of one source file, resolved to the files of `known` (absolute paths). */
function importsOf(file, known) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const out = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = resolve(dirname(file), fileName).replace(/\.(m?js|jsx)$/, '');
    const found = ['.ts', '.mts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => known.has(f));
    if (found) out.push(found);
  }
  return out;
}

/**
 * The import cycles among `files` (repository-relative), types and import() included: each cycle as its
 * files, in import order. Empty when there is none.
 * @param {string[]} files @param {string} base the repository root
 * @returns {string[][]}
 */
export function cyclesWithTypes(files, base) {
  const known = new Set(files.map((f) => join(base, f)));
  const graph = new Map([...known].map((f) => [f, importsOf(f, known)]));
  // Tarjan's strongly connected components: a component of two or more files is a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(relative(base, w));
    } while (w !== v);
    if (component.length > 1) cycles.push(component.reverse());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
