import {
  addVirtualAuthenticator,
  enterDemo,
  expect,
  sessionState,
  shot,
  test,
  uniqueEmail,
} from './fixtures.js';

test('passkey: create one as the first credential, sign out, sign in again with it', async ({ page }) => {
  await enterDemo(page, uniqueEmail('passkey'));
  await addVirtualAuthenticator(page);

  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await page.getByLabel('Name this passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(sessionState(page)).toHaveText('Signed in with Test laptop (PASSKEY)');
  await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
  await shot(page, 'passkey-created');

  await page.getByRole('button', { name: 'Sign out of the wallet' }).click();
  await expect(sessionState(page)).toHaveText('Not signed in to the wallet');

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(sessionState(page)).toHaveText('Signed in with Test laptop (PASSKEY)');
  await shot(page, 'passkey-signed-in-again');
});
