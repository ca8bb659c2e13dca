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

  // Over the daily limit: refused with the service's sentence, nothing spent.
  await amount.fill('140.00');
  await agent.getByRole('button', { name: 'Send as Bookkeeper' }).click();
  await expect(page.getByTestId('agent-error')).toBeVisible();
  await expect(agent.getByTestId('agent-usage')).toContainText('$70.00 of $200.00');

  // Paused: it can do nothing until resumed.
  await agent.getByRole('button', { name: 'Pause Bookkeeper' }).click();
  await expect(agent.getByTestId('agent-state')).toHaveText('Paused.');
  await amount.fill('1.00');
  await agent.getByRole('button', { name: 'Send as Bookkeeper' }).click();
  await expect(page.getByTestId('agent-error')).toBeVisible();
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
  await expect(page.getByTestId('agent-error')).toBeVisible();
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
  const rule = page.getByLabel('Always ask before it uses this account (optional)');
  const labels = await rule.locator('option').allTextContents();
  await rule.selectOption({ label: labels.find((l) => l.startsWith('Ada Lovelace'))! });
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
