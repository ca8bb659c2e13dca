import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { toNodeHandler } from '../src/node.js';
import { closedAfterEach, listen } from './helpers/http.js';
import { head, rawExchange } from './helpers/raw-http.js';

const closers = closedAfterEach();

/** A fetch-standard handler that echoes what it was given. */
async function echo(request: Request): Promise<Response> {
  const body = new Uint8Array(await request.arrayBuffer());
  return new Response(
    JSON.stringify({
      url: request.url,
      method: request.method,
      bytes: Array.from(body),
      custom: request.headers.get('x-custom'),
    }),
    { status: 201, headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'a=1', 'X-Out': 'y' } },
  );
}

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const { origin, close } = await listen(createServer(handler));
  closers.push(close);
  return origin;
}

describe('toNodeHandler', () => {
  it('hands the exact body bytes, method, URL and headers to the handler and writes its answer back', async () => {
    const origin = await serve(toNodeHandler(echo));
    const bytes = new Uint8Array([0x7b, 0xc3, 0xab, 0xe2, 0x80, 0x99, 0x7d]);
    const r = await fetch(`${origin}/api/wallet/x?y=1`, {
      method: 'POST',
      body: bytes,
      headers: { 'X-Custom': 'v' },
    });
    expect(r.status).toBe(201);
    expect(r.headers.get('set-cookie')).toBe('a=1');
    expect(r.headers.get('x-out')).toBe('y');
    const seen = (await r.json()) as { url: string; method: string; bytes: number[]; custom: string };
    expect(seen).toEqual({
      url: `${origin}/api/wallet/x?y=1`,
      method: 'POST',
      bytes: Array.from(bytes),
      custom: 'v',
    });
  });

  it('uses originalUrl when a framework mounted it under a path (Express app.use)', async () => {
    const adapter = toNodeHandler(echo);
    const origin = await serve((req, res) => {
      // What Express does for app.use('/api/wallet', …): strip the mount path, keep originalUrl.
      Object.assign(req, { originalUrl: req.url, url: req.url!.slice('/api/wallet'.length) });
      adapter(req, res);
    });
    const r = await fetch(`${origin}/api/wallet/config`);
    expect(((await r.json()) as { url: string }).url).toBe(`${origin}/api/wallet/config`);
  });

  it('answers a Host no URL can be made of, and goes on serving', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const origin = await serve(toNodeHandler(echo));
      const r = await rawExchange(
        origin,
        head('GET', '/p', { Host: 'a:b:c', Connection: 'close' }),
        '',
        4_000,
      );
      expect(r.status).toBe(500);
      expect(r.text).toContain('INTERNAL_ERROR');
      expect((await fetch(`${origin}/p`)).status).toBe(201);
    } finally {
      console.error = original;
    }
  });

  it('leaves the request target as the framework had it once the handler has the request', async () => {
    const adapter = toNodeHandler(echo);
    let after: string | undefined;
    const origin = await serve((req, res) => {
      adapter(req, res);
      after = req.url;
    });
    const r = await fetch(`${origin}/api/wallet/config?x=1`);
    expect(((await r.json()) as { url: string }).url).toBe(`${origin}/api/wallet/config?x=1`);
    expect(after).toBe('/api/wallet/config?x=1');
  });

  it('hands the handler the headers as middleware left them: one set, one removed', async () => {
    const adapter = toNodeHandler(echo);
    const origin = await serve((req, res) => {
      req.headers['x-custom'] = 'set by middleware';
      delete req.headers['x-gone'];
      adapter(req, res);
    });
    const r = await fetch(`${origin}/p`, { headers: { 'X-Gone': 'sent by the client' } });
    expect(((await r.json()) as { custom: string }).custom).toBe('set by middleware');
    const gone = await serve((req, res) => {
      delete req.headers['x-custom'];
      adapter(req, res);
    });
    const r2 = await fetch(`${gone}/p`, { headers: { 'X-Custom': 'sent by the client' } });
    expect(((await r2.json()) as { custom: string | null }).custom).toBeNull();
  });

  it('hands a header a framework left as several values to the handler as all of them', async () => {
    const adapter = toNodeHandler(echo);
    const origin = await serve((req, res) => {
      req.headers['x-custom'] = ['a', 'b'];
      adapter(req, res);
    });
    const r = await fetch(`${origin}/p`);
    expect(((await r.json()) as { custom: string }).custom).toBe('a, b');
  });

  it('trusts X-Forwarded-Proto/Host only when told to', async () => {
    const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'app.example' };
    const plain = await serve(toNodeHandler(echo));
    const r1 = await fetch(`${plain}/p`, { headers });
    expect(((await r1.json()) as { url: string }).url).toBe(`${plain}/p`);
    const proxied = await serve(toNodeHandler(echo, { trustProxy: true }));
    const r2 = await fetch(`${proxied}/p`, { headers });
    expect(((await r2.json()) as { url: string }).url).toBe('https://app.example/p');
  });

  it('refuses a body above its limit with 413 and answers 500 when the handler throws', async () => {
    const small = await serve(toNodeHandler(echo, { maxBodyBytes: 8 }));
    const big = await fetch(`${small}/p`, { method: 'POST', body: 'x'.repeat(100) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const failing = await serve(
        toNodeHandler(async () => {
          throw new Error('boom with secret 123456');
        }),
      );
      const r = await fetch(`${failing}/p`);
      expect(r.status).toBe(500);
      expect(await r.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      expect(JSON.stringify(errors)).not.toContain('123456');
    } finally {
      console.error = original;
    }
  });
});

