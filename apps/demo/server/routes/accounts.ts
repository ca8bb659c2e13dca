// Accounts: the customer's internal accounts (balances, new fiat accounts, sandbox funding) and external
// accounts of every variant with a named §3.6 scenario and the beneficiary verification result.
import type { ExplorerContext, ExplorerRoute } from '../context.js';
import { badInput } from '../errors.js';
import { DECIMALS, SCENARIOS, VARIANTS, beneficiaryOf, toMinor } from '../variants.js';

async function list({ service, customer }: ExplorerContext) {
  const internal = await service.customers.listInternalAccounts({ customerId: customer.id, limit: 100 });
  const external = await service.customers.externalAccounts.list({ customerId: customer.id, limit: 100 });
  return { internal: internal.data, external: external.data };
}

async function createInternal({ service, customer, body }: ExplorerContext) {
  const { currency } = body;
  if (typeof currency !== 'string' || !(currency in DECIMALS) || currency === 'BTC')
    throw badInput('Choose a currency.');
  return service.customers.createInternalAccount({ customerId: customer.id, currency });
}

async function createExternal({ service, customer, body }: ExplorerContext) {
  const variant = typeof body.accountType === 'string' ? VARIANTS[body.accountType] : undefined;
  if (!variant) throw badInput('Choose an account type.');
  const { scenario } = body;
  if (typeof scenario !== 'string' || !SCENARIOS.includes(scenario)) throw badInput('Choose a scenario.');
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || name.length > 200) throw badInput('Enter the name of the account holder.');
  const beneficiary = beneficiaryOf({ beneficiaryType: body.beneficiaryType, name });
  return service.customers.externalAccounts.create({
    customerId: customer.id,
    currency: variant.currency,
    accountInfo: variant.build(scenario, beneficiary),
  });
}

async function fund({ service, params, body, owns }: ExplorerContext) {
  const account = await owns.internalAccount(params.accountId);
  const amount = toMinor(String(body.amount ?? ''), account.balance.currency.code);
  if (amount === null) throw badInput(`Enter an amount in ${account.balance.currency.code}, like 100.00.`);
  return service.sandbox.internalAccounts.fund(account.id, amount);
}

export const accountRoutes: ExplorerRoute[] = [
  { method: 'GET', path: '/accounts', handler: list },
  { method: 'POST', path: '/accounts/internal', handler: createInternal },
  { method: 'POST', path: '/accounts/external', handler: createExternal },
  { method: 'POST', path: '/accounts/:accountId/fund', handler: fund },
];
