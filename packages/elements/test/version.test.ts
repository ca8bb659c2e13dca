import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe('ELEMENTS_VERSION', () => {
  it('is the version the package is published as', async () => {
    const { ELEMENTS_VERSION } = await import('@keyhold/elements');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(ELEMENTS_VERSION).toBe(pkg.version);
  });
});
