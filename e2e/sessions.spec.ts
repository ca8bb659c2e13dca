import {
  approveButton,
  enterDemo,
  enterEmailCode,
  expect,
  sessionState,
  shot,
  signInWithEmail,
  test,
  uniqueEmail,
} from './fixtures.js';

test('a session of another browser is revoked through the approval dialog; that browser must sign in again', async ({
  browser,
  page,
}) => {
  const email = uniqueEmail('sessions');
  await enterDemo(page, email);
  await signInWithEmail(page);

  // A second browser (its own cookies and IndexedDB) signs in to the same wallet.
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await enterDemo(other, email);
  await signInWithEmail(other);
  // The session id is not in any sentence; developers find it under "For developers".
  const otherSession = (await other.getByTestId('session-id').textContent())!;

  const list = page.locator('kh-session-list');
  await page.reload(); // the list is read when it appears
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
  await list.getByRole('listitem').filter({ hasNotText: 'This browser' }).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('REVOKE_AUTH_SESSION');
  await expect(dialog).toContainText(otherSession);
  await shot(page, 'sessions-revoke-approval');
  await approveButton(page).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('This browser');
  await expect(sessionState(page)).toHaveText(/Signed in with/);

  // The other browser still holds its key, but the service refuses its stamp: it ends the session there
  // and asks to sign in again before the export can go on.
  await other.locator('kh-export').getByRole('button', { name: 'Export recovery phrase' }).click();
  await expect(other.getByRole('dialog')).toContainText('EXPORT_WALLET');
  await approveButton(other).click();
  await expect(other.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(sessionState(other)).toHaveText(
    'Your session was signed out from another device or browser. Sign in again to continue.',
  );
  await shot(other, 'sessions-revoked-browser-reauth');

  // Signing in again there (the same wallet) lets the export that waited finish by itself: no second
  // Export press and no second approval; the phrase is ready to reveal.
  const reauth = other.getByRole('dialog').filter({ hasText: 'Confirm it is you' });
  await enterEmailCode(other, reauth);
  await expect(sessionState(other)).toHaveText(/Signed in with/);
  const exporter = other.locator('kh-export');
  await expect(reauth).toHaveCount(0);
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await expect(exporter.getByRole('button', { name: 'Export recovery phrase' })).toHaveCount(0);
  await expect(exporter).toContainText('Your recovery phrase is ready');
  await exporter.getByRole('button', { name: 'Reveal recovery phrase' }).click();
  await expect(exporter.getByRole('list', { name: 'Recovery phrase' }).getByRole('listitem')).toHaveCount(12);
  await shot(other, 'sessions-export-after-reauth');
  await laptop.close();
});
