import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WalletHandler } from './wallet-handler.js';

export interface NodeHandlerOptions {
  /**
   * Trust `X-Forwarded-Proto` / `X-Forwarded-Host` from a reverse proxy in front of this server when
   * building the request URL. Default false.
   */
  trustProxy?: boolean;
  /** Largest request body read into memory. Default 1 MiB (the handler applies its own, smaller limit). */
  maxBodyBytes?: number;
}

/** The part of Express's request the adapter reads when mounted with `app.use(path, …)`. */
type NodeRequest = IncomingMessage & { originalUrl?: string };

/**
 * Adapts a fetch-standard handler (the wallet handler) to Node's `http` `(req, res)` signature. Works
 * with `http.createServer`, Express (`app.use('/api/wallet', toNodeHandler(handler))`, mounted before any
 * body parser) and anything else built on `http`. The body is read as raw bytes and handed over
 * unchanged.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeHandler(walletHandler)).listen(3000);
 */
export function toNodeHandler(
  handler: WalletHandler | ((request: Request) => Promise<Response>),
  options: NodeHandlerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  return (req, res) => {
    void handle(req as NodeRequest, res).catch((err: unknown) => {
      if (err instanceof BodyAlreadyReadError) {
        console.error('keyhold node adapter: mount the wallet handler before any body parser');
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(
          JSON.stringify({ status: 500, code: 'BODY_ALREADY_READ', message: err.message, details: {} }),
        );
        return;
      }
      console.error('keyhold node adapter: request failed', {
        error: err instanceof Error ? err.name : typeof err,
      });
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(
          JSON.stringify({
            status: 500,
            code: 'INTERNAL_ERROR',
            message: 'Something went wrong on the server.',
            details: {},
          }),
        );
      } else {
        res.destroy();
      }
    });
  };

  async function handle(req: NodeRequest, res: ServerResponse): Promise<void> {
    const request = await toRequest(req);
    if (request === null) {
      res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      res.end(
        JSON.stringify({
          status: 413,
          code: 'PAYLOAD_TOO_LARGE',
          message: 'The request body is too large.',
          details: {},
        }),
      );
      return;
    }
    const response = await handler(request);
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    res.writeHead(response.status, headers);
    if (response.body === null || req.method === 'HEAD') {
      res.end();
      return;
    }
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  async function toRequest(req: NodeRequest): Promise<Request | null> {
    const forwardedProto = options.trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
    const forwardedHost = options.trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined;
    const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
    const protocol = forwardedProto ?? (encrypted ? 'https' : 'http');
    const host = forwardedHost ?? req.headers.host ?? 'localhost';
    // Express strips its mount path from req.url; originalUrl keeps the full path the handler expects.
    // Only the path and query come from the request target: `//evil.example/x` or the absolute form
    // `http://evil.example/x` must not choose the URL's host, which the CSRF check compares Origin with.
    const url = new URL(`${protocol}://${host}${pathAndQuery(req.originalUrl ?? req.url ?? '/')}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else headers.set(name, value);
    }
    const init: RequestInit = { method: req.method ?? 'GET', headers };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        if (size > maxBodyBytes) return null;
        chunks.push(chunk);
      }
      if (size > 0) init.body = Buffer.concat(chunks);
      else if ((req as { body?: unknown }).body !== undefined && hasBodyHeaders(req)) {
        // A body parser (express.json(), …) ran first and took the bytes: forwarding its re-serialised
        // object would break stamps, so refuse loudly instead.
        throw new BodyAlreadyReadError();
      }
    }
    return new Request(url, init);
  }
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
