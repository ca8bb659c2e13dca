/**
 * The `Date` header on the sandbox clock, as the service's own clock: clients follow it (moved
 * forward too). Also notes the origin of the first request (it names the OIDC issuer when no public
 * origin was set).
 */
import type { Guard } from '../http/env.js';
import type { SandboxCore } from '../host/context.js';

export function dated(sandbox: SandboxCore): Guard {
  return async (c, next) => {
    if (!sandbox.hasOrigin) sandbox.sawOrigin(new URL(c.req.url).origin);
    c.set('sandbox', sandbox);
    await next();
    try {
      c.res.headers.set('Date', sandbox.clock.now().toUTCString());
    } catch {
      // immutable headers (a redirect): Node's own Date stays
    }
  };
}
