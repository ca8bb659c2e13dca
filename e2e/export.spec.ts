import { enterSignedIn, expect, shot, test } from './fixtures.js';
import { approvalView, approveInVault, clickInVault, vaultFrameElement, vaultPhraseWords } from './vault.js';

test('export: approved inside the vault frame, which shows the 12-word phrase, hides it and closes on Done', async ({
  page,
}) => {
  await enterSignedIn(page, 'export');
  const exporter = page.locator('kh-export');

  await exporter.getByRole('button', { name: 'Export recovery phrase' }).click();
  await expect(exporter.locator('iframe[data-keyhold-vault="visible"]')).toBeVisible();
  // "in this window" in the frame; in the vault's window (where the engine needs it), "in the frame".
  const view = await approvalView(page);
  await expect(view.locator('#operation')).toHaveText(
    /^Show your recovery phrase in (this window|the Keyhold frame on the page)$/,
  );
  await approveInVault(page, view);

  const words = vaultPhraseWords(page);
  await expect(words).toHaveCount(12);
  for (const word of await words.allTextContents()) expect(word.trim()).toMatch(/^[a-z]{3,8}$/);
  // Not a word of it in the page: <kh-export> hosts the frame and holds no list of its own.
  await expect(exporter.getByRole('list', { name: 'Recovery phrase' })).toHaveCount(0);
  await shot(page, 'export-revealed');

  await clickInVault(page, 'Hide');
  await expect(words).toHaveCount(0);
  await clickInVault(page, 'Show');
  await expect(words).toHaveCount(12);

  await clickInVault(page, 'Done');
  await expect(vaultFrameElement(page)).toHaveCount(0);
  await expect(exporter.getByRole('button', { name: 'Export recovery phrase' })).toBeVisible();
});
