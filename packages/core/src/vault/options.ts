import type { VaultDisplay } from './protocol.js';

/** Where a visible vault frame is mounted: an element, or a function giving one when needed. */
export type VaultContainer = HTMLElement | (() => HTMLElement | null | undefined);

/**
 * Frame mode: the wallet's private keys live in a vault frame served from another origin (a sibling host
 * such as `https://keys.example.com`, or another localhost port in development), so no script of this
 * page can read a secret or get a signature without a click in that frame.
 *
 * @example
 * const wallet = createWallet({
 *   backendUrl: '/api/wallet',
 *   vault: { url: 'https://keys.example.com/', approvalContainer: () => document.querySelector('#approve') },
 * })
 */
export interface VaultOptions {
  /** The vault document (`@keyhold/vault`, served by `createVaultHandler` of `@keyhold/server`). */
  url: string;
  /**
   * Where the frame the person approves in (and reads an export in) is mounted. By default the core shows
   * it in an overlay of its own over the page. `wallet.setApprovalContainer()` changes it later.
   */
  approvalContainer?: VaultContainer | undefined;
  /** The language, direction, colour scheme and `--kh-*` tokens the frame uses (default: the page's). */
  display?: (() => VaultDisplay) | undefined;
  /** How long a frame may take to load and answer before its failure is diagnosed (default 10 s). */
  handshakeTimeoutMs?: number | undefined;
}
