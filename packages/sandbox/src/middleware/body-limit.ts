/**
 * The largest request body (documents, the only big uploads, go up to 10 MB): 413
 * `PAYLOAD_TOO_LARGE` when the declared length is over it, or when a body sent without one grows
 * past it while it is read (the connection then closes: the unread rest must not be taken for the
 * next request). Hono's own `bodyLimit` re-creates the request from the adapter's, which Node's
 * `Request` refuses when the adapter does not replace the globals; this guard builds it from parts.
 */
import { ServiceError } from '../errors.js';
import type { Guard } from '../http/env.js';

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

export const bodyLimit: Guard = async (c, next) => {
  const declared = c.req.header('content-length');
  if (declared !== undefined) {
    if (Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  } else if (c.req.raw.body) {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = c.req.raw.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
    const { url, method, headers } = c.req.raw;
    c.req.raw = new Request(url, { method, headers, body: Buffer.concat(chunks) });
  }
  await next();
};

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
