/**
 * `@keyhold/elements/money`: defines the wallet's money elements, `<kh-balance>`, `<kh-activity>`, `<kh-receive>` and `<kh-send>`
 * (each also has its own entry). Not part of `@keyhold/elements/all`, so a page that shows no money does
 * not carry them; the script-tag build includes them.
 */
export * from './balance/define.js';
export * from './activity/define.js';
export * from './receive/define.js';
export * from './send/define.js';
