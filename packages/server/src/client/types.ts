/** The service's wire types live in `@keyhold/protocol/wire` (shared with the browser core); re-exported here. */
export type * from '@keyhold/protocol/wire';
