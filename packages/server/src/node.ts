import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import { isRefusal, refusal } from './refusal.js';
import { requestAddress } from './request-address.js';
import { answerFunctionOf, type Answer } from './wallet-handler/answer.js';
import type { WalletHandler } from './wallet-handler/index.js';

/** Options of {@link toNodeHandler}: proxy trust and the body limit. */
export interface NodeHandlerOptions {
  /**
   * Trust `X-Forwarded-Proto` / `X-Forwarded-Host` / `X-Forwarded-For` from a reverse proxy in front of
   * this server when building the request URL and the client address. Default false.
   */
  trustProxy?: boolean;
  /**
   * Largest request body. A larger `Content-Length` is 413 before anything is read; a chunked body is cut
   * off at this size. Default 1 MiB (the wallet handler applies its own, smaller limit).
   */
  maxBodyBytes?: number;
}

/** Limits for the Node `http` server itself, which only the server can enforce (see {@link nodeServerOptions}). */
export interface NodeServerLimits {
  /** Longest time to receive a request's headers. Default 10 000 ms (Node's own: 60 000). */
  headersTimeoutMs?: number;
  /**
   * Longest time to receive a whole request, headers and body. Default 10 000 ms (Node's own: 300 000):
   * wallet bodies are at most 64 KiB, so 10 s is ample for an honest client, and a slow one holds a
   * connection no longer than the headers limit allows. Never below `headersTimeoutMs`.
   */
  requestTimeoutMs?: number;
  /** Idle time before a kept-alive connection is closed. Default 5 000 ms. */
  keepAliveTimeoutMs?: number;
  /** Largest header block. Default 16 KiB. */
  maxHeaderSize?: number;
}

/**
 * Options for `http.createServer` (or `https.createServer`) that bound how long a client may take to
 * send headers and a request, so slow clients cannot hold connections open. The checks run every second.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(nodeServerOptions(), toNodeHandler(walletHandler)).listen(3000);
 * // Express: createServer(nodeServerOptions(), app).listen(3000)
 */
export function nodeServerOptions(limits: NodeServerLimits = {}): ServerOptions {
  const headersTimeout = limits.headersTimeoutMs ?? 10_000;
  const requestTimeout = Math.max(limits.requestTimeoutMs ?? 10_000, headersTimeout);
  return {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeoutMs ?? 5_000,
    maxHeaderSize: limits.maxHeaderSize ?? 16 * 1024,
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
  };
}

/** The part of Express's request the adapter reads when mounted with `app.use(path, …)`. */
type NodeRequest = IncomingMessage & { originalUrl?: string };

/**
 * Adapts a fetch-standard handler (the wallet handler) to Node's `http` `(req, res)` signature. Works
 * with `http.createServer`, Express (`app.use('/api/wallet', toNodeHandler(handler))`, mounted before any
 * body parser) and anything else built on `http`.
 *
 * Nothing is read before the handler asks for it: the body reaches the handler as a stream that is
 * pulled only after the handler has settled CSRF and authorization from the headers. A `Content-Length`
 * over `maxBodyBytes` is 413 at once. When the handler answers without reading the whole body, the
 * connection is closed after the answer instead of draining the rest.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(nodeServerOptions(), toNodeHandler(walletHandler)).listen(3000);
 */
