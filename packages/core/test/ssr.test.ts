// Importing the core must touch no browser global (SSR): server renderers import it before any page exists.
import { afterEach, describe, expect, it, vi } from 'vitest';

// Transformed once while the file is collected (under CPU load the source transform outlasted a test's
// budget); the test below evaluates it again, after resetModules, under the traps.
await import('../src/index.js');

const GLOBALS = [
  'window',
  'document',
  'indexedDB',
  'localStorage',
  'sessionStorage',
  'location',
  'BroadcastChannel',
];

describe('@keyhold/core import', () => {
  const touched: string[] = [];
  const saved = new Map<string, PropertyDescriptor | undefined>();

  afterEach(() => {
    for (const [name, desc] of saved) {
      if (desc) Object.defineProperty(globalThis, name, desc);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    saved.clear();
  });

  it('reads no browser global at module load, and creating nothing opens nothing', async () => {
    for (const name of GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    vi.resetModules();
    const core = await import('../src/index.js');
    expect(typeof core.createWallet).toBe('function');
    const store = core.createKeyStore();
    expect(store.kind).toBe('indexeddb');
    expect(touched).toEqual([]);
  });

  it('falls back to memory in Node (no IndexedDB) and says so', async () => {
    const { createKeyStore } = await import('../src/index.js');
    const store = createKeyStore();
    const events: string[] = [];
    store.addEventListener('storage-fallback', (e) => events.push(e.type));
    await store.putPending('x', { a: 1 });
    expect(await store.getPending('x')).toEqual({ a: 1 });
    expect(store.kind).toBe('memory');
    expect(events).toEqual(['storage-fallback']);
  });
});
