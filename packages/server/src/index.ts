/**
 * `@keyhold/server`: the integrator backend kit. `ServiceClient` is a typed client of the service (Basic
 * auth, idempotency keys, pagination, Retry-After aware retries); `createWalletHandler` is the
 * fetch-standard handler the browser's `@keyhold/core` talks to. Node adapter: `@keyhold/server/node`;
 * Redis challenge store: `@keyhold/server/redis`.
 * @packageDocumentation
 * @module @keyhold/server
 */
export { KeyholdError, isKeyholdError, type KeyholdErrorCode } from '@keyhold/protocol/errors';
export { CLIENT_HEADER, errorFromResponse, parseRetryAfter } from '@keyhold/protocol';
export { WalletRefusal } from './handler/refusal.js';
export {
  AgentClient,
  PageRequest,
  SERVICE_API_VERSION,
  ServiceClient,
  type CallOptions,
  type RawRequestOptions,
  type RequestOptions,
  type RetryOptions,
  type ServiceClientOptions,
} from './client/service-client.js';
export { ServiceTransport, type QueryValues } from './client/service-transport.js';
export type { ServiceAnswer } from './client/service-answer.js';
export { MemoryChallengeStore, type ChallengeStore } from './handler/challenge-store.js';
export { prefixed, type KeyValueStore, type WindowCount } from './store/key-value-store.js';
export { MemoryKeyValueStore, type MemoryKeyValueStoreOptions } from './store/memory-store.js';
export { OWNERSHIP_TTL_MS, ownershipCacheOn } from './store/ownership-store.js';
export { replayGuardOn } from './store/replay-store.js';
export {
  createWalletHandler,
  MemoryOwnershipCache,
  type OwnershipCache,
  type RateLimitOptions,
  type WalletHandler,
  type WalletHandlerLogger,
  type WalletHandlerOptions,
  type WalletPrincipal,
} from './handler/index.js';
// The handler's route table and JSON reader, for a backend's own routes beside it (the demo's /api/demo).
export {
  RouteTable,
  serviceIdParam,
  type ParamReader,
  type RouteMatch,
  type RouteRow,
} from './handler/route-table.js';
export { parseJsonObject, readJsonObject, type JsonBodyLimits } from './handler/json-body.js';
export type * from './client/types.js';
export type * from './client/resources/index.js';
export type { APIResource } from './client/resources/resource.js';
export * from './webhooks/index.js';
