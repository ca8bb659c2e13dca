import type { VaultDisplayLike } from './vault-host.js';
import { resolveLang } from './localize.js';

/*
 * The look a hosted vault frame takes from its element (frame mode only: loaded with the approval
 * dialog's request view and with the export's frame view, never up front).
 */

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
  // Across shadow roots: a dialog inside an element's shadow (`<kh-send>`'s) takes that element's language.
  const lang = resolveLang(host);
  const dir = style.direction === 'rtl' ? 'rtl' : 'ltr';
  const dark =
    theme === 'dark' ||
    (theme !== 'light' &&
      typeof matchMedia === 'function' &&
      matchMedia('(prefers-color-scheme: dark)').matches);
  return { lang: lang || 'en', dir, scheme: dark ? 'dark' : 'light', tokens };
}
