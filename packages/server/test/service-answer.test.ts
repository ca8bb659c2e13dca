/**
 * The service client's two paths to the service: the built-in Node pool, which hands the wallet handler
 * plain data (status, headers, bytes), and a `fetch` the integrator passes in (or a `requestRaw` they
 * replaced). Both must send the same requests and give the browser the same answers; the public
 * `requestRaw` keeps returning a `Response`. Real HTTP servers throughout.
 */
import { createServer, type Server } from 'node:http';
import { KeyholdError } from '@keyhold/protocol/errors';
import { describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/index.js';
import { answerHeader, answerHeaders, type ServiceAnswer } from '../src/client/service-answer.js';
import { Browser, startBackend } from './helpers/harness.js';
import { closedAfterEach, listen, startScriptedServer } from './helpers/http.js';

const A = 'Customer:0a0a0a0a-0000-4000-8000-00000000000a';
const WALLET_A = 'InternalAccount:1a1a1a1a-0000-4000-8000-00000000000a';
const QUOTE = 'Quote:3a3a3a3a-0000-4000-8000-00000000000a';

const closers = closedAfterEach();

/** A stand-in service: A's wallet, a quote paid from it, and anything else answered 429 with a body. */
async function service() {
  const server = await startScriptedServer((req) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.endsWith('/customers/internal-accounts')) {
      return {
        status: 200,
        body: { data: [{ id: WALLET_A, customerId: A, type: 'EMBEDDED_WALLET' }], hasMore: false },
      };
    }
    if (url.pathname.endsWith(`/quotes/${QUOTE}`)) {
      return {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Internal': 'secret' },
        body: `{"id":"${QUOTE}","source":{"accountId":"${WALLET_A}"},"note":"Zoë"}`,
      };
    }
    return {
      status: 429,
      headers: { 'Retry-After': '7' },
      body: { status: 429, code: 'RATE_LIMITED', message: 'slow down' },
    };
  });
  closers.push(server.close);
  return server;
}

function client(origin: string, extra: Partial<ConstructorParameters<typeof ServiceClient>[0]> = {}) {
  return new ServiceClient({ baseUrl: origin, apiTokenId: 'tok', apiClientSecret: 'sec', ...extra });
}

describe('the wallet handler over each path to the service', () => {
  it('sends the same requests and gives the browser the same answers (undici pool, given fetch)', async () => {
    const upstream = await service();
    let fetched = 0;
    const clients = [
      client(upstream.origin),
      client(upstream.origin, {
        fetch: (input, init) => {
          fetched++;
          return fetch(input, init);
        },
      }),
    ];
    const seen: unknown[] = [];
    for (const svc of clients) {
      const backend = await startBackend(svc, { ownershipCache: false });
      closers.push(backend.close);
      const browser = new Browser(backend, A);
      const first = upstream.requests.length;
      const quote = await browser.call('GET', `/quotes/${QUOTE}`);
      const listed = await browser.call('GET', '/customers/internal-accounts?limit=5');
      const unknown = await browser.call('POST', `/auth/sessions?accountId=${WALLET_A}`);
      const limited = await browser.call('GET', `/auth/sessions?accountId=${WALLET_A}`);
      seen.push({
        answers: [quote, listed, unknown, limited].map((r) => ({
          status: r.status,
          text: r.text,
          type: r.headers.get('content-type'),
          retryAfter: r.headers.get('retry-after'),
          internal: r.headers.get('x-internal'),
        })),
        requests: upstream.requests.slice(first).map((r) => ({
          method: r.method,
          url: r.url,
          authorization: r.headers.authorization,
          body: r.body.toString('utf8'),
        })),
      });
    }
    const [pooled, viaFetch] = seen as { answers: { status: number; text: string }[]; requests: unknown[] }[];
    expect(pooled!.answers.map((a) => a.status)).toEqual([200, 200, 404, 429]);
    expect(pooled!.answers[0]!.text).toBe(
      `{"id":"${QUOTE}","source":{"accountId":"${WALLET_A}"},"note":"Zoë"}`,
    );
    expect(seen[1]).toEqual(seen[0]);
    // The handler's calls take the client's one transport: every one of them went through its fetch.
    expect(fetched).toBe(viaFetch!.requests.length);
  });
});

