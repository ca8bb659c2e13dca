import {
  addVirtualAuthenticator,
  advanceSandboxClock,
  enterDemo,
  enterEmailCode,
  enterSignedIn,
  expect,
  sessionState,
  shot,
  test,
  uniqueEmail,
} from './fixtures.js';

test('when the sandbox clock passes the session lifetime, the re-auth dialog asks to sign in again', async ({
  page,
}) => {
  await enterSignedIn(page, 'expiry');

  await advanceSandboxClock(page, 901);
  const reauth = page.getByRole('dialog');
  await expect(reauth.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(reauth).toContainText('Your session ended');
  await expect(sessionState(page)).toHaveText('Not signed in to the wallet');
  await shot(page, 'expiry-reauth');

  // Sign in again in the dialog with the same email credential.
  await enterEmailCode(page, reauth);
  await expect(reauth).toHaveCount(0);
  await expect(sessionState(page)).toHaveText(/Signed in with .*\(EMAIL_OTP\)/);
  await shot(page, 'expiry-signed-in-again');
});

test('a passkey session that ended at the service is renewed with the same passkey in the re-auth dialog', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('expiry-passkey'));
  await addVirtualAuthenticator(page);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await page.getByLabel('Name this passkey').fill('Desk key');
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(sessionState(page)).toHaveText('Signed in with Desk key (PASSKEY)');

  await advanceSandboxClock(page, 901);
  const reauth = page.getByRole('dialog');
  await expect(reauth).toContainText('Sign in again with your passkey (Desk key)');
  await reauth.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(reauth).toHaveCount(0);
  await expect(sessionState(page)).toHaveText('Signed in with Desk key (PASSKEY)');
});

test('on the device clock: "expiring soon" a minute before the end, then the re-auth dialog', async ({
  page,
}) => {
  await page.clock.install();
  await enterSignedIn(page, 'expiry-device');
  await expect(page.getByText('Expiring soon')).toHaveCount(0);

  await page.clock.fastForward('14:05');
  await expect(
    page.getByText('Expiring soon: signed actions after that ask you to sign in again.'),
  ).toBeVisible();
  await shot(page, 'expiry-device-expiring-soon');

  await page.clock.fastForward('01:00');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(sessionState(page)).toHaveText('Not signed in to the wallet');
  await expect(page.getByTestId('log')).toContainText('The wallet session expired (local)');
});
