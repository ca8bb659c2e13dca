/**
 * Every error code a `KeyholdError` can carry, as types the compiler checks. Two families:
 * - {@link KeyholdClientErrorCode}: failures Keyhold detects itself (bad input to a function, a broken
 *   bundle, a refused browser call, a configuration mistake, a flow the person cancelled).
 * - {@link ServiceErrorCode}: the codes the service (and `@keyhold/sandbox`) answer with. A code the service
 *   adds later that this list does not know yet arrives as the status's generic code, with the service's own
 *   string kept in `KeyholdError.serviceCode`.
 *
 * Wording for people lives in `@keyhold/elements`' catalogue, typed over these codes.
 */

/** Failures Keyhold itself detects. */
export const KEYHOLD_CLIENT_ERROR_CODES = [
  // configuration and programming mistakes (developer-facing)
  'INVALID_CONFIG',
  'EXPORT_SIGNER_NOT_CONFIGURED',
  'PASSKEY_AUTOFILL_INPUT_MISSING',
  'NOT_READY',
  'NO_WALLET',
  // encodings and cryptography
  'INVALID_HEX',
  'INVALID_BASE64URL',
  'INVALID_BASE58',
  'BAD_CHECKSUM',
  'INVALID_UTF8',
  'INVALID_PUBLIC_KEY',
  'INVALID_PRIVATE_KEY',
  'WRONG_KEY_TYPE',
  'MALFORMED_BUNDLE',
  'TRUNCATED_CIPHERTEXT',
  'DECRYPTION_FAILED',
  'UNSUPPORTED_VERSION',
  'MALFORMED_STAMP',
  'INVALID_SIGNATURE',
  'UNSUPPORTED_SCHEME',
  'MALFORMED_ENVELOPE',
  'UNSIGNED_ENVELOPE',
  'INVALID_ENVELOPE_SIGNATURE',
  'UNTRUSTED_SIGNER',
  'ORGANIZATION_MISMATCH',
  'EXPORT_NOT_BOUND',
  'NO_WALLET_PAYLOAD',
  'INVALID_PAYLOAD',
  'INPUT_TOO_LARGE',
  'CRYPTO_UNAVAILABLE',
  // talking to the backend
  'NETWORK_ERROR',
  'TIMEOUT',
  'INVALID_RESPONSE',
  'UNEXPECTED_CHALLENGE',
  'NOT_NEEDED',
  'SERVICE_ERROR',
  'SERVICE_TIMEOUT',
  'SERVICE_UNREACHABLE',
  // browser state and flows
  'INIT_FAILED',
  'STORAGE_ERROR',
  'TAB_SYNC_FAILED',
  'SIGN_OUT_INCOMPLETE',
  'SESSION_KEY_UNREADABLE',
  'NO_SESSION',
  'NO_SESSION_KEY',
  'NO_WALLET_ACCOUNT',
  'NO_PASSKEY_CREDENTIAL',
  'PASSKEY_UNSUPPORTED',
  'PASSKEY_NOT_ALLOWED_HERE',
  'PASSKEY_CANCELLED',
  'PASSKEY_FAILED',
  'OAUTH_POPUP_BLOCKED',
  'OAUTH_CANCELLED',
  'OAUTH_TIMEOUT',
  'OAUTH_STATE_LOST',
  'OAUTH_NONCE_MISMATCH',
  'OAUTH_FAILED',
  'CLIPBOARD_UNAVAILABLE',
  // the vault frame (frame mode)
  'VAULT_UNREACHABLE',
  'VAULT_NOT_A_VAULT',
  'VAULT_PARENT_REFUSED',
  'VAULT_CSP_BLOCKED',
  'VAULT_STORAGE_BLOCKED',
  'VAULT_HANDSHAKE_TIMEOUT',
  'VAULT_CLOSED',
  'VAULT_UNKNOWN_MESSAGE',
  'VAULT_VERSION_MISMATCH',
  'VAULT_APPROVAL_REQUIRED',
  'VAULT_APPROVAL_EXPIRED',
  'VAULT_EXPORT_KEY_UNKNOWN',
  'VAULT_KEY_MISSING',
  'REJECTED',
  'ABORTED',
  'UNSUPPORTED',
  // refusals of the integrator backend (`@keyhold/server`'s wallet handler)
  'CSRF_REJECTED',
  'VAULT_ORIGIN_REQUIRED',
  'CHALLENGE_EXPIRED',
  'CHALLENGE_STORE_UNAVAILABLE',
  'REGISTRATION_CHALLENGE_INVALID',
] as const;

