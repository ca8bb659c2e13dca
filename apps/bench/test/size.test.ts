import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { measureSizes } from '../sizes.mjs';
import budgets from '../budgets.json';

// Size budgets (gzip bytes) of what a page ships; the bench prints the full table.
describe('bundle size budgets', () => {
  it('each measured entry stays within its gzip budget', async () => {
    const sizes = (await measureSizes()) as Record<string, { gzip: number }>;
    for (const [entry, budget] of Object.entries(budgets as Record<string, number>)) {
      expect(sizes[entry], entry).toBeDefined();
      expect(sizes[entry]!.gzip, `${entry} gzip bytes`).toBeLessThanOrEqual(budget);
    }
  }, 60_000);
});
