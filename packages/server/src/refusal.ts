import { KeyholdError } from '@keyhold/core/errors';

const refusals = new WeakSet<KeyholdError>();

/**
 * An answer the wallet handler gives the browser itself (4xx with a clear body), as opposed to a failed
 * call to the service, which the handler reports as 502 without passing the service's words on.
 */
export function refusal(
  status: number,
  code: string,
  message: string,
  details: unknown = {},
  extra: { retryAfter?: number } = {},
): KeyholdError {
  const error = new KeyholdError(code, message, { status, details, retryAfter: extra.retryAfter });
  refusals.add(error);
  return error;
}

export function isRefusal(err: unknown): err is KeyholdError & { status: number } {
  return err instanceof KeyholdError && refusals.has(err);
}
