/**
 * Types of the service's resources (service-interface.md §2) and of the gap decisions of wire-formats.md
 * §9. Field names are the wire names. Optional fields are the ones the interface marks optional or that
 * appear only in some states.
 */
export type * from './wire/common.js';
export type * from './wire/credentials.js';
export type * from './wire/accounts.js';
export type * from './wire/payments.js';
export type * from './wire/agents.js';
export type * from './wire/onboarding.js';
