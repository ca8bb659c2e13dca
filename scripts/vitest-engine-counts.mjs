// A Vitest reporter that writes the run's test counts per browser engine (`node` for Node projects) to
// the JSON file named by KEYHOLD_COUNTS_FILE: { "<engine>": { passed, failed, skipped, why } }, `why`
// counting the skipped tests by the reason they gave (`skip(condition, reason)`, else the closing
// parenthesis of the title of an `it.skipIf(condition)` test, else the test's name). Vitest's own
// JSON report does not say which project a test ran in, and the same test file can run in Node and in a
// browser (core-node and protocol-crypto-browser), so the per-engine lines of `npm test` come from here.
import { writeFileSync } from 'node:fs';

/**
 * The reason a title gives in its closing parenthesis, e.g. "… the click signs nothing (IntersectionObserver
 * v2; Firefox and WebKit lack it, see SECURITY.md)": what `it.skipIf` tests carry instead of a note.
 * @param {string} title
 */
function reasonInTitle(title) {
  return /\(([^()]+)\)\s*$/.exec(title)?.[1];
}

export default class EngineCounts {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const file = process.env.KEYHOLD_COUNTS_FILE;
    if (!file) return;
    /** @type {Record<string, { passed: number, failed: number, skipped: number, why: Record<string, number> }>} */
    const counts = {};
    for (const mod of testModules) {
      const browser = mod.project.config.browser;
      const engine = browser.enabled ? browser.name : 'node';
      const c = (counts[engine] ??= { passed: 0, failed: 0, skipped: 0, why: {} });
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') c.passed++;
        else if (result.state === 'failed') c.failed++;
        else {
          c.skipped++;
          const reason =
            ('note' in result && result.note) ||
            reasonInTitle(test.name) ||
            `${test.fullName} (no reason given)`;
          c.why[reason] = (c.why[reason] ?? 0) + 1;
        }
      }
    }
    writeFileSync(file, JSON.stringify(counts));
  }
}
