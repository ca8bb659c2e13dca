/**
 * Customers (§2.5): the record, its default UMA address, creation rules (unique `platformCustomerId`
 * and UMA address; the EMBEDDED_WALLET account is provisioned with the customer).
 */
import type { SandboxContext } from '../host/context.js';
import { conflict, notFound } from '../errors.js';
import type { Customer } from '../model.js';
import { provisionInternalAccount } from './accounts.js';

export const SANDBOX_UMA_DOMAIN = 'sandbox.keyhold.dev';

export function presentCustomer(c: Customer): Customer {
  return structuredClone(c);
}

export function getCustomer(sandbox: SandboxContext, id: string): Customer {
  const c = sandbox.state.customers.get(id);
  if (!c) throw notFound('Customer', id);
  return c;
}

function defaultUma(sandbox: SandboxContext, platformCustomerId: string): string {
  const base =
    platformCustomerId
      .toLowerCase()
      .replace(/[^a-z0-9._+-]/g, '')
      .slice(0, 48) || 'customer';
  let candidate = `$${base}@${SANDBOX_UMA_DOMAIN}`;
  for (let n = 2; sandbox.state.customers.lookup('umaAddress', candidate); n++) {
    candidate = `$${base}.${n}@${SANDBOX_UMA_DOMAIN}`;
  }
  return candidate;
}

/** A validated `POST /customers` body: the record's fields, the defaulted ones optional. */
export interface CustomerInput {
  platformCustomerId: string;
  customerType: Customer['customerType'];
  currencies: string[];
  umaAddress?: string;
  kycStatus?: Customer['kycStatus'];
  region?: string;
  email?: string;
  fullName?: string;
  birthDate?: string;
  nationality?: string;
  address?: NonNullable<Customer['address']>;
  businessInfo?: Record<string, unknown>;
  beneficialOwners?: Array<Record<string, unknown>>;
}

/** Creates a customer and its EMBEDDED_WALLET account; 409 on a taken id or UMA address. */
export function createCustomer(sandbox: SandboxContext, input: CustomerInput): Customer {
  const { state } = sandbox;
  const { platformCustomerId, umaAddress } = input;
  if (state.customers.indexed('platformCustomerId', platformCustomerId).some((c) => !c.isDeleted)) {
    throw conflict('CUSTOMER_ALREADY_EXISTS', 'A customer with this platformCustomerId already exists.', {
      platformCustomerId,
    });
  }
  if (umaAddress !== undefined && state.customers.lookup('umaAddress', umaAddress)) {
    throw conflict('UMA_ADDRESS_TAKEN', 'This UMA address belongs to another customer.', { umaAddress });
  }
  const now = sandbox.nowIso();
  const { customerType, currencies, kycStatus, ...optional } = input;
  delete optional.umaAddress;
  const rest: Partial<CustomerInput> = optional;
  delete rest.platformCustomerId;
  const customer: Customer = {
    id: sandbox.newId('Customer'),
    platformCustomerId,
    customerType,
    umaAddress: umaAddress ?? defaultUma(sandbox, platformCustomerId),
    currencies: currencies.length > 0 ? currencies : ['USD'],
    createdAt: now,
    updatedAt: now,
    isDeleted: false,
    kycStatus: kycStatus ?? 'APPROVED',
    ...rest,
  };
  state.customers.set(customer);
  provisionInternalAccount(sandbox, customer.id, 'EMBEDDED_WALLET', customer.currencies[0] ?? 'USD');
  return customer;
}

/** Soft delete (`isDeleted: true`); deleting twice changes nothing. */
export function deleteCustomer(sandbox: SandboxContext, customer: Customer): Customer {
  if (!customer.isDeleted) {
    customer.isDeleted = true;
    customer.updatedAt = sandbox.nowIso();
  }
  return customer;
}
