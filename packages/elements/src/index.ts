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
} from './approve-dialog/approve-dialog.js';
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
  registerCopy,
  registeredLanguages,
  resolveLang,
  type Copy,
  type CopyArgs,
  type CopyKey,
} from './shared/localize.js';
export { en, type CompleteCopy, type KnownErrorCode } from './shared/copy.js';
export { CountdownController, retryAfterSeconds } from './shared/countdown.js';
export { OtpEntryController, onlyDigits } from './shared/otp-entry.js';
export { prettyPayload } from './shared/payload.js';
export { tokens, controls } from './shared/tokens.js';
export const ELEMENTS_VERSION = '0.1.0';
