// The request body of a POST, read by @keyhold/server's JSON reader (the wallet handler's): one JSON object
// in strict UTF-8, no key repeated, at most 2 MiB (413) within 20 s (408); an empty body is `{}`, and so
// is a GET's. Its text is kept on the call for the inspector (`call.requestText`).
import { readJsonObject, type JsonBodyLimits } from '@keyhold/server';
import type { Body, Call } from '../context.js';

export const MAX_JSON_BYTES = 2 * 1024 * 1024;
const LIMITS: JsonBodyLimits = { maxBytes: MAX_JSON_BYTES, timeoutMs: 20_000 };

export async function readBody(request: Request, call: Call): Promise<Body> {
  if (request.method !== 'POST') return {};
  // A copy for the inspector, read only once the reader has bounded the body.
  const copy = request.clone();
  try {
    const body = (await readJsonObject(request, LIMITS)) ?? {};
    call.requestText = await copy.text();
    return body;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 400) call.requestText = await copy.text();
    else await copy.body?.cancel();
    throw error;
  }
}
