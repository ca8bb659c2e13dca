/**
 * `@keyhold/core/crypto`: the wire-format cryptography of the service (isomorphic: Node 20 and browsers).
 * It lives in `@keyhold/protocol/crypto`; this entry re-exports it unchanged.
 * @packageDocumentation
 */
export * from '@keyhold/protocol/crypto';
