/**
 * Customers (§2.5, §4.3): `POST /customers` (a gap: the fields of §2.5, validated, 201),
 * `GET /customers/{id}`, `GET /customers` with every §4.3 filter, `DELETE /customers/{id}` (soft).
 * Creating a customer provisions its EMBEDDED_WALLET internal account.
 */
import type { SandboxHost } from '../contracts.js';
import { isCurrencyCode } from '../currencies.js';
import { createCustomer, deleteCustomer, getCustomer, presentCustomer } from '../domain/customers.js';
import type { Address, Customer } from '../model.js';
import { BASE_PATH } from '../options.js';
import { type ListSource, paginateIndexed, QueryReader } from '../pagination.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';

const customerTypes = ['INDIVIDUAL', 'BUSINESS'] as const;
const kycStatuses = ['UNVERIFIED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
const UMA = /^\$[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
function parseAddress(v: Validator): Address | undefined {
  const a = v.object('address');
  if (!a) return undefined;
  const line1 = a.label('line1', { required: true, max: 200 });
  const line2 = a.label('line2', { max: 200 });
  const city = a.label('city', { max: 100 });
  const state = a.label('state', { max: 100 });
  const postalCode = a.label('postalCode', { required: true, max: 20 });
  const country = a.country('country', { required: true });
  if (line1 === undefined || postalCode === undefined || country === undefined) return undefined;
  const out: Address = { line1, postalCode, country };
  if (line2 !== undefined) out.line2 = line2;
  if (city !== undefined) out.city = city;
  if (state !== undefined) out.state = state;
  return out;
}

export function registerCustomerRoutes(app: SandboxHost): void {
  const { router, state } = app;

  router.post(`${BASE_PATH}/customers`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const platformCustomerId = v.label('platformCustomerId', { required: true, max: 128 });
    const customerType = v.enum('customerType', customerTypes, { required: true });
    const umaAddress = v.string('umaAddress', {
      max: 128,
      pattern: UMA,
      patternMessage: 'must be a UMA address like $name@domain.com',
    });
    const region = v.country('region');
    const rawCurrencies = v.array('currencies');
    const currencies: string[] = [];
    rawCurrencies?.forEach((c, i) => {
      if (!isCurrencyCode(c)) v.fail(`currencies[${i}]`, 'must be a supported ISO 4217 currency code');
      else if (!currencies.includes(c)) currencies.push(c);
    });
    if (rawCurrencies && rawCurrencies.length === 0) v.fail('currencies', 'must not be empty');
    const email = v.email('email', { max: 254 });
    const fullName = v.label('fullName', { max: 200 });
    const birthDate = v.date('birthDate');
    if (birthDate !== undefined && birthDate > app.nowIso().slice(0, 10))
      v.fail('birthDate', 'must not be in the future');
    const nationality = v.country('nationality');
    const address = parseAddress(v);
    const kycStatus = v.enum('kycStatus', kycStatuses);
    const businessInfo = v.object('businessInfo');
    v.done();

    const customer = createCustomer(app, {
      platformCustomerId: platformCustomerId!,
      customerType: customerType!,
      currencies,
      ...(umaAddress !== undefined ? { umaAddress } : {}),
      ...(kycStatus !== undefined ? { kycStatus } : {}),
      ...(region !== undefined ? { region } : {}),
      ...(email !== undefined ? { email } : {}),
      ...(fullName !== undefined ? { fullName } : {}),
      ...(birthDate !== undefined ? { birthDate } : {}),
      ...(nationality !== undefined ? { nationality } : {}),
      ...(address !== undefined ? { address } : {}),
      ...(businessInfo !== undefined ? { businessInfo: structuredClone(businessInfo.input) } : {}),
    });
    return json(presentCustomer(customer), 201);
  });

  router.get(`${BASE_PATH}/customers/{customerId}`, (ctx) => {
    return json(presentCustomer(getCustomer(app, ctx.params['customerId']!)));
  });

  router.delete(`${BASE_PATH}/customers/{customerId}`, (ctx) => {
    return json(presentCustomer(deleteCustomer(app, getCustomer(app, ctx.params['customerId']!))));
  });

  router.get(`${BASE_PATH}/customers`, (ctx) => {
    const q = new QueryReader(ctx.query);
    const platformCustomerId = q.string('platformCustomerId');
    const customerType = q.enum('customerType', customerTypes);
    const createdAfter = q.dateTime('createdAfter');
    const createdBefore = q.dateTime('createdBefore');
    const updatedAfter = q.dateTime('updatedAfter');
    const updatedBefore = q.dateTime('updatedBefore');
    const region = q.country('region');
    const currency = q.currency('currency');
    const umaAddress = q.string('umaAddress');
    const includeDeleted = q.boolean('isIncludingDeleted') ?? false;
    const page = q.page();
    q.done();
    // Walk the narrowest index (state.ts); the full predicate runs only when that key is not all.
    const source: ListSource<Customer> =
      platformCustomerId !== undefined
        ? { index: 'platformCustomerId', key: platformCustomerId }
        : umaAddress !== undefined
          ? { index: 'umaAddress', key: umaAddress }
          : includeDeleted
            ? {}
            : { index: 'liveness', key: 'live' };
    const others = [customerType, createdAfter, createdBefore, updatedAfter, updatedBefore, region, currency];
    const exact = others.every((x) => x === undefined) && (includeDeleted || source.index === 'liveness');
    if (!exact)
      source.where = (c) => {
        const created = Date.parse(c.createdAt);
        const updated = Date.parse(c.updatedAt);
        return (
          (includeDeleted || !c.isDeleted) &&
          (platformCustomerId === undefined || c.platformCustomerId === platformCustomerId) &&
          (customerType === undefined || c.customerType === customerType) &&
          (createdAfter === undefined || created >= createdAfter) &&
          (createdBefore === undefined || created <= createdBefore) &&
          (updatedAfter === undefined || updated >= updatedAfter) &&
          (updatedBefore === undefined || updated <= updatedBefore) &&
          (region === undefined || c.region === region) &&
          (currency === undefined || c.currencies.includes(currency)) &&
          (umaAddress === undefined || c.umaAddress === umaAddress)
        );
      };
    return json(paginateIndexed(state.customers, source, page, presentCustomer));
  });
}
