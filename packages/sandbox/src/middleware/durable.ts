/**
 * With `--state`, an answer leaves only once what the request changed is on disk (`whenDurable`, set
 * by the state store). A refused write may still have changed state (a spent `Request-Id`, an OTP
 * attempt): its answer waits too.
 */
import type { Guard } from '../http/env.js';

export function durable(whenDurable: () => (() => Promise<void>) | undefined): Guard {
  return async (c, next) => {
    await next();
    const wait = whenDurable();
    if (!wait) return;
    if (c.error === undefined && c.res.status < 400) await wait();
    else await wait().catch(() => undefined);
  };
}
