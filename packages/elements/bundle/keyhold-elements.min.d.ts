// Types of dist/keyhold-elements.min.js (the script-tag build): the core and every element, tags defined.
import type { Wallet } from '@keyhold/core';
export * from '@keyhold/core';
export * from './index.js';
export * from './all.js';
/** The elements that take a `wallet` property. */
export declare const WALLET_TAGS: readonly [
  // generated:start [wallet-tags] (scripts/element-bindings.mjs, from custom-elements.json: do not edit)
  'kh-activity',
  'kh-balance',
  'kh-credential-manager',
  'kh-export',
  'kh-reauth',
  'kh-receive',
  'kh-send',
  'kh-session-list',
  'kh-session-status',
  'kh-sign-in',
  // generated:end
];
/** Creates the page wallet from `<meta name="keyhold-backend-url">` and gives it to every wallet element. */
export declare function wirePageWallet(doc?: Document): Wallet | null;
/** The wallet made from the page's `<meta name="keyhold-backend-url">`, or `null` without that tag. */
export declare const pageWallet: Wallet | null;
