/** The customer fields of `POST /customers` (§2.5) and `PATCH /customers/{customerId}`. */
import * as v from 'valibot';
import { isCurrencyCode } from '../currencies.js';
import type { CustomerInput } from '../domain/customers.js';
import * as f from './fields.js';

export const customerTypes = ['INDIVIDUAL', 'BUSINESS'] as const;
const kycStatuses = ['UNVERIFIED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
const UMA = /^\$[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

const address = f.present(
  v.pipe(
    f.object({
      line1: f.label({ required: true, max: 200 }),
      line2: f.label({ max: 200 }),
      city: f.label({ max: 100 }),
      state: f.label({ max: 100 }),
      postalCode: f.label({ required: true, max: 20 }),
      country: f.country({ required: true }),
    }),
    v.transform(f.defined),
  ),
);

/** A non-empty list of supported currencies (duplicates dropped). */
const currencies = f.present(
  v.pipe(
    v.array(
      v.custom<string>(
        (c) => typeof c === 'string' && isCurrencyCode(c),
        'must be a supported ISO 4217 currency code',
      ),
      'must be an array',
    ),
    v.check((list) => list.length > 0, 'must not be empty'),
    v.transform((list) => [...new Set(list)]),
  ),
);

type CustomerFields = Partial<Omit<CustomerInput, 'platformCustomerId'>>;

/**
 * A business customer's `businessInfo` and `beneficialOwners` (the service's published shapes; the
 * interface does not show them): kept as given and answered back.
 */
const businessFields = {
  businessInfo: f.present(
    v.pipe(
      f.record,
      v.transform((info) => structuredClone(info)),
    ),
  ),
  beneficialOwners: f.present(
    v.pipe(
      v.array(f.record, 'must be an array of objects'),
      v.transform((owners) => structuredClone(owners)),
    ),
  ),
};

/** The §2.5 fields but `platformCustomerId` (`today`: no birth date after it). */
function customerFields(today: string) {
  return {
    umaAddress: f.string({
      max: 128,
      pattern: UMA,
      patternMessage: 'must be a UMA address like $name@domain.com',
    }),
    region: f.country(),
    currencies,
    email: f.email({ max: 254 }),
    fullName: f.label({ max: 200 }),
    birthDate: v.pipe(
      f.date(),
      v.check((d) => d === undefined || d <= today, 'must not be in the future'),
    ),
    nationality: f.country(),
    address,
    kycStatus: f.picklist(kycStatuses),
  };
}

/** `POST /customers`: `platformCustomerId` and `customerType` are required. */
export function newCustomer(today: string) {
  const { umaAddress, ...rest } = customerFields(today);
  return v.pipe(
    f.object({
      platformCustomerId: f.label({ required: true, max: 128 }),
      customerType: f.picklist(customerTypes, { required: true }),
      umaAddress,
      ...rest,
      ...businessFields,
    }),
    v.transform(f.defined),
  );
}

/** `PATCH /customers/{customerId}`: any of the fields, at least one. */
export function customerUpdate(today: string) {
  return v.pipe(
    f.object({ customerType: f.picklist(customerTypes), ...customerFields(today), ...businessFields }),
    v.transform((fields): CustomerFields => f.defined(fields)),
  );
}
