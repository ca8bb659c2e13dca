// The vault document's server over real HTTP: its headers (CSP with exactly the configured parents as
// frame-ancestors, no inline script, nosniff, no referrer), its configuration from its own origin, and
// nothing outside its folder.
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNodeHandler } from '../src/node.js';
import { createVaultHandler, vaultContentSecurityPolicy } from '../src/vault.js';
import { vaultRoot } from './helpers/vault-root.js';
import { isVaultConfig } from '@keyhold/protocol/vault-config';

const root = vaultRoot({
  'index.html': '<!doctype html><script type="module" src="./assets/a.js"></script>',
  'assets/a.js': 'export {};',
});
writeFileSync(join(tmpdir(), 'outside-the-vault.txt'), 'secret');

let server: Server;
let base: string;
beforeAll(async () => {
  const handler = createVaultHandler({
    root,
    parentOrigins: ['https://app.example.com', 'http://localhost:5173'],
    trustedSigners: ['02'.padEnd(66, 'a')],
  });
  server = createServer(toNodeHandler(handler));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('createVaultHandler', () => {
  it('serves the document with a strict CSP whose frame-ancestors are exactly the parents', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/frame-ancestors https:\/\/app\.example\.com http:\/\/localhost:5173(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('integrity-policy')).toBe('blocked-destinations=(script)');
  });

  it('serves its configuration from its own origin, readable for diagnosis', async () => {
    const res = await fetch(`${base}/vault-config.json`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({
      keyholdVault: 1,
      parentOrigins: ['https://app.example.com', 'http://localhost:5173'],
      trustedSigners: ['02'.padEnd(66, 'a')],
      sandbox: false,
    });
  });

  it('serves its script with its type and nosniff, and nothing outside its folder', async () => {
    const script = await fetch(`${base}/assets/a.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/../outside-the-vault.txt', '/%2e%2e/outside-the-vault.txt', '/assets/missing.js']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  it("refuses parents that are not origins, and says frame-ancestors 'none' without any", () => {
    expect(() => createVaultHandler({ root, parentOrigins: ['https://app.example.com/path'] })).toThrow(
      /Not an origin/,
    );
    expect(vaultContentSecurityPolicy([])).toContain("frame-ancestors 'none'");
  });

  it('gives the frame the backend URL in its own configuration and lets it connect there only', async () => {
    const handler = createVaultHandler({
      root,
      parentOrigins: ['https://app.example.com'],
      backendUrl: 'https://app.example.com/api/wallet',
    });
    const config = (await (
      await handler(new Request('https://keys.example.com/vault-config.json'))
    ).json()) as Record<string, unknown>;
    expect(config['backendUrl']).toBe('https://app.example.com/api/wallet');
    const csp = (await handler(new Request('https://keys.example.com/'))).headers.get(
      'content-security-policy',
    )!;
    expect(csp).toContain("connect-src 'self' https://app.example.com;");
    expect(vaultContentSecurityPolicy(['https://app.example.com'])).toContain("connect-src 'self';");
    expect(() => createVaultHandler({ root, parentOrigins: [], backendUrl: '/api/wallet' })).toThrow(
      /absolute http\(s\) URL/,
    );
  });

  it('gives the frame its OAuth provider in its own configuration, only beside a backend', async () => {
    const oauth = {
      authorizationEndpoint: 'https://accounts.example/authorize',
      clientId: 'client-1',
      name: 'Example',
    };
    const handler = createVaultHandler({
      root,
      parentOrigins: ['https://app.example.com'],
      backendUrl: 'https://app.example.com/api/wallet',
      oauth,
    });
    const config = (await (
      await handler(new Request('https://keys.example.com/vault-config.json'))
    ).json()) as Record<string, unknown>;
    expect(config['oauth']).toEqual(oauth);
    expect(isVaultConfig(config)).toBe(true);
    expect(isVaultConfig({ ...config, oauth: { ...oauth, authorizationEndpoint: 'javascript:x' } })).toBe(
      false,
    );
    expect(() => createVaultHandler({ root, parentOrigins: [], oauth })).toThrow(/needs `backendUrl`/);
    expect(() =>
      createVaultHandler({
        root,
        parentOrigins: [],
        backendUrl: 'https://app.example.com/api/wallet',
        oauth: { ...oauth, authorizationEndpoint: '/authorize' },
      }),
    ).toThrow(/absolute http\(s\) authorizationEndpoint/);
  });
});
