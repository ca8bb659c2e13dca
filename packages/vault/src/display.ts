import type { VaultDisplay } from '@keyhold/core/vault-protocol';
import { dirOf, shippedLanguage } from '@keyhold/locales';
import { READABLE_PAIRS, computedToken, contrastRatio } from './contrast.js';

const TOKEN_NAME = /^--kh-[a-z0-9-]{1,60}$/;
const UNSAFE_VALUE = /url\(|[;{}<>\\]|expression|@import/i;

/** A readable text size (px): a page cannot shrink the summary to nothing or blow it out of the frame. */
const FONT_PX = { min: 12, max: 32 };

/** The frame's language now (its `<html lang>`). */
export function currentLang(): string {
  return document.documentElement.lang || 'en';
}

/**
 * Applies the page's language, colour scheme and `--kh-*` tokens, between requests only (the handler
 * refuses it while a request is open). The language is one the vault ships (`shippedLanguage`, from
 * `@keyhold/locales`' one list) and
 * the direction follows it, never the page's `dir`. A token that is not a `--kh-*` name, or whose value
 * could load anything or break out of a declaration, is dropped; so is every colour token of a pair that
 * would leave text or a control under its readable contrast ({@link READABLE_PAIRS}: the default comes
 * back), and a font size outside 12–32 px.
 */
export function applyDisplay(display: VaultDisplay): void {
  const root = document.documentElement;
  for (const name of [...root.style].filter((n) => n.startsWith('--kh-'))) root.style.removeProperty(name);
  root.lang = shippedLanguage(display.lang);
  root.dir = dirOf(root.lang);
  if (display.scheme === 'dark' || display.scheme === 'light') root.dataset['scheme'] = display.scheme;
  else delete root.dataset['scheme'];
  for (const [name, value] of Object.entries(display.tokens ?? {})) {
    if (
      TOKEN_NAME.test(name) &&
      typeof value === 'string' &&
      value.length <= 200 &&
      !UNSAFE_VALUE.test(value)
    ) {
      root.style.setProperty(name, value);
    }
  }
  keepReadable(root);
}

/** Drops the page's tokens that make any pair unreadable, until every pair reads (or only defaults are left). */
function keepReadable(root: HTMLElement): void {
  const given = (name: string) => root.style.getPropertyValue(name) !== '';
  for (let round = 0; round < READABLE_PAIRS.length; round++) {
    const failing = READABLE_PAIRS.filter(
      ([fg, bg, min]) =>
        (given(fg) || given(bg)) && contrastRatio(computedToken(fg), computedToken(bg)) < min,
    );
    if (failing.length === 0) break;
    for (const [fg, bg] of failing) {
      root.style.removeProperty(fg);
      root.style.removeProperty(bg);
    }
  }
  const size = root.style.getPropertyValue('--kh-font-size');
  if (size !== '') {
    const px = parseFloat(getComputedStyle(root).fontSize);
    if (!(px >= FONT_PX.min && px <= FONT_PX.max)) root.style.removeProperty('--kh-font-size');
  }
}

export { shippedLanguage };
