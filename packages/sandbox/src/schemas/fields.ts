/**
 * The field schemas every operation's schema is made of (valibot), with the service's wording: an
 * absent or `null` field is `undefined` (or "is required"), a string "must not be empty", "must have
 * at most 100 characters", a label "must not be blank", and so on. One failure a field: a field's
 * checks stop at its first (the body is parsed with `abortPipeEarly`).
 */
import * as v from 'valibot';
import { isCurrencyCode } from '../currencies.js';
import {
  hasControlCharacters,
  isCalendarDate,
  isCountryCode,
  isEmail,
  isRecord,
  isUncompressedHexKey,
} from '../validation.js';

type Schema<T> = v.GenericSchema<unknown, T>;

interface Presence {
  required?: boolean;
}

/** Absent or `null`: `undefined`, or "is required". */
export function present<T>(schema: Schema<T>, required: true): Schema<T>;
export function present<T>(schema: Schema<T>, required?: boolean): Schema<T | undefined>;
export function present<T>(schema: Schema<T>, required = false): Schema<T | undefined> {
  // Not optional: an object reports a missing key ("is required", see `object`) instead of skipping it.
  if (required)
    return v.pipe(
      v.unknown(),
      v.check((value) => value !== undefined && value !== null, 'is required'),
      schema,
    );
  return v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
}

interface StringRules {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
}

/** A string (a required one is never empty). */
function text(rules: StringRules & Presence): Schema<string> {
  const min = rules.min ?? (rules.required ? 1 : 0);
  return v.pipe(
    v.string('must be a string'),
    v.check(
      (s) => s.length >= min,
      (issue) =>
        (issue.input as string).length === 0 ? 'must not be empty' : `must have at least ${min} characters`,
    ),
    v.check(
      (s) => rules.max === undefined || s.length <= rules.max,
      `must have at most ${rules.max} characters`,
    ),
    v.check((s) => !rules.pattern || rules.pattern.test(s), rules.patternMessage ?? 'has an invalid format'),
  );
}

export function string(rules: StringRules & { required: true }): Schema<string>;
export function string(rules?: StringRules & Presence): Schema<string | undefined>;
export function string(rules: StringRules & Presence = {}): Schema<string | undefined> {
  return present(text(rules), rules.required);
}

/** A short human label: trimmed non-empty, no control characters, at most `max` (100) characters. */
export function label(rules: { max?: number; required: true }): Schema<string>;
export function label(rules?: { max?: number } & Presence): Schema<string | undefined>;
export function label(rules: { max?: number } & Presence = {}): Schema<string | undefined> {
  const schema = v.pipe(
    text({ ...rules, max: rules.max ?? 100 }),
    v.check((s) => s.trim().length > 0, 'must not be blank'),
    v.check((s) => !hasControlCharacters(s), 'must not contain control characters'),
  );
  return present(schema, rules.required);
}

/** `T`, or `T | undefined` unless the rules say `required: true`. */
type Out<R, T> = R extends { required: true } ? T : T | undefined;

function refined<R extends { max?: number } & Presence>(
  rules: R,
  test: (s: string) => boolean,
  message: string,
): Schema<Out<R, string>> {
  return present(v.pipe(text(rules), v.check(test, message)), rules.required) as Schema<Out<R, string>>;
}

export const email = <R extends { max?: number } & Presence>(rules: R = {} as R) =>
  refined(rules, isEmail, 'must be an email address');

export const country = <R extends Presence>(rules: R = {} as R) =>
  refined(rules, isCountryCode, 'must be an ISO 3166-1 alpha-2 country code');

export const date = <R extends Presence>(rules: R = {} as R) =>
  refined(rules, isCalendarDate, 'must be a date YYYY-MM-DD');

export const clientPublicKey = <R extends Presence>(rules: R = {} as R) =>
  refined(
    rules,
    isUncompressedHexKey,
    'must be an uncompressed P-256 public key in lowercase hex (04…, 130 characters)',
  );

/** One of `values`. */
export function picklist<const T extends string>(values: readonly T[], rules: { required: true }): Schema<T>;
export function picklist<const T extends string>(
  values: readonly T[],
  rules?: Presence,
): Schema<T | undefined>;
export function picklist<const T extends string>(values: readonly T[], rules: Presence = {}) {
  return present(v.picklist(values as T[], `must be one of ${values.join(', ')}`), rules.required);
}

export function boolean(rules: Presence = {}): Schema<boolean | undefined> {
  return present(v.boolean('must be a boolean'), rules.required);
}

/** A safe integer within `min`..`max`. */
export function integer(rules: { min?: number; max?: number; required: true }): Schema<number>;
export function integer(rules?: { min?: number; max?: number } & Presence): Schema<number | undefined>;
export function integer(rules: { min?: number; max?: number } & Presence = {}): Schema<number | undefined> {
  const schema = v.pipe(
    v.number('must be an integer'),
    v.check((n: number) => Number.isSafeInteger(n), 'must be an integer'),
    v.check((n) => rules.min === undefined || n >= rules.min, `must be at least ${rules.min}`),
    v.check((n) => rules.max === undefined || n <= rules.max, `must be at most ${rules.max}`),
  );
  return present(schema, rules.required);
}

/** A JSON object (not an array). */
export const record = v.custom<Record<string, unknown>>(isRecord, 'must be an object');

/**
 * A JSON object with these fields (others are ignored). A missing required field is `missing` ("is
 * required"; valibot reports it on the object as a missing key).
 */
export function object<E extends v.ObjectEntries>(entries: E, missing = 'is required') {
  const message = (issue: v.BaseIssue<unknown>) =>
    issue.expected?.startsWith('"') ? missing : 'must be an object';
  return v.pipe(record, v.object(entries, message));
}

/** Any JSON array. */
export const array = v.array(v.unknown(), 'must be an array');

/** A currency the sandbox supports (ISO 4217). */
export const currencyCode = <R extends Presence>(rules: R = {} as R) =>
  refined(rules, isCurrencyCode, 'must be a supported ISO 4217 currency code');

/** The object without its `undefined` members (absent fields stay absent in the record). */
export function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, x]) => x !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
