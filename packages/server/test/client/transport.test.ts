/** The transport every resource sends through: version segment, Basic auth, retries, errors, pages, safe paths. */
import { KeyholdError } from '@keyhold/protocol/errors';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter, ServiceClient } from '../../src/index.js';
import { closedAfterEach, scriptedServers } from '../helpers/http.js';

const closers = closedAfterEach();
const scripted = scriptedServers(closers);

function client(origin: string, retry = { baseDelayMs: 5, maxDelayMs: 3000 }) {
  return new ServiceClient({ baseUrl: origin, apiTokenId: 'tok', apiClientSecret: 'sécret', retry });
}

const quote = { id: 'Quote:1', status: 'PENDING' };

describe('the transport under every resource', () => {
  it('appends the version segment, sends Basic auth and JSON', async () => {
    const server = await scripted(() => ({ status: 200, body: { id: 'Customer:1' } }));
    const svc = client(server.origin);
    expect(svc.baseUrl).toBe(`${server.origin}/2025-10-13`);
    expect(client(`${server.origin}/2025-10-13/`).baseUrl).toBe(`${server.origin}/2025-10-13`);
    await svc.customers.retrieve('Customer:1');
    const [req] = server.requests;
    expect(req!.url).toBe('/2025-10-13/customers/Customer:1');
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from('tok:sécret', 'utf8').toString('base64')}`);
  });

  it('sends Idempotency-Key and signed-retry headers', async () => {
    const server = await scripted(() => ({ status: 200, body: quote }));
    const svc = client(server.origin);
    await svc.quotes.create(
      {
        source: { sourceType: 'ACCOUNT', accountId: 'EmbeddedWallet:a' },
        destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:b' },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 100,
      },
      { idempotencyKey: 'idem-1' },
    );
    await svc.auth.sessions.delete('Session:1', { signature: 'stamp', requestId: 'req-1' });
    expect(server.requests[0]!.headers['idempotency-key']).toBe('idem-1');
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(server.requests[1]!.headers['service-wallet-signature']).toBe('stamp');
    expect(server.requests[1]!.headers['request-id']).toBe('req-1');
  });

  it('retries a 429 after the Retry-After the service gave, then succeeds', async () => {
    const server = await scripted((_req, i) =>
      i === 0
        ? {
            status: 429,
            headers: { 'Retry-After': '1' },
            body: { status: 429, code: 'RATE_LIMITED', message: 'slow down' },
          }
        : { status: 200, body: quote },
    );
    const svc = client(server.origin);
    const started = Date.now();
    await expect(svc.quotes.retrieve('Quote:1')).resolves.toEqual(quote);
    expect(server.requests).toHaveLength(2);
    // Retry-After: 1 means the second attempt came no sooner than about a second later.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('retries 503 with backoff when no Retry-After is given', async () => {
    const server = await scripted((_req, i) =>
      i < 2 ? { status: 503, body: {} } : { status: 200, body: quote },
    );
    await expect(client(server.origin).quotes.retrieve('Quote:1')).resolves.toEqual(quote);
    expect(server.requests).toHaveLength(3);
  });

  it('retries a POST that carries an Idempotency-Key', async () => {
    const server = await scripted((_req, i) =>
      i === 0 ? { status: 429, headers: { 'Retry-After': '0' }, body: {} } : { status: 200, body: quote },
    );
    await client(server.origin).quotes.execute('Quote:1', { idempotencyKey: 'k1' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers['idempotency-key']).toBe('k1');
  });

  it('never retries a non-idempotent POST without an Idempotency-Key', async () => {
    const server = await scripted(() => ({
      status: 429,
      headers: { 'Retry-After': '0' },
      body: { status: 429, code: 'RATE_LIMITED', message: 'Too many challenges.', details: {} },
    }));
    const err = await client(server.origin)
      .auth.credentials.challenge('AuthMethod:1')
      .catch((e: unknown) => e);
    expect(server.requests).toHaveLength(1);
    expect(err).toBeInstanceOf(KeyholdError);
    expect(err).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfter: 0,
      message: 'Too many challenges.',
    });
  });

  it('gives up after maxRetries and does not wait out a Retry-After longer than maxDelayMs', async () => {
    const always = await scripted(() => ({ status: 503, body: {} }));
    await expect(client(always.origin).quotes.retrieve('Quote:1')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
    expect(always.requests).toHaveLength(4);

    const long = await scripted(() => ({ status: 429, headers: { 'Retry-After': '30' }, body: {} }));
    await expect(client(long.origin).quotes.retrieve('Quote:1')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: 30,
    });
    expect(long.requests).toHaveLength(1);
  });

  it('turns error bodies into KeyholdError with status, code, message and reason ?? details.reason', async () => {
    const server = await scripted((_req, i) =>
      i === 0
        ? {
            status: 401,
            body: {
              status: 401,
              code: 'UNAUTHORIZED',
              message: 'Invalid OTP',
              details: { reason: 'Invalid OTP code' },
            },
          }
        : i === 1
          ? {
              status: 401,
              body: {
                status: 401,
                code: 'UNAUTHORIZED',
                message: 'x',
                reason: 'top',
                details: { reason: 'inner' },
              },
            }
          : { status: 500, body: '<html>oops</html>' },
    );
    const svc = client(server.origin);
    const verify = () =>
      svc.auth.credentials.verify('AuthMethod:1', {
        type: 'EMAIL_OTP',
        otp: '123456',
        clientPublicKey: '04ab',
      });
    await expect(verify()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      reason: 'Invalid OTP code',
      message: 'Invalid OTP',
    });
    await expect(verify()).rejects.toMatchObject({ reason: 'top' });
    await expect(verify()).rejects.toMatchObject({ status: 500, code: 'SERVICE_ERROR' });
  });

  it('reports 202 signed-retry challenges as results that need a signature', async () => {
    const challenge = {
      payloadToSign: '{"a":1}',
      requestId: 'r1',
      expiresAt: '2030-01-01T00:00:00Z',
      type: 'EMAIL_OTP',
    };
    const server = await scripted((_req, i) =>
      i === 0 ? { status: 202, body: challenge } : { status: 204 },
    );
    const svc = client(server.origin);
    await expect(svc.auth.credentials.delete('AuthMethod:1')).resolves.toEqual({
      signatureRequired: true,
      status: 202,
      challenge,
    });
    await expect(
      svc.auth.credentials.delete('AuthMethod:1', { signature: 's', requestId: 'r1' }),
    ).resolves.toEqual({
      signatureRequired: false,
      status: 204,
      result: undefined,
    });
  });

  it('walks every page with for await, following nextCursor', async () => {
    const server = await scripted((req) => {
      const cursor = new URL(req.url, 'http://x').searchParams.get('cursor');
      const page = cursor === null ? 0 : Number(cursor);
      return {
        status: 200,
        body: {
          data: [{ id: `Customer:${page * 2}` }, { id: `Customer:${page * 2 + 1}` }],
          hasMore: page < 2,
          ...(page < 2 ? { nextCursor: String(page + 1) } : {}),
          totalCount: 6,
        },
      };
    });
    const ids: string[] = [];
    for await (const c of client(server.origin).customers.list({ limit: 2 })) ids.push(c.id);
    expect(ids).toEqual(['Customer:0', 'Customer:1', 'Customer:2', 'Customer:3', 'Customer:4', 'Customer:5']);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/2025-10-13/customers?limit=2',
      '/2025-10-13/customers?limit=2&cursor=1',
      '/2025-10-13/customers?limit=2&cursor=2',
    ]);
  });

  it('fails clearly when the service cannot be reached', async () => {
    const server = await scripted(() => ({ status: 200 }));
    const origin = server.origin;
    await server.close();
    closers.pop();
    await expect(
      client(origin, { baseDelayMs: 1, maxDelayMs: 5 }).quotes.retrieve('Quote:1'),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNREACHABLE',
    });
  });

  it('refuses a bad configuration', () => {
    expect(() => new ServiceClient({ baseUrl: 'not a url', apiTokenId: 'a', apiClientSecret: 'b' })).toThrow(
      KeyholdError,
    );
    expect(() => new ServiceClient({ baseUrl: 'http://x', apiTokenId: '', apiClientSecret: 'b' })).toThrow(
      /apiTokenId/,
    );
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const inTwo = new Date(Date.now() + 2000).toUTCString();
    expect(parseRetryAfter(inTwo)).toBeGreaterThan(0);
  });

  it('refuses ids and codes that could normalise into another path, before sending anything', async () => {
    const server = await scripted(() => ({ status: 200, body: quote }));
    const svc = client(server.origin);
    const badIds = ['', '.', '..', '../customers', 'a/../b', '%2e%2e', 'Quote:a/b', 'Quote:a?b', 'Quote:a#b'];
    for (const id of [...badIds, 'Quote:%2e%2e', 'Quote:a b', 'Quote:', ':x', '1Quote:x']) {
      const err = await svc.quotes.retrieve(id).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, id).toBeInstanceOf(KeyholdError);
      expect((err as KeyholdError).code, id).toBe('INVALID_INPUT');
      expect((err as KeyholdError).status, id).toBe(400);
    }
    for (const call of [
      () => svc.auth.sessions.delete('..'),
      () => svc.internalAccounts.export('.', '04'),
      () => svc.transactions.retrieve('Transaction:../../customers'),
      () => svc.agents.deviceCodes.redeem('..'),
      () => svc.invitations.claim('../x', '$a@b.co'),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect(server.requests).toHaveLength(0);
    // One rule with the wallet handler (RESOURCE_ID_SEGMENT): the id part is letters, digits and `-`,
    // so a dotted id is refused too; the ordinary shapes go out with the `:` readable.
    await expect(svc.quotes.retrieve('Quote:1.2')).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await svc.quotes.retrieve('Quote:019c-ab12');
    await svc.agents.deviceCodes.redeem('BCDF-23');
    expect(server.requests.map((r) => r.url)).toEqual([
      '/2025-10-13/quotes/Quote:019c-ab12',
      '/2025-10-13/agents/device-codes/BCDF-23/redeem',
    ]);
  });
});
