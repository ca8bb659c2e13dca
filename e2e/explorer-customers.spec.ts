import { axeViolations } from './axe.js';
import { demoCall, openScreen } from './explorer.js';
import { DEMO_HEADERS, enterDemo, expect, replaceText, shot, test, uniqueEmail } from './fixtures.js';

test('customers: add a person, read and change them, their identity checked by the sandbox’s rule; filters and pages; the calls in the inspector', async ({
  page,
}) => {
  test.slow(); // several service calls per step on a shared machine
  await enterDemo(page, uniqueEmail('customers'));
  await openScreen(page, '/customers');
  const rows = page.getByTestId('customer-row');
  // At first only you.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('(you)');

  // Create a person: not checked yet.
  const add = page.getByRole('region', { name: 'Add a person' });
  await add.getByLabel('Full name').fill('Grace Hopper');
  await add.getByLabel('Email').fill('grace@example.com');
  await add.getByLabel('Birth date').fill('1906-12-09');
  await add.getByLabel('Region').selectOption({ label: 'United Kingdom' });
  await add.getByLabel('Currency').selectOption('GBP');
  await page.getByRole('button', { name: 'Add the person' }).click();
  await expect(page.getByTestId('customers-status')).toHaveText(
    'Grace Hopper was created; their identity is not checked yet.',
  );
  const detail = page.getByTestId('customer-detail');
  await expect(detail.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(detail.getByTestId('customer-kyc')).toHaveText('Not checked yet');
  await expect(detail).toContainText('United Kingdom');
  await expect(detail).toContainText('GBP');
  // Truth on screen: no service id in what a person reads.
  expect(await page.locator('main').textContent()).not.toMatch(/Customer:/);

  // Identity check by the sandbox's rule: any other last name is approved.
  await detail.getByRole('button', { name: 'Check their identity' }).click();
  await expect(page.getByTestId('customer-status')).toHaveText('Identity check of Grace Hopper: approved.');
  await expect(detail.getByTestId('customer-kyc')).toHaveText('Approved');

  // Change the details: a last name ending 001 then stays under review, 002 is rejected.
  await detail.getByLabel('Full name').fill('Grace Hopper001');
  await detail.getByLabel('Nationality').selectOption({ label: 'United States' });
  await detail.getByRole('button', { name: 'Save the details' }).click();
  await expect(page.getByTestId('customer-status')).toHaveText("Grace Hopper001's details were saved.");
  await detail.getByRole('button', { name: 'Check their identity' }).click();
  await expect(detail.getByTestId('customer-kyc')).toHaveText('Under review');
  await detail.getByLabel('Full name').fill('Grace Hopper002');
  await detail.getByRole('button', { name: 'Save the details' }).click();
  await expect(page.getByTestId('customer-status')).toHaveText("Grace Hopper002's details were saved.");
  await detail.getByRole('button', { name: 'Check their identity' }).click();
  await expect(page.getByTestId('customer-status')).toHaveText(
    'Identity check of Grace Hopper002: rejected.',
  );
  await expect(rows.filter({ hasText: 'Grace Hopper002' }).getByTestId('customer-row-kyc')).toHaveText(
    'Identity: Rejected',
  );
  // A bad email is refused in words, and nothing changes.
  await replaceText(detail.getByLabel('Email'), 'not-an-address');
  await detail.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await detail.getByRole('button', { name: 'Save the details' }).click();
  await expect(page.getByTestId('customer-error')).toHaveText('Enter an email address.');

  // Reading yourself: read only here.
  await rows.filter({ hasText: '(you)' }).getByRole('button').click();
  await expect(detail).toContainText('This is you');
  await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(detail.getByRole('button', { name: 'Save the details' })).toHaveCount(0);
  expect(await axeViolations(page), 'customers with a customer open').toEqual([]);

  // Six more people (through the backend, as the form does): pages of five, newest first.
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await demoCall(page, 'POST', '/customers', {
      fullName: `Person Number${n}`,
      email: `person${n}@example.com`,
      region: n % 2 ? 'FR' : 'US',
      currency: 'EUR',
    });
  }
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('customers-status')).toHaveText('Customers 1 to 5 of 8.');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Person Number6');
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('customers-status')).toHaveText('Customers 6 to 8 of 8.');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(rows).toHaveCount(5);

  // Filters are the service's: region France → the three odd ones.
  const list = page.getByRole('region', { name: 'Customers' });
  await list.getByLabel('Region').selectOption({ label: 'France' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('customers-status')).toHaveText('Customers 1 to 3 of 3.');
  for (const name of ['Person Number1', 'Person Number3', 'Person Number5'])
    await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await shot(page, 'explorer-customers');

  // The screen's calls are in the call inspector: the page's and the backend's to the service.
  await openScreen(page, '/inspector');
  await page.getByLabel('Filter').fill('customers');
  const calls = page.getByTestId('call');
  await expect(calls.filter({ hasText: /POST\s+\/api\/demo\/customers/ }).first()).toBeVisible();
  await expect(
    calls.filter({ hasText: /backend → service[\s\S]*PATCH\s+\/.*customers\// }).first(),
  ).toBeVisible();
  await expect(
    calls.filter({ hasText: /backend → service[\s\S]*GET\s+\/.*customers\?/ }).first(),
  ).toBeVisible();
});

test('customers: another demo user’s customers are not listed, and their ids answer 404', async ({
  page,
  browser,
}) => {
  await enterDemo(page, uniqueEmail('customers-a'));
  const mine = await demoCall<{ id: string }>(page, 'POST', '/customers', {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    region: 'GB',
    currency: 'GBP',
  });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await enterDemo(other, uniqueEmail('customers-b'));
    const listed = await demoCall<{ data: { fullName?: string }[] }>(other, 'GET', '/customers');
    expect(listed.data.map((c) => c.fullName)).not.toContain('Ada Lovelace');
    for (const [method, path] of [
      ['GET', `/customers/${encodeURIComponent(mine.id)}`],
      ['POST', `/customers/${encodeURIComponent(mine.id)}`],
      ['POST', `/customers/${encodeURIComponent(mine.id)}/verify`],
    ] as const) {
      const res =
        method === 'GET'
          ? await other.request.get(`/api/demo${path}`, { headers: DEMO_HEADERS })
          : await other.request.post(`/api/demo${path}`, {
              headers: DEMO_HEADERS,
              data: { fullName: 'Mallory Evil', email: 'm@example.com' },
            });
      expect(res.status(), `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('No customer of yours has that id.');
    }
    // Nobody signs in as the customers another user made (`<email>#…`).
    const posing = await otherContext.request.post('/api/demo/login', {
      headers: DEMO_HEADERS,
      data: { email: 'someone@example.com#business' },
    });
    expect(posing.status()).toBe(400);
    const still = await demoCall<{ fullName: string }>(
      page,
      'GET',
      `/customers/${encodeURIComponent(mine.id)}`,
    );
    expect(still.fullName).toBe('Ada Lovelace');
  } finally {
    await otherContext.close();
  }
});
