import { enterSignedIn, expect, paymentOutcome, prepareQuote, sendButton, test } from './fixtures.js';
import { approveInVault } from './vault.js';

// The demo's wallet screen is made of the four money elements (frame mode): <kh-balance>, <kh-send>,
// <kh-activity> and <kh-receive>; a payment sent with <kh-send> and approved in the vault frame its dialog
// hosts shows up in the activity, completed, and the balance follows without a reload.
test('the wallet screen’s balance, activity and receive view follow a payment sent there with <kh-send>', async ({
  page,
}) => {
  await enterSignedIn(page, 'money');
  const balance = page.locator('kh-balance');
  const activity = page.locator('kh-activity');
  const receive = page.locator('kh-receive');
  await expect(activity.locator('[part=message]')).toHaveText('No payments yet.');
  await expect(receive.locator('[part=address]')).toHaveText(/^\$.+@.+$/);
  await expect(receive.locator('svg[part=qr]')).toBeVisible();

  await prepareQuote(page);
  await expect(balance.locator('[part=amount]')).toHaveText('$1,000.00');
  await sendButton(page).click();
  await approveInVault(page);
  await expect(paymentOutcome(page)).toHaveAttribute('data-outcome', 'completed', { timeout: 20_000 });

  await expect(activity.locator('[part=transaction]').first()).toContainText('Completed', {
    timeout: 20_000,
  });
  await expect(activity.locator('[part=transaction]').first()).toContainText(/You sent \$\d+\.\d\d/);
  await expect(activity.locator('[part=transaction]')).toHaveCount(1);
  // The quote sent the $10.00 typed (fees included in what is sent).
  await expect(activity.locator('[part=transaction]').first()).toContainText('You sent $10.00');
  await expect(balance.locator('[part=amount]')).toHaveText('$990.00', { timeout: 20_000 });
});
