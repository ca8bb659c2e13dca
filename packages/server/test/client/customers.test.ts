/**
 * `service.customers` against a real sandbox process, response shapes checked: a customer read, updated
 * and deleted; its internal accounts; its external accounts (`customers.externalAccounts`).
 */
import { describe, expect, it } from 'vitest';
import {
  externalAccountShape,
  internalAccountShape,
  usdAccountInfo,
  useSandbox,
} from '../helpers/fixtures.js';
import { createCustomer } from '../helpers/harness.js';

const env = useSandbox();

const internalAccount = internalAccountShape;
const externalAccount = externalAccountShape;

describe('service.customers', () => {
  it('a customer is read, updated at once when its wallet has no email credential, and soft-deleted', async () => {
    const c = await createCustomer(env.service, 'cust');
    const got = await env.service.customers.retrieve(c.customerId);
    expect(got).toMatchObject({
      id: c.customerId,
      platformCustomerId: expect.any(String),
      customerType: 'INDIVIDUAL',
      umaAddress: expect.any(String),
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const updated = await env.service.customers.update(c.customerId, {
      email: `x-${c.email}`,
      nationality: 'FR',
    });
    expect(updated).toMatchObject({
      signatureRequired: false,
      status: 200,
      result: { email: `x-${c.email}`, nationality: 'FR' },
    });
    const deleted = await env.service.customers.delete(c.customerId);
    expect(deleted).toMatchObject({ id: c.customerId, isDeleted: true });
  });
});

describe("a customer's accounts", () => {
  it('a new INTERNAL_FIAT account is listed beside the wallet and takes sandbox funds', async () => {
    const c = await createCustomer(env.service, 'int');
    const created = await env.service.customers.createInternalAccount({
      customerId: c.customerId,
      currency: 'EUR',
    });
    expect(created).toMatchObject({ ...internalAccount, type: 'INTERNAL_FIAT', customerId: c.customerId });
    const funded = await env.service.sandbox.internalAccounts.fund(created.id, 4_200);
    expect(funded).toMatchObject({ ...internalAccount, id: created.id, balance: { amount: 4_200 } });
    const page = await env.service.customers.listInternalAccounts({ customerId: c.customerId });
    expect(page).toMatchObject({ hasMore: false, totalCount: 2 });
    for (const a of page.data) expect(a).toMatchObject(internalAccount);
  });

  it('an external account is created, read, and listed by customer and currency', async () => {
    const c = await createCustomer(env.service, 'ext');
    const made = await env.service.customers.externalAccounts.create({
      customerId: c.customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    expect(made).toMatchObject({
      ...externalAccount,
      customerId: c.customerId,
      accountInfo: { paymentRails: ['ACH'] },
    });
    expect(await env.service.customers.externalAccounts.retrieve(made.id)).toMatchObject({
      id: made.id,
      customerId: c.customerId,
    });
    const list = await env.service.customers.externalAccounts.list({
      customerId: c.customerId,
      currency: 'USD',
    });
    expect(list).toMatchObject({
      hasMore: false,
      totalCount: 1,
      data: [expect.objectContaining({ id: made.id })],
    });
  });
});
