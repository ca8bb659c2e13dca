/**
 * The wallet handler's email-change route: `PATCH /customers/{id}` reaches the service only
 * for the signed-in customer's own id and only with `{email}`; the signed retry goes through.
 */
import { stamp } from '@keyhold/protocol/crypto';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../src/index.js';
import { signIn } from './helpers/fixtures.js';
import { type Backend, Browser, createCustomer, startStack, type WalletStack } from './helpers/harness.js';

let stack: WalletStack;
let sandbox: SandboxProcess;
let service: ServiceClient;
let backend: Backend;
beforeAll(async () => {
  stack = await startStack();
  ({ sandbox, service, backend } = stack);
}, 30_000);
afterAll(() => stack?.stop());

describe('PATCH /customers/{customerId} through the wallet handler', () => {
  it("forwards the customer's own email change as a signed retry", async () => {
    const c = await createCustomer(service, 'wh-email');
    const { signer } = await signIn(service, sandbox, c.walletId, c.email);
    const browser = new Browser(backend, c.customerId);
    const body = JSON.stringify({ email: `new-${c.email}` });
    const first = await browser.call('PATCH', `/customers/${c.customerId}`, { raw: body });
    expect(first.status, first.text).toBe(202);
    const final = await browser.call('PATCH', `/customers/${c.customerId}`, {
      raw: body,
      headers: {
        'Service-Wallet-Signature': await stamp(String(first.body.payloadToSign), signer),
        'Request-Id': String(first.body.requestId),
      },
    });
    expect(final.status, final.text).toBe(200);
    expect(final.body).toMatchObject({ id: c.customerId, email: `new-${c.email}` });
  });

  it('refuses another customer, and any field but email (403), before the service is asked', async () => {
    const c = await createCustomer(service, 'wh-self');
    const other = await createCustomer(service, 'wh-other');
    const browser = new Browser(backend, c.customerId);
    const foreign = await browser.call('PATCH', `/customers/${other.customerId}`, {
      body: { email: 'x@example.com' },
    });
    expect(foreign.status).toBe(403);
    const kyc = await browser.call('PATCH', `/customers/${c.customerId}`, {
      body: { email: 'y@example.com', kycStatus: 'APPROVED' },
    });
    expect(kyc.status).toBe(403);
    const noEmail = await browser.call('PATCH', `/customers/${c.customerId}`, {
      body: { fullName: 'Mallory' },
    });
    expect(noEmail.status).toBe(403);
    expect((await service.customers.retrieve(c.customerId)).fullName).not.toBe('Mallory');
    expect((await service.customers.retrieve(other.customerId)).email).toBe(other.email);
  });
});
