#!/usr/bin/env node
// keyhold-vault verify <vault URL>: compares the vault served at the URL with the files of this installed
// @keyhold/vault (its dist/vault-manifest.json), prints one line per check and what the check does not
// prove, and exits 1 on any difference (2 on a usage error).
import { readFileSync } from 'node:fs';
import { isVaultManifest } from '@keyhold/protocol/vault-manifest';
import { verifyVault } from './verify-vault.js';

const USAGE = `Usage: keyhold-vault verify <vault URL>   (e.g. npx @keyhold/vault verify https://keys.example.com)

Compares the vault frame served at the URL with the files of this installed @keyhold/vault.`;

const NOT_PROVEN = `What this does not prove:
  - that the server sends every visitor what it sent this check: it may single out others (by address,
    cookie, time); a check proves what was served here, now;
  - that this installed @keyhold/vault is genuine: check it with \`npm audit signatures\` and rebuild it
    from the tagged source (the build is reproducible) to compare its vault-manifest.json;
  - anything about the configuration (vault-config.json: parents, trusted export keys), which is yours, nor
    about the app's page, the browser, or extensions on the person's machine.`;

const [command, url, ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h') {
  console.log(USAGE);
  process.exit(0);
}
if (command !== 'verify' || !url || rest.length > 0 || !/^https?:\/\//i.test(url)) {
  console.error(USAGE);
  process.exit(2);
}

const manifestUrl = new URL('../dist/vault-manifest.json', import.meta.url);
let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
} catch (err) {
  console.error(
    `Cannot read this package's manifest (${manifestUrl.pathname}): ${/** @type {Error} */ (err).message}`,
  );
  process.exit(2);
}
if (!isVaultManifest(manifest)) {
  console.error(`${manifestUrl.pathname} is not a vault manifest: reinstall @keyhold/vault`);
  process.exit(2);
}

console.log(`Verifying ${url} against ${manifest.name} ${manifest.version} (${manifest.files.length} files)`);
const checks = await verifyVault(url, manifest);
for (const check of checks) {
  const mark = !check.ok ? 'FAIL' : check.warning ? 'WARN' : 'ok  ';
  console.log(`${mark} ${check.name}: ${check.detail}`);
}
const failed = checks.filter((c) => !c.ok);
console.log(
  failed.length === 0
    ? `\nThe vault at ${url} serves exactly the files of ${manifest.name} ${manifest.version}.`
    : `\n${failed.length} difference(s): the vault at ${url} is NOT the one of ${manifest.name} ${manifest.version}.`,
);
console.log(`\n${NOT_PROVEN}`);
process.exit(failed.length === 0 ? 0 : 1);
