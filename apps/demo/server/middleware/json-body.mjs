// The request body of a POST: a JSON object (an empty body is `{}`), at most 2 MiB (413), read once and
// kept as `c.var.body` with its text (`c.var.call.requestText`, for the inspector). GET has `{}`.
import { DemoError } from '../errors.mjs';

export const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** @type {import('hono').MiddlewareHandler} */
export async function jsonBody(c, next) {
  if (c.req.method !== 'POST') {
    c.set('body', {});
    return next();
  }
  const text = await readText(c.req.raw.body);
  c.get('call').requestText = text;
  c.set('body', parseObject(text));
  await next();
}

/** @param {ReadableStream<Uint8Array> | null} stream */
async function readText(stream) {
  if (!stream) return '';
  const chunks = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) throw new DemoError(413, 'The request is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** @param {string} text */
function parseObject(text) {
  try {
    const value = text ? JSON.parse(text) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw new DemoError(400, 'The body must be a JSON object.');
}
