import { describe, expect, it } from 'vitest';

// The imports run while the file is collected (a module that touched a browser global would fail the file
// there); under CPU load, transforming the whole element graph from source outlasted a test's budget.
const windowBefore = typeof (globalThis as { window?: unknown }).window;
const all = await import('@keyhold/elements/all');
const index = await import('@keyhold/elements');
const fr = await import('@keyhold/elements/locales/fr');
const money = await import('@keyhold/elements/money');

// Architecture rule 5: importing the elements in Node (SSR) touches no browser global at module load.
describe('@keyhold/elements under Node', () => {
  it('imports every entry without a DOM', () => {
    expect(windowBefore).toBe('undefined');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof all.KhSignIn).toBe('function');
    expect(typeof index.KhOtpInput).toBe('function');
    expect(index.en.approveButton).toBe('Approve and sign');
    expect(fr.fr.approveButton).toBe('Approuver et signer');
    expect(index.registeredLanguages()).toContain('fr');
    expect(typeof money.KhReceive).toBe('function');
  });

  it("runs only lit, @keyhold/core, @keyhold/locales (its words) and qr (<kh-receive>'s QR encoder, loaded on demand) at runtime", async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@keyhold/core', '@keyhold/locales', 'lit', 'qr']);
  });
});
