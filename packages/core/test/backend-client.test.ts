// BackendClient over real HTTP (a Node server standing in for the wallet handler).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackendClient,
  classifyRetryFailure,
  errorFromResponse,
  KeyholdError,
  parseRetryAfter,
} from '../src/index.js';
import { REFUSALS, refusalOf } from '../src/protocol.js';

let server: Server;
let base = '';
const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(data));
      };
      switch (req.url) {
        case '/api/wallet/ok':
          return json(200, { ok: true });
        case '/api/wallet/challenge':
          return json(202, {
            payloadToSign: '{"a":1}',
            requestId: 'Request:1',
            expiresAt: '2030-01-01T00:00:00Z',
          });
        case '/api/wallet/rate':
          return json(
            429,
            { status: 429, code: 'RATE_LIMITED', message: 'Slow down.', details: {} },
            { 'Retry-After': '17' },
          );
        case '/api/wallet/otp':
          return json(401, {
            status: 401,
            code: 'UNAUTHORIZED',
            message: 'The OTP code is not valid.',
            details: { reason: 'Invalid OTP code' },
          });
        case '/api/wallet/html':
          res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>');
          return;
        case '/api/wallet/empty':
          res.writeHead(204).end();
          return;
        default:
          return json(404, { status: 404, code: 'NOT_FOUND', message: 'No such route.', details: {} });
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/wallet/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('BackendClient', () => {
  it('sends X-Keyhold-Client: 1 always, JSON content type with a body, and the body text unchanged', async () => {
    const client = new BackendClient({ backendUrl: base, headers: () => ({ Authorization: 'Bearer app' }) });
    await client.get('/ok');
    const text = '{"b":2,  "a":1}';
    await client.post('/ok', text, { headers: { 'Request-Id': 'Request:9' } });
    const [get, post] = seen.slice(-2);
    expect(get?.headers['x-keyhold-client']).toBe('1');
    expect(get?.headers['content-type']).toBeUndefined();
    expect(get?.headers['authorization']).toBe('Bearer app');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.headers['request-id']).toBe('Request:9');
    expect(post?.body).toBe(text);
    expect(get?.url).toBe('/api/wallet/ok');
  });

  it('returns a 202 as a response (the signed-retry layer reads it) and 204 as no data', async () => {
    const client = new BackendClient({ backendUrl: base });
    const res = await client.post('/challenge', {});
    expect(res.status).toBe(202);
    expect(res.data).toMatchObject({ requestId: 'Request:1' });
    expect((await client.delete('/empty')).data).toBeUndefined();
  });

  it('turns error bodies into KeyholdErrors: code, status, reason (from details), retryAfter', async () => {
    const client = new BackendClient({ backendUrl: base });
    await expect(client.post('/rate')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfter: 17,
    });
    await expect(client.post('/otp')).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
      reason: 'Invalid OTP code',
      message: 'The OTP code is not valid.',
    });
    await expect(client.get('/html')).rejects.toMatchObject({ code: 'SERVICE_ERROR', status: 502 });
    await expect(client.get('/nope')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('an unreachable backend is NETWORK_ERROR; a relative URL without a page is INVALID_CONFIG', async () => {
    await expect(new BackendClient({ backendUrl: 'http://127.0.0.1:9/x' }).get('/y')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(() => new BackendClient({ backendUrl: '/api/wallet' }).url('/config')).toThrow(KeyholdError);
    expect(() => new BackendClient({ backendUrl: '' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG' }),
    );
  });
});

describe('Retry-After and error mapping', () => {
  it('parses delta seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(
      parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1)),
    ).toBe(10);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('prefers the top-level reason, falls back to details.reason, names unknown statuses', () => {
    expect(
      errorFromResponse(401, { code: 'UNAUTHORIZED', reason: 'top', details: { reason: 'nested' } }).reason,
    ).toBe('top');
    expect(errorFromResponse(418, 'teapot').code).toBe('HTTP_418');
    expect(
      errorFromResponse(400, { details: { errors: [{ field: 'email', message: 'bad' }] } }),
    ).toMatchObject({
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'email', message: 'bad' }] },
    });
  });

  it('classifies signed-retry refusals: expired challenge → start over, dead session → re-auth, others surface', () => {
    const e = (reason: string) => new KeyholdError('UNAUTHORIZED', 'x', { status: 401, reason });
    expect(classifyRetryFailure(e('Signed request expired'))).toBe('challenge-expired');
    expect(classifyRetryFailure(e('Stamp key is not a live session of this account'))).toBe('session');
    expect(classifyRetryFailure(e('Invalid Service-Wallet-Signature'))).toBe('fatal');
    expect(classifyRetryFailure(e('Request-Id already used'))).toBe('fatal');
    expect(classifyRetryFailure(new KeyholdError('QUOTE_EXPIRED', 'x', { status: 400 }))).toBe('fatal');
    expect(classifyRetryFailure(new Error('x'))).toBe('fatal');
  });

  it('decides on the typed refusal, not on the words around it', () => {
    const e = (reason: string, message: string) =>
      new KeyholdError('UNAUTHORIZED', message, { status: 401, reason });
    // A known reason wins over a message that reads otherwise.
    expect(classifyRetryFailure(e(REFUSALS.requestIdReused, 'The session expired'))).toBe('fatal');
    expect(classifyRetryFailure(e(REFUSALS.sessionNotLive, 'x'))).toBe('session');
    expect(classifyRetryFailure(e(REFUSALS.signedRequestExpired.toUpperCase(), 'x'))).toBe(
      'challenge-expired',
    );
    expect(refusalOf(REFUSALS.invalidSignature)).toBe('invalidSignature');
    expect(refusalOf('Something new')).toBeUndefined();
    expect(refusalOf(undefined)).toBeUndefined();
    // An unpublished wording that plainly says the session is gone still asks for re-auth.
    expect(classifyRetryFailure(e('Session revoked', 'x'))).toBe('session');
  });
});
