// Types of dist/keyhold-elements.min.js (the script-tag build): the core and every element, tags defined.
import type { Wallet } from '@keyhold/core';
export * from '@keyhold/core';
export * from './index.js';
export * from './all.js';
/** The elements that take a `wallet` property. */
export declare const WALLET_TAGS: readonly [
  'kh-sign-in',
  'kh-reauth',
  'kh-credential-manager',
  'kh-session-list',
  'kh-export',
];
/** Creates the page wallet from `<meta name="keyhold-backend-url">` and gives it to every wallet element. */
export declare function wirePageWallet(doc?: Document): Wallet | null;
/** The wallet made from the page's `<meta name="keyhold-backend-url">`, or `null` without that tag. */
export declare const pageWallet: Wallet | null;
