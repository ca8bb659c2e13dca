import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { OTHER_LANGUAGE_MODULE, languageRow, languages, measureSizes } from '../sizes.mjs';
import budgets from '../budgets.json';

type Sizes = Record<string, { gzip: number; modules?: string[] }>;

/** The pages that speak English only: none of them may carry another language's catalogue. */
const ENGLISH_ONLY = ['core', 'elements/all', 'core+elements', 'core+elements+money'];

// Size budgets (gzip bytes) of what a page ships; the bench prints the full table.
describe('bundle size budgets', () => {
  let sizes: Sizes;
  beforeAll(async () => {
    sizes = (await measureSizes()) as Sizes;
  }, 120_000);

  it('each measured entry stays within its gzip budget', () => {
    for (const [entry, budget] of Object.entries(budgets as Record<string, number>)) {
      expect(sizes[entry], entry).toBeDefined();
      expect(sizes[entry]!.gzip, `${entry} gzip bytes`).toBeLessThanOrEqual(budget);
    }
  });

  it('every shipped language has a budget for what it costs on demand, in the elements and in the vault', () => {
    const rows = (languages as string[]).flatMap((lang) => [
      languageRow(lang, 'elements') as string,
      languageRow(lang, 'vault') as string,
    ]);
    expect(rows.filter((row) => !(row in budgets))).toEqual([]);
    for (const row of rows) expect(sizes[row]!.gzip, row).toBeGreaterThan(0);
  });

  it('an English-only page pays nothing for the other languages (up front or on demand)', () => {
    const re = OTHER_LANGUAGE_MODULE as RegExp;
    for (const entry of ENGLISH_ONLY) {
      expect(sizes[entry]!.modules!.length, entry).toBeGreaterThan(0);
      expect(
        sizes[entry]!.modules!.filter((m) => re.test(m)),
        entry,
      ).toEqual([]);
    }
    // The rule sees a catalogue where there is one: each language's own chunks are made of them.
    for (const lang of languages as string[])
      expect(
        sizes[languageRow(lang, 'elements') as string]!.modules!.some((m) => re.test(m)),
        lang,
      ).toBe(true);
  });
});
