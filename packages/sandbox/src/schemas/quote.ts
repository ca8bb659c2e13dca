/**
 * The `POST /quotes` body (§4.2). Sources: `{sourceType: 'ACCOUNT', accountId}` (an internal
 * account), or real-time funded: `{sourceType: 'REALTIME_FUNDING', customerId?, currency}` (without
 * `customerId` funded by the platform itself, as the service publishes it) and
 * `{sourceType: 'UMA_ADDRESS', umaAddress, currency?}` (a customer's own UMA address). Destinations:
 * `{destinationType: 'ACCOUNT', accountId}` (internal or external) and `{destinationType: 'UMA_ADDRESS',
 * umaAddress, currency?}` (needs a `lookupId` from `GET /receiver/uma/{address}`).
 */
import * as v from 'valibot';
import { MAX_AMOUNT } from '../domain/accounts.js';
import { UMA_PATTERN } from '../domain/uma.js';
import { isRecord } from '../validation.js';
import * as f from './fields.js';

export const paymentPurposes = [
  'GIFT',
  'SELF',
  'GOODS_OR_SERVICES',
  'EDUCATION',
  'HEALTH_OR_MEDICAL',
  'REAL_ESTATE_PURCHASE',
  'TAX_PAYMENT',
  'LOAN_PAYMENT',
  'UTILITY_BILL',
  'DONATION',
  'TRAVEL',
  'OTHER',
] as const;

const umaAddress = f.string({
  required: true,
  pattern: UMA_PATTERN,
  patternMessage: 'must be a UMA address like $name@domain.com',
});

/** One end of a quote: `kind` names its type field, `variants` the fields of each type. */
function end<K extends string, V extends Record<string, v.ObjectEntries>>(kind: K, variants: V) {
  const types = Object.keys(variants) as Array<keyof V & string>;
  return v.pipe(
    f.present(f.record, true),
    v.lazy((input) => {
      const type = isRecord(input) ? input[kind] : undefined;
      const extra = typeof type === 'string' && type in variants ? variants[type] : {};
      return f.object({ [kind]: f.picklist(types, { required: true }), ...extra });
    }),
    v.transform((value) => f.defined(value)),
  );
}

const source = end('sourceType', {
  ACCOUNT: { accountId: f.string({ required: true, max: 200 }) },
  REALTIME_FUNDING: {
    customerId: f.string({ max: 200 }),
    currency: f.currencyCode({ required: true }),
  },
  UMA_ADDRESS: { umaAddress, currency: f.currencyCode() },
});

const destination = end('destinationType', {
  ACCOUNT: { accountId: f.string({ required: true, max: 200 }) },
  UMA_ADDRESS: { umaAddress, currency: f.currencyCode() },
});

type SourceInput =
  | { sourceType: 'ACCOUNT'; accountId: string }
  | { sourceType: 'REALTIME_FUNDING'; customerId?: string; currency: string }
  | { sourceType: 'UMA_ADDRESS'; umaAddress: string; currency?: string };
type DestinationInput =
  | { destinationType: 'ACCOUNT'; accountId: string }
  | { destinationType: 'UMA_ADDRESS'; umaAddress: string; currency?: string };

const QuoteBody = v.pipe(
  f.object({
    source,
    destination,
    lockedCurrencySide: f.picklist(['SENDING', 'RECEIVING'] as const, { required: true }),
    lockedCurrencyAmount: f.integer({ required: true, min: 1, max: MAX_AMOUNT }),
    immediatelyExecute: f.boolean(),
    description: f.label({ max: 500 }),
    lookupId: f.string({ max: 200 }),
    senderCustomerInfo: f.present(f.record),
    // The service publishes `purposeOfPayment`; `paymentPurpose` (the sandbox's first form) stays accepted.
    paymentPurpose: f.picklist(paymentPurposes),
    purposeOfPayment: f.picklist(paymentPurposes),
  }),
  v.forward(
    v.check(
      (b) =>
        b.paymentPurpose === undefined ||
        b.purposeOfPayment === undefined ||
        b.paymentPurpose === b.purposeOfPayment,
      'must equal paymentPurpose when both are given',
    ),
    ['purposeOfPayment'],
  ),
  v.forward(
    v.check(
      (b) => b.destination['destinationType'] !== 'UMA_ADDRESS' || b.lookupId !== undefined,
      'is required for a UMA destination: GET /receiver/uma/{umaAddress} first',
    ),
    ['lookupId'],
  ),
  v.transform((b) => {
    const out: QuoteInput = {
      source: b.source as SourceInput,
      destination: b.destination as DestinationInput,
      side: b.lockedCurrencySide,
      amount: b.lockedCurrencyAmount,
      immediatelyExecute: b.immediatelyExecute ?? false,
    };
    const purpose = b.purposeOfPayment ?? b.paymentPurpose;
    if (b.lookupId !== undefined) out.lookupId = b.lookupId;
    if (b.description !== undefined) out.description = b.description;
    if (b.senderCustomerInfo) out.senderCustomerInfo = structuredClone(b.senderCustomerInfo);
    if (purpose !== undefined) out.paymentPurpose = purpose;
    return out;
  }),
);

export interface QuoteInput {
  source: SourceInput;
  destination: DestinationInput;
  side: 'SENDING' | 'RECEIVING';
  amount: number;
  lookupId?: string;
  immediatelyExecute: boolean;
  description?: string;
  senderCustomerInfo?: Record<string, unknown>;
  paymentPurpose?: string;
}

/** `POST /quotes` (and `POST /agents/me/quotes`). */
export const NewQuote: v.GenericSchema<unknown, QuoteInput> = QuoteBody;
