#!/usr/bin/env node
// npm create keyhold@latest my-app: copies the starter (template/) into my-app, names it, and pins the
// @keyhold packages to this release. No dependencies: node:fs only.
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const arg = process.argv[2];

if (!arg || arg.startsWith('-')) {
  console.error('Usage: npm create keyhold@latest <folder>\n  e.g. npm create keyhold@latest my-app');
  process.exit(arg === '--help' || arg === '-h' ? 0 : 1);
}
const target = resolve(arg);
if (existsSync(target) && readdirSync(target).length > 0) {
  console.error(`${target} exists and is not empty: choose a new folder name.`);
  process.exit(1);
}

cpSync(join(here, 'template'), target, { recursive: true });
// npm never publishes a file named .gitignore, so the template carries it as _gitignore.
renameSync(join(target, '_gitignore'), join(target, '.gitignore'));

const pkgFile = join(target, 'package.json');
const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
pkg.name =
  basename(target)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-') || 'keyhold-app';
for (const deps of [pkg.dependencies, pkg.devDependencies]) {
  for (const name of Object.keys(deps ?? {})) if (name.startsWith('@keyhold/')) deps[name] = `^${version}`;
}
writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);

console.info(`Created ${arg}. Next:

  cd ${arg}
  npm install
  npm run dev

Then open the app: http://localhost:5173 (the sandbox, your backend with the wallet's vault frame
on http://localhost:5174, and Vite start together; VAULT=off npm run dev for page mode).`);
