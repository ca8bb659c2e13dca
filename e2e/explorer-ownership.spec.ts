import { demoCall, setUpAccounts } from './explorer.js';
import { DEMO_HEADERS, enterDemo, expect, test, uniqueEmail } from './fixtures.js';

test("the explorer's routes refuse ids of another customer as unknown, and nothing moves", async ({
  browser,
  page,
}) => {
  await enterDemo(page, uniqueEmail('owner'));
  const { fiat, external } = await setUpAccounts(page);
  const agent = await demoCall<{ id: string }>(page, 'POST', '/agents', {
    name: 'Mine',
    permissions: ['CREATE_TRANSFERS'],
  });

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await enterDemo(other, uniqueEmail('intruder'));
  const post = (path: string, data: object) =>
    other.request.post(`/api/demo${path}`, { headers: DEMO_HEADERS, data });
  const refusals = [
    await post(`/accounts/${encodeURIComponent(fiat)}/fund`, { amount: '5.00' }),
    await post('/transfers', {
      direction: 'out',
      internalAccountId: fiat,
      externalAccountId: external[0],
      amount: '1.00',
    }),
    await post(`/agents/${encodeURIComponent(agent.id)}/device-code`, {}),
    await post(`/agents/${encodeURIComponent(agent.id)}/pause`, { paused: true }),
  ];
  for (const res of refusals) expect(res.status()).toBe(404);
  expect(await refusals[0]!.json()).toEqual({
    message: 'No account of yours has that id.',
    code: 'NOT_FOUND',
  });
  expect(await refusals[2]!.json()).toEqual({ message: 'No agent of yours has that id.', code: 'NOT_FOUND' });
  // Without the demo cookie the route answers 401 before it reads the body.
  await otherContext.close();
  const nobody = await browser.newContext();
  const anonymous = await nobody.request.post('/api/demo/transfers', {
    headers: DEMO_HEADERS,
    data: { direction: 'out' },
  });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ message: 'Sign in to the demo first.' });
  await nobody.close();

  const mine = await demoCall<{ internal: { id: string; balance: { amount: number } }[] }>(
    page,
    'GET',
    '/accounts',
  );
  expect(mine.internal.find((a) => a.id === fiat)!.balance.amount).toBe(100_000);
  const agents = await demoCall<{ data: { isPaused: boolean }[] }>(page, 'GET', '/agents');
  expect(agents.data[0]!.isPaused).toBe(false);
});
