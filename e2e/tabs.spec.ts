import { enterSignedIn, expect, sessionState, shot, test } from './fixtures.js';

test('two tabs share the wallet session; signing out in one signs out the other within a second', async ({
  context,
  page,
}) => {
  await enterSignedIn(page, 'tabs');
  const signedIn = (await sessionState(page).textContent())!;

  const other = await context.newPage();
  await other.goto('/');
  await expect(sessionState(other)).toHaveText(signedIn);
  await shot(other, 'tabs-second-tab-signed-in');

  await page.getByRole('button', { name: 'Sign out of the wallet' }).click();
  await expect(sessionState(page)).toHaveText('Not signed in to the wallet');
  await expect(sessionState(other)).toHaveText('Not signed in to the wallet', { timeout: 1000 });
  await shot(other, 'tabs-second-tab-signed-out');
});
