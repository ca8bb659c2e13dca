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
import { vault } from './vault.js';

test('passkey: the first credential is created in the vault frame, then signs in again there', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('passkey'));
  await addVirtualAuthenticator(page);

  // Frame mode: the ceremony runs in the vault frame (its origin signs), from the click there.
  await vault(page).getByRole('button', { name: 'Use a passkey' }).click();
  await expect(sessionState(page)).toHaveText(/Signed in with Passkey\. /);
  await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
  await shot(page, 'passkey-created');

  await signOutWallet(page);

  await vault(page).getByRole('button', { name: 'Use a passkey' }).click();
  await expect(sessionState(page)).toHaveText(/Signed in with Passkey\. /);
  await shot(page, 'passkey-signed-in-again');
});
