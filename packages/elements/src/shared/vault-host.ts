/**
 * Frame mode (`createWallet({ vault })`): the elements host the vault frame's views instead of signing or
 * showing a phrase themselves. Written structurally over the core's Wallet (like `wallet.ts`).
 */

/** The look the vault frame takes from the element hosting it. */
export interface VaultDisplayLike {
  lang?: string;
  dir?: 'ltr' | 'rtl';
  scheme?: 'light' | 'dark';
  tokens?: Record<string, string>;
}

/** The parts of a frame-mode Wallet the elements use. */
export interface VaultHostWallet {
  readonly mode?: 'page' | 'frame';
  setApprovalContainer?(
    container: HTMLElement | (() => HTMLElement | null | undefined) | null,
    display?: () => VaultDisplayLike,
  ): void;
}

/** True when `wallet` keeps its keys in the vault frame. */
export function inFrameMode(wallet: unknown): wallet is Required<VaultHostWallet> {
  const w = wallet as VaultHostWallet | null | undefined;
  return w?.mode === 'frame' && typeof w.setApprovalContainer === 'function';
}

/**
 * Loads a frame-mode part on demand (`load` is its `import()`). A load that fails (offline) ends in the
 * typed `VAULT_UNREACHABLE`, as a vault frame that cannot load does: frame mode never falls back to page mode.
 */
export function loadFrameMode<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((cause: unknown) => {
    throw Object.assign(
      new Error('A frame-mode part of @keyhold/elements could not be loaded (is the page offline?).', {
        cause,
      }),
      { code: 'VAULT_UNREACHABLE' },
    );
  });
}
