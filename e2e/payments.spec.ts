import { approveButton, enterDemo, expect, shot, signInWithEmail, test, uniqueEmail } from './fixtures.js';

test('a quote from the wallet, approved in the dialog and executed, completes its transaction', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('pay'));
  await signInWithEmail(page);

  await page.getByRole('button', { name: 'Add $1,000 sandbox funds' }).click();
  await expect(page.getByTestId('balance')).toHaveText('$1,000.00');
  await page.getByRole('button', { name: 'Create a EUR payee' }).click();
  await expect(page.getByTestId('payee')).toContainText('DE89370400440532013000');

  await page.getByLabel('Send (USD)').fill('25.00');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const quote = page.getByTestId('quote');
  await expect(quote).toContainText('PENDING');
  await expect(quote).toContainText('$25.00');
  await expect(quote).toContainText('€');

  await page.getByRole('button', { name: 'Send with the wallet…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Send the payment in this quote');
  await expect(dialog).toContainText('EXECUTE_QUOTE');
  await shot(page, 'payments-approve-quote');
  await approveButton(page).click();

  await expect(page.getByTestId('transaction-status')).toHaveText('COMPLETED', { timeout: 20_000 });
  await expect(page.getByTestId('balance')).toHaveText('$975.00');
  await shot(page, 'payments-completed');
});

test('declining the payment in the dialog signs nothing and keeps the quote', async ({ page }) => {
  await enterDemo(page, uniqueEmail('pay-decline'));
  await signInWithEmail(page);
  await page.getByRole('button', { name: 'Add $1,000 sandbox funds' }).click();
  await page.getByRole('button', { name: 'Create a EUR payee' }).click();
  await expect(page.getByTestId('payee')).toBeVisible();
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.getByRole('button', { name: 'Send with the wallet…' }).click();
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You declined the payment' })).toBeVisible();
  await expect(page.getByTestId('quote')).toContainText('PENDING');
  await expect(page.getByTestId('balance')).toHaveText('$1,000.00');
});