describe('requestRaw stays a Response', () => {
  it('on the pool: status, status text, headers and body; no body for 204', async () => {
    const server = await startScriptedServer((req) =>
      req.url.endsWith('/empty')
        ? { status: 204 }
        : { status: 429, headers: { 'Retry-After': '3' }, body: { code: 'RATE_LIMITED' } },
    );
    closers.push(server.close);
    const svc = client(server.origin);
    const limited = await svc.requestRaw('GET', '/customers', { query: new URLSearchParams({ a: 'b c' }) });
    expect(limited).toBeInstanceOf(Response);
    expect(limited.status).toBe(429);
    expect(limited.statusText).toBe('Too Many Requests');
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(await limited.json()).toEqual({ code: 'RATE_LIMITED' });
    const empty = await svc.requestRaw('DELETE', '/empty');
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    expect(server.requests.map((r) => r.url)).toEqual(['/2025-10-13/customers?a=b+c', '/2025-10-13/empty']);
  });

  it('a body that arrives in many pieces comes back whole, byte for byte', async () => {
    const big = { items: Array.from({ length: 4000 }, (_, i) => `item-${i}-${'é'.repeat(20)}`) };
    const server = await startScriptedServer(() => ({ status: 200, body: big }));
    closers.push(server.close);
    const response = await client(server.origin).requestRaw('GET', '/customers');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(150_000);
    expect(Buffer.from(bytes).equals(Buffer.from(JSON.stringify(big), 'utf8'))).toBe(true);
  });

  it('with a given fetch: the same status, headers and body, through that fetch', async () => {
    const server = await startScriptedServer(() => ({
      status: 201,
      headers: { 'X-Answer': 'yes' },
      body: { ok: true },
    }));
    closers.push(server.close);
    let fetched = 0;
    const svc = client(server.origin, {
      fetch: (input, init) => {
        fetched++;
        return fetch(input, init);
      },
    });
    const response = await svc.requestRaw('GET', '/config');
    expect(fetched).toBe(1);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('paths that are not plain are normalised as before; a query in the path is kept', async () => {
    const server = await startScriptedServer(() => ({ status: 200, body: {} }));
    closers.push(server.close);
    const svc = client(server.origin);
    await svc.requestRaw('GET', '/customers/../config');
    await svc.requestRaw('GET', '/customers?x=1');
    await svc.requestRaw('GET', '/customers?x=1', { query: new URLSearchParams({ y: '2' }) });
    await svc.request('GET', '/customers?x=1', { query: { limit: 2, x: '3' } });
    await svc.request('GET', '/customers/Customer:1', { query: { tag: ['a', 'b'], none: undefined } });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/2025-10-13/config',
      '/2025-10-13/customers?x=1',
      '/2025-10-13/customers?y=2',
      '/2025-10-13/customers?x=3&limit=2',
      '/2025-10-13/customers/Customer:1?tag=a&tag=b',
    ]);
  });
});

describe('timeouts', () => {
  /** A service that sends its headers at once and then never finishes the body. */
  async function stalling(): Promise<string> {
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"partial":');
    });
    const { origin, close } = await listen(server);
    closers.push(async () => {
      server.closeAllConnections();
      await close();
    });
    return origin;
  }

  it('a body that never ends is SERVICE_TIMEOUT on the pool', async () => {
    const svc = client(await stalling(), { timeoutMs: 200, retry: { maxRetries: 0 } });
    await expect(svc.quotes.retrieve(QUOTE)).rejects.toMatchObject({ code: 'SERVICE_TIMEOUT' });
  });

  it('a body that never ends is SERVICE_TIMEOUT through a given fetch too (a KeyholdError, not a raw abort)', async () => {
    const svc = client(await stalling(), {
      timeoutMs: 200,
      retry: { maxRetries: 0 },
      fetch: (input, init) => fetch(input, init),
    });
    const err = await svc.quotes.retrieve(QUOTE).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(KeyholdError);
    expect((err as KeyholdError).code).toBe('SERVICE_TIMEOUT');
  });
});

describe('answer headers', () => {
  it('read like Headers.get: any case, repeated values joined', () => {
    const answer: ServiceAnswer = {
      status: 200,
      statusText: 'OK',
      rawHeaders: ['Content-Type', 'application/json', 'retry-after', '3', 'Retry-After', '4', 'Date', 'x'],
      body: new Uint8Array(),
    };
    const headers = answerHeaders(answer);
    for (const name of ['content-type', 'Retry-After', 'DATE', 'missing']) {
      expect(answerHeader(answer, name), name).toBe(headers.get(name));
    }
    expect(answerHeader(answer, 'retry-after')).toBe('3, 4');
  });
});
