// The one strict reader of a signed request's payload: what JSON.parse lets through (a key twice, a field a
// payload does not have, a field of another type) is refused, and a sign-out is only a sign-out.
import { describe, expect, it } from 'vitest';
import { KeyholdError } from '@keyhold/protocol/errors';
import {
  parseSignedPayload,
  parseStrictJson,
  readSignedPayloadStrict,
  signOutPayload,
} from '@keyhold/protocol';

const signOut = {
  accountId: 'EmbeddedWallet:1',
  bodyDigest: 'ab12',
  expiresAt: '2026-12-07T19:00:00.000Z',
  operation: 'REVOKE_AUTH_SESSION',
  parameters: { sessionId: 'Session:1', type: 'EMAIL_OTP' },
  requestId: 'Request:1',
};
const text = (value: unknown) => JSON.stringify(value);

function refusal(payload: string): { code: string; details: Record<string, unknown> } {
  try {
    parseSignedPayload(payload);
  } catch (error) {
    expect(error).toBeInstanceOf(KeyholdError);
    const e = error as KeyholdError;
    return { code: e.code, details: (e.details ?? {}) as Record<string, unknown> };
  }
  throw new Error('accepted');
}

describe('parseStrictJson', () => {
  it('reads what JSON.parse reads, the same', () => {
    for (const t of [
      '{"a":[1,-2.5e3,true,false,null,"\\u00e9\\n"],"b":{}}',
      '[]',
      '"x"',
      '0',
      ' {"a" : 1 } ',
    ]) {
      expect(parseStrictJson(t)).toEqual(JSON.parse(t));
    }
  });

  it('refuses a key named twice, at any depth, where JSON.parse keeps the last', () => {
    expect(JSON.parse('{"a":1,"a":2}')).toEqual({ a: 2 });
    expect(() => parseStrictJson('{"a":1,"a":2}')).toThrow(/duplicate key "a"/);
    expect(() => parseStrictJson('{"p":{"x":1,"x":1}}')).toThrow(/duplicate key "x"/);
    // The same key spelled with an escape is the same key.
    expect(() => parseStrictJson('{"op":1,"\\u006fp":2}')).toThrow(/duplicate key "op"/);
  });

  it('refuses what is not one JSON value: trailing text, comments, single quotes, lone surrogates, deep nesting', () => {
    for (const t of [
      '{"a":1} x',
      '{"a":1,}',
      "{'a':1}",
      '{"a":01}',
      '{"a":"\\ud800"}',
      '['.repeat(40) + ']'.repeat(40),
      '',
    ]) {
      expect(() => parseStrictJson(t), t).toThrow();
    }
  });

  it('refuses a number outside the safe range, where JSON.parse reads another number', () => {
    expect(JSON.parse('9007199254740993')).toBe(9007199254740992);
    for (const t of ['9007199254740993', '-9007199254740993', '1e400', '{"amount":1e16}']) {
      expect(() => parseStrictJson(t), t).toThrow(/number outside the safe range/);
    }
    // The largest safe integer and fractions still read.
    expect(parseStrictJson('[9007199254740991,-9007199254740991,0.1,1.5e3]')).toEqual([
      9007199254740991, -9007199254740991, 0.1, 1500,
    ]);
  });

  it('keeps "__proto__" as a plain key, never a prototype', () => {
    const parsed = parseStrictJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('parseSignedPayload', () => {
  it('reads the sandbox’s canonical payload', () => {
    expect(parseSignedPayload(text(signOut))).toEqual(signOut);
  });

  it('refuses duplicate keys, with the reason for developers', () => {
    const twice = text(signOut).replace('"operation"', '"operation":"EXECUTE_QUOTE","operation"');
    expect(refusal(twice)).toMatchObject({ code: 'INVALID_PAYLOAD' });
    expect(refusal(twice).details['reason']).toMatch(/duplicate key "operation"/);
  });

  it('refuses a field a payload does not have', () => {
    expect(refusal(text({ ...signOut, amount: 1 }))).toEqual({
      code: 'INVALID_PAYLOAD',
      details: { reason: 'unknown field amount', field: 'amount' },
    });
  });

  it('refuses fields of the wrong type', () => {
    expect(refusal(text({ ...signOut, operation: 1 })).details).toMatchObject({ field: 'operation' });
    expect(refusal(text({ ...signOut, accountId: ['x'] })).details).toMatchObject({ field: 'accountId' });
    expect(refusal(text({ ...signOut, parameters: 'x' })).details).toMatchObject({ field: 'parameters' });
    expect(refusal(text({ ...signOut, parameters: [] })).details).toMatchObject({ field: 'parameters' });
    expect(refusal(text([signOut])).details).toMatchObject({ reason: 'not a JSON object' });
    expect(refusal(text({ accountId: 'a' })).details).toMatchObject({ field: 'operation' });
  });

  it('refuses a payload longer than it reads', () => {
    expect(refusal(text({ ...signOut, requestId: 'x'.repeat(20_000) })).code).toBe('INPUT_TOO_LARGE');
  });

  it('readSignedPayloadStrict answers null where parseSignedPayload throws', () => {
    expect(readSignedPayloadStrict('{"operation":"A","operation":"B"}')).toBeNull();
    expect(readSignedPayloadStrict(text(signOut))?.operation).toBe('REVOKE_AUTH_SESSION');
  });
});

describe('signOutPayload', () => {
  it('reads a sign-out, with or without the credential type', () => {
    expect(signOutPayload(text(signOut))).toEqual(signOut);
    const { type: _type, ...bare } = signOut.parameters;
    expect(signOutPayload(text({ ...signOut, parameters: bare }))?.parameters).toEqual(bare);
  });

  it('is null for anything looser: another operation, a key twice, extra parameters, wrong types, a field missing', () => {
    const loose = [
      text({ ...signOut, operation: 'EXPORT_WALLET' }),
      text(signOut).replace('"operation"', '"operation":"EXPORT_WALLET","operation"'),
      text(signOut).replace(
        '"operation":"REVOKE_AUTH_SESSION"',
        '"operation":"REVOKE_AUTH_SESSION","operation":"EXPORT_WALLET"',
      ),
      text({ ...signOut, parameters: { ...signOut.parameters, clientPublicKey: '04ab' } }),
      text({ ...signOut, parameters: { ...signOut.parameters, sessionId: 7 } }),
      text({ ...signOut, parameters: { ...signOut.parameters, type: null } }),
      text({ ...signOut, parameters: { type: 'EMAIL_OTP' } }),
      text({ ...signOut, email: 'a@b.c' }),
      text({ ...signOut, requestId: undefined }),
      text({ ...signOut, accountId: undefined }),
      text({ ...signOut, expiresAt: 5 }),
    ];
    for (const payload of loose) expect(signOutPayload(payload), payload).toBeNull();
  });
});
