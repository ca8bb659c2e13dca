/** `PATCH /config` (the service's published `PlatformConfig`; every field optional). */
import * as v from 'valibot';
import { type ConfigUpdate, type CurrencyConfig, readCurrencyConfig } from '../domain/platform-config.js';
import * as f from './fields.js';

/** One `supportedCurrencies` item: its first failed field is reported under it. */
const currency = v.pipe(
  f.record,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const read = readCurrencyConfig(dataset.value);
    if ('config' in read) return read.config;
    const { field, message } = read;
    const value = dataset.value;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: value, key: field, value: value[field] }],
    });
    return NEVER;
  }),
);

/** A non-empty list, each currency once. */
const supportedCurrencies = v.pipe(
  v.array(currency, 'must be an array'),
  v.check((list) => list.length > 0, 'must not be empty'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.forEach((c: CurrencyConfig, i: number) => {
      if (!seen.has(c.currencyCode)) seen.add(c.currencyCode);
      else
        addIssue({
          message: 'is listed twice',
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: i, value: c },
            { type: 'object', origin: 'value', input: { ...c }, key: 'currencyCode', value: c.currencyCode },
          ],
        });
    });
  }),
);

const webhookEndpoint = v.pipe(
  v.string('must be a string'),
  v.maxLength(2000, 'must have at most 2000 characters'),
  v.check((url) => {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    return parsed !== undefined && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
  }, 'must be an absolute http(s) URL'),
  v.transform((url) => new URL(url).toString()),
);

export const ConfigPatch = v.pipe(
  f.object({
    umaDomain: f.string({
      max: 253,
      pattern: /^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
      patternMessage: 'must be a domain name',
    }),
    // `null` removes the endpoint.
    webhookEndpoint: v.optional(v.nullable(webhookEndpoint)),
    paymentApprovalRequired: f.boolean(),
    supportedCurrencies: f.present(supportedCurrencies),
  }),
  v.transform((body): ConfigUpdate => f.defined(body)),
);
