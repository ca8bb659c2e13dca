import { axeViolations } from './axe.js';
import { SCREENS, agentWithQueue, demoCall, openScreen, setUpAccounts } from './explorer.js';
import { emulateColorScheme, enterDemo, expect, type Page, shot, test, uniqueEmail } from './fixtures.js';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations on any screen in the ${colorScheme} scheme, with data on them`, async ({
    page,
  }) => {
    test.slow(); // many screens, or a second demo process: more than the default minute on a busy machine
    await emulateColorScheme(page, colorScheme);
    await enterDemo(page, uniqueEmail(`axe-${colorScheme}`));
    const { fiat, external } = await setUpAccounts(page);
    await demoCall(page, 'POST', '/transfers', {
      direction: 'out',
      internalAccountId: fiat,
      externalAccountId: external[0],
      amount: '5.00',
    });
    await demoCall(page, 'POST', '/agents', { name: 'Helper', permissions: ['CREATE_TRANSFERS'] });
    await demoCall(page, 'POST', '/invitations', { firstName: 'Sam', amount: '' });
    for (const screen of SCREENS) {
      await openScreen(page, screen.path);
      expect(await axeViolations(page), `${screen.path} in ${colorScheme}`).toEqual([]);
    }
  });
}

/** Runs axe and fails with the screen and state named. */
async function noViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations after interactions in the ${colorScheme} scheme: a quote, an error line, the agent queue, expanded details, the reset confirmation`, async ({
    page,
  }) => {
    test.slow();
    await emulateColorScheme(page, colorScheme);
    await enterDemo(page, uniqueEmail(`axe-act-${colorScheme}`));
    const { fiat, external } = await setUpAccounts(page, [
      { accountType: 'EUR_ACCOUNT', scenario: '001' },
      { accountType: 'USD_ACCOUNT', scenario: '001' },
    ]);
    await agentWithQueue(page, fiat, external[1]!);

    await openScreen(page, '/payments');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await expect(page.getByTestId('explorer-quote')).toBeVisible();
    await noViolations(page, `payments with a quote card (${colorScheme})`);
    await page.getByLabel('To', { exact: true }).selectOption('$success.eur@sandbox.keyhold.dev');
    await page.getByLabel('Your name (a UMA receiver asks for it)').fill('');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await expect(page.getByTestId('quote-error')).toBeVisible();
    await noViolations(page, `payments with an error line (${colorScheme})`);

    await openScreen(page, '/agents');
    await expect(page.getByTestId('approval-queue').getByRole('listitem')).toHaveCount(1);
    await noViolations(page, `agents with a waiting approval (${colorScheme})`);

    await openScreen(page, '/webhooks');
    const event = page.getByTestId('webhook').first();
    await event.getByText('Payload').click();
    await expect(event.locator('pre')).toBeVisible();
    await noViolations(page, `webhooks with a payload open (${colorScheme})`);

    await openScreen(page, '/inspector');
    const call = page.getByTestId('call').filter({ hasText: 'POST' }).first();
    await call.getByText('Bodies').click();
    await expect(call.locator('pre').first()).toBeVisible();
    await noViolations(page, `inspector with bodies open (${colorScheme})`);

    await openScreen(page, '/sandbox');
    await page.getByRole('button', { name: 'Reset the sandbox…' }).click();
    await expect(page.getByRole('alert')).toHaveText('This cannot be undone. Reset everything?');
    await noViolations(page, `sandbox reset confirmation (${colorScheme})`);
    await shot(page, `explorer-a11y-after-interactions-${colorScheme}`);
  });
}

test('no axe violations under the French locale (the elements in French), with a quote and a refusal on screen', async ({
  page,
}) => {
  test.slow();
  await enterDemo(page, uniqueEmail('axe-fr'));
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('kh-sign-in').first()).toHaveAttribute('lang', 'fr');
  await noViolations(page, 'wallet screen in French, signed out');
  await setUpAccounts(page, [{ accountType: 'EUR_ACCOUNT', scenario: '001' }]);
  await openScreen(page, '/payments');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('explorer-quote')).toBeVisible();
  await noViolations(page, 'payments with a quote in French');
  await page.getByLabel('To', { exact: true }).selectOption('$success.eur@sandbox.keyhold.dev');
  await page.getByLabel('Your name (a UMA receiver asks for it)').fill('');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('quote-error')).toBeVisible();
  await noViolations(page, 'payments with a refusal in French');
  await openScreen(page, '/agents');
  await noViolations(page, 'agents in French');
  await shot(page, 'explorer-a11y-french');
});
