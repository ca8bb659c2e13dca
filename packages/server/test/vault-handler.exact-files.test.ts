// createVaultHandler serves exactly the files of the built vault's manifest, at their exact paths, each
// HTML document with its headers; every other request target is 404. Requests go over real HTTP with the
// target as written (node:http sends the path untouched; fetch would normalise `/./` away).
import { writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNodeHandler } from '../src/node.js';
import { createVaultHandler } from '../src/vault.js';
import { vaultRoot } from './helpers/vault-root.js';

const INDEX = '<!doctype html><script type="module" src="./assets/a.js"></script>';
const root = vaultRoot(
  {
    'index.html': INDEX,
    // A second document of the build (an approval window): served with the same headers, from the manifest.
    'approve.html': '<!doctype html><title>approve</title>',
    'assets/a.js': 'export {};',
    'assets/s.css': 'main{}',
  },
  // On disk in the vault's folder, but not a file of the build.
  { 'notes.txt': 'not part of the vault', 'assets/extra.js': 'alert(1)', 'index.htm': INDEX },
);

let server: Server;
let port: number;
beforeAll(async () => {
  const handler = createVaultHandler({ root, parentOrigins: ['https://app.example.com'] });
  server = createServer(toNodeHandler(handler));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** GET with the request target exactly as given. */
function get(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('createVaultHandler serves only the exact files of the build', () => {
  it('serves each HTML document of the manifest with its CSP and Integrity-Policy, never cached', async () => {
    for (const path of ['/', '/index.html', '/?view=key', '/index.html?view=visible', '/approve.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-security-policy'], path).toMatch(
        /frame-ancestors https:\/\/app\.example\.com$/,
      );
      expect(res.headers['integrity-policy'], path).toBe('blocked-destinations=(script)');
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
    }
    expect((await get('/')).body).toBe(INDEX);
  });

  it('serves scripts and stylesheets of the manifest with their types, immutable', async () => {
    const script = await get('/assets/a.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect((await get('/assets/s.css')).headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers 404 to every other spelling of a document, so none is served without its headers', async () => {
    const spellings = [
      '//index.html',
      '/./index.html',
      '/%2e/index.html',
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/index.html/',
      '/index.html/.',
      '/%69ndex.html',
      '/index%2ehtml',
      '/Index.html',
      '/INDEX.HTML',
      '/index.html%00',
      '/index.html;x',
      '/index.htm',
      '///approve.html',
      '/approve.html/',
    ];
    for (const path of spellings) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('<script');
    }
  });

  it('answers 404 to files in the folder that are not in the manifest, the manifest itself, and other paths', async () => {
    for (const path of [
      '/notes.txt',
      '/assets/extra.js',
      '/vault-manifest.json',
      '/assets/',
      '/assets',
      '/assets//a.js',
      '/assets/a.js/',
      '/ASSETS/a.js',
      '/../vault-manifest.json',
      '/%2e%2e/notes.txt',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('refuses at start a folder without a manifest, or with a file that differs from it', () => {
    const noManifest = vaultRoot({ 'index.html': INDEX });
    writeFileSync(join(noManifest, 'vault-manifest.json'), '{}');
    expect(() => createVaultHandler({ root: noManifest, parentOrigins: [] })).toThrow(
      /is not a vault manifest/,
    );
    const changed = vaultRoot({ 'index.html': INDEX, 'assets/a.js': 'export {};' });
    writeFileSync(join(changed, 'assets', 'a.js'), 'export const x = 1;');
    expect(() => createVaultHandler({ root: changed, parentOrigins: [] })).toThrow(
      /assets\/a\.js differs from .*vault-manifest\.json/,
    );
    expect(() => createVaultHandler({ root: join(changed, 'nowhere'), parentOrigins: [] })).toThrow(
      /No readable vault-manifest\.json in .*nowhere: root must be the built @keyhold\/vault folder/,
    );
  });
});
