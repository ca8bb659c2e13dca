/**
 * Every failure as the wire-formats §9 body: a thrown `ServiceError` as itself, anything else as a
 * logged 500; no route is 404 `NOT_FOUND`, a known path with another method 405 with `Allow`.
 */
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { ServiceError } from '../errors.js';
import type { SandboxEnv } from '../http/env.js';
import { errorResponse } from '../http/responses.js';

export const mapError: ErrorHandler<SandboxEnv> = (err) => errorResponse(err);

/** `allowedOn(path)`: the methods routed on `path` (none: 404). */
export function noRoute(allowedOn: (path: string) => string[]): NotFoundHandler<SandboxEnv> {
  return (c) => {
    const method = c.req.method.toUpperCase();
    const path = new URL(c.req.url).pathname;
    const allowed = allowedOn(path);
    if (allowed.length === 0) throw new ServiceError(404, 'NOT_FOUND', `No route for ${method} ${path}.`);
    throw new ServiceError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}.`, {
      headers: { Allow: allowed.join(', ') },
    });
  };
}
