/**
 * Per-call options (openai-node's `RequestOptions`): every resource method takes `CallOptions` last, and
 * each option reaches the wire for that call only: headers, idempotency key, timeout, abort.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from '@keyhold/protocol';
import { ServiceClient, isKeyholdError } from '../../src/index.js';
import { closedAfterEach, scriptedServers } from '../helpers/http.js';

const startServer = scriptedServers(closedAfterEach());
const W = 'EmbeddedWallet:11111111-1111-4111-8111-111111111111';
const Q = 'Quote:33333333-3333-4333-8333-333333333333';
const page = { status: 200, body: { data: [], hasMore: false } };

async function clientOf(answer: Parameters<typeof startServer>[0] = () => page) {
  const server = await startServer(answer);
  const service = new ServiceClient({ baseUrl: server.origin, apiTokenId: 't', apiClientSecret: 's' });
  return { server, service };
}

describe('per-call options', () => {
  it('every public method of every resource takes CallOptions as its last parameter', () => {
    const root = new URL('../../src/client/resources/', import.meta.url).pathname;
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !['operations.ts', 'resource.ts', 'index.ts'].includes(f),
    );
    const methods: string[] = [];
    const without: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      // A method: two-space indent, a name, its parameters up to the `): ReturnType {` line.
      for (const m of text.matchAll(/^ {2}(?:async )?([a-z]\w*)\(([\s\S]*?)\): [^\n]*\{$/gm)) {
        methods.push(`${file}:${m[1]}`);
        if (!/options\??: CallOptions[^,]*,?\s*$/.test(m[2]!)) without.push(`${file}:${m[1]}`);
      }
    }
    expect(methods.length).toBeGreaterThan(60);
    expect(without).toEqual([]);
  });

  it('headers, idempotency key and timeout go with that call only; the protocol headers win', async () => {
    const { server, service } = await clientOf();
    await service.quotes.retrieve(Q, { headers: { 'X-Trace': 'one' } });
    await service.quotes.retrieve(Q);
    await service.quotes.execute(Q, {
      signature: 'the-stamp',
      idempotencyKey: 'key-1',
      headers: { [SIGNATURE_HEADER]: 'a-header-of-the-caller', 'X-Trace': 'two' },
    });
    await service.auth.credentials.list(W, { headers: { 'X-Trace': 'three' } });
    const [first, second, execute, list] = server.requests;
    expect(first!.headers['x-trace']).toBe('one');
    expect(second!.headers['x-trace']).toBeUndefined();
    expect(execute!.headers['service-wallet-signature']).toBe('the-stamp');
    expect(execute!.headers['idempotency-key']).toBe('key-1');
    expect(execute!.headers['x-trace']).toBe('two');
    expect(list!.headers['x-trace']).toBe('three');
  });

  it('every page of a list carries the call options', async () => {
    const { server, service } = await clientOf((req) =>
      req.url.includes('cursor=next')
        ? page
        : { status: 200, body: { data: [{ id: 'Customer:1' }], hasMore: true, nextCursor: 'next' } },
    );
    const seen = [];
    for await (const customer of service.customers.list({}, { headers: { 'X-Trace': 'pages' } }))
      seen.push(customer);
    expect(seen).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    for (const r of server.requests) expect(r.headers['x-trace']).toBe('pages');
  });

  it('timeoutMs bounds that call (SERVICE_TIMEOUT) while the client default stays 30 s', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { service } = await clientOf(async () => {
      await held;
      return page;
    });
    const error = await service.quotes.retrieve(Q, { timeoutMs: 50 }).catch((e: unknown) => e);
    release();
    expect(isKeyholdError(error) && error.code).toBe('SERVICE_TIMEOUT');
  });

  it('a signal aborts the call at once, also while a retry waits out Retry-After (ABORTED)', async () => {
    // Retry-After 5 minutes, which this client's policy accepts: a call that waited it out would outlive
    // the test (and fail it by its timeout).
    const server = await startServer(() => ({ status: 503, headers: { 'Retry-After': '300' } }));
    const service = new ServiceClient({
      baseUrl: server.origin,
      apiTokenId: 't',
      apiClientSecret: 's',
      retry: { maxDelayMs: 600_000, maxElapsedMs: 600_000 },
    });
    const controller = new AbortController();
    const call = service.quotes.retrieve(Q, { signal: controller.signal }).catch((e: unknown) => e);
    // Aborted once the first attempt has been answered 503 (a retry is then waiting for Retry-After).
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    const error = await call;
    expect(isKeyholdError(error) && error.code).toBe('ABORTED');
  });
});
