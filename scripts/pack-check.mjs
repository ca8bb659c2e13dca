#!/usr/bin/env node
// Packs every publishable package (pnpm pack, so `prepack` builds it) and checks each tarball as the
// registry would serve it: no `workspace:` range, no test file, no vendored copy of another package, README
// links that resolve inside the tarball or are absolute URLs, files named in the README shipped, every bare
// import declared, a LICENSE, then publint (strict) and arethetypeswrong; and the Node packages
// (@keyhold/server, @keyhold/sandbox) install no browser-only package anywhere in their dependency trees. Self-checks first feed each rule a
// deliberately broken package and expect it to be caught, so the rules cannot pass vacuously.
// Usage: node scripts/pack-check.mjs [--built] [results.json]   (results: [{ name, ok, problems }])
//   --built: the packages were just built (npm test builds them first): pack without running `prepack`.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  checkTarball,
  extract,
  packAll,
  publishablePackages,
  root,
  runAttw,
  runPublint,
} from './packages.mjs';
import { checkReadmeExports, entryExports } from './readme-exports.mjs';

const args = process.argv.slice(2);
const built = args.includes('--built');
const resultsFile = args.find((a) => !a.startsWith('--'));
const results = [];
const record = (name, problems) => {
  results.push({ name, ok: problems.length === 0, problems });
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  for (const p of problems) console.log(`       ${p}`);
};

// Self-check: a package breaking each rule once.
{
  const dir = mkdtempSync(join(tmpdir(), 'kh-bad-pkg-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'bad-pkg',
      version: '1.0.0',
      type: 'module',
      exports: './dist/index.js',
      dependencies: { '@keyhold/core': 'workspace:*' },
    }),
  );
  writeFileSync(
    join(dir, 'dist', 'index.js'),
    "import { x } from 'left-pad';\nexport const y = x;\n/**\n * import { z } from 'in-a-comment';\n */\n",
  );
  writeFileSync(join(dir, 'dist', 'index.test.js'), 'export {};\n');
  mkdirSync(join(dir, 'dist', 'vendor', 'left-pad'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'vendor', 'left-pad', 'index.js'), 'export const x = 1;\n');
  writeFileSync(join(dir, 'README.md'), 'See [the server](../server) and `examples/run.mjs`.\n');
  const out = mkdtempSync(join(tmpdir(), 'kh-bad-tgz-'));
  // npm pack keeps the workspace: range as written, which is exactly the mistake to catch.
  const r = spawnSync('npm', ['pack', '--pack-destination', out, '--silent'], { cwd: dir, encoding: 'utf8' });
  const problems = r.status === 0 ? checkTarball(extract(join(out, 'bad-pkg-1.0.0.tgz'))) : [];
  const expected = {
    'workspace: range': /workspace: range/,
    'test file': /test file shipped: dist\/index\.test\.js/,
    'README link': /link "\.\.\/server" does not resolve/,
    'named file': /names `examples\/run\.mjs`/,
    'undeclared import': /imports "left-pad"/,
    'vendored copy': /vendored copy shipped: dist\/vendor\/left-pad\/index\.js/,
    LICENSE: /no LICENSE file/,
    license: /no "license"/,
  };
  const missed = Object.entries(expected)
    .filter(([, re]) => !problems.some((p) => re.test(p)))
    .map(([rule]) => `the ${rule} rule did not catch the broken package (got: ${problems.join('; ')})`);
  // An import written in a comment (a bundled dependency's JSDoc example) is no import.
  if (problems.some((p) => p.includes('in-a-comment')))
    missed.push('the undeclared-import rule took an import in a comment for a real one');
  record(
    'pack-check self-check (a broken package is refused)',
    r.status === 0 ? missed : [`npm pack failed: ${r.stderr}`],
  );
  rmSync(dir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
}

/** Packages that only work in a browser: a Node package must not install them (issue 11 item 8). */
const BROWSER_ONLY =
  /^(@simplewebauthn\/browser|idb-keyval|idb|lit|lit-html|lit-element|@lit\/.+|@lit-labs\/.+|react|react-dom|@keyhold\/(elements|react))$/;
/** The packages whose installed trees must stay free of them. */
const NODE_PACKAGES = ['@keyhold/server', '@keyhold/sandbox'];

/**
 * Walks what `npm install <tarball>` installs: the packed manifest's dependencies (peer and optional
 * included), a `@keyhold/*` one through its own packed manifest, any other through the manifest installed
 * in this workspace, and theirs in turn. Returns one problem per browser-only package reached, with the
 * chain that brings it in.
 * @param {(name: string, from: string | undefined) => { manifest: object, dir?: string } | undefined} manifestOf
 */
