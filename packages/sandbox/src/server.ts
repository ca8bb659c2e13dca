/**
 * `startSandboxServer`: the sandbox's fetch handler on Node's http server, through Hono's Node
 * adapter (`@hono/node-server`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { BASE_PATH } from './options.js';
import type { StateStore } from './persistence.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.js';

export { MAX_BODY_BYTES } from './middleware/body-limit.js';

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

/**
 * Adapts a fetch-standard handler to Node's `(req, res)` (Hono's Node adapter; the global `Request`
 * and `Response` stay Node's own).
 */
export function toNodeListener(handler: (request: Request) => Promise<Response>) {
  return getRequestListener(handler, { overrideGlobalObjects: false });
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
