// The protocol module core and server share: one client header, one id rule, one Retry-After unit, one
// error-body reader, and typed codes.
import { describe, expect, it } from 'vitest';
import {
  KEYHOLD_CLIENT_ERROR_CODES,
  KeyholdError,
  SERVICE_ERROR_CODES,
  isKeyholdErrorCode,
} from '../src/errors.js';
import {
  CLIENT_HEADER,
  RESOURCE_ID_SEGMENT,
  codeForStatus,
  errorFromResponse,
  parseRetryAfter,
  pathCode,
  pathId,
  retryAfterSeconds,
} from '../src/protocol.js';

describe('protocol', () => {
  it('names the one client header the wallet handler requires', () => {
    expect(CLIENT_HEADER).toBe('X-Keyhold-Client');
  });

  it('pathId keeps the readable colon and refuses anything that could become another path', () => {
    expect(pathId('Quote:019c-ab')).toBe('Quote:019c-ab');
    for (const bad of [
      '..',
      'Quote:a/../b',
      'Quote:%2e%2e',
      'Quote:a b',
      'Quote:a?x',
      'Quote:a#x',
      ':x',
      'x',
    ]) {
      expect(() => pathId(bad), bad).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', status: 400 }));
    }
    expect(() => pathId(`Quote:${'a'.repeat(300)}`)).toThrow(KeyholdError);
    // One rule with the wallet handler's path matching: what one refuses the other never accepts.
    expect(() => pathId(`Quote:${'a'.repeat(65)}`)).toThrow(KeyholdError);
    expect(() => pathId('Quote:a_b')).toThrow(KeyholdError);
    expect(pathId(`Quote:${'a'.repeat(64)}`)).toBe(`Quote:${'a'.repeat(64)}`);
    const segment = new RegExp(`^${RESOURCE_ID_SEGMENT}$`);
    for (const id of ['Quote:019c-ab', 'EmbeddedWallet:0f3e', 'Quote%3A019c'])
      expect(segment.test(id), id).toBe(true);
    for (const id of ['Quote:a_b', 'Quote:a.b', `Quote:${'a'.repeat(65)}`])
      expect(segment.test(id), id).toBe(false);
    expect(pathCode('ABC-12_x')).toBe('ABC-12_x');
    expect(() => pathCode('a/b')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('Retry-After is whole seconds, from delta seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3);
    expect(parseRetryAfter(' 30 ')).toBe(30);
    const now = Date.UTC(2030, 0, 1);
    expect(parseRetryAfter(new Date(now + 9_500).toUTCString(), now)).toBe(9);
    expect(parseRetryAfter(new Date(now - 5_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter('9'.repeat(100))).toBeUndefined();
  });

  it('Retry-After reads each HTTP-date form', () => {
    const now = Date.UTC(1994, 10, 6, 8, 49, 7);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(30);
    // asctime names no zone: read in this machine's time zone, as Date.parse reads it.
    const local = new Date(1994, 10, 6, 8, 49, 37).getTime();
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', local - 30_000)).toBe(30);
  });

  it('Retry-After in neither form is ignored, not read as a date already past', () => {
    const now = Date.UTC(2030, 0, 1);
    for (const bad of ['1.5', '-5', '1 2', '30s', '5e3', '0x10', 'Sun, 06 Nov 1994', '2030-01-01T00:00:10Z'])
      expect(parseRetryAfter(bad, now), bad).toBeUndefined();
  });

  it('retryAfterSeconds gives the wait a failure names, and nothing for no wait or no failure of that kind', () => {
    const limited = errorFromResponse(
      429,
      { code: 'RATE_LIMITED', message: 'Slow down' },
      new Headers({ 'Retry-After': '7' }),
    );
    expect(retryAfterSeconds(limited)).toBe(7);
    expect(
      retryAfterSeconds(new KeyholdError('RATE_LIMITED', 'Slow down', { retryAfter: 0 })),
    ).toBeUndefined();
    expect(retryAfterSeconds(Object.assign(new Error('x'), { retryAfter: '7' }))).toBeUndefined();
    expect(retryAfterSeconds(Object.assign(new Error('x'), { retryAfter: Infinity }))).toBeUndefined();
    expect(retryAfterSeconds(new Error('x'))).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });

  it('reads an error body given parsed or as text, with reason, details and retryAfter', () => {
    const headers = new Headers({ 'Retry-After': '12' });
    const text = JSON.stringify({ code: 'RATE_LIMITED', message: 'Slow down', details: { reason: 'why' } });
    const fromText = errorFromResponse(429, text, headers);
    expect(fromText).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Slow down',
      reason: 'why',
      retryAfter: 12,
    });
    const fromObject = errorFromResponse(429, JSON.parse(text) as unknown, headers);
    expect(fromObject.toJSON()).toEqual(fromText.toJSON());
    expect(errorFromResponse(502, '<html>bad gateway</html>')).toMatchObject({
      code: 'SERVICE_ERROR',
      message: 'The service answered 502.',
    });
    expect(errorFromResponse(503, '', null, 'Down.')).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Down.',
    });
  });

  it('a code this version does not know arrives as the status code, the service string kept', () => {
    const error = errorFromResponse(409, { code: 'SOMETHING_NEW_2027', message: 'New rule' });
    expect(error.code).toBe('CONFLICT');
    expect(error.serviceCode).toBe('SOMETHING_NEW_2027');
    expect(error.toJSON()).toMatchObject({ code: 'CONFLICT', serviceCode: 'SOMETHING_NEW_2027' });
    const known = errorFromResponse(400, { code: 'QUOTE_EXPIRED', message: 'Expired' });
    expect(known.code).toBe('QUOTE_EXPIRED');
    expect(known.serviceCode).toBeUndefined();
  });

  it('error codes are one typed list without duplicates; statuses map to known codes', () => {
    const all = [...KEYHOLD_CLIENT_ERROR_CODES, ...SERVICE_ERROR_CODES];
    expect(new Set(all).size).toBe(all.length);
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 418, 429, 500, 503]) {
      expect(isKeyholdErrorCode(codeForStatus(status)), String(status)).toBe(true);
    }
    expect(isKeyholdErrorCode('NOT_A_CODE')).toBe(false);
    // @ts-expect-error: a code outside the union does not type-check
    new KeyholdError('NOT_A_CODE', 'x');
  });
});
