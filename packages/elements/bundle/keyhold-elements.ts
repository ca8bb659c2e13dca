/**
 * The script-tag build's entry (`vite.bundle.config.ts` → `dist/keyhold-elements.min.js`): the whole core,
 * every element class and helper, every `kh-*` tag defined on load, and the declarative page wallet
 * (`<meta name="keyhold-backend-url" content="/api/wallet">`). One file, no bare imports, for a plain HTML
 * page without a bundler.
 * @packageDocumentation
 */
import { wirePageWallet } from './page-wallet.js';

export * from '@keyhold/core';
export * from '../src/index.js';
export * from '../src/all.js';
export * from '../src/money-elements.js';
export { wirePageWallet, WALLET_TAGS } from './page-wallet.js';

/**
 * The wallet created from the page's `<meta name="keyhold-backend-url">` and given to its wallet elements,
 * or `null` when the page has no such meta tag (then create one with `createWallet()` yourself).
 */
export const pageWallet = wirePageWallet();
