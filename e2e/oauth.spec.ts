import { enterDemo, expect, sessionState, shot, SIGNED_IN, test, uniqueEmail } from './fixtures.js';
import { vault } from './vault.js';

test('OAuth from a click in the vault frame: the dev issuer popup signs in with an OAUTH credential', async ({
  page,
}) => {
  const email = uniqueEmail('oauth');
  await enterDemo(page, email);

  const popupOpened = page.waitForEvent('popup');
  // Frame mode: the vault frame opens the popup and receives the ID token; the page never sees it.
  await vault(page).getByRole('button', { name: 'Continue with Sandbox ID' }).click();
  const popup = await popupOpened;
  // The popup opens blank inside the click (so it is not blocked), then goes to the issuer.
  await popup.waitForURL(/\/oidc\/authorize\?/);
  const authorize = new URL(popup.url());
  expect(authorize.searchParams.get('client_id')).toBe('keyhold-sandbox');
  expect(authorize.searchParams.get('response_mode')).toBe('web_message');
  await expect(popup.locator('#email')).toHaveValue(email); // the login_hint
  await shot(popup, 'oauth-popup');
  await popup.locator('#sign-in').click();

  await expect(sessionState(page)).toHaveText(SIGNED_IN);
  await expect(page.getByTestId('session-method')).toHaveText('Signed in with a linked account.');
  await expect.poll(() => popup.isClosed(), { message: 'the popup closes itself' }).toBe(true);
  await shot(page, 'oauth-signed-in');
});
