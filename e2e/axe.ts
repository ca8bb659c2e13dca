// axe-core over the whole page, shadow roots included, for the accessibility checks of every screen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; nodes: { target: unknown }[] }[];
}

/** The rule ids and targets of every axe violation in one frame (a cross-origin frame included). */
export async function axeViolationsIn(frame: Frame): Promise<string[]> {
  await frame.evaluate(axeSource);
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
}

/**
 * The rule ids and targets of every axe violation on the page. Frames are left out unless `iframes`:
 * axe messages each frame with the page's own origin as target, which a frame of another origin (the
 * vault, in frame mode) cannot receive (axe then waits, and Firefox reports an error of the page); check
 * such a frame with `axeViolationsIn`.
 */
export async function axeViolations(page: Page, { iframes = false } = {}): Promise<string[]> {
  // Evaluated by the automation protocol, so the page's CSP (no inline script) does not apply.
  await page.evaluate(axeSource);
  return page.evaluate(async (withFrames) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, { resultTypes: ['violations'], iframes: withFrames });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  }, iframes);
}
