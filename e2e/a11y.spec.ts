import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  approveButton,
  enterDemo,
  expect,
  signInWithEmail,
  test,
  uniqueEmail,
  type Page,
} from './fixtures.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe over the whole page, shadow roots included: the rule ids and targets of every violation. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline script) does not apply.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
}
interface AxeResults {
  violations: { id: string; nodes: { target: unknown }[] }[];
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations in the ${colorScheme} scheme: signed out, signed in, and with the approval dialog open`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to the demo app' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await enterDemo(page, uniqueEmail(`a11y-${colorScheme}`));
    expect(await axeViolations(page)).toEqual([]);

    await signInWithEmail(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('kh-export').getByRole('button', { name: 'Export recovery phrase' }).click();
    await expect(approveButton(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
