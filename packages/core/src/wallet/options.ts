import type { HeadersSource } from '../backend-client.js';
import type { KeyStore } from '../key-store.js';
import type { VaultOptions } from '../vault/options.js';

/** The options of `createWallet` / `new Wallet`. */
export interface WalletOptions {
  /** The wallet handler of the integrator backend, e.g. `/api/wallet`. */
  backendUrl: string;
  /** The embedded-wallet account; by default the signed-in customer's first `EMBEDDED_WALLET` account. */
  accountId?: string;
  /**
   * `false` forces production behaviour even when the backend reports a sandbox. Sandbox mode (stub-key
   * fallback, unsigned export envelopes) needs the backend's `/config` to say `sandbox: true`.
   */
  sandbox?: boolean;
  /** Where sessions and client keys live; IndexedDB database `keyhold` by default. */
  keyStore?: KeyStore;
  /** Seconds before `expiresAt` at which `session-expiring` fires (default 60). */
  expiringLeadSeconds?: number;
  /** Enclave keys trusted to sign export envelopes (required outside sandbox mode). */
  exportTrustedSigners?: string[];
  /** Expected `organizationId` inside export envelopes, when known. */
  exportOrganizationId?: string;
  /** Cookie policy for backend calls (`'include'` for a backend on another origin). */
  credentials?: RequestCredentials;
  /** Extra headers for every backend call (for example your app's auth). */
  headers?: HeadersSource;
  /** The `fetch` to call the backend with (default: the global one). */
  fetch?: typeof fetch;
  /**
   * `false`: do not ask the browser to keep this origin's storage from eviction after a sign-in
   * (`navigator.storage.persist()`; Chromium and WebKit decide silently, Firefox asks the person).
   */
  persistStorage?: boolean;
  /** BroadcastChannel name shared by the tabs (default `keyhold`). */
  channelName?: string;
  /**
   * Frame mode: keys, stamps and the recovery phrase live only in the vault frame at `vault.url` (another
   * origin); every signature but a sign-out waits for a click inside that frame. Without it the wallet runs
   * in page mode (keys non-extractable in this origin). Frame mode never falls back to page mode: a vault
   * that cannot be used fails with a typed `VAULT_*` error.
   *
   * @example
   * createWallet({ backendUrl: '/api/wallet', vault: { url: 'http://localhost:5174/' } })
   */
  vault?: VaultOptions;
}
