import { demoCall, openScreen, setUpAccounts } from './explorer.js';
import { enterDemo, expect, shot, test, uniqueEmail } from './fixtures.js';

test('payments: a quote to an external account in another currency, paid; the failing scenario says why in words', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('pay-quote'));
  await setUpAccounts(page, [
    { accountType: 'EUR_ACCOUNT', scenario: '001' },
    { accountType: 'EUR_ACCOUNT', scenario: '002' },
  ]);
  await openScreen(page, '/payments');
  await expect(page.getByTestId('balances')).toContainText('USD account · $1,000.00');
  const to = page.getByLabel('To', { exact: true });
  const options = await to.locator('option').allTextContents();
  await to.selectOption({ label: options.find((o) => o.endsWith('001'))! });
  await page.getByLabel('Amount to send').fill('20.00');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const quote = page.getByTestId('explorer-quote');
  await expect(quote).toContainText('$20.00');
  await expect(quote).toContainText('€');
  await expect(page.getByTestId('explorer-quote-status')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Pay this quote' }).click();
  await expect(page.getByTestId('quote-outcome')).toHaveText('Payment of $20.00 completed.');
  await expect(page.getByTestId('balances')).toContainText('USD account · $980.00');

  await to.selectOption({ label: options.find((o) => o.endsWith('002'))! });
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('explorer-quote-status')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Pay this quote' }).click();
  await expect(page.getByTestId('quote-outcome')).toHaveText(
    'Payment of $20.00 failed: The payment could not be carried out.',
  );
  // Refunded: the balance is where it was.
  await expect(page.getByTestId('balances')).toContainText('USD account · $980.00');
  await shot(page, 'explorer-payments-quote-failed');
});

test('payments: a quote to a sandbox UMA address (after the receiver lookup) completes', async ({ page }) => {
  await enterDemo(page, uniqueEmail('pay-uma'));
  await setUpAccounts(page, []);
  await openScreen(page, '/payments');
  await page.getByLabel('To', { exact: true }).selectOption('$success.eur@sandbox.keyhold.dev');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('explorer-quote')).toContainText('€');
  await page.getByRole('button', { name: 'Pay this quote' }).click();
  await expect(page.getByTestId('quote-outcome')).toHaveText(/completed\.$/);

  // Without the payer's name the receiver refuses: the service's sentence, no quote.
  await page.getByLabel('Your name (a UMA receiver asks for it)').fill('');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('quote-error')).toBeVisible();
});

test('payments: transfer out and in, and the transfer scenarios that fail say why', async ({ page }) => {
  await enterDemo(page, uniqueEmail('pay-transfer'));
  await setUpAccounts(page, [
    { accountType: 'USD_ACCOUNT', scenario: '001' },
    { accountType: 'USD_ACCOUNT', scenario: '004' },
  ]);
  await openScreen(page, '/payments');
  const external = page.getByLabel('External account', { exact: true });
  const options = await external.locator('option').allTextContents();
  await external.selectOption({ label: options.find((o) => o.endsWith('001'))! });
  await page.locator('#transfer-amount').fill('10.00');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByTestId('transfer-status')).toHaveText('Payment of $10.00 completed.');
  await page.getByLabel('in from the external account').check();
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByTestId('transfer-status')).toHaveText('Incoming payment of $10.00 completed.');
  await expect(page.getByTestId('balances')).toContainText('USD account · $1,000.00');

  await page.getByLabel('out to the external account').check();
  await external.selectOption({ label: options.find((o) => o.endsWith('004'))! });
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByTestId('transfer-status')).toHaveText(
    'Payment of $10.00 rejected: The receiving bank could not deliver the money.',
  );
  await expect(page.getByTestId('balances')).toContainText('USD account · $1,000.00');
});

test('payments: simulated incoming payments, one that arrives and one that fails compliance', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('pay-incoming'));
  await setUpAccounts(page, []);
  await openScreen(page, '/payments');
  await page.getByLabel('Sender').selectOption('$success.usd@sandbox.keyhold.dev');
  await page.getByRole('button', { name: 'Receive the payment' }).click();
  await expect(page.getByTestId('incoming-status')).toHaveText('Incoming payment of $25.00 completed.');
  await page.getByLabel('Sender').selectOption('$fail.compliance.usd@sandbox.keyhold.dev');
  await page.getByRole('button', { name: 'Receive the payment' }).click();
  await expect(page.getByTestId('incoming-status')).toHaveText(
    /^Incoming payment of \$25\.00 failed: The sender’s side could not complete the payment\.$/,
  );
});

test('transactions: filters, live status of a slow payment, failure reasons in words', async ({ page }) => {
  await enterDemo(page, uniqueEmail('tx'));
  const { fiat, external } = await setUpAccounts(page, [
    { accountType: 'USD_ACCOUNT', scenario: '001' },
    { accountType: 'USD_ACCOUNT', scenario: '002' },
  ]);
  const transfer = (to: string, direction = 'out') =>
    demoCall(page, 'POST', '/transfers', {
      direction,
      internalAccountId: fiat,
      externalAccountId: to,
      amount: '3.00',
    });
  await transfer(external[0]!);
  await transfer(external[1]!);
  await transfer(external[0]!, 'in');
  // A payment that stays processing for 6 minutes of sandbox time.
  const quote = await demoCall<{ id: string }>(page, 'POST', '/quotes', {
    sourceAccountId: fiat,
    umaAddress: '$pending.long.usd@sandbox.keyhold.dev',
    amount: '4.00',
    payer: { fullName: 'Ada Lovelace' },
  });
  await demoCall(page, 'POST', `/quotes/${encodeURIComponent(quote.id)}/execute`);

  await openScreen(page, '/transactions');
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(4);
  await expect(
    rows.filter({ hasText: 'Failed: The receiving bank could not deliver the money.' }),
  ).toHaveCount(1);
  const slow = rows.filter({ hasText: '$pending.long.usd@sandbox.keyhold.dev' });
  await expect(slow).toContainText('Processing');
  await expect(page.getByText('Some payments are still moving: this list refreshes itself.')).toBeVisible();
  await shot(page, 'explorer-transactions');

  // Six minutes later on the sandbox clock, the list shows it completed without a reload.
  await demoCall(page, 'POST', '/clock/advance', { seconds: 361 });
  await expect(slow).toContainText('Completed', { timeout: 15_000 });

  await page.getByLabel('Status').selectOption({ label: 'Failed' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('transactions-status')).toHaveText('1 transaction.');
  await page.getByLabel('Status').selectOption({ label: 'Any' });
  await page.getByLabel('Direction').selectOption('INCOMING');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('In · $3.00');
});