/** Codes the service answers with (and the sandbox, which follows it). */
export const SERVICE_ERROR_CODES = [
  'INVALID_INPUT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'PERMISSION_DENIED',
  'IDEMPOTENCY_KEY_REUSED',
  // credentials and sessions (§4.1, §7)
  'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
  'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
  // also detected in the browser (the authenticator already holds the passkey)
  'PASSKEY_ALREADY_REGISTERED',
  'OAUTH_CREDENTIAL_ALREADY_EXISTS',
  'CANNOT_REVOKE_LAST_CREDENTIAL',
  'CHALLENGE_NOT_REQUIRED',
  'NOT_AN_EMBEDDED_WALLET',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS',
  'INVALID_OTP',
  'BAD_PUBLIC_KEY',
  'SELF_REVOCATION',
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  // customers and accounts
  'CUSTOMER_ALREADY_EXISTS',
  'CUSTOMER_DELETED',
  'INTERNAL_ACCOUNT_ALREADY_EXISTS',
  'ACCOUNT_CLOSED',
  'ACCOUNT_NOT_ACTIVE',
  'ACCOUNT_OWNER_MISMATCH',
  'ACCOUNT_NOT_ALLOWED',
  'ACCOUNT_LIMIT_EXCEEDED',
  'INVALID_ACCOUNT',
  'UMA_ADDRESS_TAKEN',
  'LOOKUP_EXPIRED',
  'LOOKUP_MISMATCH',
  'LOOKUP_NOT_FOUND',
  'MISSING_MANDATORY_PAYEE_DATA',
  // quotes and transfers (§4.2)
  'QUOTE_EXPIRED',
  'QUOTE_ALREADY_EXECUTED',
  'QUOTE_EXECUTION_FAILED',
  'QUOTE_NOT_REALTIME_FUNDED',
  'QUOTE_REQUIRES_FUNDING',
  'INSUFFICIENT_FUNDS',
  'CURRENCY_MISMATCH',
  'CURRENCY_NOT_SUPPORTED',
  'UNSUPPORTED_CURRENCY_PAIR',
  'SAME_ACCOUNT',
  'SAME_CURRENCY_QUOTE',
  'EMBEDDED_WALLET_SOURCE_NOT_ALLOWED',
  'IMMEDIATE_EXECUTION_NOT_SUPPORTED',
  'NO_RECEIVING_ACCOUNT',
  // agents
  'AGENT_PAUSED',
  'APPROVAL_REQUIRED',
  'ACTION_ALREADY_PENDING',
  'ACTION_NOT_PENDING',
  'DEVICE_CODE_ALREADY_REDEEMED',
  'DEVICE_CODE_EXPIRED',
  'PER_TRANSACTION_LIMIT_EXCEEDED',
  'DAILY_LIMIT_EXCEEDED',
  'DAILY_TRANSACTION_LIMIT_EXCEEDED',
  'MONTHLY_LIMIT_EXCEEDED',
  // invitations and documents
  'INVITATION_ALREADY_CLAIMED',
  'INVITATION_CANCELLED',
  'INVITATION_EXPIRED',
  'INVITATION_NOT_PENDING',
  'INVITATION_SELF_CLAIM',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  // platform operations: payment approval and webhook configuration
  'TRANSACTION_NOT_PENDING_APPROVAL',
  'WEBHOOK_ENDPOINT_NOT_SET',
  'WEBHOOK_DELIVERY_FAILED',
] as const;

/** A code the library itself raises (input checks, storage, WebAuthn, network), never sent by the service. */
export type KeyholdClientErrorCode = (typeof KEYHOLD_CLIENT_ERROR_CODES)[number];
/** A code the service answers with in its error bodies. */
export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];
/** An answer with an HTTP status no other code describes (e.g. `HTTP_418`). */
export type HttpStatusErrorCode = `HTTP_${number}`;

/** Every code a `KeyholdError` can carry. */
export type KeyholdErrorCode = KeyholdClientErrorCode | ServiceErrorCode | HttpStatusErrorCode;

const SERVICE_CODES: ReadonlySet<string> = new Set(SERVICE_ERROR_CODES);
const ALL_CODES: ReadonlySet<string> = new Set<string>([
  ...KEYHOLD_CLIENT_ERROR_CODES,
  ...SERVICE_ERROR_CODES,
]);

/** True when `code` is one of the service's codes this version knows. */
export function isServiceErrorCode(code: unknown): code is ServiceErrorCode {
  return typeof code === 'string' && SERVICE_CODES.has(code);
}

/** True when `code` is any code this version knows (client, service or `HTTP_<status>`). */
export function isKeyholdErrorCode(code: unknown): code is KeyholdErrorCode {
  return typeof code === 'string' && (ALL_CODES.has(code) || /^HTTP_\d{3}$/.test(code));
}
