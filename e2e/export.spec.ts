import { approveButton, enterSignedIn, expect, shot, test } from './fixtures.js';

test('export: approve, then reveal shows a 12-word recovery phrase', async ({ page }) => {
  await enterSignedIn(page, 'export');
  const exporter = page.locator('kh-export');

  await exporter.getByRole('button', { name: 'Export recovery phrase' }).click();
  await expect(page.getByRole('dialog')).toContainText('EXPORT_WALLET');
  await approveButton(page).click();
  await expect(exporter.getByRole('list', { name: 'Recovery phrase' })).toHaveCount(0); // hidden until revealed
  await exporter.getByRole('button', { name: 'Reveal recovery phrase' }).click();

  const words = exporter.getByRole('list', { name: 'Recovery phrase' }).getByRole('listitem');
  await expect(words).toHaveCount(12);
  for (const word of await words.allTextContents()) expect(word.trim()).toMatch(/^[a-z]{3,8}$/);
  await shot(page, 'export-revealed');

  await exporter.getByRole('button', { name: 'Done' }).click();
  await expect(words).toHaveCount(0);
});
