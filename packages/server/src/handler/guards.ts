import {
  CLIENT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_ID_HEADER,
  SIGNATURE_HEADER,
} from '@keyhold/protocol';
import { refusal, type WalletRefusal } from './refusal.js';
import type { Answer } from './answer.js';
import type { WalletHandlerLogger } from './options.js';
import { errorResponse, tooLarge } from './responses.js';

const ALLOWED_REQUEST_HEADERS = [
  'content-type',
  ...[CLIENT_HEADER, SIGNATURE_HEADER, REQUEST_ID_HEADER, IDEMPOTENCY_KEY_HEADER].map((h) => h.toLowerCase()),
];

/**
 * The checks every call passes before anyone's identity is looked at or any byte of a body is read:
 * CSRF (client header, Origin), CORS, the declared body size, and the body read itself (bounded in
 * size, time and concurrency).
 */
export class Guards {
  readonly #allowedOrigins: Set<string>;
  readonly #logger: WalletHandlerLogger;
  readonly #maxBodyBytes: number;
  readonly #bodyTimeoutMs: number;
  readonly #maxConcurrentBodies: number;
  #bodiesInFlight = 0;

  constructor(options: {
    allowedOrigins: Set<string>;
    logger: WalletHandlerLogger;
    maxBodyBytes: number;
    bodyTimeoutMs: number;
    maxConcurrentBodies: number;
  }) {
    this.#allowedOrigins = options.allowedOrigins;
    this.#logger = options.logger;
    this.#maxBodyBytes = options.maxBodyBytes;
    this.#bodyTimeoutMs = options.bodyTimeoutMs;
    this.#maxConcurrentBodies = options.maxConcurrentBodies;
  }

  /** Bodies being read right now (for tests and metrics). */
  get bodiesInFlight(): number {
    return this.#bodiesInFlight;
  }

  originAllowed(origin: string, url: URL): boolean {
    if (this.#allowedOrigins.has(origin)) return true;
    try {
      // Same host as the request (scheme ignored: TLS is often terminated by a proxy in front).
      return new URL(origin).host === url.host;
    } catch {
      return false;
    }
  }

  /**
   * 403 `CSRF_REJECTED` unless the client header is there and a present `Origin` is this host or one of
   * `origins`. A refused Origin is explained to the developer (details + a console warning): which
   * Origin and Host were compared and which option to set.
   */
  checkCsrf(request: Request, url: URL): void {
    const origin = request.headers.get('Origin');
    if (origin !== null && !this.originAllowed(origin, url)) {
      const hint =
        `The browser's Origin ${origin} is neither the request's Host (${url.host}) nor one of the ` +
        `handler's \`origins\` (${this.#allowedOrigins.size ? [...this.#allowedOrigins].join(', ') : 'none set'}). ` +
        `Add it: createWalletHandler({ origins: ['${safeOrigin(origin)}'] }). A dev server proxy that rewrites ` +
        'Host (Vite `changeOrigin: true`) is the usual cause.';
      this.#logger.warn(`keyhold wallet handler: CSRF_REJECTED. ${hint}`);
      throw csrf('Cross-site request refused: this origin may not call the wallet backend.', {
        origin,
        host: url.host,
        allowedOrigins: [...this.#allowedOrigins],
        option: 'origins',
        hint,
      });
    }
    if (request.headers.get(CLIENT_HEADER) !== '1') {
      throw csrf(`Request refused: the ${CLIENT_HEADER}: 1 header is required.`, {
        header: CLIENT_HEADER,
        hint: `Send ${CLIENT_HEADER}: 1 (the @keyhold/core wallet does). Plain forms and cross-site requests cannot.`,
      });
    }
  }

  /** From headers alone: a body that is not JSON, or declares more than the limit, is refused unread. */
  checkDeclaredBody(request: Request): void {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const lengthHeader = request.headers.get('Content-Length');
    const declared = lengthHeader === null ? undefined : Number(lengthHeader);
    if (declared !== undefined && (!Number.isFinite(declared) || declared > this.#maxBodyBytes)) {
      throw tooLarge(this.#maxBodyBytes);
    }
    const mayHaveBody =
      (declared !== undefined && declared > 0) ||
      (lengthHeader === null && request.headers.has('Transfer-Encoding'));
    if (mayHaveBody && !isJsonContentType(request.headers.get('Content-Type'))) {
      throw csrf('Request refused: bodies must be sent as Content-Type: application/json.');
    }
  }

  /**
   * Reads the body (after authorization): at most `maxBodyBytes` (413 past it, even without a
   * Content-Length), within `bodyTimeoutMs` (408), with at most `maxConcurrentBodies` reads at once (503).
   */
  async readBody(request: Request): Promise<Uint8Array | undefined> {
    if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return undefined;
    if (this.#bodiesInFlight >= this.#maxConcurrentBodies) {
      throw refusal(
        503,
        'SERVICE_UNAVAILABLE',
        'Too many requests are being received at once. Try again.',
        { retryAfter: 1 },
        { retryAfter: 1 },
      );
    }
    this.#bodiesInFlight++;
    try {
      const bytes = await readAtMost(request.body, this.#maxBodyBytes, this.#bodyTimeoutMs);
      if (bytes.byteLength > 0 && !isJsonContentType(request.headers.get('Content-Type'))) {
        throw csrf('Request refused: bodies must be sent as Content-Type: application/json.');
      }
      return bytes.byteLength > 0 ? bytes : undefined;
    } finally {
      this.#bodiesInFlight--;
    }
  }

  /** The CORS headers for a configured cross-origin caller; undefined for anyone else (the usual case). */
  corsHeaders(request: Request): Record<string, string> | undefined {
    const origin = request.headers.get('Origin');
    if (origin === null || !this.#allowedOrigins.has(origin)) return undefined;
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': 'Retry-After, Date',
      Vary: 'Origin',
    };
  }

  preflight(request: Request): Answer {
    const origin = request.headers.get('Origin');
    if (origin === null || !this.#allowedOrigins.has(origin)) {
      return errorResponse(403, 'CSRF_REJECTED', 'Cross-origin requests from this origin are not allowed.', {
        origin,
        allowedOrigins: [...this.#allowedOrigins],
        option: 'origins',
      });
    }
    return {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
        'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS.join(', '),
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      },
      body: null,
    };
  }
}

export function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type, ...params] = value.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p === 'charset=utf-8' || p === 'charset="utf-8"');
}

/**
 * Reads a body stream up to `max` bytes and stops there (413): a chunked body without a Content-Length
 * must not be buffered whole before its size is known. A body still arriving after `timeoutMs` is 408.
 */
export async function readAtMost(
  stream: ReadableStream<Uint8Array>,
  max: number,
  timeoutMs: number,
): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(refusal(408, 'TIMEOUT', `The request body did not arrive within ${timeoutMs} ms.`)),
      timeoutMs,
    );
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timedOut]);
      if (done) break;
      size += value.byteLength;
      if (size > max) throw tooLarge(max);
      chunks.push(value);
    }
  } catch (err) {
    await reader.cancel().catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function csrf(message: string, details: Record<string, unknown> = {}): WalletRefusal {
  return refusal(403, 'CSRF_REJECTED', message, details);
}

/** An Origin echoed into a hint: printable ASCII only, bounded. */
function safeOrigin(origin: string): string {
  return origin.replace(/[^\x21-\x7e]/g, '?').slice(0, 200);
}
