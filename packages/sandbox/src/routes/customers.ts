/**
 * Customers (§2.5, §4.3): `POST /customers` (a gap: the fields of §2.5, validated, 201),
 * `GET /customers/{id}`, `GET /customers` with every §4.3 filter, `DELETE /customers/{id}` (soft),
 * `PATCH /customers/{id}` (the service's published update).
 * Creating a customer provisions its EMBEDDED_WALLET internal account.
 */
import type { SandboxHost } from '../contracts.js';
import {
  applyCustomerUpdate,
  changesEmail,
  UPDATE_CUSTOMER_EMAIL,
  walletWithEmailCredential,
} from '../domain/customer-update.js';
import { customerTypes, readCustomerFields } from '../domain/customer-input.js';
import { createCustomer, deleteCustomer, getCustomer, presentCustomer } from '../domain/customers.js';
import type { Customer } from '../model.js';
import { BASE_PATH } from '../options.js';
import { type ListSource, paginateIndexed, QueryReader } from '../pagination.js';
import { json } from '../router.js';
import { consumeSignedRetry, hasSignatureHeaders, issueSignedRequest } from '../signed-retry.js';
import { Validator } from '../validation.js';

export function registerCustomerRoutes(app: SandboxHost): void {
  const { router, state } = app;

  router.post(`${BASE_PATH}/customers`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const platformCustomerId = v.label('platformCustomerId', { required: true, max: 128 });
    const fields = readCustomerFields(app, v, { creating: true });
    v.done();
    const customer = createCustomer(app, {
      ...fields,
      platformCustomerId: platformCustomerId!,
      customerType: fields.customerType!,
      currencies: fields.currencies ?? [],
    });
    return json(presentCustomer(customer), 201);
  });

  /**
   * `PATCH /customers/{customerId}`: an email change of a customer whose wallet has an EMAIL_OTP
   * credential is a signed retry (`UPDATE_CUSTOMER_EMAIL`, `domain/customer-update.ts`).
   */
  router.patch(
    `${BASE_PATH}/customers/{customerId}`,
    async (ctx) => {
      const customer = getCustomer(app, ctx.params['customerId']!);
      const v = Validator.body(await ctx.json());
      const update = readCustomerFields(app, v, { creating: false });
      if (Object.keys(v.input).length === 0) v.fail('body', 'must change at least one field');
      v.done();
      const wallet = changesEmail(customer, update) ? walletWithEmailCredential(app, customer.id) : undefined;
      if (wallet && !hasSignatureHeaders(ctx)) {
        return issueSignedRequest(ctx, {
          operation: UPDATE_CUSTOMER_EMAIL,
          accountId: wallet.id,
          parameters: { customerId: customer.id, email: update.email },
        });
      }
      if (wallet) await consumeSignedRetry(ctx, { operation: UPDATE_CUSTOMER_EMAIL, accountId: wallet.id });
      return json(presentCustomer(applyCustomerUpdate(app, customer, update)));
    },
    {
      claimsRequestId: (ctx) => walletWithEmailCredential(ctx.app, ctx.params['customerId']!)?.id,
    },
  );

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
