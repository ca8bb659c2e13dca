import type { VaultDisplay } from '@keyhold/core/vault-protocol';

const TOKEN_NAME = /^--kh-[a-z0-9-]{1,60}$/;
const UNSAFE_VALUE = /url\(|[;{}<>\\]|expression|@import/i;

/** The frame's language now (its `<html lang>`). */
export function currentLang(): string {
  return document.documentElement.lang || 'en';
}

/**
 * Applies the page's language, direction, colour scheme and `--kh-*` tokens. Only looks: a token that is
 * not a `--kh-*` name, or whose value could load anything or break out of a declaration, is dropped.
 */
export function applyDisplay(display: VaultDisplay): void {
  const root = document.documentElement;
  if (typeof display.lang === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(display.lang)) {
    root.lang = display.lang;
  }
  const rtl = display.dir === 'rtl' || (display.dir === undefined && /^ar\b/i.test(root.lang));
  root.dir = rtl ? 'rtl' : 'ltr';
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
}
