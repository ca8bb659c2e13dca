/** The client against a real sandbox process: pages, errors, and the raw request methods. */
import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { KeyholdError } from '@keyhold/protocol/errors';
import { describe, expect, it } from 'vitest';
import { ServiceClient } from '../../src/index.js';
import { useSandbox } from '../helpers/fixtures.js';

const env = useSandbox();

describe('ServiceClient against the sandbox', () => {
  it('iterates every customer across pages with for await', async () => {
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await env.service.customers.create({
        platformCustomerId: `page-${i}`,
        customerType: 'INDIVIDUAL',
        region: 'NZ',
        email: `page-${i}@example.com`,
      });
      created.push(c.id);
    }
    const first = await env.service.customers.list({ region: 'NZ', limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(first.totalCount).toBe(5);
    const seen: string[] = [];
    for await (const customer of env.service.customers.list({ region: 'NZ', limit: 2 }))
      seen.push(customer.id);
    expect(seen.sort()).toEqual([...created].sort());
    const pages: number[] = [];
    for await (const page of env.service.customers.list({ region: 'NZ', limit: 2 }).pages())
      pages.push(page.data.length);
    expect(pages).toEqual([2, 2, 1]);
  });

  it('reads a customer and its wallet account', async () => {
    const c = await env.service.customers.create({
      platformCustomerId: 'read-1',
      customerType: 'INDIVIDUAL',
    });
    expect(await env.service.customers.retrieve(c.id)).toMatchObject({
      id: c.id,
      platformCustomerId: 'read-1',
    });
    const accounts = await env.service.customers.listInternalAccounts({ customerId: c.id });
    expect(accounts.data.map((a) => a.type)).toEqual(['EMBEDDED_WALLET']);
  });

  it('turns the sandbox’s errors into KeyholdError (404, 400 with field errors, 401 for bad credentials)', async () => {
    const missing = await env.service.customers
      .retrieve('Customer:00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(KeyholdError);
    expect(missing).toMatchObject({ status: 404 });
    const invalid = await env.service.customers
      .create({ platformCustomerId: '', customerType: 'NOPE' as 'INDIVIDUAL' })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    const wrong = new ServiceClient({
      baseUrl: env.sandbox.origin,
      apiTokenId: 'sandbox-token',
      apiClientSecret: 'nope',
    });
    await expect(wrong.customers.list()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('surfaces the sandbox’s 429 Retry-After and 401 reason on credential calls (no retry of the POST)', async () => {
    const c = await env.service.customers.create({ platformCustomerId: 'otp-1', customerType: 'INDIVIDUAL' });
    const wallet = (
      await env.service.customers.listInternalAccounts({ customerId: c.id, type: 'EMBEDDED_WALLET' })
    ).data[0]!;
    const created = await env.service.auth.credentials.create({
      type: 'EMAIL_OTP',
      accountId: wallet.id,
      email: 'otp-1@example.com',
    });
    expect(created.signatureRequired).toBe(false);
    if (created.signatureRequired) return;
    const id = created.result.id;
    // The creation email counts as an issue, so a re-send within 30 s is refused (at the latest the second).
    const attempts = [
      await env.service.auth.credentials.challenge(id).catch((e: unknown) => e),
      await env.service.auth.credentials.challenge(id).catch((e: unknown) => e),
    ];
    const limited = attempts.find((a) => a instanceof KeyholdError);
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((limited as KeyholdError).retryAfter).toBeGreaterThan(0);
    const wrong = await env.service.auth.credentials
      .verify(id, {
        type: 'EMAIL_OTP',
        otp: '999999',
        clientPublicKey: (await generateClientKeyPair()).publicKey,
      })
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, code: 'UNAUTHORIZED', reason: 'Invalid OTP code' });
  });
});
describe('request() and requestRaw(), beneath the resources', () => {
  it('request answers {status, data}; requestRaw the untouched Response, whatever its status', async () => {
    const { status, data } = await env.service.request<{ id: string }>('GET', '/config');
    expect(status).toBe(200);
    expect(data.id).toMatch(/^PlatformConfig:/);
    const missing = await env.service.requestRaw('GET', '/customers/Customer:missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      status: 404,
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});
