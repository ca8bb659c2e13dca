import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { ServiceAnswer } from './service-answer.js';

/** Thrown when the service took longer than the per-attempt timeout. */
export class PoolTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** Where the service lives, parsed once from the base URL. */
export interface PoolOrigin {
  https: boolean;
  /** Without the brackets of an IPv6 literal (what `http.request` expects). */
  hostname: string;
  port: number | undefined;
}

/** One request: names of `headers` are lower-case, each once; `path` is the path and query. */
export interface PoolRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
  signal: AbortSignal | undefined;
}

/**
 * A sender over Node's `http`/`https` with keep-alive agents: connections to the service are pooled and
 * reused (at most `maxSockets` per origin), and a call costs a fraction of the CPU of the WHATWG `fetch`
 * path: the request goes out from parsed options and the answer comes back as plain data
 * ({@link ServiceAnswer}), no `Request`/`Response` objects or body streams in between. Used by the
 * service client by default on Node; a `fetch` option replaces it.
 */
export class HttpPool {
  readonly #http: HttpAgent;
  readonly #https: HttpsAgent;

  constructor(options: { maxSockets?: number } = {}) {
    const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 64, keepAliveMsecs: 1_000 };
    this.#http = new HttpAgent(agentOptions);
    this.#https = new HttpsAgent(agentOptions);
  }

  send(origin: PoolOrigin, request: PoolRequest, timeoutMs: number): Promise<ServiceAnswer> {
    const { body } = request;
    const headers = request.headers;
    if (body !== undefined) headers['content-length'] = String(body.byteLength);
    return new Promise<ServiceAnswer>((resolve, reject) => {
      const req = (origin.https ? httpsRequest : httpRequest)(
        {
          hostname: origin.hostname,
          port: origin.port,
          path: request.path,
          method: request.method,
          headers,
          agent: origin.https ? this.#https : this.#http,
          signal: request.signal,
        },
        (res: IncomingMessage) => {
          let first: Buffer | undefined;
          let rest: Buffer[] | undefined;
          res.on('data', (chunk: Buffer) => {
            if (first === undefined) first = chunk;
            else (rest ??= [first]).push(chunk);
          });
          res.on('error', (err) => {
            clearTimeout(timer);
            reject(err);
          });
          res.on('end', () => {
            clearTimeout(timer);
            const bytes = rest ? Buffer.concat(rest) : (first ?? Buffer.alloc(0));
            resolve({
              status: res.statusCode ?? 502,
              statusText: res.statusMessage ?? '',
              rawHeaders: res.rawHeaders,
              body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
            });
          });
        },
      );
      const timer = setTimeout(
        () => req.destroy(new PoolTimeoutError('The service did not answer in time.')),
        timeoutMs,
      );
      req.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.end(body);
    });
  }
}
