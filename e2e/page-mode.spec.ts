// The demo in page mode (`--page-mode`), for integrators who cannot serve a second origin: no vault frame,
// the keys in the app's page, and the elements' own approve dialog and phrase. Every other spec runs the
// demo in frame mode, as `npm start` does.
import { startDemo } from './demo-process.mjs';
import {
  approveButton,
  enterSignedIn,
  expect,
  paymentOutcome,
  prepareQuote,
  sendButton,
  shot,
  test as base,
  walletBalance,
} from './fixtures.js';

const test = base.extend<object, { pageModeUrl: string }>({
  pageModeUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      const demo = await startDemo(['--page-mode']);
      await use(demo.url);
      await demo.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ pageModeUrl }, use) => use(pageModeUrl),
});

test('page mode: a payment approved in the elements’ own dialog, and an export revealed in <kh-export>', async ({
  page,
}) => {
  await enterSignedIn(page, 'page-mode');
  await expect(page.locator('iframe[data-keyhold-vault]')).toHaveCount(0);

  await prepareQuote(page);
  await sendButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Send the payment in this quote');
  await expect(dialog).toContainText('EXECUTE_QUOTE');
  await shot(page, 'page-mode-approve-quote');
  await approveButton(page).click();
  await expect(paymentOutcome(page)).toHaveAttribute('data-outcome', 'completed', { timeout: 20_000 });
  await expect(walletBalance(page)).toHaveText('$990.00', { timeout: 20_000 });

  const exporter = page.locator('kh-export');
  await exporter.getByRole('button', { name: 'Export recovery phrase' }).click();
  await expect(dialog).toContainText('EXPORT_WALLET');
  await approveButton(page).click();
  await expect(exporter.getByRole('list', { name: 'Recovery phrase' })).toHaveCount(0); // hidden until revealed
  await exporter.getByRole('button', { name: 'Reveal recovery phrase' }).click();
  const words = exporter.getByRole('list', { name: 'Recovery phrase' }).getByRole('listitem');
  await expect(words).toHaveCount(12);
  for (const word of await words.allTextContents()) expect(word.trim()).toMatch(/^[a-z]{3,8}$/);
  await shot(page, 'page-mode-export-revealed');
  await exporter.getByRole('button', { name: 'Done' }).click();
  await expect(words).toHaveCount(0);
});
