// generated:start (scripts/element-bindings.mjs, from custom-elements.json: do not edit)
/**
 * Defines every `kh-*` element but those of `@keyhold/elements/money` (defined on demand), and re-exports
 * the classes.
 */
export * from './approve-dialog/define.js';
export * from './credential-manager/define.js';
export * from './email-input/define.js';
export * from './export/define.js';
export * from './otp-input/define.js';
export * from './reauth/define.js';
export * from './session-list/define.js';
export * from './session-status/define.js';
export * from './sign-in/define.js';
// generated:end
