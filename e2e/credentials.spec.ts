import {
  addVirtualAuthenticator,
  enterDemo,
  enterSignedIn,
  expect,
  shot,
  signInWithEmail,
  test,
  uniqueEmail,
} from './fixtures.js';
import { approvalView, approveInVault } from './vault.js';

test('adding a passkey and revoking it are both approved inside the vault frame, which names the passkey', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('creds'));
  await addVirtualAuthenticator(page);
  await signInWithEmail(page);
  const manager = page.locator('kh-credential-manager');
  await expect(manager.getByRole('listitem')).toHaveCount(1);

  await manager.getByRole('button', { name: 'Add a passkey' }).click();
  await manager.getByLabel('Name this passkey').fill('Backup key');
  await manager.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const adding = await approvalView(page);
  await expect(adding.locator('#operation')).toHaveText('Add the passkey “Backup key”');
  await expect(adding.locator('pre')).toContainText('CREATE_AUTH_CREDENTIAL');
  await approveInVault(page, adding);
  await expect(manager.getByRole('listitem')).toHaveCount(2);
  await expect(manager.getByRole('listitem').filter({ hasText: 'Backup key' })).toBeVisible();

  // The email session signs the removal of the passkey (a credential cannot revoke itself).
  await manager.getByRole('button', { name: 'Remove Backup key' }).click();
  await expect(dialog.getByRole('heading', { name: 'Approve with your wallet' })).toBeVisible();
  const removing = await approvalView(page);
  await expect(removing.locator('#operation')).toHaveText('Remove the sign-in method “Backup key”');
  await expect(removing.locator('pre')).toContainText('REVOKE_AUTH_CREDENTIAL');
  await shot(page, 'credentials-revoke-approval');
  await approveInVault(page, removing);
  await expect(manager.getByRole('listitem')).toHaveCount(1);
  await expect(manager.getByRole('listitem').filter({ hasText: 'Backup key' })).toHaveCount(0);
  await expect(manager.getByRole('status')).toContainText('was removed');
  await shot(page, 'credentials-revoked');
});

test('a wallet that has an email is not offered a second one, and says why in a sentence', async ({
  page,
}) => {
  await enterSignedIn(page, 'creds-dup');
  const manager = page.locator('kh-credential-manager');
  await expect(manager.getByRole('button', { name: 'Add an email' })).toHaveCount(0);
  await expect(manager).toContainText(
    'Your wallet already has an email code; a wallet holds one of each kind.',
  );
  await expect(manager).not.toContainText('EMAIL_OTP');
  await expect(manager.getByRole('listitem')).toHaveCount(1);
});
