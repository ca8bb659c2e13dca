/**
 * A small collecting validator: every problem becomes `{field, message}` and `done()` throws one
 * 400 INVALID_INPUT listing them all.
 */
import { invalidInput, type FieldError } from './errors.js';

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COUNTRY = /^[A-Z]{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HEX_UNCOMPRESSED = /^04[0-9a-f]{128}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isIsoDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function isCountryCode(value: string): boolean {
  return COUNTRY.test(value);
}

/** An uncompressed P-256 public key as lowercase hex (`04…`, 130 chars). The point is checked elsewhere. */
export function isUncompressedHexKey(value: string): boolean {
  return HEX_UNCOMPRESSED.test(value);
}

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

interface Opt {
  required?: boolean;
}

/** Reads and checks a JSON body, collecting every field error for one 400 answer. */
export class Validator {
  readonly errors: FieldError[] = [];

  constructor(
    readonly input: Record<string, unknown>,
    private readonly prefix = '',
  ) {}

  /** Checks that `body` is a JSON object; throws 400 otherwise. */
  static body(body: unknown): Validator {
    if (!isRecord(body)) throw invalidInput([{ field: 'body', message: 'must be a JSON object' }]);
    return new Validator(body);
  }

  /** The field's full path (with the nested object's prefix). */
  name(field: string): string {
    return this.prefix ? `${this.prefix}.${field}` : field;
  }

  /** Records an error on a field. */
  fail(field: string, message: string): undefined {
    this.errors.push({ field: this.name(field), message });
    return undefined;
  }

  private present(field: string, opt: Opt): boolean {
    const value = this.input[field];
    if (value === undefined || value === null) {
      if (opt.required) this.fail(field, 'is required');
      return false;
    }
    return true;
  }

  /** A string field, within length limits and matching a pattern when given. */
  string(
    field: string,
    opt: Opt & { min?: number; max?: number; pattern?: RegExp; patternMessage?: string } = {},
  ): string | undefined {
    if (!this.present(field, opt)) return undefined;
    const value = this.input[field];
    if (typeof value !== 'string') return this.fail(field, 'must be a string');
    if (value.length < (opt.min ?? (opt.required ? 1 : 0)))
      return this.fail(
        field,
        value.length === 0 ? 'must not be empty' : `must have at least ${opt.min} characters`,
      );
    if (opt.max !== undefined && value.length > opt.max)
      return this.fail(field, `must have at most ${opt.max} characters`);
    if (opt.pattern && !opt.pattern.test(value))
      return this.fail(field, opt.patternMessage ?? 'has an invalid format');
    return value;
  }

  /** A short human label: trimmed non-empty, no control characters, at most `max` characters. */
  label(field: string, opt: Opt & { max?: number } = {}): string | undefined {
    const value = this.string(field, { ...opt, max: opt.max ?? 100 });
    if (value === undefined) return undefined;
    if (value.trim().length === 0) return this.fail(field, 'must not be blank');
    if (hasControlCharacters(value)) return this.fail(field, 'must not contain control characters');
    return value;
  }

  /** An email address field. */
  email(field: string, opt: Opt & { max?: number } = {}): string | undefined {
    const value = this.string(field, opt);
    if (value === undefined) return undefined;
    if (!isEmail(value)) return this.fail(field, 'must be an email address');
    return value;
  }

  /** A field that must be one of `values`. */
  enum<T extends string>(field: string, values: readonly T[], opt: Opt = {}): T | undefined {
    if (!this.present(field, opt)) return undefined;
    const value = this.input[field];
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      return this.fail(field, `must be one of ${values.join(', ')}`);
    }
    return value as T;
  }

  /** A boolean field. */
  boolean(field: string, opt: Opt = {}): boolean | undefined {
    if (!this.present(field, opt)) return undefined;
    const value = this.input[field];
    if (typeof value !== 'boolean') return this.fail(field, 'must be a boolean');
    return value;
  }

  /** An integer field, within `min` and `max` when given. */
  integer(field: string, opt: Opt & { min?: number; max?: number } = {}): number | undefined {
    if (!this.present(field, opt)) return undefined;
    const value = this.input[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      return this.fail(field, 'must be an integer');
    if (opt.min !== undefined && value < opt.min) return this.fail(field, `must be at least ${opt.min}`);
    if (opt.max !== undefined && value > opt.max) return this.fail(field, `must be at most ${opt.max}`);
    return value;
  }

  /** An ISO 3166 country code field. */
  country(field: string, opt: Opt = {}): string | undefined {
    const value = this.string(field, opt);
    if (value === undefined) return undefined;
    if (!isCountryCode(value)) return this.fail(field, 'must be an ISO 3166-1 alpha-2 country code');
    return value;
  }

  /** A `YYYY-MM-DD` date field. */
  date(field: string, opt: Opt = {}): string | undefined {
    const value = this.string(field, opt);
    if (value === undefined) return undefined;
    if (!isCalendarDate(value)) return this.fail(field, 'must be a date YYYY-MM-DD');
    return value;
  }

  /** A client public key field (uncompressed P-256, hex). */
  clientPublicKey(field: string, opt: Opt = {}): string | undefined {
    const value = this.string(field, opt);
    if (value === undefined) return undefined;
    if (!isUncompressedHexKey(value))
      return this.fail(
        field,
        'must be an uncompressed P-256 public key in lowercase hex (04…, 130 characters)',
      );
    return value;
  }

  /** A nested object field, as a validator of its own that reports into this one. */
  object(field: string, opt: Opt = {}): Validator | undefined {
    if (!this.present(field, opt)) return undefined;
    const value = this.input[field];
    if (!isRecord(value)) return this.fail(field, 'must be an object');
    const child = new Validator(value, this.name(field));
    child.errors.push = (...items: FieldError[]) => this.errors.push(...items);
    return child;
  }

  /** An array field. */
  array(field: string, opt: Opt = {}): unknown[] | undefined {
    if (!this.present(field, opt)) return undefined;
    const value = this.input[field];
    if (!Array.isArray(value)) return this.fail(field, 'must be an array');
    return value;
  }

  /** Throws 400 INVALID_INPUT when anything failed. */
  done(): void {
    if (this.errors.length > 0) throw invalidInput(this.errors);
  }
}
