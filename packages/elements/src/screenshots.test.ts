import { afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './all.js';
import './locales/fr/register.js';
import './locales/ar/register.js';
import { expectNoAxeViolations } from './test-support/axe.js';
import { states } from './test-support/element-states.js';
import { setViewport } from '../../../test-support/engines.js';

// Every element state in light and dark, at 375 px and 1024 px, kept as artifacts
// in .ci-out/elements-screenshots/ at the repository root (outside test-results/, which Playwright empties
// later in `npm test`; .ci-out is git-ignored and kept by scripts/test.mjs), each with zero axe violations.

afterAll(async () => {
  document.body.replaceChildren();
  await setViewport(414, 896);
});

describe('element states, light and dark, 375 px and wide', () => {
  for (const [name, make] of Object.entries(states)) {
    for (const theme of ['light', 'dark']) {
      for (const width of [375, 1024]) {
        it(`${name} ${theme} ${width}px: no axe violations, screenshot kept`, async () => {
          document.body.replaceChildren();
          document.body.style.margin = '0';
          await setViewport(width, 800);
          const el = await make(theme);
          await expectNoAxeViolations(el);
          expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
          const path = await page.screenshot({
            path: `../../../.ci-out/elements-screenshots/${name}-${theme}-${width}.png`,
          });
          expect(path).toContain(`${name}-${theme}-${width}.png`);
        });
      }
    }
  }
});
