import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { isRefusal, refusal } from './handler/refusal.js';
import { requestAddress } from './handler/request-address.js';
import { requestTarget } from './request-target.js';
import { answerFunctionOf, type Answer } from './handler/answer.js';
import type { WalletHandler } from './handler/index.js';

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
 * Adapts a fetch-standard handler (the wallet handler) to Node's `http` `(req, res)` signature, on Hono's
 * Node adapter (`@hono/node-server`'s `getRequestListener`, as the sandbox is served). Works with
 * `http.createServer`, Express (`app.use('/api/wallet', toNodeHandler(handler))`, mounted before any body
 * parser) and anything else built on `http`.
 *
 * Nothing is read before the handler asks for it: the body reaches the handler as a stream that is
 * pulled only after the handler has settled CSRF and authorization from the headers. A `Content-Length`
 * over `maxBodyBytes` is 413 at once, a longer chunked body is cut off there with 413. When the handler
 * answers without reading the whole body, the connection is closed after the answer instead of draining
 * the rest. The request's URL is built here from `Host` (or, with `trustProxy`, the forwarded headers) and
 * the path, never from an absolute request target.
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
  const listener = getRequestListener(
    async (given, env) => {
      // Only ever called from the (req, res) function below, with Node's http/1 request and response.
      const { incoming, outgoing } = env as { incoming: NodeRequest; outgoing: ServerResponse };
      try {
        const request = hasBodyHeaders(incoming) ? withBodyLimit(given, maxBodyBytes) : given;
        const forwardedFor = options.trustProxy ? firstValue(incoming.headers['x-forwarded-for']) : undefined;
        const address = forwardedFor ?? incoming.socket.remoteAddress;
        if (address !== undefined) requestAddress.set(request, address);
        const target = sentTargets.get(incoming);
        if (target !== undefined) requestTarget.set(request, target);
        if (answerOf) writeAnswer(incoming, outgoing, await answerOf(request));
        else await writeResponse(incoming, outgoing, await handler(request));
      } catch (err) {
        writeFailure(incoming, outgoing, err);
      }
      // Written above, to the socket: the listener writes nothing more.
      return RESPONSE_ALREADY_SENT;
    },
    { overrideGlobalObjects: false },
  );
  return (req, res) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (!Number.isFinite(declared) || declared > maxBodyBytes) {
      writeError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.', req);
      return;
    }
    if (bodyAlreadyRead(req)) {
      console.error('keyhold node adapter: mount the wallet handler before any body parser');
      writeError(res, 500, 'BODY_ALREADY_READ', new BodyAlreadyReadError().message);
      return;
    }
    const target = req.url;
    sentTargets.set(req, pathAndQuery((req as NodeRequest).originalUrl ?? target ?? '/'));
    try {
      // The listener takes an absolute target as the URL, read synchronously as it starts: it gets the
      // URL decided here, then the framework's own is put back.
      req.url = requestUrl(req as NodeRequest, options.trustProxy === true);
      // The listener reads the headers as received (rawHeaders); the handler sees req.headers, as a
      // framework or middleware left them (set, removed, or split into several values).
      req.rawHeaders = headerPairs(req);
      void listener(req, res);
    } catch (err) {
      // A Host no URL can be made of, say: answered, never thrown into the server's request event.
      writeFailure(req, res, err);
    } finally {
      req.url = target;
    }
  };
}

/** Each request's target as received, before the adapter replaces `req.url` for the listener. */
const sentTargets = new WeakMap<IncomingMessage, string>();

/**
 * The request URL: the protocol and host of this server (or, when trusted, the forwarded ones) and only
 * the path and query of the request target. `//evil.example/x` or the absolute form
 * `http://evil.example/x` must not choose the URL's host, which the CSRF check compares `Origin` with.
 */
function requestUrl(req: NodeRequest, trustProxy: boolean): string {
  const forwardedProto = trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined;
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const protocol = forwardedProto ?? (encrypted ? 'https' : 'http');
  const host = forwardedHost ?? req.headers.host ?? 'localhost';
  // Express strips its mount path from req.url; originalUrl keeps the full path the handler expects.
  return new URL(`${protocol}://${host}${pathAndQuery(req.originalUrl ?? req.url ?? '/')}`).href;
}

/** The request with its body stream cut off at `max` bytes (413 `PAYLOAD_TOO_LARGE` past it). */
function withBodyLimit(request: Request, max: number): Request {
  const body = request.body;
  if (body === null) return request;
  let size = 0;
  const limited = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= max) controller.enqueue(chunk);
        else {
          controller.error(
            refusal(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${max} bytes.`),
          );
        }
      },
    }),
  );
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: request.headers,
    body: limited,
    duplex: 'half',
    signal: request.signal,
  };
  return new Request(request.url, init);
}

/** True when a body parser (express.json(), …) already read the body and left its parsed form. */
function bodyAlreadyRead(req: IncomingMessage): boolean {
  return (
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    hasBodyHeaders(req) &&
    (req as { body?: unknown }).body !== undefined &&
    req.readableEnded
  );
}

/** Writes a fetch `Response`: status, headers (each Set-Cookie apart) and body. */
async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
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
  if (response.body === null || req.method === 'HEAD') res.end();
  else res.end(Buffer.from(await response.arrayBuffer()));
}

/** A handler that threw: 413 for a body past the limit, else 500 without the error's words. */
function writeFailure(req: IncomingMessage, res: ServerResponse, err: unknown): void {
  if (isRefusal(err) && err.code === 'PAYLOAD_TOO_LARGE') {
    if (!res.headersSent) writeError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.', req);
    else res.destroy();
    return;
  }
  console.error('keyhold node adapter: request failed', {
    error: err instanceof Error ? err.name : typeof err,
  });
  if (!res.headersSent) writeError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on the server.', req);
  else res.destroy();
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

/** The request's headers as flat name/value pairs, a repeated header once per value. */
function headerPairs(req: IncomingMessage): string[] {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) pairs.push(name, v);
    else pairs.push(name, value);
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
