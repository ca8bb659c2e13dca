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

/** The design tokens passed to the frame (its stylesheet reads the same names). */
const TOKENS = [
  '--kh-color-accent',
  '--kh-color-on-accent',
  '--kh-color-surface',
  '--kh-color-text',
  '--kh-color-muted',
  '--kh-color-border',
  '--kh-color-danger',
  '--kh-color-focus',
  '--kh-radius',
  '--kh-font-family',
  '--kh-font-family-mono',
  '--kh-font-size',
];

/** The host's language, direction, colour scheme and `--kh-*` tokens, for the frame it hosts. */
export function vaultDisplay(host: HTMLElement, theme: string | undefined): VaultDisplayLike {
  const style = getComputedStyle(host);
  const tokens: Record<string, string> = {};
  for (const name of TOKENS) {
    const value = style.getPropertyValue(name).trim();
    if (value) tokens[name] = value;
  }
  const lang = host.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang ?? 'en';
  const dir = style.direction === 'rtl' ? 'rtl' : 'ltr';
  const dark =
    theme === 'dark' ||
    (theme !== 'light' &&
      typeof matchMedia === 'function' &&
      matchMedia('(prefers-color-scheme: dark)').matches);
  return { lang: lang || 'en', dir, scheme: dark ? 'dark' : 'light', tokens };
}
