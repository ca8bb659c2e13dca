import { describe, expect, it } from 'vitest';
import { WalletRefusal } from '../src/index.js';
import { Guards, readAtMost } from '../src/handler/guards.js';

/** Guards alone: CSRF, CORS, declared and actual body limits. No service, no sandbox. */
function guards(
  overrides: Partial<ConstructorParameters<typeof Guards>[0]> = {},
  warnings: string[] = [],
): Guards {
  return new Guards({
    allowedOrigins: new Set(['https://app.example']),
    logger: { warn: (m) => warnings.push(m), error() {} },
    maxBodyBytes: 16,
    bodyTimeoutMs: 200,
    maxConcurrentBodies: 2,
    ...overrides,
  });
}

function caught(run: () => unknown): WalletRefusal {
  try {
    run();
  } catch (err) {
    if (err instanceof WalletRefusal) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

async function caughtAsync(run: () => Promise<unknown>): Promise<WalletRefusal> {
  try {
    await run();
  } catch (err) {
    if (err instanceof WalletRefusal) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

const url = new URL('http://api.example:3000/api/wallet/config');

function request(headers: Record<string, string>, init: RequestInit = {}): Request {
  return new Request(url, { headers, ...init });
}

describe('CSRF guard', () => {
  it('accepts the client header with no Origin, the same host, or a configured origin', () => {
    const g = guards();
    g.checkCsrf(request({ 'X-Keyhold-Client': '1' }), url);
    g.checkCsrf(request({ 'X-Keyhold-Client': '1', Origin: 'http://api.example:3000' }), url);
    g.checkCsrf(request({ 'X-Keyhold-Client': '1', Origin: 'https://app.example' }), url);
  });

  it('refuses a missing client header', () => {
    const err = caught(() => guards().checkCsrf(request({}), url));
    expect(err).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    expect(err.details).toMatchObject({ header: 'X-Keyhold-Client' });
  });

  it('names the Origin and Host it compared and the origins option, in details and a console warning', () => {
    const warnings: string[] = [];
    // A Vite dev proxy with changeOrigin: true: the page is on :5173, the Host the backend sees is :3000.
    const err = caught(() =>
      guards({}, warnings).checkCsrf(
        request({ 'X-Keyhold-Client': '1', Origin: 'http://localhost:5173' }),
        url,
      ),
    );
    expect(err).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    expect(err.details).toMatchObject({
      origin: 'http://localhost:5173',
      host: 'api.example:3000',
      allowedOrigins: ['https://app.example'],
      option: 'origins',
    });
    expect((err.details as { hint: string }).hint).toContain("origins: ['http://localhost:5173']");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('http://localhost:5173');
    expect(warnings[0]).toContain('api.example:3000');
    expect(warnings[0]).toContain('changeOrigin');
  });
});

describe('declared body guard (headers only)', () => {
  it('refuses a Content-Length over the limit, or not a number, with 413', () => {
    const g = guards();
    for (const length of ['17', '999999999999', 'abc']) {
      const r = request({ 'Content-Length': length, 'Content-Type': 'application/json' }, { method: 'POST' });
      expect(caught(() => g.checkDeclaredBody(r))).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('refuses a declared body that is not JSON before reading it', () => {
    const r = request({ 'Content-Length': '4', 'Content-Type': 'text/plain' }, { method: 'POST' });
    expect(caught(() => guards().checkDeclaredBody(r))).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
  });

  it('passes a JSON body within the limit and a GET', () => {
    const g = guards();
    g.checkDeclaredBody(
      request({ 'Content-Length': '16', 'Content-Type': 'application/json' }, { method: 'POST' }),
    );
    g.checkDeclaredBody(request({ 'Content-Length': '999' }));
  });
});

/** A body stream that sends `chunks` and then, unless `end`, never finishes. */
function stream(chunks: string[], end: boolean): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      if (end) controller.close();
    },
  });
}

describe('body reading', () => {
  it('reads a body within the limit', async () => {
    const bytes = await readAtMost(stream(['{"a":', '1}'], true), 16, 1000);
    expect(new TextDecoder().decode(bytes)).toBe('{"a":1}');
  });

  it('stops at the limit without a Content-Length (413)', async () => {
    const err = await caughtAsync(() =>
      readAtMost(stream(['x'.repeat(10), 'x'.repeat(10)], false), 16, 1000),
    );
    expect(err).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('gives up on a body that stops arriving (408), within its timeout', async () => {
    const started = Date.now();
    const err = await caughtAsync(() => readAtMost(stream(['{"a"'], false), 16, 150));
    expect(err).toMatchObject({ status: 408, code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads at most maxConcurrentBodies at once (503 with Retry-After), and frees the place after', async () => {
    const g = guards({ bodyTimeoutMs: 300 });
    const slow = (): Request =>
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream(['{'], false),
        duplex: 'half',
      } as RequestInit);
    const pending = [g.readBody(slow()), g.readBody(slow())].map((p) => p.catch((e: unknown) => e));
    expect(g.bodiesInFlight).toBe(2);
    const third = await caughtAsync(() => g.readBody(slow()));
    expect(third).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: 1 });
    expect(await Promise.all(pending)).toMatchObject([{ status: 408 }, { status: 408 }]);
    expect(g.bodiesInFlight).toBe(0);
    const ok = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(new TextDecoder().decode(await g.readBody(ok))).toBe('{}');
  });
});

describe('CORS', () => {
  it('answers a preflight only for a configured origin, and names the option when refusing', async () => {
    const g = guards();
    const ok = g.preflight(request({ Origin: 'https://app.example' }, { method: 'OPTIONS' }));
    expect(ok.status).toBe(204);
    expect(ok.headers['Access-Control-Allow-Origin']).toBe('https://app.example');
    expect(g.corsHeaders(request({ Origin: 'https://app.example' }))).toMatchObject({
      'Access-Control-Allow-Origin': 'https://app.example',
      Vary: 'Origin',
    });
    const refused = g.preflight(request({ Origin: 'https://evil.example' }, { method: 'OPTIONS' }));
    expect(refused.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(refused.body!))).toMatchObject({
      code: 'CSRF_REJECTED',
      details: { origin: 'https://evil.example', option: 'origins' },
    });
    expect(g.corsHeaders(request({ Origin: 'https://evil.example' }))).toBeUndefined();
  });
});
