import { localDeadline, type ServiceClockSource } from '../shared/time.js';
import type { ApprovableRequest } from '../shared/wallet.js';

/**
 * The challenge's deadline on this device's clock. The request's own `msLeft()` (the core's, on the
 * service's clock) wins: a dialog standing alone in an integrator's page has no `wallet` to read the
 * service's clock from, and the device clock may be off. Else `expiresAt` against the wallet's clock.
 */
export function deadlineOf(request: ApprovableRequest, wallet: ServiceClockSource | undefined): number {
  const left = request.msLeft?.();
  if (typeof left === 'number' && Number.isFinite(left)) return Date.now() + left;
  return localDeadline(request.expiresAt, wallet);
}

/** The service's clock as the request knows it (its `msLeft()`), while the challenge is live. */
export function clockOf(request: ApprovableRequest): ServiceClockSource {
  return {
    serviceNow: () => {
      const left = request.msLeft?.() ?? 0;
      return left > 0 ? Date.parse(request.expiresAt) - left : Date.now();
    },
  };
}
