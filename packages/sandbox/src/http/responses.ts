/** The sandbox's responses: JSON with the service's content type, 204, HTML, and the error body. */
import { ServiceError } from '../errors.js';

/** JSON response with the service's content type. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** 204 No Content, for a change that answers with no body. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** An HTML page (the OIDC sign-in page and its signed-in answer). */
export function html(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}

/**
 * A client error that the same request cannot cure: the service's SDKs retry 408, 409 and 429 (and
 * 5xx) unless told `x-should-retry: false`, and every 409 here is a fact about the state (a taken
 * address, an executed quote, a reused key), not a lock that clears. 408 and 429 stay retryable.
 */
function noRetry(status: number): Record<string, string> {
  return status >= 400 && status < 500 && status !== 408 && status !== 429
    ? { 'x-should-retry': 'false' }
    : {};
}

/** The wire-formats §9 error body of a thrown `ServiceError`; anything else is a logged 500. */
export function errorResponse(err: unknown): Response {
  if (err instanceof ServiceError) {
    // A body we did not read (too large) must not be taken for the next request on this connection.
    const close: Record<string, string> = err.status === 413 ? { connection: 'close' } : {};
    return json(err.toBody(), err.status, { ...noRetry(err.status), ...err.headers, ...close });
  }
  console.error('keyhold-sandbox: unexpected error', err);
  const e = new ServiceError(500, 'INTERNAL_ERROR', 'The sandbox hit an unexpected error.');
  return json(e.toBody(), 500);
}
