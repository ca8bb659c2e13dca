import {
  enterDemo,
  expect,
  replaceText,
  requestCode,
  sessionState,
  shot,
  SIGNED_IN,
  SIGNED_OUT,
  signInWithEmail,
  test,
  uniqueEmail,
} from './fixtures.js';

test('email OTP sign-up: the code from the outbox signs in, and a reload keeps the session', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('otp'));
  await expect(sessionState(page)).toHaveText(SIGNED_OUT);
  await signInWithEmail(page);
  // No ids and no codes in the sentence: the credential type in words.
  await expect(page.getByTestId('session-method')).toHaveText('Signed in with an email code.');
  await expect(page.locator('#content')).not.toContainText('EMAIL_OTP');
  await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
  await shot(page, 'email-otp-signed-in');

  await page.reload();
  await expect(sessionState(page)).toHaveText(SIGNED_IN);
  await expect(page.getByText('Signed in with')).not.toHaveCount(0);
  await shot(page, 'email-otp-after-reload');
});

test('a wrong OTP shows a clear error, and the right code still signs in afterwards', async ({ page }) => {
  await enterDemo(page, uniqueEmail('wrong-otp'));
  const code = await requestCode(page);
  const wrong = code === '123456' ? '654321' : '123456';

  await page.getByLabel('Digit 1 of 6').fill(wrong);
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');
  await expect(sessionState(page)).toHaveText(SIGNED_OUT);
  await shot(page, 'email-otp-wrong-code');

  await page.getByLabel('Digit 1 of 6').fill(code);
  await expect(sessionState(page)).toHaveText(SIGNED_IN);
  // Gone from the sign-in card (the activity log keeps what happened, in words).
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toHaveCount(0);
  await expect(page.getByTestId('log')).toContainText('That code is not right. Check it and try again.');
  await shot(page, 'email-otp-right-code-after-wrong');
});

test('an email credential at another address than the demo login gets its code in the outbox panel too', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('otp-login'));
  const walletEmail = uniqueEmail('otp-wallet');
  await replaceText(page.getByLabel('Email address'), walletEmail);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const entry = page.getByTestId('outbox').getByRole('listitem').filter({ hasText: walletEmail });
  await expect(entry).toBeVisible();
  const code = (await entry.locator('.otp-code').textContent())!;
  await page.getByLabel('Digit 1 of 6').fill(code);
  await expect(sessionState(page)).toHaveText(
    new RegExp(`Signed in with ${walletEmail.replace(/[.+]/g, '\\$&')}\\. The session ends`),
  );
});
