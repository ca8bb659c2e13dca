/**
 * `@keyhold/elements`: Lit web components for the Keyhold embedded wallet. This entry exports the
 * classes, controllers and helpers without registering anything; import `@keyhold/elements/all` (or one
 * component's entry, e.g. `@keyhold/elements/otp-input`) to define the tags.
 * @packageDocumentation
 */
export { KhOtpInput } from './otp-input/otp-input.js';
export { KhEmailInput } from './email-input/email-input.js';
export {
  KhApproveDialog,
  type ApprovableRequest,
  type ApprovalOutcome,
  type ApproveDialogWallet,
  type QuoteLike,
} from './approve-dialog/approve-dialog.js';
export { KhSignIn, type SignInMethod } from './sign-in/sign-in.js';
export { KhReauth } from './reauth/reauth.js';
export { KhCredentialManager } from './credential-manager/credential-manager.js';
export { KhSessionList } from './session-list/session-list.js';
export { KhExport } from './export/export.js';
export { KhSessionStatus, type SessionStatusState } from './session-status/session-status.js';
export { KhBalance, type BalanceState } from './balance/balance.js';
export { KhActivity, type ActivityState } from './activity/activity.js';
export { KhReceive, type ReceiveState } from './receive/receive.js';
export { KhSend, type SendState } from './send/send.js';
export type {
  SendApprovalOutcome,
  SendApprover,
  SendLedgerLike,
  SendQuoteLike,
  SendRequestLike,
  SendWalletLike,
} from './send/send-wallet.js';
export {
  SessionRead,
  isUnreachable,
  type MoneyReadState,
  type SessionReadOptions,
} from './shared/session-read.js';
export {
  isFinalStatus,
  type BalanceLike,
  type LedgerLike,
  type MoneyLike,
  type MoneyWalletLike,
  type PayeeLike,
  type ReceivingLike,
  type TransactionLike,
  type TransactionPageLike,
} from './shared/money-wallet.js';
export { BackoffPoll } from './shared/backoff-poll.js';
export type { WalletMoneyTerms } from '@keyhold/locales';
export { FocusTrapController } from './shared/focus-trap.js';
export { ModalController } from './shared/modal.js';
export { FlowRunner } from './shared/flow.js';
export { SessionResource } from './shared/session-resource.js';
export {
  WalletController,
  type SessionEnd,
  type WalletLike,
  type WalletSession,
  type WalletCredential,
  type WalletSessionRecord,
  type OAuthButton,
} from './shared/wallet.js';
export { formatMinorUnits, currencyDecimals, type CurrencyLike } from './shared/money.js';
export { formatRelative, formatAbsolute, serviceNow, type ServiceClockSource } from './shared/time.js';
export { define } from './shared/define.js';
export {
  emit,
  toErrorInfo,
  type CloseReason,
  type KhErrorInfo,
  type KhEvent,
  type KhEventDetailMap,
  type KhEventName,
  type KhSessionInfo,
} from './shared/events.js';
export {
  LocalizeController,
  loadErrorCopy,
  registerCopy,
  registeredLanguages,
  resolveLang,
  type Copy,
  type CopyArgs,
  type CopyKey,
} from './shared/localize.js';
export { en } from '@keyhold/locales/en/copy';
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  SHIPPED,
  dirOf,
  formatNumber,
  localeFor,
  shippedLanguage,
  type Language,
  type LanguageCode,
} from '@keyhold/locales';
export type { CompleteCopy, KnownErrorCode } from './shared/copy.js';
export type { DeveloperErrorCode, ElementErrorCode, PersonErrorCode } from '@keyhold/locales';
export { CountdownController, retryAfterSeconds } from './shared/countdown.js';
export { OtpEntryController, onlyDigits } from './shared/otp-entry.js';
export { prettyPayload } from './shared/payload.js';
export { tokens, controls } from './shared/tokens.js';
export const ELEMENTS_VERSION = '0.2.0';
