// Packing the publishable packages and checking the tarballs as a registry user would get them. Used by
// scripts/pack-check.mjs (the tarball rules, publint, arethetypeswrong) and scripts/outsider.mjs (which
// installs the same tarballs with npm into apps outside the workspace).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** Ignored by git (under node_modules): tarballs, npm's cache for the outsider apps. */
export const cacheDir = join(root, 'node_modules', '.cache', 'keyhold-outsider');

/** The workspace's library packages (every `packages/*` without `"private": true`). */
export function publishablePackages() {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'package.json')))
    .map((name) => {
      const pkg = JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8'));
      return { dir: join(dir, name), name: pkg.name, version: pkg.version, private: pkg.private === true };
    })
    .filter((p) => !p.private)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * `pnpm pack` (rewrites `workspace:` ranges) of every publishable package into `dest`. Each package's
 * `prepack` (its whole build) runs first unless `built` says the packages were just built: `npm test`
 * builds them once, and packing used to build every package a second time. A `prepack` that does more
 * than the build still runs.
 * @returns {{ name: string, version: string, dir: string, tarball: string }[]}
 */
export function packAll(dest = join(cacheDir, 'tarballs'), pnpm = ['pnpm'], { built = false } = {}) {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  return publishablePackages().map((p) => {
    const [cmd, ...pre] = pnpm;
    const { scripts = {} } = JSON.parse(readFileSync(join(p.dir, 'package.json'), 'utf8'));
    const onlyBuilds = scripts.prepack === undefined || scripts.prepack === 'pnpm run build';
    const r = spawnSync(
      cmd,
      [
        ...pre,
        'pack',
        ...(built && onlyBuilds ? ['--ignore-scripts'] : []),
        '--pack-destination',
        dest,
        '--silent',
      ],
      {
        cwd: p.dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    if (r.status !== 0) throw new Error(`pnpm pack failed in ${p.dir}:\n${r.stdout}`);
    const file = `${p.name.replace(/^@/, '').replace('/', '-')}-${p.version}.tgz`;
    const tarball = join(dest, file);
    if (!existsSync(tarball)) throw new Error(`pnpm pack wrote no ${file} in ${dest}`);
    return { ...p, tarball };
  });
}

/** Extracts a tarball into a new temporary folder; returns the package folder (`…/package`). */
export function extract(tarball) {
  const dir = mkdtempSync(join(tmpdir(), 'kh-tarball-'));
  const r = spawnSync('tar', ['-xzf', tarball, '-C', dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tar failed on ${tarball}: ${r.stderr}`);
  return join(dir, 'package');
}

function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listFiles(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`],
  );
}

const TEST_FILE =
  /(^|\/)(test|tests|__tests__|test-support|fixtures?)\/|\.(test|spec)\.[cm]?[jt]sx?(\.map)?$|\.test\.d\.ts/;
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
/** A path-like code span in prose, e.g. `src/uma.ts` or `examples/wallet.mjs`. */
const CODE_PATH = /`((?:\.\/)?(?:src|test|examples|dist|scripts)\/[\w./-]+\.\w+)`/g;
const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"'\n]+)["']|\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g;

/**
 * True when the match at `index` is on a comment line (`// …`, or ` * …` inside a block comment), such as a
 * bundled dependency's JSDoc example (`* import { Router } from 'itty-router'`): not an import.
 */
function inComment(text, index) {
  const line = text.slice(text.lastIndexOf('\n', index) + 1, index + 1);
  return /^\s*(\/\/|\/?\*)/.test(line);
}

/** The package name of a bare specifier (`lit/directives/live.js` → `lit`), or null for a relative one. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/i.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The tarball rules, on an extracted package folder. Each problem is one sentence naming the file.
 * @returns {string[]}
 */
export function checkTarball(pkgDir) {
  const problems = [];
  const files = listFiles(pkgDir);
  const has = new Set(files);
  const manifestText = readFileSync(join(pkgDir, 'package.json'), 'utf8');
  const pkg = JSON.parse(manifestText);

  if (manifestText.includes('workspace:'))
    problems.push('package.json still has a workspace: range (pack with pnpm, which rewrites it)');
  if (pkg.private) problems.push('package.json says "private": true');
  for (const field of ['license', 'repository', 'engines'])
    if (!pkg[field]) problems.push(`package.json has no "${field}"`);
  if (!files.some((f) => /^LICEN[CS]E(\.\w+)?$/i.test(f))) problems.push('no LICENSE file');
  for (const f of files) if (TEST_FILE.test(f)) problems.push(`test file shipped: ${f}`);
  // Another package's files copied in (a `vendor/` folder) escape `npm audit` and updates: depend on it.
  const vendored = files.find((f) => /(^|\/)vendor\//.test(f));
  if (vendored)
    problems.push(`vendored copy shipped: ${vendored} (declare the package as a dependency instead)`);

  // README links (and those of every shipped Markdown file): absolute URLs, anchors, or shipped files.
  for (const md of files.filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(pkgDir, md), 'utf8');
    const base = posix.dirname(md);
    for (const [, target] of text.matchAll(LINK)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const path = posix.normalize(posix.join(base, target.split('#')[0]));
      const resolves = has.has(path) || files.some((f) => f.startsWith(`${path.replace(/\/$/, '')}/`));
      if (path.startsWith('..') || !resolves)
        problems.push(`${md}: link "${target}" does not resolve inside the tarball (use an absolute URL)`);
    }
    // A file named in prose must be shipped, unless the mention is itself a link to the repository.
    for (const m of text.matchAll(CODE_PATH)) {
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 2);
      if (after.startsWith('](') || text[m.index - 1] === '[') continue;
      const path = posix.normalize(posix.join(base, m[1]));
      if (!has.has(path)) problems.push(`${md}: names \`${m[1]}\`, which is not in the tarball`);
    }
  }

  // Every bare import in the shipped JS is declared by the nearest package.json in the tarball (a
  // starter's template is checked against its own manifest), or is a Node built-in or the package itself.
  const builtins = new Set(builtinModules);
  const declaredBy = new Map();
  const declaredFor = (file) => {
    let dir = posix.dirname(file);
    while (dir !== '.' && !has.has(`${dir}/package.json`)) dir = posix.dirname(dir);
    if (!declaredBy.has(dir)) {
      const m = dir === '.' ? pkg : JSON.parse(readFileSync(join(pkgDir, dir, 'package.json'), 'utf8'));
      declaredBy.set(
        dir,
        new Set([
          m.name,
          ...Object.keys(m.dependencies ?? {}),
          ...Object.keys(m.peerDependencies ?? {}),
          ...Object.keys(m.optionalDependencies ?? {}),
          ...(dir === '.' ? [] : Object.keys(m.devDependencies ?? {})),
        ]),
      );
    }
    return declaredBy.get(dir);
  };
  for (const f of files.filter((f) => /\.(m?js|cjs)$/.test(f))) {
    const declared = declaredFor(f);
    const text = readFileSync(join(pkgDir, f), 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      if (inComment(text, m.index)) continue;
      const spec = m[1] ?? m[2];
      const name = packageOf(spec);
      if (!name || declared.has(name) || builtins.has(name) || builtins.has(spec)) continue;
      problems.push(`${f}: imports "${spec}", but "${name}" is not in dependencies or peerDependencies`);
    }
  }
  return problems;
}

/** publint's errors, warnings and suggestions (strict) on an extracted tarball (only shipped files are there). */
export async function runPublint(pkgDir) {
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const { messages, pkg } = await publint({
    pkgDir,
    pack: false,
    level: 'suggestion',
    strict: true,
  });
  return messages.map((m) => `publint ${m.type} ${m.code}: ${formatMessage(m, pkg) ?? ''}`);
}

/** arethetypeswrong on a packed tarball (ESM-only packages: the esm-only profile). */
export function runAttw(tarball, cwd = root) {
  const r = spawnSync(
    'pnpm',
    ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'json', '--no-color'],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    return [`attw did not run: ${r.stderr || r.stdout}`.trim()];
  }
  // The esm-only profile: these packages are ESM ("type": "module", import-only exports), so the
  // CommonJS resolutions (node10, node16 from CJS) are out of scope, as in `attw --profile esm-only`.
  const outOfScope = new Set(['node10', 'node16-cjs']);
  return (report.analysis?.problems ?? [])
    .filter((p) => !outOfScope.has(p.resolutionKind))
    .map((p) => `attw ${p.kind}: ${p.entrypoint ?? ''} ${p.resolutionKind ?? ''}`.trim());
}
