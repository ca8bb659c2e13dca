import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** What a scripted server answers: a status, and headers and a JSON (or string) body when given. */
export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * A real HTTP server on an ephemeral localhost port that answers from a script and records every
 * request (method, URL, headers, body bytes) in `requests`, in arrival order: the one capture server of
 * these tests (a stand-in service, a webhook endpoint). Emptying `requests` restarts the count.
 */
export async function startScriptedServer(
  answer: (req: RecordedRequest, index: number) => ScriptedAnswer | Promise<ScriptedAnswer>,
): Promise<{ origin: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      void Promise.resolve(answer(recorded, requests.length - 1)).then((a) => {
        const body = a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
        res.writeHead(a.status, { 'Content-Type': 'application/json', ...a.headers });
        res.end(body);
      });
    });
  });
  return { ...(await listen(server)), requests };
}

export async function listen(server: Server): Promise<{ origin: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A list of closes the file's tests push to: after each test they run, newest first. */
export function closedAfterEach(): Array<() => Promise<void>> {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });
  return closers;
}

/** `startScriptedServer`, each server closed after the test that started it (through `closers`). */
export function scriptedServers(
  closers: Array<() => Promise<void>>,
): (...args: Parameters<typeof startScriptedServer>) => ReturnType<typeof startScriptedServer> {
  return async (...args) => {
    const server = await startScriptedServer(...args);
    closers.push(server.close);
    return server;
  };
}
