/**
 * The one transport under the client and the wallet handler, against real HTTP servers: kept-alive
 * connections reused and bounded in number, retries only of calls that are safe to repeat, bounded in
 * count and in total time, and timeouts on an answer that never comes.
 */
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ServiceClient, type ServiceClientOptions } from '../src/index.js';
import { closedAfterEach, listen, scriptedServers } from './helpers/http.js';

const closers = closedAfterEach();
const scripted = scriptedServers(closers);

function client(origin: string, extra: Partial<ServiceClientOptions> = {}) {
  return new ServiceClient({
    baseUrl: origin,
    apiTokenId: 'tok',
    apiClientSecret: 'sec',
    retry: { baseDelayMs: 5, maxDelayMs: 3000 },
    ...extra,
  });
}

/** A server that counts the connections it accepted and how many were open at once. */
async function countingServer(delayMs: number) {
  let open = 0;
  const seen = { connections: 0, mostAtOnce: 0 };
  const server: Server = createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    }, delayMs);
  });
  server.on('connection', (socket) => {
    seen.connections++;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, ++open);
    socket.on('close', () => open--);
  });
  const { origin, close } = await listen(server);
  closers.push(close);
  return { origin, seen };
}

describe('connections', () => {
  it('reuses its kept-alive connections for calls made one after another', async () => {
    const { origin, seen } = await countingServer(0);
    const svc = client(origin);
    for (let i = 0; i < 20; i++) await svc.request('GET', '/customers');
    expect(seen.connections).toBeLessThanOrEqual(2);
    await svc.transport.close();
  });

  it('opens at most maxSockets connections however many calls are in flight', async () => {
    const { origin, seen } = await countingServer(30);
    const svc = client(origin, { maxSockets: 2 });
    await Promise.all(Array.from({ length: 8 }, () => svc.request('GET', '/customers')));
    expect(seen.mostAtOnce).toBe(2);
    await svc.transport.close();
  });
});

describe('retries', () => {
  const unavailable = () => ({ status: 503, headers: { 'Retry-After': '0' }, body: {} });

  it('repeats GET, HEAD and OPTIONS, and a PATCH or DELETE only when it carries an Idempotency-Key', async () => {
    const server = await scripted(unavailable);
    const svc = client(server.origin, { retry: { maxRetries: 1, baseDelayMs: 1 } });
    const calls: [string, Record<string, string>][] = [
      ['GET', {}],
      ['HEAD', {}],
      ['OPTIONS', {}],
      ['PATCH', {}],
      ['DELETE', {}],
      ['POST', {}],
      ['PATCH', { 'Idempotency-Key': 'k1' }],
      ['DELETE', { 'Idempotency-Key': 'k2' }],
    ];
    const attempts: number[] = [];
    for (const [method, headers] of calls) {
      const before = server.requests.length;
      await svc.transport.send(method, '/customers/Customer:1', { headers });
      attempts.push(server.requests.length - before);
    }
    expect(attempts).toEqual([2, 2, 2, 1, 1, 1, 2, 2]);
  });

  it('does not retry past maxElapsedMs: a wait that would end later returns the last answer', async () => {
    const server = await scripted(() => ({ status: 503, headers: { 'Retry-After': '1' }, body: {} }));
    const svc = client(server.origin, { retry: { maxElapsedMs: 500 } });
    const started = Date.now();
    await expect(svc.request('GET', '/customers')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: 1,
    });
    expect(server.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('retries a GET whose connection was dropped before any answer', async () => {
    let dropped = 0;
    const server: Server = createServer((req, res) => {
      if (dropped++ === 0) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"id":"Quote:1"}');
    });
    const { origin, close } = await listen(server);
    closers.push(close);
    await expect(client(origin).request('GET', '/quotes/Quote:1')).resolves.toMatchObject({
      data: { id: 'Quote:1' },
    });
    expect(dropped).toBe(2);
  });

  it('the wallet handler’s calls (noRetry) are never repeated: the 429 comes back at once', async () => {
    const server = await scripted(() => ({ status: 429, headers: { 'Retry-After': '0' }, body: {} }));
    const answer = await client(server.origin).transport.send('GET', '/quotes/Quote:1', { noRetry: true });
    expect(answer.status).toBe(429);
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeouts', () => {
  it('headers that never come are SERVICE_TIMEOUT after timeoutMs', async () => {
    const server: Server = createServer(() => {
      /* never answers */
    });
    const { origin, close } = await listen(server);
    closers.push(close);
    const svc = client(origin, { timeoutMs: 200, retry: { maxRetries: 0 } });
    await expect(svc.request('GET', '/customers')).rejects.toMatchObject({ code: 'SERVICE_TIMEOUT' });
  });

  it('an abort from the caller is ABORTED, not a timeout', async () => {
    const server: Server = createServer(() => {
      /* never answers */
    });
    const { origin, close } = await listen(server);
    closers.push(close);
    const controller = new AbortController();
    const call = client(origin).request('GET', '/customers', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
