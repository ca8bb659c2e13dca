/**
 * The `POST /quotes` body (§4.2), validated. Sources: `{sourceType: 'ACCOUNT', accountId}` (an internal
 * account), or real-time funded: `{sourceType: 'REALTIME_FUNDING', customerId, currency}` and
 * `{sourceType: 'UMA_ADDRESS', umaAddress, currency?}` (a customer's own UMA address). Destinations:
 * `{destinationType: 'ACCOUNT', accountId}` (internal or external) and `{destinationType: 'UMA_ADDRESS',
 * umaAddress, currency?}` (needs a `lookupId` from `GET /receiver/uma/{address}`).
 */
import { isCurrencyCode } from '../currencies.js';
import { Validator } from '../validation.js';
import { MAX_AMOUNT } from './accounts.js';
import { UMA_PATTERN } from './uma.js';

const sides = ['SENDING', 'RECEIVING'] as const;

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

// ---- request -------------------------------------------------------------------------------------

type SourceInput =
  | { sourceType: 'ACCOUNT'; accountId: string }
  | { sourceType: 'REALTIME_FUNDING'; customerId: string; currency: string }
  | { sourceType: 'UMA_ADDRESS'; umaAddress: string; currency?: string };
type DestinationInput =
  | { destinationType: 'ACCOUNT'; accountId: string }
  | { destinationType: 'UMA_ADDRESS'; umaAddress: string; currency?: string };

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

export function parseQuoteBody(body: unknown): QuoteInput {
  const v = Validator.body(body);
  const src = v.object('source', { required: true });
  const dst = v.object('destination', { required: true });
  let source: SourceInput | undefined;
  let destination: DestinationInput | undefined;
  const sourceType = src?.enum('sourceType', ['ACCOUNT', 'REALTIME_FUNDING', 'UMA_ADDRESS'] as const, {
    required: true,
  });
  if (src && sourceType === 'ACCOUNT') {
    const accountId = src.string('accountId', { required: true, max: 200 });
    if (accountId !== undefined) source = { sourceType, accountId };
  } else if (src && sourceType === 'REALTIME_FUNDING') {
    const customerId = src.string('customerId', { required: true, max: 200 });
    const currency = src.string('currency', { required: true });
    if (currency !== undefined && !isCurrencyCode(currency))
      src.fail('currency', 'must be a supported ISO 4217 currency code');
    if (customerId !== undefined && currency !== undefined) source = { sourceType, customerId, currency };
  } else if (src && sourceType === 'UMA_ADDRESS') {
    const umaAddress = src.string('umaAddress', {
      required: true,
      pattern: UMA_PATTERN,
      patternMessage: 'must be a UMA address like $name@domain.com',
    });
    const currency = src.string('currency');
    if (currency !== undefined && !isCurrencyCode(currency))
      src.fail('currency', 'must be a supported ISO 4217 currency code');
    if (umaAddress !== undefined)
      source = { sourceType, umaAddress, ...(currency !== undefined ? { currency } : {}) };
  }
  const destinationType = dst?.enum('destinationType', ['ACCOUNT', 'UMA_ADDRESS'] as const, {
    required: true,
  });
  if (dst && destinationType === 'ACCOUNT') {
    const accountId = dst.string('accountId', { required: true, max: 200 });
    if (accountId !== undefined) destination = { destinationType, accountId };
  } else if (dst && destinationType === 'UMA_ADDRESS') {
    const umaAddress = dst.string('umaAddress', {
      required: true,
      pattern: UMA_PATTERN,
      patternMessage: 'must be a UMA address like $name@domain.com',
    });
    const currency = dst.string('currency');
    if (currency !== undefined && !isCurrencyCode(currency))
      dst.fail('currency', 'must be a supported ISO 4217 currency code');
    if (umaAddress !== undefined)
      destination = { destinationType, umaAddress, ...(currency !== undefined ? { currency } : {}) };
  }
  const side = v.enum('lockedCurrencySide', sides, { required: true });
  const amount = v.integer('lockedCurrencyAmount', { required: true, min: 1, max: MAX_AMOUNT });
  const immediately = v.boolean('immediatelyExecute');
  const description = v.label('description', { max: 500 });
  const lookupId = v.string('lookupId', { max: 200 });
  const info = v.object('senderCustomerInfo');
  // The service publishes `purposeOfPayment`; `paymentPurpose` (the sandbox's first form) stays accepted.
  const purposeAsSandbox = v.enum('paymentPurpose', paymentPurposes);
  const purposeAsService = v.enum('purposeOfPayment', paymentPurposes);
  if (
    purposeAsSandbox !== undefined &&
    purposeAsService !== undefined &&
    purposeAsSandbox !== purposeAsService
  )
    v.fail('purposeOfPayment', 'must equal paymentPurpose when both are given');
  const purpose = purposeAsService ?? purposeAsSandbox;
  if (destination?.destinationType === 'UMA_ADDRESS' && lookupId === undefined)
    v.fail('lookupId', 'is required for a UMA destination: GET /receiver/uma/{umaAddress} first');
  v.done();
  const out: QuoteInput = {
    source: source!,
    destination: destination!,
    side: side!,
    amount: amount!,
    immediatelyExecute: immediately ?? false,
  };
  if (lookupId !== undefined) out.lookupId = lookupId;
  if (description !== undefined) out.description = description;
  if (info) out.senderCustomerInfo = structuredClone(info.input);
  if (purpose !== undefined) out.paymentPurpose = purpose;
  return out;
}
