/**
 * Bearer tokens: the route's `resolve` turns the token into what it names (an agent) or throws its
 * own 401; a missing or malformed header is 401 `Invalid access token` with a `WWW-Authenticate`
 * challenge. What was resolved is left in the context's variables under `key`.
 */
import { ServiceError } from '../errors.js';
import type { Ctx, Guard, SandboxVariables } from '../http/env.js';

export function bearerAuth<K extends keyof SandboxVariables>(
  key: K,
  resolve: (c: Ctx, token: string) => SandboxVariables[K] | undefined,
): Guard {
  return async (c, next) => {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    const found = m ? resolve(c, m[1]!) : undefined;
    if (found === undefined) {
      throw new ServiceError(401, 'UNAUTHORIZED', 'Missing or invalid agent access token (Bearer).', {
        reason: 'Invalid access token',
        headers: { 'WWW-Authenticate': 'Bearer realm="keyhold-sandbox"' },
      });
    }
    c.set(key, found);
    await next();
  };
}
