import { createWallet, type Wallet } from '@keyhold/core';

/** The elements that take a `wallet` property. */
export const WALLET_TAGS = [
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
] as const;

/**
 * The script-tag build's declarative wiring, for pages with no code of their own: when the page has
 * `<meta name="keyhold-backend-url" content="/api/wallet">`, one wallet is created for that wallet
 * handler and given to every wallet element on the page, now and whenever one is added later (an element
 * that already has a `wallet` keeps it). Returns that wallet, or `null` without the meta tag (or outside a
 * browser), in which case nothing happens and the page wires its elements itself.
 */
export function wirePageWallet(doc: Document | undefined = globalThis.document): Wallet | null {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="keyhold-backend-url"]');
  if (!doc || !meta?.content) return null;
  const wallet = createWallet({ backendUrl: meta.content });
  const give = () => {
    for (const el of doc.querySelectorAll<HTMLElement & { wallet?: unknown }>(WALLET_TAGS.join(','))) {
      if (!el.wallet) el.wallet = wallet;
    }
  };
  give();
  new MutationObserver(give).observe(doc.documentElement, { childList: true, subtree: true });
  return wallet;
}
