/**
 * `@keyhold/sandbox`: the whole service interface emulated locally with its sandbox rules and real
 * cryptography. `createSandbox()` gives a fetch-standard handler, `startSandboxServer()` serves it on
 * localhost (the `keyhold-sandbox` CLI does the same); the building blocks below let a module add routes.
 * @packageDocumentation
 * @module @keyhold/sandbox
 */
export { createSandbox, defaultModules, type Sandbox } from './sandbox.js';
export {
  startSandboxServer,
  toNodeListener,
  type SandboxServer,
  type SandboxServerOptions,
} from './server.js';
export { SandboxApp, type SandboxModule } from './app.js';
export type { SandboxHost, RouteRow, RouteTable } from './contracts.js';
export { Clock, type TimerRecord, type TimerHandler } from './clock.js';
export { SandboxState, type SandboxMeta } from './state.js';
export { Collection, type WalkOptions, type CollectionSnapshot } from './collection.js';
export {
  Router,
  json,
  noContent,
  html,
  type RequestContext,
  type Handler,
  type RouteOptions,
  type AuthMode,
} from './router.js';
export {
  ServiceError,
  Reasons,
  invalidInput,
  unauthorized,
  notFound,
  badRequest,
  conflict,
  rateLimited,
  type FieldError,
} from './errors.js';
export { Validator, isRecord } from './validation.js';
export {
  QueryReader,
  paginate,
  paginateIndexed,
  encodeCursor,
  decodeCursor,
  type Page,
  type ListSource,
} from './pagination.js';
export { withIdempotency } from './idempotency.js';
export { canonicalJson, sha256Hex, bodyDigest } from './util.js';
export { currencies, currencyObject, type Currency } from './currencies.js';
export {
  loadStateFile,
  saveStateFile,
  attachStateFile,
  MIN_COMPACT_BYTES,
  type StateStore,
  type StateStoreOptions,
} from './persistence.js';
export {
  BASE_PATH,
  DEFAULT_TOKEN_ID,
  DEFAULT_SECRET,
  DEFAULT_OIDC_AUDIENCE,
  type SandboxOptions,
  type OidcIssuerConfig,
} from './options.js';
export type * from './model.js';
