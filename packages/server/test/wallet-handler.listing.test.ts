/**
 * The account list is checked on the way back too: a service that ignores the `customerId`/`type` filter
 * (or trusts a crafted cursor over the query) must not hand another customer's accounts to the browser.
 * A recording HTTP server stands in for such a service (the sandbox filters correctly).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/index.js';
import { Browser, startBackend, type Backend } from './helpers/harness.js';
import { startScriptedServer } from './helpers/http.js';

const A = 'Customer:0a0a0a0a-0000-4000-8000-00000000000a';
const B = 'Customer:0b0b0b0b-0000-4000-8000-00000000000b';
const WALLET_A = { id: 'InternalAccount:1a', customerId: A, type: 'EMBEDDED_WALLET' };
const WALLET_B = { id: 'InternalAccount:1b', customerId: B, type: 'EMBEDDED_WALLET' };
const FIAT_A = { id: 'InternalAccount:2a', customerId: A, type: 'INTERNAL_FIAT' };

let upstream: Awaited<ReturnType<typeof startScriptedServer>>;
let backend: Backend;
let answer: unknown[] = [];

beforeAll(async () => {
  upstream = await startScriptedServer(() => ({
    status: 200,
    body: { data: answer, hasMore: false, totalCount: answer.length },
  }));
  const service = new ServiceClient({ baseUrl: upstream.origin, apiTokenId: 'tok', apiClientSecret: 'sec' });
  backend = await startBackend(service);
});

afterAll(async () => {
  await backend?.close();
  await upstream?.close();
});

describe('GET /customers/internal-accounts checks what comes back', () => {
  it('passes the signed-in customer’s wallets through unchanged', async () => {
    answer = [WALLET_A];
    const r = await new Browser(backend, A).call('GET', '/customers/internal-accounts?cursor=abc');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([WALLET_A]);
  });

  it('another customer’s wallet in the answer → 502, and its id never reaches the browser', async () => {
    answer = [WALLET_A, WALLET_B];
    const r = await new Browser(backend, A).call('GET', '/customers/internal-accounts?cursor=crafted');
    expect(r.status).toBe(502);
    expect(r.text).not.toContain(WALLET_B.id);
  });

  it('an account of another type in the answer → 502', async () => {
    answer = [WALLET_A, FIAT_A];
    const r = await new Browser(backend, A).call('GET', '/customers/internal-accounts');
    expect(r.status).toBe(502);
    expect(r.text).not.toContain(FIAT_A.id);
  });
});
