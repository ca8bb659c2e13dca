import { agentWithQueue, demoCall, openScreen, setUpAccounts } from './explorer.js';
import {
  enterDemo,
  expect,
  requestCode,
  sessionState,
  shot,
  SIGNED_IN,
  SIGNED_OUT,
  test,
  typeCode,
  uniqueEmail,
} from './fixtures.js';
import { approveInVault, clickInVault, vaultPhraseWords } from './vault.js';

test('webhooks arrive live at the demo backend with their signature verified; a forged one is shown as not verified', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('hooks'));
  await openScreen(page, '/webhooks');
  await expect(
    page.getByText(/The service sends events to http:\/\/localhost:\d+\/webhooks\/service/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send a test event' }).click();
  const events = page.getByTestId('webhook');
  const ping = events.filter({ hasText: 'SANDBOX.PING' });
  await expect(ping).toHaveCount(1);
  await expect(ping).toContainText('A test event.');
  await expect(ping.getByTestId('webhook-signature')).toHaveText('Signature verified');
  // The same delivery again (a retry whose answer was lost, or a replay): acknowledged, not handled twice.
  const kept = await demoCall<{ data: { type: string; raw: string; signature: string }[] }>(
    page,
    'GET',
    '/webhooks',
  );
  const first = kept.data.find((w) => w.type === 'SANDBOX.PING')!;
  const again = await page.request.post('/webhooks/service', {
    data: first.raw,
    headers: { 'content-type': 'application/json', 'service-webhook-signature': first.signature },
  });
  expect(again.status()).toBe(200);
  const after = await demoCall<{ data: { type: string }[] }>(page, 'GET', '/webhooks');
  expect(after.data.filter((w) => w.type === 'SANDBOX.PING')).toHaveLength(1);

  // A payment made elsewhere shows up here without a reload.
  const { fiat, external } = await setUpAccounts(page);
  await demoCall(page, 'POST', '/transfers', {
    direction: 'out',
    internalAccountId: fiat,
    externalAccountId: external[0],
    amount: '2.00',
  });
  const completed = events.filter({ hasText: 'OUTGOING_PAYMENT.COMPLETED' });
  await expect(completed).toHaveCount(1);
  await expect(completed).toContainText('A payment you sent is now completed.');
  await expect(completed.getByTestId('webhook-signature')).toHaveText('Signature verified');

  // An event with a signature the service did not make: refused (401) and shown as not verified.
  const me = await demoCall<{ customer: { id: string } }>(page, 'GET', '/me');
  const forged = await page.request.post('/webhooks/service', {
    data: {
      id: 'Webhook:forged',
      type: 'INCOMING_PAYMENT.COMPLETED',
      timestamp: new Date().toISOString(),
      data: { customerId: me.customer.id },
    },
    headers: { 'service-webhook-signature': Buffer.from('not a signature').toString('base64') },
  });
  expect(forged.status()).toBe(401);
  const bad = events.filter({ hasText: 'INCOMING_PAYMENT.COMPLETED' });
  await expect(bad.getByTestId('webhook-signature')).toHaveText(
    'Signature not verified: The signature does not match the body.',
  );
  await shot(page, 'explorer-webhooks');
});

test('agent actions, balance changes and incoming payments arrive as webhooks, each verified and in words', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('hooks-kinds'));
  const { fiat, external } = await setUpAccounts(page);
  await openScreen(page, '/webhooks');
  const events = page.getByTestId('webhook');
  await demoCall(page, 'POST', '/incoming', {
    senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
    currency: 'USD',
    amount: '4.00',
  });
  const incoming = events.filter({ hasText: 'INCOMING_PAYMENT.COMPLETED' });
  await expect(incoming).toHaveCount(1);
  await expect(incoming).toContainText('A payment to you is now completed.');
  await expect(incoming.getByTestId('webhook-signature')).toHaveText('Signature verified');
  // The payment moved a balance: the service says so too. (Sandbox funding does not: it is a test shortcut.)
  const balance = events.filter({ hasText: 'INTERNAL_ACCOUNT.BALANCE_UPDATED' }).first();
  await expect(balance).toContainText('An account balance changed.');
  await expect(balance.getByTestId('webhook-signature')).toHaveText('Signature verified');

  // An agent's payment above its threshold waits for approval: the service says so by webhook.
  await agentWithQueue(page, fiat, external[0]!);
  const action = events.filter({ hasText: 'AGENT_ACTION.PENDING_APPROVAL' });
  await expect(action).toHaveCount(1);
  await expect(action).toContainText('An agent asks for your approval.');
  await expect(action.getByTestId('webhook-signature')).toHaveText('Signature verified');
  await shot(page, 'explorer-webhooks-kinds');
});

