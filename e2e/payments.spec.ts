// Payments from the demo's wallet screen, made with <kh-send> in frame mode: the quote in words, approval
// in the vault frame the element's dialog hosts, the payment followed to its end, <kh-balance> following.
import {
  advanceSandboxClock,
  askQuote,
  enterSignedIn,
  expect,
  fundAndAddPayee,
  paymentOutcome,
  prepareQuote,
  sendButton,
  sendElement,
  signOutWallet,
  shot,
  test,
  walletBalance,
} from './fixtures.js';
import { approvalView, approveInVault, clickInView, declineInVault, vaultFrameElement } from './vault.js';

test('a quote from <kh-send>, approved in the vault frame and executed, completes its transaction', async ({
  page,
}) => {
  await enterSignedIn(page, 'pay');
  const send = sendElement(page);
  await expect(send.locator('[part=message]')).toHaveText(
    'You have no payee yet: add the bank account you want to pay first.',
  );

  await fundAndAddPayee(page);
  await expect(walletBalance(page)).toHaveText('$1,000.00');
  await expect(page.getByTestId('payee')).toContainText('DE89370400440532013000');

  await askQuote(page, '25.00');
  const quote = send.locator('[part=quote]');
  await expect(quote).toContainText('$25.00');
  await expect(quote).toContainText('€');
  // exchangeRate is sending-currency units per receiving-currency unit: one euro costs this many dollars.
  await expect(send.locator('[part=quote-rate]')).toHaveText(/^\s*1 EUR = 1\.\d+ USD\s*$/);
  await expect(quote).not.toContainText('Quote:');
  await expect(send.locator('[part=countdown]')).toHaveText(/^[45]:\d\d$/);

  await sendButton(page).click();
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

  await expect(paymentOutcome(page)).toHaveAttribute('data-outcome', 'completed', { timeout: 20_000 });
  await expect(paymentOutcome(page)).toHaveText(/^\s*Done: .+ received €\d+\.\d\d\.\s*$/);
  await expect(walletBalance(page)).toHaveText('$975.00', { timeout: 20_000 });
  await expect(vaultFrameElement(page)).toHaveCount(0);
  await shot(page, 'payments-completed');
});

test('declining the payment in the vault frame signs nothing and keeps the quote', async ({ page }) => {
  await enterSignedIn(page, 'pay-decline');
  await prepareQuote(page);
  await sendButton(page).click();
  await declineInVault(page);
  await expect(
    sendElement(page).getByText('You declined the payment. Nothing was signed or sent.'),
  ).toBeVisible();
  await expect(sendElement(page).locator('[part=quote]')).toBeVisible();
  await expect(sendButton(page)).toBeEnabled();
  await expect(walletBalance(page)).toHaveText('$1,000.00');
});

test('signed out, the wallet screen offers nothing to send', async ({ page }) => {
  await enterSignedIn(page, 'pay-signed-out');
  await prepareQuote(page);
  await signOutWallet(page);
  // The screen shows the money elements only with a session: nothing is left that could be sent.
  await expect(sendButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create a EUR payee' })).toHaveCount(0);
});

test('amounts: "1,000" is $1,000.00, "10.999" is refused in words (not rounded), and nothing is quoted for it', async ({
  page,
}) => {
  await enterSignedIn(page, 'pay-amounts');
  await prepareQuote(page);
  const send = sendElement(page);

  await askQuote(page, '10.999');
  await expect(send.locator('[part=problem]')).toHaveText('Amounts in USD have at most 2 decimals.');
  await expect(send.locator('[part=amount]')).toHaveAttribute('aria-invalid', 'true');
  // The previous quote is gone: nothing is left to send.
  await expect(send.locator('[part=quote]')).toHaveCount(0);
  await expect(sendButton(page)).toHaveCount(0);

  await askQuote(page, '1,000');
  await expect(send.locator('[part=quote-sent]')).toHaveText('$1,000.00');
  await shot(page, 'payments-amount-with-comma');
});

test('a signed payment the service refuses for lack of funds says so in words, and never that nothing was signed', async ({
  page,
}) => {
  await enterSignedIn(page, 'pay-no-funds');
  // No funds: only the payee and the quote.
  await fundAndAddPayee(page, { fund: false });
  await askQuote(page);
  await expect(sendElement(page).locator('[part=quote]')).toBeVisible();
  await sendButton(page).click();
  const dialog = page.getByRole('dialog');
  await approveInVault(page);
  await expect(dialog.getByRole('alert')).toContainText(
    'Your wallet does not hold enough for this payment. Nothing was sent: add funds, then get a new quote.',
  );
  // Signed once: the frame is gone, nothing is left to approve.
  await expect(vaultFrameElement(page)).toHaveCount(0);
  await shot(page, 'payments-refused-no-funds');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sendElement(page).locator('[part=problem]')).toHaveText(
    'You signed the payment, but the service refused it: nothing was sent.',
  );
  await expect(page.getByText('Nothing was signed')).toHaveCount(0);
  await expect(walletBalance(page)).toHaveText('$0.00');
});

test('a quote past its expiry on the service clock is replaced by a fresh one, said in words', async ({
  page,
}) => {
  await enterSignedIn(page, 'pay-expired');
  // Two minutes ahead on the sandbox clock: the countdown and the approval still count from about five
  // minutes (the service's clock), not seven.
  await advanceSandboxClock(page, 120);
  await prepareQuote(page);
  const send = sendElement(page);
  await expect(send.locator('[part=countdown]')).toHaveText(/^[45]:\d\d$/);
  await sendButton(page).click();
  const view = await approvalView(page);
  await expect(view.locator('#expiry')).toHaveText(/^This request expires in [2-5] minutes\.$/);
  await clickInView(page, view, 'Decline');
  await expect(sendButton(page)).toBeEnabled();

  // Quotes live five minutes; the session fifteen: after 301 s the quote is over, the session is not.
  await advanceSandboxClock(page, 301);
  await expect(send.getByText('The quote expired, so here is a new one.')).toBeVisible({ timeout: 20_000 });
  await expect(send.locator('[part=countdown]')).toHaveText(/^[45]:\d\d$/);
  // The activity log keeps the service's time too: its line says when, on the clock it reports.
  const line = page.getByTestId('log').getByRole('listitem').filter({ hasText: 'moved 301 s ahead' });
  const [, at, now] = /(\d\d:\d\d:\d\d)\s+The sandbox clock moved 301 s ahead \(now (\d\d:\d\d:\d\d)\)/.exec(
    (await line.textContent())!,
  )!;
  const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  expect(Math.abs(seconds(at!) - seconds(now!)) % 86_400).toBeLessThan(5);
  await expect(sendButton(page)).toBeEnabled();
  await shot(page, 'payments-quote-renewed');
});
