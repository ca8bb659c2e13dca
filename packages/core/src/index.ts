/**
 * `@keyhold/core`: the headless browser core of Keyhold. Import-safe under SSR: nothing touches a browser
 * global until a Wallet is created.
 * @packageDocumentation
 * @module @keyhold/core
 */
export * from './errors.js';
export {
  CLIENT_HEADER,
  codeForStatus,
  errorFromResponse,
  isResourceId,
  parseRetryAfter,
  pathCode,
  pathId,
} from './protocol.js';
export {
  createWallet,
  Wallet,
  SANDBOX_MAGIC_SIGNATURE,
  type WalletOptions,
  type WalletEventMap,
  type ServiceClockDetail,
  type FollowTransactionOptions,
  type PaymentRequest,
  type Receiving,
  type TransactionPage,
  type TransactionQuery,
  type WalletBalance,
  type WalletLedger,
  type VaultContainer,
  type VaultOptions,
  type VaultSignInOptions,
} from './wallet.js';
export type { VaultDisplay, VaultSignInMethod } from './vault/protocol.js';
export type { ClientKeyRef } from './wallet/keys.js';
export {
  BackendClient,
  type BackendAnswer,
  type BackendClientOptions,
  type BackendRequest,
  type BackendResponse,
  type HeadersSource,
} from './backend-client.js';
export {
  SignedRequest,
  sendSigned,
  classifyRetryFailure,
  type Challenge,
  type SignedCall,
  type SignedCallOutcome,
  type SignedOperation,
  type SignedRequestInit,
  type SignedRequestState,
  type StampProvider,
  type StampRequest,
  type StampResult,
} from './signed-request.js';
export {
  createKeyStore,
  createMemoryKeyStore,
  type KeyStore,
  type KeyStoreOptions,
  type StoredSession,
  type StoredClientKey,
  type StorageFallbackDetail,
} from './key-store.js';
export {
  isLive,
  msUntilExpiry,
  toSession,
  type Session,
  type SessionExpiringDetail,
  type SessionEndedDetail,
  type SessionEndReason,
  type ReauthRequiredDetail,
  type WalletWarning,
} from './session.js';
export { TabSync, type TabMessage } from './tabs.js';
export { ServiceClock } from './clock.js';
export { findPayloadToSign, isTerminalTransaction } from './quotes.js';
export { EmailOtpFlow, EmailOtpChallenge, type EmailOtpStartOptions } from './flows/email-otp.js';
export { PasskeyFlow } from './flows/passkey.js';
export type { PasskeyRegisterOptions, PasskeySignInOptions } from './flows/passkey-options.js';
export {
  OAuthFlow,
  PreparedOAuth,
  handleOAuthCallback,
  type OAuthProvider,
  type OAuthOpenOptions,
} from './flows/oauth.js';
export type { OidcMessage } from './flows/oauth-types.js';
export type { OnSignedRequest } from './internals.js';
export type * from './types.js';
