import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, SIGNATURE_HEADER } from '@keyhold/protocol';
import { sha256Hex } from '@keyhold/protocol/crypto';
import { answerHeader, type ServiceAnswer } from '../client/service-answer.js';
import type { ServiceClient } from '../client/service-client.js';
import type { Answer } from './answer.js';
import type { Context } from './context.js';
import { invalidInput } from './responses.js';
import type { SignedRequests } from './signed-requests.js';

const FORWARDED_REQUEST_HEADERS = [SIGNATURE_HEADER, REQUEST_ID_HEADER] as const;
// `Date`: the service's clock, which the browser core follows for every expiry the service sets.
const FORWARDED_RESPONSE_HEADERS = ['Content-Type', 'Retry-After', 'Date'] as const;

/**
 * Sends the browser's call on to the service: the exact body bytes received (stamps stay valid), only
 * `Service-Wallet-Signature`, `Request-Id`, a customer-scoped `Idempotency-Key` and the content type.
 */
export async function forward(
  service: ServiceClient,
  signed: SignedRequests,
  ctx: Context,
  method: string,
  path: string,
  query?: URLSearchParams,
): Promise<Answer> {
  // A Request-Id names one pending signed request: only the customer it was issued to may retry it.
  await signed.checkRetry(ctx);
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = ctx.request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const idempotencyKey = ctx.request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (idempotencyKey !== null)
    headers[IDEMPOTENCY_KEY_HEADER] = await scopedIdempotencyKey(ctx.customerId, idempotencyKey);
  if (ctx.body) headers['Content-Type'] = ctx.request.headers.get('Content-Type') ?? 'application/json';
  const upstream = await service.transport.send(method, path, {
    query,
    headers,
    body: ctx.body,
    noRetry: true,
  });
  await signed.remember(ctx, upstream.status, upstream.body);
  return mirror(upstream);
}

/**
 * The service's answer as the browser gets it: status, body, `Content-Type`, `Retry-After` and `Date`
 * only.
 */
export function mirror(upstream: ServiceAnswer): Answer {
  const headers: Record<string, string> = {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answerHeader(upstream, name);
    if (value !== null) headers[name] = value;
  }
  const { status, body } = upstream;
  const empty = status === 204 || status === 304 || body.byteLength === 0;
  return { status, headers, body: empty ? null : body };
}

/**
 * Idempotency keys are per platform at the service, so one customer could otherwise replay another's
 * cached response by guessing its key. The handler scopes each key to the customer.
 */
export async function scopedIdempotencyKey(customerId: string, key: string): Promise<string> {
  if (key.length === 0 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw invalidInput(
      `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters.`,
      IDEMPOTENCY_KEY_HEADER,
    );
  }
  return `kh-${(await sha256Hex(`${customerId}\n${key}`)).slice(0, 48)}`;
}
