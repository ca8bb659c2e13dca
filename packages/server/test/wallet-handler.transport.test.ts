/**
 * Transport-level attacks found in the security review: request targets that move the URL's host (so the
 * CSRF "same host" check compares the attacker's Origin with itself) and bodies without a length.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletHandler, type ServiceClient } from '../src/index.js';
import {
  createCustomer,
  TEST_CUSTOMER_HEADER,
  type Backend,
  type Customer,
  startStack,
  type WalletStack,
} from './helpers/harness.js';

let stack: WalletStack;
let service: ServiceClient;
let backend: Backend;
let a: Customer;

beforeAll(async () => {
  stack = await startStack();
  ({ service, backend } = stack);
  a = await createCustomer(service, 'mallory');
}, 60_000);

afterAll(() => stack?.stop());

/** Sends one raw HTTP/1.1 request (the request target exactly as written) and returns status and body. */
function rawRequest(origin: string, lines: string[]): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('Node adapter: the request target never chooses the host the CSRF check compares with', () => {
  it('`//evil.example/api/wallet/config` with Origin evil.example is not "same host"', async () => {
    const host = new URL(backend.origin).host;
    const r = await rawRequest(backend.origin, [
      'GET //evil.example/api/wallet/config HTTP/1.1',
      `Host: ${host}`,
      'Origin: http://evil.example',
      'X-Keyhold-Client: 1',
      `${TEST_CUSTOMER_HEADER}: ${a.customerId}`,
      'Connection: close',
    ]);
    expect(r.status).not.toBe(200);
    expect(r.body).not.toContain(a.customerId);
  });

  it('an absolute-form target `http://evil.example/api/wallet/config` → 403 CSRF_REJECTED', async () => {
    const host = new URL(backend.origin).host;
    const r = await rawRequest(backend.origin, [
      'GET http://evil.example/api/wallet/config HTTP/1.1',
      `Host: ${host}`,
      'Origin: http://evil.example',
      'X-Keyhold-Client: 1',
      `${TEST_CUSTOMER_HEADER}: ${a.customerId}`,
      'Connection: close',
    ]);
    expect(r.status).toBe(403);
    expect(r.body).toContain('"code":"CSRF_REJECTED"');
  });

  it('the same absolute-form target from the real host still works', async () => {
    const host = new URL(backend.origin).host;
    const r = await rawRequest(backend.origin, [
      `GET http://${host}/api/wallet/config HTTP/1.1`,
      `Host: ${host}`,
      'X-Keyhold-Client: 1',
      `${TEST_CUSTOMER_HEADER}: ${a.customerId}`,
      'Connection: close',
    ]);
    expect(r.status).toBe(200);
  });
});

describe('fetch-standard handler (no Node adapter in front): a body without a length', () => {
  it('stops reading a streamed body at maxBodyBytes instead of buffering all of it', async () => {
    const handler = createWalletHandler({
      service,
      authorize: () => ({ customerId: a.customerId }),
      rpId: 'localhost',
      logger: { warn() {}, error() {} },
    });
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 256)
          controller.close(); // 16 MiB at most, so the test ends either way
        else controller.enqueue(chunk);
      },
    });
    const response = await handler(
      new Request('http://localhost/api/wallet/auth/credentials', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Keyhold-Client': '1' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(pulled).toBeLessThan(8);
  });
});
