/**
 * Everything frame mode runs in the page (the vault connections, the approval surface, the key holder and
 * the export), as one module loaded with `import()` only by a wallet created with `vault`: a page-mode
 * page never downloads it.
 */
export { FrameKeys } from './keys.js';
export { exportInVault } from './export.js';
export { signInInVault } from './signin.js';