describe('toNodeHandler behind a body parser', () => {
  it('refuses to forward when another middleware already consumed the body (would break stamps)', async () => {
    const adapter = toNodeHandler(echo);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const origin = await serve((req, res) => {
        // What express.json() does: read the stream, leave a parsed object on req.body.
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          Object.assign(req, { body: JSON.parse(Buffer.concat(chunks).toString()) });
          adapter(req, res);
        });
      });
      const r = await fetch(`${origin}/api/wallet/quotes`, { method: 'POST', body: '{"a":1}' });
      expect(r.status).toBe(500);
      expect(await r.json()).toMatchObject({ code: 'BODY_ALREADY_READ' });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe('toNodeHandler reads nothing it is not asked for', () => {
  it('lets the handler answer before the body arrives, then closes instead of draining it', async () => {
    let bodyRead = false;
    const origin = await serve(
      toNodeHandler(async (request) => {
        if (request.headers.get('x-read') === '1') {
          await request.arrayBuffer();
          bodyRead = true;
        }
        return new Response('{"refused":true}', { status: 403 });
      }),
    );
    const { host } = new URL(origin);
    const r = await rawExchange(
      origin,
      head('POST', '/p', { Host: host, 'Content-Type': 'application/json', 'Content-Length': '500000' }),
      'x'.repeat(1000),
      4_000,
    );
    expect(r.status).toBe(403);
    expect(r.text.toLowerCase()).toContain('connection: close');
    expect(r.closed).toBe(true);
    expect(bodyRead).toBe(false);
    // A body the handler reads in full keeps the connection usable as usual.
    const ok = await fetch(`${origin}/p`, { method: 'POST', headers: { 'x-read': '1' }, body: '{}' });
    expect(ok.status).toBe(403);
    expect(bodyRead).toBe(true);
  });

  it('cuts a chunked body off at maxBodyBytes with 413', async () => {
    const origin = await serve(toNodeHandler(echo, { maxBodyBytes: 8 }));
    const { host } = new URL(origin);
    const chunk = 'x'.repeat(20);
    const r = await rawExchange(
      origin,
      head('POST', '/p', { Host: host, 'Transfer-Encoding': 'chunked' }),
      `${chunk.length.toString(16)}\r\n${chunk}\r\n`,
      4_000,
    );
    expect(r.status).toBe(413);
    expect(r.text).toContain('PAYLOAD_TOO_LARGE');
  });
});

describe('toNodeHandler with a createWalletHandler handler (answers written without a Response)', () => {
  it('writes the same status, headers and body bytes as the handler’s own fetch Response', async () => {
    const { createWalletHandler, ServiceClient } = await import('../src/index.js');
    const handler = createWalletHandler({
      // No call reaches the service in these requests (config, refusals, preflight).
      service: new ServiceClient({
        baseUrl: 'http://127.0.0.1:9/2025-10-13',
        apiTokenId: 't',
        apiClientSecret: 's',
      }),
      authorize: (request) => {
        const id = request.headers.get('x-test-customer');
        return id ? { customerId: id } : null;
      },
      rpId: 'localhost',
      origins: ['https://app.example'],
      logger: { warn() {}, error() {} },
    });
    const origin = await serve(toNodeHandler(handler));
    const cases: [string, RequestInit][] = [
      ['/api/wallet/config', { headers: { 'X-Keyhold-Client': '1', 'X-Test-Customer': 'Customer:1' } }],
      [
        '/api/wallet/config',
        {
          headers: {
            'X-Keyhold-Client': '1',
            'X-Test-Customer': 'Customer:1',
            Origin: 'https://app.example',
          },
        },
      ],
      ['/api/wallet/config', { headers: { 'X-Test-Customer': 'Customer:1' } }], // CSRF 403
      ['/api/wallet/config', { headers: { 'X-Keyhold-Client': '1' } }], // 401
      ['/api/wallet/nowhere', { headers: { 'X-Keyhold-Client': '1', 'X-Test-Customer': 'Customer:1' } }],
      ['/api/wallet/config', { method: 'OPTIONS', headers: { Origin: 'https://app.example' } }],
    ];
    const interesting = [
      'content-type',
      'cache-control',
      'x-content-type-options',
      'access-control-allow-origin',
      'vary',
      'retry-after',
    ];
    for (const [path, init] of cases) {
      const viaNode = await fetch(`${origin}${path}`, init);
      const viaFetch = await handler(new Request(`${origin}${path}`, init));
      expect(viaNode.status).toBe(viaFetch.status);
      for (const name of interesting) expect(viaNode.headers.get(name)).toBe(viaFetch.headers.get(name));
      expect(new Uint8Array(await viaNode.arrayBuffer())).toEqual(
        new Uint8Array(await viaFetch.arrayBuffer()),
      );
    }
  });
});