test('the call inspector shows the page’s and the backend’s calls, a signed retry as two legs, secrets redacted, filterable', async ({
  page,
}) => {
  await enterDemo(page, uniqueEmail('inspect'));
  const code = await requestCode(page);
  await typeCode(page, code);
  await expect(sessionState(page)).toHaveText(SIGNED_IN);
  await page.locator('kh-export').getByRole('button', { name: 'Export recovery phrase' }).click();
  await approveInVault(page);
  await expect(vaultPhraseWords(page)).toHaveCount(12);
  await clickInVault(page, 'Done');

  await openScreen(page, '/inspector');
  const calls = page.getByTestId('call');
  await expect(calls.filter({ hasText: 'page → backend' }).first()).toBeVisible();
  await expect(calls.filter({ hasText: 'backend → service' }).first()).toBeVisible();
  // Nothing secret reaches the inspector: not the code, not the sealed keys.
  const everything = (await page.getByTestId('calls').textContent())!;
  expect(everything).not.toContain(code);
  expect(everything).toContain('«redacted»');
  const verify = calls.filter({ hasText: /POST\s+\/api\/wallet\/.*verify/ }).first();
  await expect(verify).toContainText('"otp": "«redacted»"');
  await expect(verify).toContainText('"encryptedSessionSigningKey": "«redacted»"');

  // The export's signed retry: its two legs, from the page and from the backend.
  await page.getByLabel('Show').selectOption({ label: 'Signed retries' });
  await page.getByLabel('Filter').fill('export');
  const legs = page.getByTestId('call-leg');
  await expect(legs).toHaveCount(4);
  await expect(legs.filter({ hasText: 'step 1 of 2' })).toHaveCount(2);
  await expect(legs.filter({ hasText: 'step 2 of 2' })).toHaveCount(2);
  await expect(calls.filter({ hasText: 'step 1 of 2' }).getByTestId('call-status')).toHaveText([
    '202',
    '202',
  ]);
  await expect(calls.filter({ hasText: 'step 2 of 2' }).getByTestId('call-status')).toHaveText([
    '200',
    '200',
  ]);
  await shot(page, 'explorer-inspector-signed-retry');

  // "Made by": only the backend's calls to the service, then only the page's.
  await page.getByLabel('Filter').fill('');
  await page.getByLabel('Show').selectOption({ label: 'All calls' });
  const count = page.getByTestId('call-count');
  await page.getByLabel('Made by').selectOption({ label: 'The backend' });
  await expect(calls.filter({ hasText: 'page → backend' })).toHaveCount(0);
  await expect(calls.filter({ hasText: 'backend → service' }).first()).toBeVisible();
  const backendOnly = Number((await count.textContent())!.split(' ')[0]);
  await page.getByLabel('Made by').selectOption({ label: 'The page' });
  await expect(calls.filter({ hasText: 'backend → service' })).toHaveCount(0);
  await expect(calls.filter({ hasText: 'page → backend' }).first()).toBeVisible();
  const pageOnly = Number((await count.textContent())!.split(' ')[0]);
  expect(backendOnly).toBeGreaterThan(0);
  expect(pageOnly).toBeGreaterThan(0);
  await page.getByLabel('Made by').selectOption({ label: 'Both' });

  // A refusal is found by the errors filter.
  await page.getByLabel('Filter').fill('');
  await page.getByLabel('Show').selectOption({ label: 'Refusals and errors' });
  await expect(page.getByTestId('call-count')).toHaveText(/^0 of \d+ calls\.$/);
  await page.request.post('/api/demo/accounts/internal', {
    headers: { 'x-demo-client': '1' },
    data: { currency: 'XXX' },
  });
  await expect(calls.first()).toContainText('/api/demo/accounts/internal');
  await expect(calls.first().getByTestId('call-status')).toHaveText('400');
});

test('sandbox controls: the clock, the outbox, and a reset that leaves the demo user in as a new customer', async ({
  page,
}) => {
  const email = uniqueEmail('controls');
  await enterDemo(page, email);
  await setUpAccounts(page);
  const code = await requestCode(page);
  await openScreen(page, '/sandbox');
  await expect(page.getByTestId('outbox').locator('.otp-code').first()).toHaveText(code);
  const time = page.getByTestId('sandbox-time');
  await expect(time).toHaveText(/It is \d+ \w+, \d\d:\d\d in the sandbox\./);
  await page.getByLabel('Advance the sandbox clock by (seconds)').fill('7200');
  await page.getByRole('button', { name: 'Advance the clock' }).click();
  await expect(page.getByTestId('clock-now')).toHaveText(/Sandbox time: \d\d:\d\d:\d\d\./);

  await page.getByRole('button', { name: 'Reset the sandbox…' }).click();
  await expect(page.getByRole('alert')).toHaveText('This cannot be undone. Reset everything?');
  await page.getByRole('button', { name: 'Keep everything' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset the sandbox…' }).click();
  await page.getByRole('button', { name: 'Yes, reset the sandbox' }).click();
  await expect(page.getByTestId('reset-status')).toHaveText(
    'The sandbox is empty again. You are back in as a new customer with the same email and an empty wallet.',
  );
  await expect(page.getByTestId('demo-user')).toHaveText(email);
  await expect(page.getByTestId('outbox')).toHaveCount(0);
  await openScreen(page, '/accounts');
  await expect(page.getByTestId('internal-accounts').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('internal-accounts')).toContainText('Embedded wallet');
  await openScreen(page, '/');
  await expect(sessionState(page)).toHaveText(SIGNED_OUT);
  await shot(page, 'explorer-after-reset');
});
