import { describe, expect, it } from 'vitest';
import { parseJsonObject } from '../src/handler/json-body.js';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('strict request body reading', () => {
  it('accepts one JSON object in UTF-8, non-ASCII included', () => {
    expect(parseJsonObject(bytes('{"nickname":"Zoë ✓ 東京","n":[{"a":1},{"a":2}]}'))).toEqual({
      nickname: 'Zoë ✓ 東京',
      n: [{ a: 1 }, { a: 2 }],
    });
  });

  it('refuses a key repeated in one object, even when spelled with escapes', () => {
    const repeated = (text: string) => {
      try {
        parseJsonObject(bytes(text));
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(repeated('{"a":{"b":1,"b":2}}')).toBe('The request body repeats the key "b".');
    expect(repeated('{"accountId":"x","account\\u0049d":"y"}')).toBe(
      'The request body repeats the key "accountId".',
    );
    expect(repeated('{"a":{"b":1},"c":{"b":2},"d":["a","a"],"e":"\\"a\\":"}')).toBeNull();
    expect(() => parseJsonObject(bytes('{"source":{"accountId":"A"},"source":{"accountId":"B"}}'))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', status: 400 }),
    );
  });

  it('refuses invalid UTF-8, a byte-order mark, non-JSON and non-objects', () => {
    for (const body of [
      new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
      new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{}')]),
      bytes('{"a":'),
      bytes('[1,2]'),
      bytes('"text"'),
      bytes('null'),
      bytes('{"amount":9007199254740993}'),
      bytes('{"a":"\\ud800"}'),
    ]) {
      expect(() => parseJsonObject(body)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    }
  });
});
