/**
 * Frame mode (`createWallet({ vault })`): the elements host the vault frame's views instead of signing or
 * showing a phrase themselves. Written structurally over the core's Wallet (like `wallet.ts`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

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

/**
 * Whether the vault frame is mounted in an element's container: from the moment the core asks for the
 * container (`container()`) until the request ends (`release()`). While it is, the frame shows its own
 * Decline and Approve, and the element shows none of its own (one Decline, the frame's).
 */
export class VaultMount implements ReactiveController {
  #mounted = false;
  #find: (() => HTMLElement | null) | null = null;
  #focused = false;
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  get mounted(): boolean {
    return this.#mounted;
  }

  /** `find` (the container) as given to `setApprovalContainer`, noting that the frame goes there. */
  container(find: () => HTMLElement | null): () => HTMLElement | null {
    this.#find = find;
    return () => {
      this.#focused = false;
      this.#set(true);
      return find();
    };
  }

  /** The request ended: the frame is gone. */
  release(): void {
    this.#find = null;
    this.#set(false);
  }

  /** Focus goes into the frame once it is there (the element's own controls made way for it). */
  hostUpdated(): void {
    if (!this.#mounted || this.#focused) return;
    const frame = this.#find?.()?.querySelector('iframe');
    if (!frame) return;
    this.#focused = true;
    frame.focus();
  }

  hostDisconnected(): void {
    this.#mounted = false;
  }

  #set(mounted: boolean): void {
    if (this.#mounted === mounted) return;
    this.#mounted = mounted;
    this.#host.requestUpdate();
  }
}
