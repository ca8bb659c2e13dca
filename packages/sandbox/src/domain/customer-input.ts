/** Reading the customer fields of `POST /customers` (§2.5) and `PATCH /customers/{id}`. */
import type { SandboxContext } from '../host/context.js';
import { isCurrencyCode } from '../currencies.js';
import type { Address } from '../model.js';
import type { Validator } from '../validation.js';
import type { CustomerInput } from './customers.js';

export const customerTypes = ['INDIVIDUAL', 'BUSINESS'] as const;
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

/** The §2.5 fields but `platformCustomerId`; `customerType` is required only when creating. */
export function readCustomerFields(
  app: SandboxContext,
  v: Validator,
  opts: { creating: boolean },
): Partial<Omit<CustomerInput, 'platformCustomerId'>> {
  const out: Partial<Omit<CustomerInput, 'platformCustomerId'>> = {};
  const put = <K extends keyof typeof out>(k: K, value: (typeof out)[K] | undefined) => {
    if (value !== undefined) out[k] = value;
  };
  put('customerType', v.enum('customerType', customerTypes, { required: opts.creating }));
  put(
    'umaAddress',
    v.string('umaAddress', {
      max: 128,
      pattern: UMA,
      patternMessage: 'must be a UMA address like $name@domain.com',
    }),
  );
  put('region', v.country('region'));
  const rawCurrencies = v.array('currencies');
  if (rawCurrencies) {
    const currencies: string[] = [];
    rawCurrencies.forEach((c, i) => {
      if (!isCurrencyCode(c)) v.fail(`currencies[${i}]`, 'must be a supported ISO 4217 currency code');
      else if (!currencies.includes(c)) currencies.push(c);
    });
    if (rawCurrencies.length === 0) v.fail('currencies', 'must not be empty');
    out.currencies = currencies;
  }
  put('email', v.email('email', { max: 254 }));
  put('fullName', v.label('fullName', { max: 200 }));
  const birthDate = v.date('birthDate');
  if (birthDate !== undefined && birthDate > app.nowIso().slice(0, 10))
    v.fail('birthDate', 'must not be in the future');
  else put('birthDate', birthDate);
  put('nationality', v.country('nationality'));
  put('address', parseAddress(v));
  put('kycStatus', v.enum('kycStatus', kycStatuses));
  if (opts.creating) {
    const businessInfo = v.object('businessInfo');
    if (businessInfo) out.businessInfo = structuredClone(businessInfo.input);
  }
  return out;
}
