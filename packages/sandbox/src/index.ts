export { createSandbox, defaultModules, type Sandbox, type SandboxOptions } from './sandbox.js';
export {
  startSandboxServer,
  toNodeListener,
  type SandboxServer,
  type SandboxServerOptions,
} from './server.js';
export { SandboxApp } from './app.js';
export type {
  Ctx,
  Guard,
  Handler,
  RouteOptions,
  RouteRow,
  SandboxEnv,
  SandboxModule,
  SandboxVariables,
} from './http/env.js';
export { param, query, pathOf } from './http/request.js';
export type { SandboxContext } from './host/context.js';
export { Emitter, type SandboxEvents } from './host/events.js';
export { Clock, type TimerRecord, type TimerHandler } from './clock.js';
export { SandboxState, type SandboxMeta } from './state.js';
export { Collection, type WalkOptions, type CollectionSnapshot } from './collection.js';
export { json, noContent, html } from './http/responses.js';
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
export { isRecord } from './validation.js';
export { parseBody, fieldErrors } from './schemas/parse.js';
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
  type CoreOptions,
  type OidcIssuerConfig,
} from './options.js';
export type * from './model.js';
