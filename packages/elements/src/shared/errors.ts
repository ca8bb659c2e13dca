import type { KhErrorInfo } from './events.js';

/**
 * The catalogue key of a failure as a person should hear it. The service answers several different
 * situations with one code (`UNAUTHORIZED` for a wrong code, a code burnt after too many wrong guesses and
 * a reused `Request-Id`): its `details.check` or `reason` tells them apart.
 */
export function personCode(info: Pick<KhErrorInfo, 'code' | 'status' | 'reason' | 'check'>): string {
  if (info.check === 'OTP_ATTEMPTS') return 'OTP_ATTEMPTS';
  if (info.check === 'OTP_EXPIRED') return 'OTP_EXPIRED';
  if (info.check === 'OTP') return 'INVALID_OTP';
  if (info.reason !== undefined && /request-id already used/i.test(info.reason)) return 'REQUEST_ID_REUSED';
  return info.code;
}
