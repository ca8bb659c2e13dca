/**
 * The value checks the schemas (`src/schemas`), the query readers and the multipart upload share:
 * JSON object, email, ISO date-time and date, country code, uncompressed P-256 key, control characters.
 */

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
