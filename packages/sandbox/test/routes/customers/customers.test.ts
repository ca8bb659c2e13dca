/**
 * `routes/customers.ts`: create, read and list customers with every §4.3 filter and the pagination
 * envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api, useApi } from '../../support/api.js';

const api = useApi();

describe('customers', () => {
  it('POST /customers creates a customer (201) with the §2.5 fields and an EMBEDDED_WALLET account', async () => {
    const res = await api.call('POST', '/customers', {
      platformCustomerId: 'alice-1',
      customerType: 'INDIVIDUAL',
      region: 'US',
      currencies: ['USD', 'EUR'],
      email: 'alice@example.com',
      fullName: 'Alice Liddell',
      birthDate: '1990-01-31',
      nationality: 'GB',
      address: { line1: '1 Main St', postalCode: '94105', country: 'US', city: 'SF' },
    });
    expect(res.status).toBe(201);
    const c = res.body;
    expect(c['id']).toMatch(/^Customer:[0-9a-f-]{36}$/);
    expect(c).toMatchObject({
      platformCustomerId: 'alice-1',
      customerType: 'INDIVIDUAL',
      region: 'US',
      currencies: ['USD', 'EUR'],
      isDeleted: false,
      kycStatus: 'APPROVED',
      address: { line1: '1 Main St', postalCode: '94105', country: 'US', city: 'SF' },
    });
    expect(c['umaAddress']).toMatch(/^\$alice-1@/);
    const got = await api.call('GET', `/customers/${encodeURIComponent(String(c['id']))}`);
    expect(got.body).toEqual(c);

    const accounts = await api.call<{
      data: Array<Record<string, unknown>>;
      hasMore: boolean;
      totalCount: number;
    }>('GET', `/customers/internal-accounts?customerId=${encodeURIComponent(String(c['id']))}`);
    expect(accounts.status).toBe(200);
    expect(accounts.body.totalCount).toBe(1);
    expect(accounts.body.hasMore).toBe(false);
    const wallet = accounts.body.data[0]!;
    expect(wallet).toMatchObject({
      customerId: c['id'],
      type: 'EMBEDDED_WALLET',
      status: 'ACTIVE',
      balance: { amount: 0, currency: { code: 'USD', decimals: 2 } },
      fundingPaymentInstructions: [],
    });
    expect(wallet['id']).toMatch(/^InternalAccount:/);
  });

  it('validation failures list every bad field', async () => {
    const res = await api.call<{ details: { errors: Array<{ field: string }> } }>('POST', '/customers', {
      customerType: 'ROBOT',
      region: 'usa',
      currencies: ['XXX'],
      email: 'not-an-email',
      birthDate: '1990-02-30',
      address: { line1: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    const fields = res.body.details.errors.map((e) => e.field).sort();
    expect(fields).toEqual(
      [
        'address.country',
        'address.postalCode',
        'birthDate',
        'currencies[0]',
        'customerType',
        'email',
        'platformCustomerId',
        'region',
      ].sort(),
    );
  });

  it('a duplicate platformCustomerId is 409 CUSTOMER_ALREADY_EXISTS; an unknown id is 404', async () => {
    await api.call('POST', '/customers', { platformCustomerId: 'dup', customerType: 'BUSINESS' });
    const again = await api.call('POST', '/customers', {
      platformCustomerId: 'dup',
      customerType: 'BUSINESS',
    });
    expect(again.status).toBe(409);
    expect(again.body['code']).toBe('CUSTOMER_ALREADY_EXISTS');
    const missing = await api.call('GET', '/customers/Customer:00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body['code']).toBe('NOT_FOUND');
  });
});

describe('GET /customers filters and pagination', () => {
  let other: Api;
  beforeAll(async () => {
    other = await startApi();
    const make = (platformCustomerId: string, extra: Record<string, unknown> = {}) =>
      other.call('POST', '/customers', { platformCustomerId, customerType: 'INDIVIDUAL', ...extra });
    await make('p1', { region: 'US', currencies: ['USD'] });
    await make('p2', { region: 'MX', currencies: ['MXN', 'USD'] });
    await other.control('POST', '/clock/advance', { seconds: 3600 });
    await make('p3', { region: 'BR', currencies: ['BRL'], customerType: 'BUSINESS' });
    await make('p4', { region: 'US', umaAddress: '$p4@example.com' });
  });
  afterAll(() => other.close());

  type List = {
    data: Array<{ platformCustomerId: string; id: string }>;
    hasMore: boolean;
    nextCursor?: string;
    totalCount: number;
  };
  const ids = (r: { body: List }) => r.body.data.map((c) => c.platformCustomerId);

  it('filters by platformCustomerId, customerType, region, currency and umaAddress', async () => {
    expect(ids(await other.call<List>('GET', '/customers?platformCustomerId=p2'))).toEqual(['p2']);
    expect(ids(await other.call<List>('GET', '/customers?customerType=BUSINESS'))).toEqual(['p3']);
    expect(ids(await other.call<List>('GET', '/customers?region=US'))).toEqual(['p1', 'p4']);
    expect(ids(await other.call<List>('GET', '/customers?currency=USD'))).toEqual(['p1', 'p2', 'p4']);
    expect(
      ids(await other.call<List>('GET', `/customers?umaAddress=${encodeURIComponent('$p4@example.com')}`)),
    ).toEqual(['p4']);
  });

  it('filters by created and updated dates, inclusively', async () => {
    const all = await other.call<{ data: Array<{ platformCustomerId: string; createdAt: string }> }>(
      'GET',
      '/customers',
    );
    const p3 = all.body.data.find((c) => c.platformCustomerId === 'p3')!;
    const at = encodeURIComponent(p3.createdAt);
    expect(ids(await other.call<List>('GET', `/customers?createdAfter=${at}`))).toEqual(['p3', 'p4']);
    expect(ids(await other.call<List>('GET', `/customers?createdBefore=${at}`))).toEqual(['p1', 'p2', 'p3']);
    expect(ids(await other.call<List>('GET', `/customers?updatedAfter=${at}`))).toEqual(['p3', 'p4']);
    expect(ids(await other.call<List>('GET', `/customers?updatedBefore=${at}`))).toEqual(['p1', 'p2', 'p3']);
  });

  it('deleted customers are hidden unless isIncludingDeleted=true', async () => {
    const p1 = (await other.call<List>('GET', '/customers?platformCustomerId=p1')).body.data[0]!;
    const del = await other.call('DELETE', `/customers/${p1.id}`);
    expect(del.body['isDeleted']).toBe(true);
    expect(ids(await other.call<List>('GET', '/customers'))).not.toContain('p1');
    expect(ids(await other.call<List>('GET', '/customers?isIncludingDeleted=true'))).toContain('p1');
  });

  it('pages with limit and an opaque cursor; totalCount ignores pagination', async () => {
    const first = await other.call<List>('GET', '/customers?isIncludingDeleted=true&limit=3');
    expect(first.body.data).toHaveLength(3);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.totalCount).toBe(4);
    const second = await other.call<List>(
      'GET',
      `/customers?isIncludingDeleted=true&limit=3&cursor=${first.body.nextCursor}`,
    );
    expect(ids(second)).toEqual(['p4']);
    expect(second.body.hasMore).toBe(false);
    expect(second.body.nextCursor).toBeUndefined();
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['cursor=%21%21', 'cursor'],
    ['customerType=ALIEN', 'customerType'],
    ['createdAfter=yesterday', 'createdAfter'],
    ['updatedBefore=2024-13-01', 'updatedBefore'],
    ['region=usa', 'region'],
    ['currency=dollars', 'currency'],
    ['isIncludingDeleted=yes', 'isIncludingDeleted'],
  ])('rejects %s with 400 INVALID_INPUT naming %s', async (query, field) => {
    const res = await other.call<{ code: string; details: { errors: Array<{ field: string }> } }>(
      'GET',
      `/customers?${query}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
    expect(res.body.details.errors.map((e) => e.field)).toEqual([field]);
  });

  it('limit 100 is accepted; limit default is 20', async () => {
    expect((await other.call('GET', '/customers?limit=100')).status).toBe(200);
    for (let i = 0; i < 21; i++) await createCustomer(other);
    const page = await other.call<List>('GET', '/customers');
    expect(page.body.data).toHaveLength(20);
    expect(page.body.hasMore).toBe(true);
  });
});
