/**
 * Node http adapter and `startSandboxServer`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorResponse } from './app.js';
import { ServiceError } from './errors.js';
import { BASE_PATH, type SandboxOptions } from './options.js';
import type { StateStore } from './persistence.js';
import { createSandbox, type Sandbox } from './sandbox.js';

/** Largest request body accepted (documents in part 2 go up to 10 MB). */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

/**
 * Options of {@link startSandboxServer}: the sandbox's options plus port, host, state file and its
 * compaction.
 */
export interface SandboxServerOptions extends SandboxOptions {
  /** Port (0 = ephemeral; default 8787). */
  port?: number;
  /** Host to bind. Default: 127.0.0.1 and, on the same port, ::1 when available (so `localhost` works either way). */
  host?: string;
  /**
   * Persist the state at this path (a snapshot plus a journal beside it; every acknowledged write is
   * fsync'd first) and reload it at start.
   */
  statePath?: string;
  /** Journal size that starts a background compaction (default: the larger of 4 MiB and the snapshot). */
  compactAfterBytes?: number;
}

/** A sandbox listening on localhost, from {@link startSandboxServer}. */
export interface SandboxServer {
  /** `http://localhost:<port>` */
  origin: string;
  /** `http://localhost:<port>/2025-10-13` */
  baseUrl: string;
  port: number;
  sandbox: Sandbox;
  /** The `--state` store when `statePath` was given. */
  store?: StateStore;
  /** Stops the server and the sandbox. */
  close(): Promise<void>;
}

/** Adapts a fetch-standard handler to Node's `(req, res)`. */
export function toNodeListener(handler: (request: Request) => Promise<Response>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      let response: Response;
      try {
        const request = await toRequest(req);
        response = await handler(request);
      } catch (err) {
        response = errorResponse(err);
      }
      res.statusCode = response.status;
      // A body we did not read (too large) must not be taken for the next request on this socket.
      if (response.status === 413) res.setHeader('connection', 'close');
      response.headers.forEach((value, key) => res.setHeader(key, value));
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
      res.end(body);
    })().catch((err: unknown) => {
      console.error('keyhold-sandbox: response failed', err);
      res.destroy();
    });
  };
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const method = req.method ?? 'GET';
  let body: BodyInit | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      const b = chunk as Buffer;
      size += b.length;
      if (size > MAX_BODY_BYTES) throw tooLarge();
      chunks.push(b);
    }
    body = Buffer.concat(chunks) as unknown as BodyInit;
  }
  return new Request(url, { method, headers, ...(body ? { body } : {}) });
}

function tooLarge(): ServiceError {
  return new ServiceError(
    413,
    'PAYLOAD_TOO_LARGE',
    `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`,
    {
      details: { limit: MAX_BODY_BYTES },
    },
  );
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error): void => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Serves a sandbox over HTTP on localhost.
 *
 * @example
 * const { baseUrl, close } = await startSandboxServer({ port: 0 });
 */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const { port = 8787, host, statePath, compactAfterBytes, ...sandboxOptions } = options;
  const sandbox = createSandbox(sandboxOptions);
  // The state file's store (journal, snapshot, loader) is imported only when --state asks for it.
  const persistence =
    statePath === undefined
      ? undefined
      : (await import('./persistence.js')).attachStateFile(
          sandbox.app,
          statePath,
          compactAfterBytes === undefined ? {} : { compactAfterBytes },
        );
  const listener = toNodeListener(sandbox.handler);
  const servers: Server[] = [];
  const primary = createServer(listener);
  servers.push(primary);
  const bound = await listen(primary, port, host ?? '127.0.0.1');
  if (host === undefined) {
    const v6 = createServer(listener);
    try {
      await listen(v6, bound, '::1');
      servers.push(v6);
    } catch {
      // No IPv6 loopback (or the port is taken there): IPv4 alone serves localhost.
    }
  }
  const hostPart =
    host === undefined || host === '127.0.0.1' || host === '::1' || host === 'localhost'
      ? 'localhost'
      : host.includes(':')
        ? `[${host}]`
        : host;
  const origin = `http://${hostPart}:${bound}`;
  if (options.publicOrigin === undefined) sandbox.app.setOrigin(origin);
  let closed = false;
  return {
    origin,
    baseUrl: `${origin}${BASE_PATH}`,
    port: bound,
    sandbox,
    ...(persistence ? { store: persistence } : {}),
    close: async () => {
      if (closed) return;
      closed = true;
      sandbox.close();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections();
            }),
        ),
      );
      await persistence?.close();
    },
  };
}
