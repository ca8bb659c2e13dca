import {
  addVirtualAuthenticator,
  enterDemo,
  expect,
  sessionState,
  shot,
  signOutWallet,
  test,
  uniqueEmail,
} from './fixtures.js';

test('passkey: create one as the first credential, sign out, sign in again with it', async ({ page }) => {
  await enterDemo(page, uniqueEmail('passkey'));
  await addVirtualAuthenticator(page);

  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await page.getByLabel('Name this passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(sessionState(page)).toHaveText(/Signed in with Test laptop\. /);
  await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
  await shot(page, 'passkey-created');

  await signOutWallet(page);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(sessionState(page)).toHaveText(/Signed in with Test laptop\. /);
  await shot(page, 'passkey-signed-in-again');
});
