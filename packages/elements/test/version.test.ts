import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// Loaded while the file is collected (under CPU load the source transform outlasted a test's budget).
import { ELEMENTS_VERSION } from '@keyhold/elements';

describe('ELEMENTS_VERSION', () => {
  it('is the version the package is published as', async () => {
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(ELEMENTS_VERSION).toBe(pkg.version);
  });
});
