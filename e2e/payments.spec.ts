import {
  approveButton,
  enterEmailCode,
  enterSignedIn,
  expect,
  prepareQuote,
  sessionState,
  shot,
  test,
} from './fixtures.js';

test('a quote from the wallet, approved in the dialog and executed, completes its transaction', async ({
  page,
}) => {
  await enterSignedIn(page, 'pay');

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
  await enterSignedIn(page, 'pay-decline');
  await prepareQuote(page);
  await page.getByRole('button', { name: 'Send with the wallet…' }).click();
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You declined the payment' })).toBeVisible();
  await expect(page.getByTestId('quote')).toContainText('PENDING');
  await expect(page.getByTestId('balance')).toHaveText('$1,000.00');
});

test('a payment approved while signed out waits for re-auth, then executes by itself', async ({ page }) => {
  await enterSignedIn(page, 'pay-reauth');
  await prepareQuote(page);
  await expect(page.getByTestId('quote')).toContainText('PENDING');

  await page.getByRole('button', { name: 'Sign out of the wallet' }).click();
  await expect(sessionState(page)).toHaveText('Not signed in to the wallet');

  await page.getByRole('button', { name: 'Send with the wallet…' }).click();
  await approveButton(page).click();
  const reauth = page.getByRole('dialog').filter({ hasText: 'Confirm it is you' });
  await expect(reauth).toBeVisible();
  await shot(page, 'payments-reauth-while-approving');

  await enterEmailCode(page, reauth);
  await expect(page.getByTestId('transaction-status')).toHaveText('COMPLETED', { timeout: 20_000 });
  await expect(page.getByTestId('balance')).toHaveText('$990.00');
});
