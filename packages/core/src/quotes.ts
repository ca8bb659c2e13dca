import { KeyholdError } from './errors.js';
import type { Quote, TransactionStatus } from './types.js';

/**
 * The `payloadToSign` of a quote whose source is an embedded wallet: the `paymentInstructions[]` entry whose
 * `accountOrWalletInfo.accountType` is `EMBEDDED_WALLET`. Throws `NO_WALLET_PAYLOAD` when there is none.
 */
export function findPayloadToSign(quote: Quote): string {
  const entry = quote.paymentInstructions?.find(
    (p) => p?.accountOrWalletInfo?.accountType === 'EMBEDDED_WALLET',
  );
  const payload = entry?.accountOrWalletInfo.payloadToSign;
  if (typeof payload !== 'string' || payload === '') {
    throw new KeyholdError('NO_WALLET_PAYLOAD', 'This quote has no embedded-wallet payload to sign.');
  }
  return payload;
}

const TERMINAL: readonly TransactionStatus[] = ['COMPLETED', 'REJECTED', 'FAILED', 'REFUNDED', 'EXPIRED'];

/** True when a transaction in this status will not change any more. */
export function isTerminalTransaction(status: TransactionStatus): boolean {
  return TERMINAL.includes(status);
}
