import { KeyholdError, type KeyholdErrorCode } from '@keyhold/protocol/errors';

/**
 * An answer the wallet handler gives the browser itself (4xx with a clear body), as opposed to a failed
 * call to the service, which the handler reports as 502 without passing the service's words on. A
 * subclass, so `instanceof WalletRefusal` tells the two apart and `status` is always set.
 */
export class WalletRefusal extends KeyholdError {
  declare readonly status: number;

  constructor(
    status: number,
    code: KeyholdErrorCode,
    message: string,
    details: unknown = {},
    extra: { retryAfter?: number | undefined } = {},
  ) {
    super(code, message, { status, details, retryAfter: extra.retryAfter });
  }
}

/** Builds a {@link WalletRefusal}. */
export function refusal(
  status: number,
  code: KeyholdErrorCode,
  message: string,
  details: unknown = {},
  extra: { retryAfter?: number | undefined } = {},
): WalletRefusal {
  return new WalletRefusal(status, code, message, details, extra);
}

export function isRefusal(err: unknown): err is WalletRefusal {
  return err instanceof WalletRefusal;
}
