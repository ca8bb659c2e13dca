import { axeViolations } from './axe.js';
import { approveButton, enterDemo, expect, signInWithEmail, test, uniqueEmail } from './fixtures.js';

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
