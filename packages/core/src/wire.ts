/**
 * `@keyhold/core/wire`: types of the service's resources. They live in `@keyhold/protocol/wire`; this
 * entry re-exports them unchanged.
 * @packageDocumentation
 */
export type * from '@keyhold/protocol/wire';