export function toNodeHandler(
  handler: WalletHandler | ((request: Request) => Promise<Response>),
  options: NodeHandlerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  // A handler from createWalletHandler answers in plain data, written here without a Response between.
  const answerOf = answerFunctionOf(handler);
  return (req, res) => {
    void handle(req as NodeRequest, res).catch((err: unknown) => {
      if (err instanceof BodyAlreadyReadError) {
        console.error('keyhold node adapter: mount the wallet handler before any body parser');
        writeError(res, 500, 'BODY_ALREADY_READ', err.message);
        return;
      }
      if (isRefusal(err) && err.code === 'PAYLOAD_TOO_LARGE') {
        writeError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.', req);
        return;
      }
      console.error('keyhold node adapter: request failed', {
        error: err instanceof Error ? err.name : typeof err,
      });
      if (!res.headersSent)
        writeError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on the server.', req);
      else res.destroy();
    });
  };

  async function handle(req: NodeRequest, res: ServerResponse): Promise<void> {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (!Number.isFinite(declared) || declared > maxBodyBytes) {
      writeError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.', req);
      return;
    }
    const { request, url } = toRequest(req);
    if (answerOf) {
      writeAnswer(req, res, await answerOf(request, { url }));
      return;
    }
    const response = await handler(request);
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    const unread = bodyUnread(req);
    if (unread) headers.connection = 'close';
    res.writeHead(response.status, headers);
    if (unread) closeAfter(req, res);
    if (response.body === null || req.method === 'HEAD') {
      res.end();
      return;
    }
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  function toRequest(req: NodeRequest): { request: Request; url: URL } {
    const forwardedProto = options.trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
    const forwardedHost = options.trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined;
    const forwardedFor = options.trustProxy ? firstValue(req.headers['x-forwarded-for']) : undefined;
    const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
    const protocol = forwardedProto ?? (encrypted ? 'https' : 'http');
    const host = forwardedHost ?? req.headers.host ?? 'localhost';
    // Express strips its mount path from req.url; originalUrl keeps the full path the handler expects.
    // Only the path and query come from the request target: `//evil.example/x` or the absolute form
    // `http://evil.example/x` must not choose the URL's host, which the CSRF check compares Origin with.
    const url = new URL(`${protocol}://${host}${pathAndQuery(req.originalUrl ?? req.url ?? '/')}`);
    const init: RequestInit & { duplex?: 'half' } = { method: req.method ?? 'GET', headers: headerInit(req) };
    if (req.method !== 'GET' && req.method !== 'HEAD' && hasBodyHeaders(req)) {
      if ((req as { body?: unknown }).body !== undefined && req.readableEnded) {
        // A body parser (express.json(), …) ran first and took the bytes: forwarding its re-serialised
        // object would break stamps, so refuse loudly instead.
        throw new BodyAlreadyReadError();
      }
      init.body = lazyBody(req, maxBodyBytes);
      init.duplex = 'half';
    }
    const request = new Request(url.href, init);
    const address = forwardedFor ?? req.socket.remoteAddress;
    if (address !== undefined) requestAddress.set(request, address);
    return { request, url };
  }
}

/**
 * The request body as a stream that reads from the socket only when pulled, one chunk at a time, and
 * errors with 413 past `max` bytes. Cancelling it leaves the rest unread (the connection is then closed).
 */
function lazyBody(req: IncomingMessage, max: number): ReadableStream<Uint8Array> {
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        return new Promise<void>((resolve) => {
          const cleanup = (): void => {
            req.off('readable', tryRead);
            req.off('end', onEnd);
            req.off('error', onError);
            req.off('aborted', onAborted);
          };
          const onEnd = (): void => {
            cleanup();
            controller.close();
            resolve();
          };
          const onError = (err: unknown): void => {
            cleanup();
            controller.error(err);
            resolve();
          };
          const onAborted = (): void => onError(new Error('The client aborted the request.'));
          function tryRead(): void {
            const chunk = req.read() as Buffer | null;
            if (chunk === null) return;
            cleanup();
            size += chunk.byteLength;
            if (size > max) {
              controller.error(
                refusal(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${max} bytes.`),
              );
            } else {
              controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            }
            resolve();
          }
          req.on('readable', tryRead);
          req.on('end', onEnd);
          req.on('error', onError);
          req.on('aborted', onAborted);
          tryRead();
        });
      },
    },
    { highWaterMark: 0 },
  );
}

/** Writes a wallet handler's answer: its status, headers and exact body bytes. */
function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const unread = bodyUnread(req);
  res.writeHead(answer.status, unread ? { ...answer.headers, Connection: 'close' } : answer.headers);
  if (unread) closeAfter(req, res);
  if (answer.body === null || req.method === 'HEAD') res.end();
  else res.end(answer.body);
}

/** True when the request announced a body that has not been read to its end. */
function bodyUnread(req: IncomingMessage): boolean {
  return hasBodyHeaders(req) && !req.readableEnded && !req.complete;
}

/** After the answer is written, end the connection rather than drain a body nobody asked for. */
function closeAfter(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    req.socket.end();
    setTimeout(() => req.socket.destroy(), 2_000).unref();
  });
}

function writeError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  req?: IncomingMessage,
): void {
  const unread = req !== undefined && bodyUnread(req);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    ...(unread ? { Connection: 'close' } : {}),
  });
  if (unread) closeAfter(req, res);
  res.end(JSON.stringify({ status, code, message, details: {} }));
}

class BodyAlreadyReadError extends Error {
  constructor() {
    super(
      'The request body was already read by another middleware; mount the wallet handler before body parsers.',
    );
  }
}

function hasBodyHeaders(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * The request's headers for its `Request` (one Headers built, not two): Node's record as it is when every
 * value is one string (the usual case, the cheapest to fill), else name/value pairs, a repeated header
 * once per value.
 */
function headerInit(req: IncomingMessage): Record<string, string> | [string, string][] {
  const record = req.headers;
  let plain = true;
  for (const name in record) {
    if (typeof record[name] !== 'string') {
      plain = false;
      break;
    }
  }
  if (plain) return record as Record<string, string>;
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) pairs.push([name, v]);
    else pairs.push([name, value]);
  }
  return pairs;
}

/** The path and query of a request target, whatever its form (origin-form or absolute-form). */
function pathAndQuery(target: string): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(',')[0]?.trim() || undefined;
}
