/**
 * `routes/not-emulated.ts`: published operations the sandbox does not emulate say so.
 */
import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';

const api = useApi();

type Json = Record<string, unknown>;

describe('SDK operations the sandbox does not emulate', () => {
  it('each answers 404 saying the sandbox does not emulate it (not "customer kyc-link not found")', async () => {
    const cases: Array<[string, string, Json?]> = [
      ['GET', '/customers/kyc-link?platformCustomerId=abc'],
      ['POST', '/customers/bulk/csv', {}],
      ['GET', '/customers/bulk/jobs/Job:1'],
      ['POST', '/plaid/link-tokens', {}],
      ['POST', '/plaid/callback/link-token-1', {}],
      ['POST', '/tokens', {}],
      ['GET', '/tokens'],
      ['GET', '/tokens/Token:1'],
      ['DELETE', '/tokens/Token:1'],
      ['GET', '/uma-providers'],
    ];
    for (const [method, path, body] of cases) {
      const res = await api.call<Json>(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(String(res.body['message']), `${method} ${path}`).toMatch(/^The sandbox does not emulate /);
      expect(res.body['message']).not.toMatch(/kyc-link not found/);
    }
  });
});
