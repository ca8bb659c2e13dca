import {
  addVirtualAuthenticator,
  advanceSandboxClock,
  enterDemo,
  enterEmailCode,
  enterSignedIn,
  expect,
  sessionState,
  shot,
  SIGNED_IN,
  test,
  uniqueEmail,
} from './fixtures.js';
import { vault } from './vault.js';

test('when the sandbox clock passes the session lifetime, the re-auth dialog asks to sign in again', async ({
  page,
}) => {
  await enterSignedIn(page, 'expiry');

  await advanceSandboxClock(page, 901);
  const reauth = page.getByRole('dialog');
  await expect(reauth.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(reauth).toContainText('Your session ended');
  await expect(sessionState(page)).toHaveText('Your session expired. Sign in again to use your wallet.');
  await shot(page, 'expiry-reauth');

  // Sign in again in the dialog with the same email credential.
  await enterEmailCode(page, reauth);
  await expect(reauth).toHaveCount(0);
  await expect(sessionState(page)).toHaveText(SIGNED_IN);
  await shot(page, 'expiry-signed-in-again');
});

test('a passkey session that ended at the service is renewed with the same passkey in the re-auth dialog', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('expiry-passkey'));
  await addVirtualAuthenticator(page);
  // Frame mode: the first passkey is created, and signs in, in the vault frame.
  await vault(page).getByRole('button', { name: 'Use a passkey' }).click();
  await expect(sessionState(page)).toHaveText(/Signed in with Passkey\. /);
  await expect(page.getByTestId('session-method')).toHaveText('Signed in with a passkey.');

  await advanceSandboxClock(page, 901);
  const reauth = page.getByRole('dialog');
  await expect(reauth).toContainText('Sign in again with your passkey (Passkey)');
  await reauth
    .frameLocator('iframe[data-keyhold-vault="visible"]')
    .getByRole('button', { name: 'Use a passkey' })
    .click();
  await expect(reauth).toHaveCount(0);
  await expect(sessionState(page)).toHaveText(/Signed in with Passkey\. /);
});

test('on the device clock: "expiring soon" a minute before the end, then the re-auth dialog', async ({
  page,
}) => {
  await page.clock.install();
  await enterSignedIn(page, 'expiry-device');
  await expect(sessionState(page)).toHaveText(SIGNED_IN);

  // This test is about the device clock alone. The wallet screen's balance and activity keep reading
  // through the handler, and each answer's Date header re-sets the service clock: a device clock moved
  // ahead alone then reads as a wrong device clock, and the session rightly follows the service (the
  // core's gap decision). From here on the answers carry no Date, as if the service were not heard from.
  await page.route('**/api/wallet/**', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['date'];
    await route.fulfill({ response, headers });
  });
  await page.clock.fastForward('14:05');
  // <kh-session-status> words the last minute as "now" (its formatRelative rounds under a minute).
  await expect(sessionState(page)).toHaveAttribute('data-state', 'expiring');
  await expect(sessionState(page)).toHaveText(
    /Your session with .+ ends (now|in .+)\. Signing anything after that asks you to sign in again\.\s*$/,
  );
  await shot(page, 'expiry-device-expiring-soon');

  await page.clock.fastForward('01:00');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(sessionState(page)).toHaveText('Your session expired. Sign in again to use your wallet.');
  await expect(page.getByTestId('log')).toContainText(
    'The wallet session expired. Sign in again to sign anything.',
  );
});
