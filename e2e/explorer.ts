// Steps the explorer specs share: deep links to a screen, and fast set-up through the demo backend's own
// API (the same calls the screens make), so each spec drives only the journey it is about through the UI.
import { DEMO_HEADERS, expect, type Page } from './fixtures.js';

/** The explorer's screens: hash path and heading of the screen's first card. */
export const SCREENS = [
  { path: '/', nav: 'Wallet', heading: 'Wallet session' },
  { path: '/payments', nav: 'Payments', heading: 'Balances' },
  { path: '/transactions', nav: 'Transactions', heading: 'Transactions' },
  { path: '/accounts', nav: 'Accounts', heading: 'Your accounts' },
  { path: '/customers', nav: 'Customers', heading: 'Customers' },
  { path: '/agents', nav: 'Agents', heading: 'Create an agent' },
  { path: '/invitations', nav: 'Invitations', heading: 'Invite someone' },
  { path: '/documents', nav: 'Documents', heading: 'Upload a document' },
  { path: '/verifications', nav: 'Verifications', heading: 'Check a person (KYC)' },
  { path: '/institutions', nav: 'Institutions', heading: 'Institutions' },
  { path: '/webhooks', nav: 'Webhooks', heading: 'Webhooks' },
  { path: '/inspector', nav: 'Call inspector', heading: 'Call inspector' },
  { path: '/sandbox', nav: 'Sandbox', heading: 'Sandbox clock' },
] as const;

/** Opens a screen by its deep link and waits for it. */
export async function openScreen(page: Page, path: string): Promise<void> {
  const screen = SCREENS.find((s) => s.path === path)!;
  await page.goto(`/#${path}`);
  await expect(page.getByRole('link', { name: screen.nav, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible();
}

/** A call of the demo backend's API as the signed-in page (cookie of the page's context). */
export async function demoCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<T> {
  const res =
    method === 'GET'
      ? await page.request.get(`/api/demo${path}`, { headers: DEMO_HEADERS })
      : await page.request.post(`/api/demo${path}`, { headers: DEMO_HEADERS, data: data ?? {} });
  const body = (await res.json()) as T;
  expect(res.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

interface Account {
  id: string;
  type: string;
}

/**
 * A funded USD account ($1,000.00) and external accounts (one per entry: type and scenario suffix), made
 * through the demo backend. Returns the ids.
 */
export async function setUpAccounts(
  page: Page,
  externals: { accountType: string; scenario: string }[] = [{ accountType: 'USD_ACCOUNT', scenario: '001' }],
): Promise<{ fiat: string; external: string[] }> {
  const fiat = await demoCall<Account>(page, 'POST', '/accounts/internal', { currency: 'USD' });
  await demoCall(page, 'POST', `/accounts/${encodeURIComponent(fiat.id)}/fund`, { amount: '1000.00' });
  const external: string[] = [];
  for (const e of externals) {
    const made = await demoCall<Account>(page, 'POST', '/accounts/external', {
      ...e,
      name: 'Ada Lovelace',
      beneficiaryType: 'INDIVIDUAL',
    });
    external.push(made.id);
  }
  return { fiat: fiat.id, external };
}

/** An agent with a payment waiting in its approval queue (set up through the demo backend). */
export async function agentWithQueue(page: Page, fiat: string, external: string): Promise<void> {
  const agent = await demoCall<{ id: string }>(page, 'POST', '/agents', {
    name: 'Asker',
    permissions: ['CREATE_TRANSFERS'],
    approvalThreshold: '1.00',
  });
  const at = encodeURIComponent(agent.id);
  const { code } = await demoCall<{ code: string }>(page, 'POST', `/agents/${at}/device-code`);
  await demoCall(page, 'POST', `/agents/${at}/redeem`, { code });
  await demoCall(page, 'POST', `/agents/${at}/act`, {
    kind: 'transfer-out',
    sourceAccountId: fiat,
    destinationAccountId: external,
    amount: '5.00',
  });
}
