import type { HttpStatusErrorCode, KeyholdErrorCode } from '@keyhold/protocol/errors';

/**
 * Codes of `@keyhold/core`'s `KeyholdErrorCode` that never reach a person through the elements: an
 * integration mistake, a broken encoding, a refusal of the integrator's own backend, or a service
 * feature no element uses. A person who meets one reads the catalogue's `errorGeneric`; the developer gets
 * the code and message in the console. Every other code needs a sentence in every built-in catalogue
 * (`PersonErrorCode`), so a code added to the core without wording fails the type check here.
 */
export type DeveloperErrorCode =
  // configuration and programming mistakes
  | 'INVALID_CONFIG'
  | 'EXPORT_SIGNER_NOT_CONFIGURED'
  | 'PASSKEY_AUTOFILL_INPUT_MISSING'
  // the vault frame's protocol (a version or integration mismatch between the core and the frame)
  | 'VAULT_UNKNOWN_MESSAGE'
  | 'VAULT_VERSION_MISMATCH'
  // encodings and cryptography (a bug or a tampered answer, nothing a person can act on)
  | 'INVALID_HEX'
  | 'INVALID_BASE64URL'
  | 'INVALID_BASE58'
  | 'BAD_CHECKSUM'
  | 'INVALID_UTF8'
  | 'INVALID_PUBLIC_KEY'
  | 'INVALID_PRIVATE_KEY'
  | 'WRONG_KEY_TYPE'
  | 'MALFORMED_BUNDLE'
  | 'TRUNCATED_CIPHERTEXT'
  | 'UNSUPPORTED_VERSION'
  | 'MALFORMED_STAMP'
  | 'INVALID_SIGNATURE'
  | 'UNSUPPORTED_SCHEME'
  | 'MALFORMED_ENVELOPE'
  | 'NO_WALLET_PAYLOAD'
  | 'INVALID_PAYLOAD'
  | 'INPUT_TOO_LARGE'
  // the backend protocol
  | 'INVALID_RESPONSE'
  | 'UNEXPECTED_CHALLENGE'
  | 'NOT_NEEDED'
  | 'TAB_SYNC_FAILED'
  | 'CSRF_REJECTED'
  | 'VAULT_ORIGIN_REQUIRED'
  | 'CHALLENGE_STORE_UNAVAILABLE'
  | 'REGISTRATION_CHALLENGE_INVALID'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'CHALLENGE_NOT_REQUIRED'
  | 'NOT_AN_EMBEDDED_WALLET'
  | 'BAD_PUBLIC_KEY'
  | 'SELF_REVOCATION'
  | 'IDEMPOTENCY_KEY_REUSED'
  // customers, accounts and payees (the integrator's backend, not the wallet UI)
  | 'CUSTOMER_ALREADY_EXISTS'
  | 'CUSTOMER_DELETED'
  | 'INTERNAL_ACCOUNT_ALREADY_EXISTS'
  | 'ACCOUNT_OWNER_MISMATCH'
  | 'ACCOUNT_NOT_ALLOWED'
  | 'ACCOUNT_LIMIT_EXCEEDED'
  | 'INVALID_ACCOUNT'
  | 'UMA_ADDRESS_TAKEN'
  | 'LOOKUP_EXPIRED'
  | 'LOOKUP_MISMATCH'
  | 'LOOKUP_NOT_FOUND'
  | 'MISSING_MANDATORY_PAYEE_DATA'
  | 'EMBEDDED_WALLET_SOURCE_NOT_ALLOWED'
  | 'IMMEDIATE_EXECUTION_NOT_SUPPORTED'
  | 'NO_RECEIVING_ACCOUNT'
  | 'QUOTE_NOT_REALTIME_FUNDED'
  | 'QUOTE_REQUIRES_FUNDING'
  | 'SAME_CURRENCY_QUOTE'
  // agents, invitations and documents (no element uses them)
  | 'AGENT_PAUSED'
  | 'APPROVAL_REQUIRED'
  | 'ACTION_ALREADY_PENDING'
  | 'ACTION_NOT_PENDING'
  | 'DEVICE_CODE_ALREADY_REDEEMED'
  | 'DEVICE_CODE_EXPIRED'
  | 'PER_TRANSACTION_LIMIT_EXCEEDED'
  | 'DAILY_LIMIT_EXCEEDED'
  | 'DAILY_TRANSACTION_LIMIT_EXCEEDED'
  | 'MONTHLY_LIMIT_EXCEEDED'
  | 'INVITATION_ALREADY_CLAIMED'
  | 'INVITATION_CANCELLED'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_NOT_PENDING'
  | 'INVITATION_SELF_CLAIM'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FILE_TYPE'
  // platform operations (the integrator's backend, never a wallet page)
  | 'TRANSACTION_NOT_PENDING_APPROVAL'
  | 'WEBHOOK_ENDPOINT_NOT_SET'
  | 'WEBHOOK_DELIVERY_FAILED';

/**
 * Situations the elements tell apart within one service code (`personCode()`), or report themselves.
 */
export type ElementErrorCode = 'REQUEST_ID_REUSED' | 'WEBAUTHN_CANCELLED';

/** Every code a person can meet through the elements: each has a sentence in every built-in catalogue. */
export type PersonErrorCode =
  | Exclude<KeyholdErrorCode, DeveloperErrorCode | HttpStatusErrorCode>
  | ElementErrorCode;
