/** The service's wire types live in `@keyhold/core/wire` (shared with the browser core); re-exported here. */
export type * from '@keyhold/core/wire';
