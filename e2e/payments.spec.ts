import {
  advanceSandboxClock,
  enterEmailCode,
  enterSignedIn,
  expect,
  prepareQuote,
  signOutWallet,
  shot,
  test,
} from './fixtures.js';
import { approvalView, approveInVault, clickInView, declineInVault, vaultFrameElement } from './vault.js';

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
  await expect(page.getByTestId('quote-status')).toHaveText('Pending');
  await expect(quote).toContainText('$25.00');
  await expect(quote).toContainText('€');
  // exchangeRate is sending-currency units per receiving-currency unit: one euro costs this many dollars.
  await expect(page.getByTestId('quote-rate')).toHaveText(/^\s*1 EUR = 1\.\d+ USD\s*$/);
  await expect(quote).not.toContainText('Quote:');
  await expect(page.getByTestId('quote-time-left')).toHaveText(/^[45]:\d\d$/);

  await page.getByRole('button', { name: 'Send with the wallet…' }).click();
  // The dialog hosts the vault frame, which says in its own words what the person signs.
  await expect(page.getByRole('dialog').locator('iframe[data-keyhold-vault="visible"]')).toBeVisible();
  // Read and approved in the frame, or in the vault's window where the engine needs it (approvalView).
  const view = await approvalView(page);
  await expect(view.locator('#operation')).toHaveText('Send a payment');
  await expect(view.locator('.lines')).toContainText('You send $25.00');
  await expect(view.locator('.lines')).toContainText('€');
  await expect(view.locator('pre')).toContainText('EXECUTE_QUOTE');
  await shot(page, 'payments-approve-quote');
  await approveInVault(page, view);

  await expect(page.getByTestId('transaction-status')).toHaveText('Completed', { timeout: 20_000 });
  await expect(page.getByTestId('transaction')).toHaveText(
    /^\s*Completed:\s+The payment of €\d+\.\d\d is completed\.\s*$/,
  );
  await expect(page.getByTestId('balance')).toHaveText('$975.00');
  await expect(vaultFrameElement(page)).toHaveCount(0);
  await shot(page, 'payments-completed');
});

test('declining the payment in the vault frame signs nothing and keeps the quote', async ({ page }) => {
  await enterSignedIn(page, 'pay-decline');
  await prepareQuote(page);
  await page.getByRole('button', { name: 'Send with the wallet…' }).click();
  await declineInVault(page);
  await expect(page.getByTestId('wallet-payment-status')).toHaveText(
    'You declined the payment. Nothing was signed.',
  );
  await expect(page.getByTestId('quote-status')).toHaveText('Pending');
  await expect(page.getByTestId('balance')).toHaveText('$1,000.00');
});

test('a payment sent while signed out asks to sign in again first, then is approved in the vault frame and executes', async ({
  page,
}) => {
  await enterSignedIn(page, 'pay-reauth');
  await prepareQuote(page);
  await expect(page.getByTestId('quote-status')).toHaveText('Pending');

  await signOutWallet(page);

  // The vault frame signs only with a session of its own: the re-auth dialog comes before it.
  await page.getByRole('button', { name: 'Send with the wallet…' }).click();
  const reauth = page.getByRole('dialog').filter({ hasText: 'Confirm it is you' });
  await expect(reauth).toBeVisible();
  await shot(page, 'payments-reauth-while-approving');

  await enterEmailCode(page, reauth);
  const view = await approvalView(page);
  await expect(view.locator('#operation')).toHaveText('Send a payment');
  await approveInVault(page, view);
  await expect(page.getByTestId('transaction-status')).toHaveText('Completed', { timeout: 20_000 });
  await expect(page.getByTestId('balance')).toHaveText('$990.00');
});

test('amounts: "1,000" is $1,000.00, "10.999" is refused in words (not rounded), and a refused amount clears the quote', async ({
  page,
}) => {
  await enterSignedIn(page, 'pay-amounts');
  await prepareQuote(page);
  await expect(page.getByTestId('quote-status')).toHaveText('Pending');

  await page.getByLabel('Send (USD)').fill('10.999');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('wallet-payment-error')).toHaveText(
    'Amounts in USD have at most 2 decimal places, and nothing is rounded: enter the amount again.',
  );
  // The previous quote is gone: nothing is left to send.
  await expect(page.getByTestId('quote')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send with the wallet…' })).toHaveCount(0);

  await page.getByLabel('Send (USD)').fill('1,000');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('quote')).toContainText('You send $1,000.00');
  await shot(page, 'payments-amount-with-comma');
});

test('a signed payment the service refuses for lack of funds says so in words, and its decline does not claim nothing was signed', async ({
  page,
}) => {
  await enterSignedIn(page, 'pay-no-funds');
  // No funds: only the payee and the quote.
  await page.getByRole('button', { name: 'Create a EUR payee' }).click();
  await expect(page.getByTestId('payee')).toBeVisible();
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Send with the wallet…' }).click();
  const dialog = page.getByRole('dialog');
  await approveInVault(page);
  await expect(dialog.getByRole('alert')).toContainText(
    'Your wallet does not hold enough for this payment. Nothing was sent: add funds, then get a new quote.',
  );
  // Signed once: the frame is gone, nothing is left to approve.
  await expect(vaultFrameElement(page)).toHaveCount(0);
  await shot(page, 'payments-refused-no-funds');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('wallet-payment-status')).toHaveText(
    'You signed the payment but the service refused it, so nothing was sent. There is not enough money in the account for this. Add funds or send less.',
  );
  await expect(page.getByTestId('log')).toContainText(
    'You signed the payment, the service refused it, and nothing was sent.',
  );
  await expect(page.getByText('Nothing was signed')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText('$0.00');
});

test('a quote past its expiry on the service clock says expired and cannot be sent', async ({ page }) => {
  await enterSignedIn(page, 'pay-expired');
  // Two minutes ahead on the sandbox clock: the approval dialog still counts down from about five minutes
  // (the service's clock), not seven.
  await advanceSandboxClock(page, 120);
  await prepareQuote(page);
  await expect(page.getByTestId('quote-status')).toHaveText('Pending');
  await expect(page.getByTestId('quote-time-left')).toHaveText(/^[45]:\d\d$/);
  const send = page.getByRole('button', { name: 'Send with the wallet…' });
  await send.click();
  const view = await approvalView(page);
  await expect(view.locator('#expiry')).toHaveText(/^This request expires in [2-5] minutes\.$/);
  await clickInView(page, view, 'Decline');
  await expect(send).toBeEnabled();

  // Quotes live five minutes; the session fifteen: after 301 s the quote is over, the session is not.
  await advanceSandboxClock(page, 301);
  await expect(page.getByTestId('quote-status')).toHaveText('Expired: get a new quote to send.');
  // The activity log keeps the service's time too: its line says when, on the clock it reports.
  const line = page.getByTestId('log').getByRole('listitem').filter({ hasText: 'moved 301 s ahead' });
  const [, at, now] = /(\d\d:\d\d:\d\d)\s+The sandbox clock moved 301 s ahead \(now (\d\d:\d\d:\d\d)\)/.exec(
    (await line.textContent())!,
  )!;
  const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  expect(Math.abs(seconds(at!) - seconds(now!)) % 86_400).toBeLessThan(5);
  await expect(send).toBeDisabled();
  await expect(page.getByTestId('quote-time-left')).toHaveCount(0);
  await shot(page, 'payments-quote-expired');
});
