import { demoCall, openScreen, setUpAccounts } from './explorer.js';
import { enterDemo, expect, shot, test, uniqueEmail, type Page } from './fixtures.js';

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
  // exchangeRate is sending-currency units per receiving-currency unit: one euro costs about 1.08 dollars.
  await expect(page.getByTestId('explorer-quote-rate')).toHaveText('1 EUR = 1.08 USD');
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
  // In words, with what to do; the service's field path is for developers (the call inspector).
  await expect(page.getByTestId('quote-error')).toHaveText(
    'The receiver needs your full name: fill in “Your name”, then ask for the quote again.',
  );
  await expect(page.getByTestId('explorer-quote')).toHaveCount(0);
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
  // Each sender says what it does.
  await expect(page.getByLabel('Sender').locator('option')).toHaveText([
    '$success.usd@sandbox.keyhold.dev: the payment arrives at once',
    '$success.eur@sandbox.keyhold.dev: the payment arrives at once',
    '$success.mxn@sandbox.keyhold.dev: the payment arrives at once',
    '$pending.long.usd@sandbox.keyhold.dev: the payment stays processing for 6 minutes, then arrives',
    '$fail.compliance.usd@sandbox.keyhold.dev: the payment fails the sender’s compliance check',
  ]);
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

  // The account filter: only what went to or came from the failing scenario's account.
  await page.getByLabel('Direction').selectOption({ label: 'Both' });
  const account = page.getByLabel('Account', { exact: true });
  const labels = await account.locator('option').allTextContents();
  await account.selectOption({ label: labels.find((l) => l.endsWith('002'))! });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Out · $3.00');
  await expect(rows).toContainText('Failed: The receiving bank could not deliver the money.');
  await account.selectOption({ label: labels.find((l) => l.endsWith('001'))! });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('transactions-status')).toHaveText('2 transactions.');
});

test('payments: a real-time-funded quote, paid by "Send the funds" (the sandbox simulates the payment in)', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('pay-realtime'));
  await setUpAccounts(page, [{ accountType: 'EUR_ACCOUNT', scenario: '001' }]);
  await openScreen(page, '/payments');
  await page.getByLabel('From', { exact: true }).selectOption('REALTIME');
  await page.getByLabel('Amount to send').fill('30.00');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const quote = page.getByTestId('explorer-quote');
  await expect(quote).toContainText('Paid by Funds you send in (real-time funding)');
  await expect(page.getByRole('button', { name: 'Pay this quote' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send the funds' }).click();
  await expect(page.getByTestId('quote-outcome')).toHaveText('Payment of $30.00 completed.');
  await expect(page.getByTestId('explorer-quote-status')).toHaveText('Completed');
  // Nothing left the USD account: the funds came in from outside.
  await expect(page.getByTestId('balances')).toContainText('USD account · $1,000.00');
  await shot(page, 'explorer-payments-realtime-funded');
});

/** Picks the external account whose label ends in the scenario suffix, asks for a quote and pays it. */
async function payScenario(page: Page, suffix: string, amount: string): Promise<void> {
  const to = page.getByLabel('To', { exact: true });
  const options = await to.locator('option').allTextContents();
  await to.selectOption({ label: options.find((o) => o.endsWith(suffix))! });
  await page.getByLabel('Amount to send').fill(amount);
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('explorer-quote-status')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Pay this quote' }).click();
}

test('payments: quote scenarios 003 (slow), 005 (returned later), 006 (cancelled), 007 (refund fails), each live and in words', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('pay-scenarios'));
  await setUpAccounts(
    page,
    ['003', '005', '006', '007'].map((scenario) => ({ accountType: 'EUR_ACCOUNT', scenario })),
  );
  await openScreen(page, '/payments');
  const result = page.getByTestId('quote-outcome');

  await payScenario(page, '006', '10.00');
  await expect(result).toHaveText('Payment of $10.00 refunded.');
  // The quote card follows its payment (not "Pending", no second Pay button).
  await expect(page.getByTestId('explorer-quote-status')).toHaveText('Refunded');
  await expect(page.getByRole('button', { name: 'Pay this quote' })).toHaveCount(0);
  await expect(page.getByTestId('balances')).toContainText('USD account · $1,000.00');

  await payScenario(page, '007', '10.00');
  await expect(result).toHaveText(
    'Payment of $10.00 failed: The receiving bank could not deliver the money.',
  );
  // Not refunded: the money is gone.
  await expect(page.getByTestId('balances')).toContainText('USD account · $990.00');

  await payScenario(page, '005', '10.00');
  await expect(result).toHaveText('Payment of $10.00 completed.');
  await shot(page, 'explorer-payments-returned-later-live');
  // A minute later on the sandbox clock the bank returns it: the line changes by itself (a completed
  // payment is still watched for two minutes).
  await demoCall(page, 'POST', '/clock/advance', { seconds: 61 });
  await expect(result).toHaveText(
    'Payment of $10.00 failed: The receiving bank could not deliver the money.',
    {
      timeout: 15_000,
    },
  );

  await payScenario(page, '003', '10.00');
  await expect(result).toHaveText('Payment of $10.00 processing. This line follows it live.');
  await demoCall(page, 'POST', '/clock/advance', { seconds: 361 });
  await expect(result).toHaveText('Payment of $10.00 completed.', { timeout: 15_000 });
  await shot(page, 'explorer-payments-scenarios');
});

test('payments: transfer scenarios 002 and 003 fail at once, 005 is processing and fails 30 s later, live', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('pay-transfer-scenarios'));
  await setUpAccounts(
    page,
    ['002', '003', '005'].map((scenario) => ({ accountType: 'USD_ACCOUNT', scenario })),
  );
  await openScreen(page, '/payments');
  const external = page.getByLabel('External account', { exact: true });
  const options = await external.locator('option').allTextContents();
  const status = page.getByTestId('transfer-status');
  for (const suffix of ['002', '003']) {
    await external.selectOption({ label: options.find((o) => o.endsWith(suffix))! });
    await page.getByRole('button', { name: 'Transfer' }).click();
    await expect(status).toHaveText(
      'Payment of $10.00 failed: The receiving bank could not deliver the money.',
    );
    await expect(page.getByTestId('balances')).toContainText('USD account · $1,000.00');
  }
  await external.selectOption({ label: options.find((o) => o.endsWith('005'))! });
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(status).toHaveText('Payment of $10.00 processing. This line follows it live.');
  await expect(page.getByTestId('balances')).toContainText('USD account · $990.00');
  await demoCall(page, 'POST', '/clock/advance', { seconds: 31 });
  await expect(status).toHaveText(
    'Payment of $10.00 failed: The receiving bank could not deliver the money.',
    {
      timeout: 15_000,
    },
  );
  await shot(page, 'explorer-payments-transfer-scenarios');
});
