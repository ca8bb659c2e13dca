/**
 * `routes/sandbox-controls.ts`: the test controls under `/_sandbox` (clock, reset) and the public enclave
 * key.
 */
import { describe, expect, it } from 'vitest';
import { request, useApi } from '../support/api.js';

const api = useApi();

describe('internal accounts and test controls', () => {
  it('the clock advances and reset clears everything', async () => {
    const before = Date.parse(String((await api.control('GET', '/clock')).body['now']));
    const after = await api.control('POST', '/clock/advance', { seconds: 600 });
    expect(Date.parse(String(after.body['now'])) - before).toBeGreaterThanOrEqual(600_000);
    expect((await api.control('POST', '/clock/advance', { seconds: -5 })).status).toBe(400);
    const reset = await api.control('POST', '/reset');
    expect(reset.status).toBe(200);
    expect((await api.call<{ totalCount: number }>('GET', '/customers')).body.totalCount).toBe(0);
    const now = Date.parse(String((await api.control('GET', '/clock')).body['now']));
    expect(now - Date.now()).toBeLessThan(60_000);
  });

  it('publishes the enclave public key without auth', async () => {
    const res = await request<{ publicKey: string }>(
      `${api.origin}/_sandbox/enclave-key`,
      'GET',
      undefined,
      {},
    );
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toMatch(/^04[0-9a-f]{128}$/);
  });
});
