import { openScreen } from './explorer.js';
import { enterDemo, expect, shot, test, uniqueEmail } from './fixtures.js';

test('accounts: open a USD account, add sandbox funds, and the balance shows with its decimals', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('accounts'));
  await openScreen(page, '/accounts');
  await page.getByLabel('Open an account in').selectOption('USD');
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByTestId('internal-status')).toHaveText(
    'A USD account is open, with nothing in it yet.',
  );
  await page.getByLabel('Add (USD)').fill('250.5');
  await page.getByRole('button', { name: 'Add sandbox funds' }).click();
  await expect(page.getByTestId('internal-status')).toHaveText(
    'Added sandbox funds: the USD account now holds $250.50.',
  );
  await expect(page.getByTestId('internal-accounts')).toContainText('$250.50');

  // A bad amount is refused with a sentence, and nothing moves.
  await page.getByLabel('Add (USD)').fill('1.234');
  await page.getByRole('button', { name: 'Add sandbox funds' }).click();
  await expect(page.getByTestId('internal-error')).toHaveText('Enter an amount in USD, like 100.00.');
  await expect(page.getByTestId('internal-accounts')).toContainText('$250.50');
});

test('external accounts of every variant, each scenario showing its beneficiary verification result in words', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('external'));
  await openScreen(page, '/accounts');
  const add = async (type: string, scenario: string, business = false) => {
    await page.getByLabel('Kind of account').selectOption({ label: type });
    await page.getByLabel('Scenario').selectOption({ label: scenario });
    await page.getByLabel('Account holder').fill(business ? 'Analytical Engines Ltd' : 'Ada Lovelace');
    await page.getByLabel(business ? 'a business' : 'a person').check();
    await page.getByRole('button', { name: 'Add the account' }).click();
  };
  const status = page.getByTestId('external-status');
  await add('US bank account (USD)', 'Everything works: Payments complete; the name matches.');
  await expect(status).toHaveText(
    /^Added Ada Lovelace · US bank account \(USD\) ending \d+001\. The name matches/,
  );
  await add('SEPA account (EUR)', 'Name partly matches: The name check finds a partial match.');
  await expect(status).toContainText('The name only partly matches the account holder.');
  await add('UAE bank account (AED)', 'Name does not match: The name check says the name does not match.');
  await expect(status).toContainText('The name does not match the account holder.');
  await add('Pix key (BRL)', 'Name check pending: The account waits for the name check.');
  await expect(status).toContainText('The name check is still running.');
  await add('CLABE account (MXN)', 'Name check unsupported: The bank does not support name checks.', true);
  await expect(status).toContainText('Added Analytical Engines Ltd · CLABE account (MXN)');
  await expect(status).toContainText('This bank does not support name checks.');
  await add('Spark wallet (BTC)', 'Checked by the bank: The receiving bank checks the name itself.');
  await expect(status).toContainText('Spark wallet (BTC)');

  const list = page.getByTestId('external-account');
  await expect(list).toHaveCount(6);
  await expect(list.filter({ hasText: 'SEPA account (EUR)' })).toContainText(
    'The bank knows the holder as A. Lovelace.',
  );
  await expect(list.filter({ hasText: 'Pix key (BRL)' })).toContainText('Pending');

  // The invalid-account scenario is refused by the service, with its sentence, and nothing is added.
  await add('US bank account (USD)', 'Invalid account: The service refuses the account.');
  await expect(page.getByTestId('external-error')).toHaveText(
    'The service refuses this account: its details are not valid. Choose another scenario.',
  );
  await expect(list).toHaveCount(6);
  await shot(page, 'explorer-accounts');
});
