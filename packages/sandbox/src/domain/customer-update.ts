/**
 * `PATCH /customers/{customerId}` (the service's published update): changes the given fields. When the
 * email changes and the customer's embedded wallet has an EMAIL_OTP credential, the change is a
 * signed retry (operation `UPDATE_CUSTOMER_EMAIL`) authorized by a live session of that wallet, and
 * every EMAIL_OTP credential of the wallet follows: its nickname (the address codes go to) becomes
 * the new email and a code sent to the old address stops working.
 */
import { SIGNED_OPERATIONS } from '@keyhold/protocol';
import type { SandboxContext } from '../host/context.js';
import { conflict, invalidInput } from '../errors.js';
import type { Customer, InternalAccountRecord } from '../model.js';
import type { CustomerInput } from './customers.js';

/** The signed operation of an email change (the sixth; `payloadToSign.parameters` = `{customerId, email}`). */
export const UPDATE_CUSTOMER_EMAIL = SIGNED_OPERATIONS.CHANGE_EMAIL;

export type CustomerUpdate = Partial<Omit<CustomerInput, 'platformCustomerId'>>;

function emailCredentials(sandbox: SandboxContext, accountId: string) {
  return sandbox.state.credentials
    .indexed('accountId', accountId)
    .filter((c) => c.type === 'EMAIL_OTP' && c.revokedAt === undefined);
}

/** The customer's embedded wallet whose EMAIL_OTP credential makes an email change a signed retry. */
export function walletWithEmailCredential(
  sandbox: SandboxContext,
  customerId: string,
): InternalAccountRecord | undefined {
  return sandbox.state.internalAccounts
    .filter((a) => a.customerId === customerId && a.type === 'EMBEDDED_WALLET')
    .find((a) => emailCredentials(sandbox, a.id).length > 0);
}

/** True when `update` changes the customer's email. */
export function changesEmail(customer: Customer, update: CustomerUpdate): boolean {
  return update.email !== undefined && update.email !== customer.email;
}

/** Applies a validated update (409 `UMA_ADDRESS_TAKEN`, 400 for another `customerType`). */
export function applyCustomerUpdate(
  sandbox: SandboxContext,
  customer: Customer,
  update: CustomerUpdate,
): Customer {
  if (update.customerType !== undefined && update.customerType !== customer.customerType)
    throw invalidInput([
      { field: 'customerType', message: `cannot change (the customer is ${customer.customerType})` },
    ]);
  for (const field of ['businessInfo', 'beneficialOwners'] as const)
    if (update[field] !== undefined && customer.customerType !== 'BUSINESS')
      throw invalidInput([{ field, message: 'is for BUSINESS customers only' }]);
  if (update.umaAddress !== undefined && update.umaAddress !== customer.umaAddress) {
    const holder = sandbox.state.customers.lookup('umaAddress', update.umaAddress);
    if (holder && holder.id !== customer.id)
      throw conflict('UMA_ADDRESS_TAKEN', 'This UMA address belongs to another customer.', {
        umaAddress: update.umaAddress,
      });
  }
  const now = sandbox.nowIso();
  if (changesEmail(customer, update)) {
    for (const wallet of sandbox.state.internalAccounts.filter(
      (a) => a.customerId === customer.id && a.type === 'EMBEDDED_WALLET',
    )) {
      for (const credential of emailCredentials(sandbox, wallet.id)) {
        credential.nickname = update.email!;
        credential.updatedAt = now;
        delete credential.otp;
      }
    }
  }
  const { customerType: _type, currencies, businessInfo, ...rest } = update;
  Object.assign(customer, rest);
  // The published update sends only the business fields that change.
  if (businessInfo !== undefined) customer.businessInfo = { ...customer.businessInfo, ...businessInfo };
  if (currencies !== undefined && currencies.length > 0) customer.currencies = currencies;
  customer.updatedAt = now;
  return customer;
}
