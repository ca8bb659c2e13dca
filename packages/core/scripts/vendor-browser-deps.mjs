#!/usr/bin/env node
// After `tsc -b`: copies the two browser-only libraries the core uses (`@simplewebauthn/browser` for the
// passkey ceremonies, `idb-keyval` for the key store) into dist/vendor/ with their licences, and points
// the compiled imports at those copies. The published core then has no runtime dependency on them, so a
// Node package that imports only `@keyhold/core/crypto`, `/errors`, `/protocol` or `/wire` (the server,
// the sandbox) installs no browser-only package. The copies are the libraries' own ESM files, unbundled:
// the passkey ceremony stays a lazy chunk and bundlers still tree-shake them. Idempotent.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(pkgDir, 'dist');

/** Each vendored library: where its ESM tree is, the entry inside it, and its licence file. */
const LIBRARIES = [
  {
    name: '@simplewebauthn/browser',
    folder: 'simplewebauthn-browser',
    esm: 'esm',
    entry: 'index.js',
    licence: 'LICENSE.md',
  },
  {
    name: 'idb-keyval',
    folder: 'idb-keyval',
    esm: 'dist',
    entry: 'index.js',
    licence: 'LICENCE',
    only: ['index.js', 'index.d.ts'],
  },
];

function walk(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`],
  );
}

for (const lib of LIBRARIES) {
  const source = realpathSync(join(pkgDir, 'node_modules', lib.name));
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const target = join(dist, 'vendor', lib.folder);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const files = (lib.only ?? walk(join(source, lib.esm))).filter((f) => /\.(js|d\.ts|json)$/.test(f));
  for (const f of files) {
    mkdirSync(dirname(join(target, f)), { recursive: true });
    copyFileSync(join(source, lib.esm, f), join(target, f));
  }
  copyFileSync(join(source, lib.licence), join(target, lib.licence));
  writeFileSync(
    join(target, 'VENDORED.md'),
    `${lib.name} ${manifest.version} (${manifest.license}), its published ESM files unchanged; licence in ${lib.licence}.\n`,
  );
  if (!existsSync(join(target, lib.entry))) throw new Error(`vendor: ${lib.name} has no ${lib.entry}`);
}

// Point the compiled imports (JS and declarations) at the copies.
const specifier = /(from\s*|import\s*\(\s*)(['"])(@simplewebauthn\/browser|idb-keyval)\2/g;
let rewritten = 0;
for (const f of walk(dist)) {
  if (f.startsWith('vendor/') || !/\.(js|d\.ts)$/.test(f)) continue;
  const file = join(dist, f);
  const text = readFileSync(file, 'utf8');
  const next = text.replace(specifier, (_, lead, quote, name) => {
    const lib = LIBRARIES.find((l) => l.name === name);
    let path = relative(dirname(file), join(dist, 'vendor', lib.folder, lib.entry))
      .split(sep)
      .join(posix.sep);
    if (!path.startsWith('.')) path = `./${path}`;
    return `${lead}${quote}${path}${quote}`;
  });
  if (next !== text) {
    writeFileSync(file, next);
    rewritten++;
  }
}
// Nothing compiled may still name them (a new import elsewhere would otherwise slip through).
for (const f of walk(dist)) {
  if (f.startsWith('vendor/') || !/\.(js|d\.ts)$/.test(f)) continue;
  if (specifier.test(readFileSync(join(dist, f), 'utf8')))
    throw new Error(`vendor: dist/${f} still imports a browser library`);
  specifier.lastIndex = 0;
}
console.log(
  `vendor: ${LIBRARIES.map((l) => l.name).join(', ')} copied into dist/vendor; ${rewritten} files re-pointed`,
);
