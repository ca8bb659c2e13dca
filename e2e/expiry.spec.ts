import {
  enterDemo,
  expect,
  nextCode,
  outboxSize,
  sessionState,
  shot,
  signInWithEmail,
  test,
  uniqueEmail,
} from './fixtures.js';

test('when the sandbox clock passes the session lifetime, the re-auth dialog asks to sign in again', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('expiry'));
  await signInWithEmail(page);

  await page.getByLabel('Advance the sandbox clock by (seconds)').fill('901');
  await page.getByRole('button', { name: 'Advance the clock' }).click();
  const reauth = page.getByRole('dialog');
  await expect(reauth.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(reauth).toContainText('Your session ended');
  await expect(sessionState(page)).toHaveText('Not signed in to the wallet');
  await shot(page, 'expiry-reauth');

  // Sign in again in the dialog with the same email credential.
  const seen = await outboxSize(page);
  await reauth.getByRole('button', { name: 'Email me a code' }).click();
  const code = await nextCode(page, seen);
  await reauth.getByLabel('Digit 1 of 6').fill(code);
  await expect(reauth).toHaveCount(0);
  await expect(sessionState(page)).toHaveText(/Signed in with .*\(EMAIL_OTP\)/);
  await shot(page, 'expiry-signed-in-again');
});
