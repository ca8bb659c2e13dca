/**
 * What a `payloadToSign` says, read from its own bytes (the sandbox's canonical JSON:
 * `{accountId, bodyDigest, expiresAt, operation, parameters, requestId}`). Pure: the approve dialog of
 * `@keyhold/elements` and the vault frame both summarise a request from it, so a person reads what is
 * signed, not what a page claims.
 */
import { SIGNED_OPERATIONS, readSignedPayloadStrict, showInvisibles } from '@keyhold/protocol';

/** The quote fields an `EXECUTE_QUOTE` payload carries (amounts in minor units). */
export interface PayloadQuote {
  sendingCurrency?: string;
  receivingCurrency?: string;
  totalSendingAmount?: number;
  totalReceivingAmount?: number;
  /** An UMA address as is; an account as `{ destinationType: 'ACCOUNT' }` (its id means nothing to anyone). */
  destination?: { umaAddress: string } | { destinationType: 'ACCOUNT' };
  description?: string;
}

/** The parts of a signed payload a summary shows. */
export interface SignedPayload {
  /** As the payload names it (`EXECUTE_QUOTE`, `EXPORT_WALLET`, `ADD_CREDENTIAL`, …). */
  operation: string;
  /** When the challenge expires (service's clock), when the payload says. */
  expiresAt?: string;
  /** The payload's `parameters` object (what the signer approves), `{}` when none. */
  parameters: Record<string, unknown>;
}

/**
 * The payload's operation, expiry and parameters; null when `@keyhold/protocol`'s strict reader refuses it
 * (not one JSON object naming an operation, a key named twice, a field a payload has not, a number outside
 * the safe range): the summary a person reads is the one the vault frame and the service read.
 */
export function readSignedPayload(payloadToSign: string): SignedPayload | null {
  const payload = readSignedPayloadStrict(payloadToSign);
  if (!payload) return null;
  const out: SignedPayload = { operation: payload.operation, parameters: payload.parameters };
  if (payload.expiresAt !== undefined) out.expiresAt = payload.expiresAt;
  return out;
}

/**
 * The quote fields of an `EXECUTE_QUOTE` payload; undefined for any other payload. Its free text (the
 * payee's UMA address, the note) comes with bidirectional and invisible characters made visible.
 */
export function quoteFromPayload(payloadToSign: string): PayloadQuote | undefined {
  const payload = readSignedPayload(payloadToSign);
  if (payload?.operation !== SIGNED_OPERATIONS.EXECUTE_QUOTE) return undefined;
  const p = payload.parameters;
  const quote: PayloadQuote = {};
  if (typeof p['sendingCurrency'] === 'string') quote.sendingCurrency = p['sendingCurrency'];
  if (typeof p['receivingCurrency'] === 'string') quote.receivingCurrency = p['receivingCurrency'];
  if (typeof p['totalSendingAmount'] === 'number') quote.totalSendingAmount = p['totalSendingAmount'];
  if (typeof p['totalReceivingAmount'] === 'number') quote.totalReceivingAmount = p['totalReceivingAmount'];
  if (typeof p['destinationAccountId'] === 'string') {
    const to = p['destinationAccountId'];
    quote.destination = to.includes('@')
      ? { umaAddress: showInvisibles(to) }
      : { destinationType: 'ACCOUNT' };
  }
  if (typeof p['description'] === 'string' && p['description'] !== '')
    quote.description = showInvisibles(p['description']);
  return quote;
}

/** Uncompressed P-256 public keys (`04` + 128 hex) named anywhere in a payload's text. */
export function publicKeysIn(payloadToSign: string): string[] {
  return [...payloadToSign.matchAll(/(?<![0-9a-fA-F])04[0-9a-fA-F]{128}(?![0-9a-fA-F])/g)].map((m) =>
    m[0].toLowerCase(),
  );
}
