import { openScreen, setUpAccounts } from './explorer.js';
import { enterDemo, expect, shot, test, uniqueEmail } from './fixtures.js';

test('agents: create with a policy, connect with a device code, act, approve and reject, usage, pause', async ({
  page,
}) => {
  test.slow(); // one long journey
  await enterDemo(page, uniqueEmail('agents'));
  await setUpAccounts(page);
  await openScreen(page, '/agents');

  await page.getByLabel('Name', { exact: true }).fill('Bookkeeper');
  await page.getByLabel('Daily limit (USD, optional)').fill('200.00');
  await page.getByLabel('Ask me to approve payments above (USD, optional)').fill('50.00');
  await page.getByRole('button', { name: 'Create the agent' }).click();
  await expect(page.getByTestId('agent-create-status')).toHaveText(
    'Bookkeeper is created. Get a device code to connect it.',
  );
  const agent = page.getByTestId('agent');
  await expect(agent.getByTestId('agent-state')).toHaveText('Not connected yet.');
  await expect(agent.getByTestId('agent-usage')).toContainText('$0.00 of $200.00');
  await expect(agent.getByTestId('agent-usage')).toContainText('above $50.00');

  // The device code, redeemed: the access token stays in the demo backend.
  await agent.getByRole('button', { name: 'Get a device code' }).click();
  await expect(agent.getByLabel('Device code')).toHaveValue(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await agent.getByRole('button', { name: 'Connect the agent' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText(
    'Bookkeeper is connected: it can now act with its own access token.',
  );
  await expect(agent.getByTestId('agent-state')).toHaveText('Connected.');
  await agent.getByRole('button', { name: 'Ask who it is' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText(
    'With its token, the service knows it as Bookkeeper.',
  );

  // Under the threshold it sends at once; above it waits for approval.
  const amount = agent.getByLabel('Amount');
  await amount.fill('10.00');
  await agent.getByRole('button', { name: 'Send as Bookkeeper' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Bookkeeper sent $10.00.');
  await amount.fill('60.00');
  await agent.getByRole('button', { name: 'Send as Bookkeeper' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText(
    'Bookkeeper asked to send $60.00: it waits for your approval.',
  );
  const queue = agent.getByTestId('approval-queue');
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await shot(page, 'explorer-agents-approval-queue');
  await queue.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Bookkeeper sent $60.00.');
  await expect(agent.getByTestId('agent-usage')).toContainText('$70.00 of $200.00');

  await amount.fill('55.00');
  await agent.getByRole('button', { name: 'Send as Bookkeeper' }).click();
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await queue.getByLabel('Reason').fill('Not this month');
  await queue.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText(
    "You rejected Bookkeeper's payment of $55.00: “Not this month”.",
  );
  await expect(agent.getByTestId('agent-history')).toContainText('Rejected');

  // Over the daily limit: refused in words, nothing spent.
  await amount.fill('140.00');
  await agent.getByRole('button', { name: 'Send as Bookkeeper' }).click();
  await expect(page.getByTestId('agent-error')).toHaveText(
    'The amount would go over the agent’s daily limit. Send less, or wait until tomorrow.',
  );
  await expect(agent.getByTestId('agent-usage')).toContainText('$70.00 of $200.00');

  // Paused: it can do nothing until resumed.
  await agent.getByRole('button', { name: 'Pause Bookkeeper' }).click();
  await expect(agent.getByTestId('agent-state')).toHaveText('Paused.');
  await amount.fill('1.00');
  await agent.getByRole('button', { name: 'Send as Bookkeeper' }).click();
  await expect(page.getByTestId('agent-error')).toHaveText('The agent is paused. Resume it first.');
  await agent.getByRole('button', { name: 'Resume Bookkeeper' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Bookkeeper can act again.');
  await agent.getByRole('button', { name: 'Send as Bookkeeper' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Bookkeeper sent $1.00.');
  await shot(page, 'explorer-agents');
});

test('agents: a wrong device code is refused with a sentence and the agent stays unconnected', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('agents-code'));
  await setUpAccounts(page);
  await openScreen(page, '/agents');
  await page.getByRole('button', { name: 'Create the agent' }).click();
  const agent = page.getByTestId('agent');
  await agent.getByLabel('Device code').fill('BBBB-BBBB');
  await agent.getByRole('button', { name: 'Connect the agent' }).click();
  await expect(page.getByTestId('agent-error')).toHaveText(
    'No device code like that exists: get a device code and enter it exactly.',
  );
  await expect(agent.getByTestId('agent-state')).toHaveText('Not connected yet.');
  await expect(agent.getByRole('button', { name: 'Send as Bookkeeper' })).toHaveCount(0);
});

test('agents: an always-ask account rule sends even a small payment to the approval queue', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('agents-rule'));
  await setUpAccounts(page);
  await openScreen(page, '/agents');
  await page.getByLabel('Name', { exact: true }).fill('Careful');
  const rule = page.getByLabel('Account of rule 1');
  const labels = await rule.locator('option').allTextContents();
  await rule.selectOption({ label: labels.find((l) => l.startsWith('Ada Lovelace'))! });
  await page.getByLabel('When it uses that account (rule 1)').selectOption({ label: 'Always ask me first' });
  await page.getByRole('button', { name: 'Create the agent' }).click();
  const agent = page.getByTestId('agent');
  await agent.getByRole('button', { name: 'Get a device code' }).click();
  await expect(agent.getByLabel('Device code')).toHaveValue(/-/);
  await agent.getByRole('button', { name: 'Connect the agent' }).click();
  await agent.getByLabel('Amount').fill('1.00');
  await agent.getByRole('button', { name: 'Send as Careful' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText(
    'Careful asked to send $1.00: it waits for your approval.',
  );
  await expect(agent.getByTestId('approval-queue').getByRole('listitem')).toHaveCount(1);
});

test('agents: the whole policy (payments a day, allowed accounts, two account rules with a limit, default mode), and acting with each permission', async ({
  page,
}) => {
  test.slow();
  await enterDemo(page, uniqueEmail('agents-policy'));
  await setUpAccounts(page, [
    { accountType: 'USD_ACCOUNT', scenario: '001' },
    { accountType: 'EUR_ACCOUNT', scenario: '001' },
  ]);
  await openScreen(page, '/agents');
  await page.getByLabel('Name', { exact: true }).fill('Clerk');
  await page.getByRole('checkbox', { name: 'Ask for quotes' }).check();
  await page.getByRole('checkbox', { name: 'Add external accounts' }).check();
  await page.getByLabel('Payments a day, at most (optional)').fill('2');
  await page.getByLabel('Ask me to approve payments above (USD, optional)').fill('');
  await page.getByLabel('By default').selectOption({ label: 'It acts at once within the limits' });
  const allowed = page.getByRole('group', { name: 'Accounts it may use (none ticked: all of yours)' });
  await allowed.getByRole('checkbox', { name: /^USD account/ }).check();
  await allowed.getByRole('checkbox', { name: /US bank account \(USD\)/ }).check();
  await allowed.getByRole('checkbox', { name: /SEPA account \(EUR\)/ }).check();
  const pick = async (n: number, prefix: RegExp, mode: string, limit: string) => {
    const select = page.getByLabel(`Account of rule ${n}`);
    const labels = await select.locator('option').allTextContents();
    await select.selectOption({ label: labels.find((l) => prefix.test(l))! });
    await page.getByLabel(`When it uses that account (rule ${n})`).selectOption({ label: mode });
    await page.getByLabel(`Limit per payment with that account (rule ${n}, USD, optional)`).fill(limit);
  };
  await pick(1, /US bank account \(USD\)/, 'Act at once within the limits', '25.00');
  await pick(2, /SEPA account \(EUR\)/, 'Always ask me first', '');
  await page.getByRole('button', { name: 'Create the agent' }).click();
  const agent = page.getByTestId('agent');
  const usage = agent.getByTestId('agent-usage');
  await expect(usage).toContainText('Payments a day at most 2');
  await expect(usage).toContainText('By default acts at once within the limits');
  await expect(usage).toContainText(
    /With Ada Lovelace · US bank account \(USD\) ending \d+\s+acts at once, at most \$25\.00 a payment/,
  );
  await expect(usage).toContainText(
    /With Ada Lovelace · SEPA account \(EUR\) ending \d+\s+always asks first/,
  );
  await expect(usage).toContainText('Only these accounts');
  await expect(usage).toContainText(
    'May send transfers, see transactions, ask for quotes, add external accounts',
  );
  await expect(agent).not.toContainText('Account:');

  await agent.getByRole('button', { name: 'Get a device code' }).click();
  await expect(agent.getByLabel('Device code')).toHaveValue(/-/);
  await agent.getByRole('button', { name: 'Connect the agent' }).click();
  await expect(agent.getByTestId('agent-state')).toHaveText('Connected.');
  const to = agent.getByLabel('To', { exact: true });
  const toLabels = await to.locator('option').allTextContents();
  const usBank = toLabels.find((l) => l.includes('US bank account (USD)'))!;
  await to.selectOption({ label: usBank });

  // The per-account limit: $30 to that account is refused in words.
  await agent.getByLabel('Amount').fill('30.00');
  await agent.getByRole('button', { name: 'Send as Clerk' }).click();
  await expect(page.getByTestId('agent-error')).toHaveText(
    'The amount is above the agent’s limit for that account. Send less.',
  );
  await agent.getByLabel('Amount').fill('20.00');
  await agent.getByRole('button', { name: 'Send as Clerk' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Clerk sent $20.00.');

  // Its own view of the transactions (VIEW_TRANSACTIONS).
  await agent.getByRole('button', { name: 'List its transactions' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText('Clerk sees 1 transaction.');
  await expect(agent.getByTestId('agent-transactions')).toHaveText('Payment of $20.00 completed.');

  // A quote it asked for and read back (CREATE_QUOTES), to the euro account.
  await to.selectOption({ label: toLabels.find((l) => l.includes('SEPA account (EUR)'))! });
  await agent.getByLabel('Amount').fill('10.00');
  await agent.getByRole('button', { name: 'Ask for a quote and read it' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText(
    /^Clerk read its quote back: you would send \$10\.00; they would receive €\d+\.\d\d \(1 EUR = 1\.08 USD\)\.$/,
  );

  // An external account it adds (MANAGE_EXTERNAL_ACCOUNTS) joins yours.
  await agent.getByRole('button', { name: 'Add an external account' }).click();
  await expect(page.getByTestId('agent-status')).toHaveText(
    /^Clerk added Grace Hopper · US bank account \(USD\) ending \d+\.$/,
  );
  await shot(page, 'explorer-agents-policy-and-acts');
});

test('agents: an act its policy does not allow is refused in words', async ({ page }) => {
  await enterDemo(page, uniqueEmail('agents-permission'));
  await setUpAccounts(page, [{ accountType: 'EUR_ACCOUNT', scenario: '001' }]);
  await openScreen(page, '/agents');
  await page.getByLabel('Name', { exact: true }).fill('Viewer');
  await page.getByRole('checkbox', { name: 'Send transfers' }).uncheck();
  await page.getByRole('button', { name: 'Create the agent' }).click();
  const agent = page.getByTestId('agent');
  await agent.getByRole('button', { name: 'Get a device code' }).click();
  await expect(agent.getByLabel('Device code')).toHaveValue(/-/);
  await agent.getByRole('button', { name: 'Connect the agent' }).click();
  await expect(agent.getByTestId('agent-state')).toHaveText('Connected.');
  await agent.getByRole('button', { name: 'Ask for a quote and read it' }).click();
  await expect(page.getByTestId('agent-error')).toHaveText(
    'The agent may not ask for quotes: its policy does not allow it. Create an agent with that permission.',
  );
  await agent.getByRole('button', { name: 'Add an external account' }).click();
  await expect(page.getByTestId('agent-error')).toHaveText(
    'The agent may not add external accounts: its policy does not allow it. Create an agent with that permission.',
  );
  await expect(page.getByTestId('agent-error')).not.toContainText('MANAGE_EXTERNAL_ACCOUNTS');
  await shot(page, 'explorer-agents-permission-refused');
});
