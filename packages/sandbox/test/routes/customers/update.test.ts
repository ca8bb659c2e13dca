/**
 * `routes/customers.ts`, `PATCH /customers/{id}`: fields change at once, an email change under an EMAIL_OTP
 * credential is a signed retry; business customers as the SDK writes them.
 */
import { stamp } from '@keyhold/protocol/crypto';
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { emailOtpWallet, latestOtp, signedCall, type Challenge202 } from '../../support/wallet.js';

const api = useApi();

type Json = Record<string, unknown>;

describe('PATCH /customers/{id}', () => {
  it('changes fields at once when no wallet credential is tied to the email', async () => {
    const { customerId } = await createCustomer(api, { email: 'old@example.com' });
    const res = await api.call<Json>('PATCH', `/customers/${customerId}`, {
      customerType: 'INDIVIDUAL',
      email: 'new@example.com',
      fullName: 'Ada Lovelace',
      currencies: ['EUR', 'USD'],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: customerId,
      email: 'new@example.com',
      fullName: 'Ada Lovelace',
      currencies: ['EUR', 'USD'],
    });
    expect(Date.parse(String(res.body['updatedAt']))).toBeGreaterThanOrEqual(
      Date.parse(String(res.body['createdAt'])),
    );
  });

  it('refuses another customerType, a taken UMA address, bad fields and an empty body', async () => {
    const a = await createCustomer(api, { umaAddress: '$taken.one@example.com' });
    const b = await createCustomer(api);
    const type = await api.call<Json>('PATCH', `/customers/${b.customerId}`, { customerType: 'BUSINESS' });
    expect(type.status).toBe(400);
    const uma = await api.call<Json>('PATCH', `/customers/${b.customerId}`, {
      umaAddress: '$taken.one@example.com',
    });
    expect(uma.status).toBe(409);
    expect(uma.body['code']).toBe('UMA_ADDRESS_TAKEN');
    const bad = await api.call<Json>('PATCH', `/customers/${b.customerId}`, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect((await api.call('PATCH', `/customers/${b.customerId}`, {})).status).toBe(400);
    expect((await api.call('PATCH', '/customers/Customer:missing', { fullName: 'X' })).status).toBe(404);
    expect(a.customerId).not.toBe(b.customerId);
  });

  it('an email change with an EMAIL_OTP credential is a signed retry; the credential follows the new email', async () => {
    const { customerId, accountId } = await createCustomer(api, { email: 'before@example.com' });
    const { credentialId, session } = await emailOtpWallet(api, accountId, 'before@example.com');
    const body = { email: 'after@example.com' };
    const { challenge, reply } = await signedCall(
      api,
      'PATCH',
      `/customers/${customerId}`,
      body,
      session.signer,
    );
    const payload = JSON.parse(challenge.payloadToSign) as Json;
    expect(payload).toMatchObject({
      accountId,
      operation: 'UPDATE_CUSTOMER_EMAIL',
      parameters: { customerId, email: 'after@example.com' },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ id: customerId, email: 'after@example.com' });

    const creds = await api.call<{ data: Json[] }>('GET', `/auth/credentials?accountId=${accountId}`);
    expect(creds.body.data.find((c) => c['id'] === credentialId)).toMatchObject({
      nickname: 'after@example.com',
    });
    // the next code goes to the new address
    const challenged = await api.call('POST', `/auth/credentials/${credentialId}/challenge`, {});
    expect(challenged.status, challenged.text).toBe(200);
    expect(await latestOtp(api, 'after@example.com')).toMatch(/^\d{6}$/);
  });

  it('the first leg changes nothing; a retry with another body or a reused Request-Id is 401', async () => {
    const { customerId, accountId } = await createCustomer(api, { email: 'c1@example.com' });
    const { session } = await emailOtpWallet(api, accountId, 'c1@example.com');
    const first = await api.call<Challenge202>('PATCH', `/customers/${customerId}`, {
      email: 'c2@example.com',
    });
    expect(first.status).toBe(202);
    expect((await api.call<Json>('GET', `/customers/${customerId}`)).body['email']).toBe('c1@example.com');
    const sig = await stamp(first.body.payloadToSign, session.signer);
    const headers = { 'Service-Wallet-Signature': sig, 'Request-Id': first.body.requestId };
    const other = await api.call<Json>(
      'PATCH',
      `/customers/${customerId}`,
      { email: 'evil@example.com' },
      headers,
    );
    expect(other.status).toBe(401);
    expect(other.body['reason']).toBe('Request does not match the signed request');
    const reused = await api.call<Json>(
      'PATCH',
      `/customers/${customerId}`,
      { email: 'c2@example.com' },
      headers,
    );
    expect(reused.status).toBe(401);
    expect(reused.body['reason']).toBe('Request-Id already used');
    // a change that keeps the email needs no signature even with the credential
    const plain = await api.call<Json>('PATCH', `/customers/${customerId}`, { fullName: 'C One' });
    expect(plain.status).toBe(200);
  });
});

describe('business customers as the SDK creates and updates them', () => {
  it('keeps beneficialOwners on create; a PATCH of businessInfo changes the given fields only', async () => {
    const owners = [{ personalInfo: { firstName: 'Grace', lastName: 'Hopper' }, ownershipPercentage: 60 }];
    const created = await api.call<Json>('POST', '/customers', {
      platformCustomerId: `biz-${Date.now()}`,
      customerType: 'BUSINESS',
      businessInfo: { legalName: 'Acme', registrationNumber: 'R-1', taxId: 'T-1' },
      beneficialOwners: owners,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body['beneficialOwners']).toEqual(owners);
    const id = String(created.body['id']);
    const patched = await api.call<Json>('PATCH', `/customers/${id}`, {
      customerType: 'BUSINESS',
      businessInfo: { legalName: 'Acme Two' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body['businessInfo']).toEqual({
      legalName: 'Acme Two',
      registrationNumber: 'R-1',
      taxId: 'T-1',
    });
    expect((await api.call<Json>('GET', `/customers/${id}`)).body['businessInfo']).toMatchObject({
      legalName: 'Acme Two',
    });
    const newOwners = await api.call<Json>('PATCH', `/customers/${id}`, {
      customerType: 'BUSINESS',
      beneficialOwners: [],
    });
    expect(newOwners.body['beneficialOwners']).toEqual([]);
  });

  it('businessInfo on an individual customer is refused, naming the field', async () => {
    const { customerId } = await createCustomer(api);
    const res = await api.call<Json>('PATCH', `/customers/${customerId}`, {
      businessInfo: { legalName: 'Acme' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ details: { errors: [{ field: 'businessInfo' }] } });
  });
});
