import type { Page } from '@playwright/test';
import {
  enterDemo,
  enterEmailCode,
  expect,
  sessionState,
  shot,
  signInWithEmail,
  test,
  uniqueEmail,
} from './fixtures.js';
import { type ApprovalView, approvalView, approveInVault, vaultPhraseWords } from './vault.js';

/** Where the person reads the export request (the frame, or the vault's window), once it shows it. */
async function exportView(page: Page): Promise<ApprovalView> {
  const view = await approvalView(page);
  await expect(view.locator('#operation')).toHaveText(
    /^Show your recovery phrase in (this window|the Keyhold frame on the page)$/,
  );
  return view;
}

test('a session of another browser is revoked from the session list; that browser must sign in again', async ({
  browser,
  page,
}) => {
  test.slow(); // two browsers, three sign-ins and two approvals in frames: more than a minute in Firefox under load
  const email = uniqueEmail('sessions');
  await enterDemo(page, email);
  await signInWithEmail(page);

  // A second browser (its own cookies and IndexedDB) signs in to the same wallet.
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await enterDemo(other, email);
  await signInWithEmail(other);

  const list = page.locator('kh-session-list');
  await page.reload(); // the list is read when it appears
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
  // A sign-out only takes power away: the vault frame signs it without a click (nothing to approve).
  await list.getByRole('listitem').filter({ hasNotText: 'This browser' }).getByRole('button').click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('This browser');
  await expect(sessionState(page)).toHaveText(/Signed in with/);

  // The other browser still holds its key, but the service refuses its stamp: it ends the session there
  // and asks to sign in again before the export can go on.
  await other.locator('kh-export').getByRole('button', { name: 'Export recovery phrase' }).click();
  await approveInVault(other, await exportView(other));
  await expect(other.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(sessionState(other)).toHaveText(
    'Your session was signed out from another device or browser. Sign in again to continue.',
  );
  await shot(other, 'sessions-revoked-browser-reauth');

  // Signing in again there (the same wallet) brings the export that waited back to its vault frame: no
  // second Export press; the frame asks for the click that the new session's signature needs, then shows
  // the phrase.
  const reauth = other.getByRole('dialog').filter({ hasText: 'Confirm it is you' });
  await enterEmailCode(other, reauth);
  await expect(sessionState(other)).toHaveText(/Signed in with/);
  const exporter = other.locator('kh-export');
  await expect(reauth).toHaveCount(0);
  await expect(exporter.getByRole('button', { name: 'Export recovery phrase' })).toHaveCount(0);
  await approveInVault(other, await exportView(other));
  await expect(vaultPhraseWords(other)).toHaveCount(12);
  await shot(other, 'sessions-export-after-reauth');
  await laptop.close();
});
