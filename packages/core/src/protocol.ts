/**
 * `@keyhold/core/protocol`: the small contract the browser core, the integrator backend and the sandbox
 * share about the wire. It lives in `@keyhold/protocol`; this entry re-exports it unchanged.
 * @packageDocumentation
 */
export * from '@keyhold/protocol';
