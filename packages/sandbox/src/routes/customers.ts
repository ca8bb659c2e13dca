/**
 * Customers (§2.5, §4.3): `POST /customers` (a gap: the fields of §2.5, validated, 201),
 * `GET /customers/{id}`, `GET /customers` with every §4.3 filter, `DELETE /customers/{id}` (soft),
 * `PATCH /customers/{id}` (the service's published update).
 * Creating a customer provisions its EMBEDDED_WALLET internal account.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query } from '../http/request.js';
import {
  applyCustomerUpdate,
  changesEmail,
  UPDATE_CUSTOMER_EMAIL,
  walletWithEmailCredential,
} from '../domain/customer-update.js';
import { createCustomer, deleteCustomer, getCustomer, presentCustomer } from '../domain/customers.js';
import type { Customer } from '../model.js';
import type { SandboxContext } from '../host/context.js';
import { invalidInput } from '../errors.js';
import { BASE_PATH } from '../options.js';
import { type ListSource, paginateIndexed, QueryReader } from '../pagination.js';
import { json } from '../http/responses.js';
import { consumeSignedRetry, hasSignatureHeaders, issueSignedRequest } from '../signed-retry.js';
import { customerTypes, customerUpdate, newCustomer } from '../schemas/customer.js';
import { parseBody } from '../schemas/parse.js';

/** Today on the sandbox clock (`YYYY-MM-DD`). */
function today(sandbox: SandboxContext): string {
  return sandbox.nowIso().slice(0, 10);
}

async function postCustomer(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const fields = parseBody(newCustomer(today(sandbox)), await ctx.var.json());
  const customer = createCustomer(sandbox, { ...fields, currencies: fields.currencies ?? [] });
  return json(presentCustomer(customer), 201);
}

/** The wallet whose EMAIL_OTP credential signs an email change of the customer in the path. */
function walletOfCustomer(ctx: Ctx): string | undefined {
  return walletWithEmailCredential(ctx.var.sandbox, param(ctx, 'customerId'))?.id;
}

/**
 * `PATCH /customers/:customerId`: an email change of a customer whose wallet has an EMAIL_OTP
 * credential is a signed retry (`UPDATE_CUSTOMER_EMAIL`, `domain/customer-update.ts`).
 */
async function updateCustomer(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const customer = getCustomer(sandbox, param(ctx, 'customerId'));
  const body = await ctx.var.json();
  const update = parseBody(customerUpdate(today(sandbox)), body);
  if (Object.keys(body as object).length === 0)
    throw invalidInput([{ field: 'body', message: 'must change at least one field' }]);
  const wallet = changesEmail(customer, update) ? walletWithEmailCredential(sandbox, customer.id) : undefined;
  if (wallet && !hasSignatureHeaders(ctx)) {
    return issueSignedRequest(ctx, {
      operation: UPDATE_CUSTOMER_EMAIL,
      accountId: wallet.id,
      parameters: { customerId: customer.id, email: update.email },
    });
  }
  if (wallet) await consumeSignedRetry(ctx, { operation: UPDATE_CUSTOMER_EMAIL, accountId: wallet.id });
  return json(presentCustomer(applyCustomerUpdate(sandbox, customer, update)));
}

function readCustomer(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  return json(presentCustomer(getCustomer(sandbox, param(ctx, 'customerId'))));
}

function removeCustomer(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  return json(presentCustomer(deleteCustomer(sandbox, getCustomer(sandbox, param(ctx, 'customerId')))));
}

function listCustomers(ctx: Ctx): Response {
  const { state } = ctx.var.sandbox;
  const q = new QueryReader(query(ctx));
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
}

export const customerRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/customers`, postCustomer],
  ['PATCH', `${BASE_PATH}/customers/:customerId`, updateCustomer, { claimsRequestId: walletOfCustomer }],
  ['GET', `${BASE_PATH}/customers/:customerId`, readCustomer],
  ['DELETE', `${BASE_PATH}/customers/:customerId`, removeCustomer],
  ['GET', `${BASE_PATH}/customers`, listCustomers],
];

export const customerModule: SandboxModule = { routes: customerRoutes };
