import { axeViolations, axeViolationsIn } from './axe.js';
import { emulateColorScheme, enterDemo, expect, signInWithEmail, test, uniqueEmail } from './fixtures.js';
import { approvesInFrame, vault } from './vault.js';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations in the ${colorScheme} scheme: signed out, signed in, and with the approval dialog and its vault frame open`, async ({
    page,
  }) => {
    await emulateColorScheme(page, colorScheme);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to the demo app' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await enterDemo(page, uniqueEmail(`a11y-${colorScheme}`));
    expect(await axeViolations(page)).toEqual([]);

    await signInWithEmail(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('kh-export').getByRole('button', { name: 'Export recovery phrase' }).click();
    // Approve where the frame asks itself; Continue where the engine needs the vault's window (Firefox).
    const primary = approvesInFrame(page) ? 'Approve' : 'Continue in the window';
    await expect(vault(page).getByRole('button', { name: primary, exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const frame = page.frames().find((f) => f.url().includes('view=visible'));
    expect(frame, 'the vault frame’s view').toBeDefined();
    expect(await axeViolationsIn(frame!)).toEqual([]);
  });
}