function browserOnlyInstalls(rootManifest, manifestOf) {
  const problems = [];
  const seen = new Set();
  const visit = (manifest, dir, chain) => {
    const deps = { ...manifest.peerDependencies, ...manifest.optionalDependencies, ...manifest.dependencies };
    for (const name of Object.keys(deps)) {
      const path = [...chain, name];
      if (BROWSER_ONLY.test(name)) problems.push(`installs the browser-only ${name} (${path.join(' → ')})`);
      if (seen.has(name)) continue;
      seen.add(name);
      const found = manifestOf(name, dir);
      if (found) visit(found.manifest, found.dir, path);
    }
  };
  visit(rootManifest, undefined, [rootManifest.name]);
  return problems;
}

/** Resolves a dependency as Node would from `from` (a package folder), in this workspace's install. */
function installedManifest(name, from) {
  for (let dir = from ?? root; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) {
      const real = realpathSync(candidate);
      return { manifest: JSON.parse(readFileSync(real, 'utf8')), dir: dirname(real) };
    }
    if (dirname(dir) === dir) return undefined;
  }
}

// Self-check of the browser-only rule: a Node package whose core dependency depends on idb-keyval.
{
  const fake = {
    '@keyhold/core': { manifest: { name: '@keyhold/core', dependencies: { 'idb-keyval': '6.3.0' } } },
    'idb-keyval': { manifest: { name: 'idb-keyval' } },
  };
  const problems = browserOnlyInstalls(
    { name: 'bad-node-pkg', dependencies: { '@keyhold/core': '0.1.0' } },
    (name) => fake[name],
  );
  const ok =
    problems.length === 1 &&
    problems[0] === 'installs the browser-only idb-keyval (bad-node-pkg → @keyhold/core → idb-keyval)';
  record(
    'browser-only dependency self-check (a Node package installing idb-keyval is refused)',
    ok ? [] : [`got: ${problems.join('; ')}`],
  );
}

// Self-check of the README export-list rule: a table naming one export too few and one too many.
{
  const dir = mkdtempSync(join(tmpdir(), 'kh-bad-readme-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'bad-readme', type: 'module', exports: { '.': { types: './index.d.ts' } } }),
  );
  writeFileSync(
    join(dir, 'index.d.ts'),
    // K is a class exported as a type only: no runtime export, so the table must not list it.
    'export declare function a(): void;\nexport declare const b: 1;\nexport type T = 1;\ndeclare class K {}\nexport type { K };\n',
  );
  writeFileSync(
    join(dir, 'README.md'),
    '<!-- exports:start -->\n| Entry | Runtime exports |\n| --- | --- |\n| `bad-readme` | `a`, `c` |\n<!-- exports:end -->\n',
  );
  const problems = checkReadmeExports(dir);
  const ok =
    problems.some((p) => /also exports b$/.test(p)) &&
    problems.some((p) => /does not export c$/.test(p)) &&
    entryExports(dir).get('bad-readme')?.join() === 'a,b';
  record(
    'README export-list self-check (a wrong table is refused)',
    ok ? [] : [`got: ${problems.join('; ')}`],
  );
  rmSync(dir, { recursive: true, force: true });
}

// Each README's export table against the built entry points.
const packageDirs = new Map(publishablePackages().map((p) => [p.name, p.dir]));
for (const p of publishablePackages()) {
  if (entryExports(p.dir).size === 0) continue;
  record(`${p.name} README export list`, checkReadmeExports(p.dir, packageDirs));
}

let packed = [];
try {
  packed = packAll(undefined, undefined, { built });
} catch (err) {
  record('pnpm pack of every package', [String(err.message ?? err)]);
}
const packedManifests = new Map(
  packed.map((p) => {
    const pkgDir = extract(p.tarball);
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    rmSync(join(pkgDir, '..'), { recursive: true, force: true });
    return [p.name, { manifest, dir: p.dir }];
  }),
);
for (const name of NODE_PACKAGES) {
  const own = packedManifests.get(name);
  if (!own) {
    record(`${name} installs no browser-only package`, [`${name} was not packed`]);
    continue;
  }
  // @keyhold/* through their packed manifests (what the registry serves), the rest as installed here.
  const manifestOf = (dep, from) => packedManifests.get(dep) ?? installedManifest(dep, from);
  record(`${name} installs no browser-only package`, browserOnlyInstalls(own.manifest, manifestOf));
}

for (const p of packed) {
  const pkgDir = extract(p.tarball);
  record(`${p.name} tarball rules`, checkTarball(pkgDir));
  record(`${p.name} publint`, await runPublint(pkgDir));
  record(`${p.name} arethetypeswrong`, runAttw(p.tarball));
  rmSync(join(pkgDir, '..'), { recursive: true, force: true });
}

if (resultsFile) writeFileSync(resultsFile, JSON.stringify(results, null, 2));
const failed = results.filter((r) => !r.ok).length;
console.log(`pack-check: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
