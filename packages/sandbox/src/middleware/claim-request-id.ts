/**
 * On a route that takes signed retries, the `Request-Id` the request names is spent before any other
 * check (`claimRequestId` in `signed-retry.ts`); runs under the request lock.
 */
import type { AccountOf, Guard } from '../http/env.js';
import { claimRequestId } from '../signed-retry.js';

export function claimsRequestId(accountOf?: AccountOf): Guard {
  return async (c, next) => {
    await claimRequestId(c, accountOf);
    await next();
  };
}
