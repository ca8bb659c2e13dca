/**
 * `@keyhold/core/errors`: the one error type every Keyhold layer throws and its codes. They live in
 * `@keyhold/protocol/errors`, which the Node packages share; this entry re-exports them unchanged.
 * @packageDocumentation
 */
export {
  KeyholdError,
  isKeyholdError,
  type KeyholdErrorOptions,
  KEYHOLD_CLIENT_ERROR_CODES,
  SERVICE_ERROR_CODES,
  isKeyholdErrorCode,
  isServiceErrorCode,
  type HttpStatusErrorCode,
  type KeyholdClientErrorCode,
  type KeyholdErrorCode,
  type ServiceErrorCode,
} from '@keyhold/protocol/errors';
