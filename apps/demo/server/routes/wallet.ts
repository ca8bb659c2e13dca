// The wallet screen's helpers: sandbox funds for the embedded wallet and its fixed EUR payee.
import type { ExplorerContext, ExplorerRoute } from '../context.js';
import { DemoError } from '../errors.js';

async function fund({ service, customer, walletOf, body }: ExplorerContext) {
  const amount = body.amount ?? 100_000;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1)
    throw new DemoError(400, 'The amount must be a positive whole number of cents.');
  const account = await walletOf(customer.id);
  if (!account) throw new DemoError(409, 'This customer has no embedded wallet.');
  return service.sandbox.internalAccounts.fund(account.id, amount);
}

async function payee({ service, customer }: ExplorerContext) {
  // An external EUR account (SEPA, a well-known test IBAN) of this customer to send to.
  return service.customers.externalAccounts.create({
    customerId: customer.id,
    currency: 'EUR',
    accountInfo: {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
      swiftCode: 'COBADEFFXXX',
      beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
    },
  });
}

export const walletRoutes: ExplorerRoute[] = [
  { method: 'POST', path: '/fund', handler: fund },
  { method: 'POST', path: '/payee', handler: payee },
];
