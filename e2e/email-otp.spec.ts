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
  typeCode,
  uniqueEmail,
} from './fixtures.js';
import { vault, vaultFrameElement } from './vault.js';

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
  // Frame mode: the code is typed, and a wrong one said, inside the vault frame's sign-in view.
  const framed = vault(page);

  await typeCode(page, wrong);
  await expect(framed.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');
  await expect(framed.getByLabel('Code from the email')).toHaveAttribute('aria-invalid', 'true');
  await expect(sessionState(page)).toHaveText(SIGNED_OUT);
  await shot(page, 'email-otp-wrong-code');

  await typeCode(page, code);
  await expect(sessionState(page)).toHaveText(SIGNED_IN);
  await expect(vaultFrameElement(page)).toHaveCount(0);
  await shot(page, 'email-otp-right-code-after-wrong');
});

test('an email credential at another address than the demo login gets its code in the outbox panel too', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('otp-login'));
  const walletEmail = uniqueEmail('otp-wallet');
  const framed = vault(page);
  await replaceText(framed.getByLabel('Email address'), walletEmail);
  await framed.getByRole('button', { name: 'Email me a code' }).click();
  const entry = page.getByTestId('outbox').getByRole('listitem').filter({ hasText: walletEmail });
  await expect(entry).toBeVisible();
  const code = (await entry.locator('.otp-code').textContent())!;
  await typeCode(page, code);
  await expect(sessionState(page)).toHaveText(
    new RegExp(`Signed in with ${walletEmail.replace(/[.+]/g, '\\$&')}\\. The session ends`),
  );
});
