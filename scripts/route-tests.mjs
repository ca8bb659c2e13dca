// The sandbox's tests mirror its routes: each packages/sandbox/src/routes/<resource>.ts has its tests in
// packages/sandbox/test/routes/<resource>.test.ts or, when they are many, in a folder
// packages/sandbox/test/routes/<resource>/ of *.test.ts files. Run by check-structure.mjs, which also
// feeds the rule a planted route without tests (selfCheck) so that a check that never fails is caught.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The route modules under `routesDir` with no test file or test folder under `testsDir`. */
export function routesWithoutTests(routesDir, testsDir) {
  const hasTests = (resource) => {
    if (existsSync(join(testsDir, `${resource}.test.ts`))) return true;
    const folder = join(testsDir, resource);
    return existsSync(folder) && readdirSync(folder).some((f) => f.endsWith('.test.ts'));
  };
  return readdirSync(routesDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -3))
    .filter((resource) => !hasTests(resource))
    .sort();
}

/** True when the rule reports a route planted without tests and accepts a file and a folder of tests. */
export function selfCheck() {
  const dir = mkdtempSync(join(tmpdir(), 'keyhold-route-tests-'));
  try {
    const routes = join(dir, 'src', 'routes');
    const tests = join(dir, 'test', 'routes');
    mkdirSync(routes, { recursive: true });
    mkdirSync(join(tests, 'large'), { recursive: true });
    for (const r of ['small', 'large', 'untested']) writeFileSync(join(routes, `${r}.ts`), '');
    writeFileSync(join(tests, 'small.test.ts'), '');
    writeFileSync(join(tests, 'large', 'part.test.ts'), '');
    const missing = routesWithoutTests(routes, tests);
    return missing.length === 1 && missing[0] === 'untested';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
