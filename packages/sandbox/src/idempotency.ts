/**
 * `Idempotency-Key`: a repeated key on the same method and path returns the first successful
 * response (replayed with `Idempotent-Replayed: true`). The same key with a different body is a
 * 409. Only 2xx responses are kept, so a failed attempt (e.g. an execute without its stamp) can be
 * retried with the same key. Keys live 24 h on the sandbox clock. Requests are serialised by the
 * app lock, so concurrent repeats see the first one's stored response.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@keyhold/protocol';
import { conflict, invalidInput } from './errors.js';
import { pathOf } from './http/request.js';
import type { Ctx } from './http/env.js';
import { bodyDigest } from './util.js';

const KEY_TTL_MS = 24 * 3600 * 1000;

/** `scope` names what the key is unique within (default: the request path). */
export async function withIdempotency(
  ctx: Ctx,
  run: () => Promise<Response>,
  scope: string = pathOf(ctx),
): Promise<Response> {
  const key = ctx.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return run();
  if (key.length === 0 || key.length > 255) {
    throw invalidInput([{ field: IDEMPOTENCY_KEY_HEADER, message: 'must have 1 to 255 characters' }]);
  }
  const { state, clock } = ctx.var.sandbox;
  const id = `${ctx.req.method} ${scope} ${key}`;
  const digest = bodyDigest(await ctx.var.json());
  const found = state.idempotency.get(id);
  if (found && clock.nowMs() - Date.parse(found.createdAt) < KEY_TTL_MS) {
    if (found.bodyDigest !== digest) {
      throw conflict(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request body.',
        {
          idempotencyKey: key,
        },
      );
    }
    return new Response(found.body, {
      status: found.status,
      headers: { ...found.headers, 'Idempotent-Replayed': 'true' },
    });
  }
  const response = await run();
  if (response.status >= 200 && response.status < 300) {
    const body = await response.clone().text();
    const headers: Record<string, string> = {};
    response.headers.forEach((v, k) => {
      headers[k] = v;
    });
    state.idempotency.set({
      id,
      bodyDigest: digest,
      status: response.status,
      body,
      headers,
      createdAt: ctx.var.sandbox.nowIso(),
    });
  }
  return response;
}
