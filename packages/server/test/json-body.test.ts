import { describe, expect, it } from 'vitest';
import { parseJsonObject, readJsonObject } from '../src/handler/json-body.js';

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

describe("readJsonObject: the reader for a backend's own routes", () => {
  const limits = { maxBytes: 64, timeoutMs: 5_000 };
  const post = (body: BodyInit | null) => new Request('http://localhost/x', { method: 'POST', body });

  it('reads one object, and no body or an empty one as undefined', async () => {
    expect(await readJsonObject(post('{"seconds":900}'), limits)).toEqual({ seconds: 900 });
    expect(await readJsonObject(post(null), limits)).toBeUndefined();
    expect(await readJsonObject(post(''), limits)).toBeUndefined();
  });

  it('refuses what is not one object (400) and a body past the limit, streamed without a length (413)', async () => {
    await expect(readJsonObject(post('[900]'), limits)).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      message: 'The request body must be a JSON object.',
    });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(bytes('{"pad":"' + 'x'.repeat(20) + '"}'));
        controller.close();
      },
    });
    const streamed = new Request('http://localhost/x', {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    await expect(readJsonObject(streamed, limits)).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      details: { maxBytes: 64 },
    });
  });
});
