// The theme (light, dark, system) and the language (every catalogue the elements ship), kept in
// localStorage (preferences only, nothing secret). The explorer's own sentences are English, so the page
// stays <html lang="en" dir="ltr">; the chosen language (and its direction) goes on each Keyhold element,
// which follows the nearest `lang` and inherits `dir`, so a screen reader reads each part in its language
// and an Arabic element mirrors without reversing the English around it.

/// <reference types="vite/client" />
import { LANGUAGE_NAMES, LANGUAGES as SHIPPED_LIST } from '@keyhold/elements';

export type Theme = 'light' | 'dark' | 'system';

/**
 * Every language Keyhold is written for (`LANGUAGES`, the one list in `@keyhold/locales`, with each
 * language's direction, and its own name from `LANGUAGE_NAMES`). English is built in; each other one loads its self-registering entry
 * `@keyhold/elements/locales/<tag>`, found by its path so a language added there is offered here with no
 * edit. A listed language whose catalogue is not shipped yet has no entry: its elements read English.
 */
const ENTRIES = import.meta.glob('../../../packages/elements/src/locales/*/register.ts');

export const LANGUAGES: { tag: string; name: string; load?: () => Promise<unknown>; rtl?: boolean }[] =
  SHIPPED_LIST.map((l) => {
    const load = ENTRIES[`../../../packages/elements/src/locales/${l.code}/register.ts`];
    return {
      tag: l.code,
      name: LANGUAGE_NAMES[l.code],
      rtl: l.dir === 'rtl' && load !== undefined,
      ...(load ? { load } : {}),
    };
  });

const THEME_KEY = 'keyhold-demo-theme';
const LANG_KEY = 'keyhold-demo-lang';

export const prefs = {
  theme: (localStorage.getItem(THEME_KEY) as Theme | null) ?? 'system',
  lang: localStorage.getItem(LANG_KEY) ?? 'en',
};

/** The `theme` attribute for the elements: unset under "system", so they follow the system scheme. */
export function elementTheme(): 'light' | 'dark' | undefined {
  return prefs.theme === 'system' ? undefined : prefs.theme;
}

export function setTheme(theme: Theme): void {
  prefs.theme = theme;
  localStorage.setItem(THEME_KEY, theme);
  applyTheme();
}

export function applyTheme(): void {
  const root = document.documentElement;
  if (prefs.theme === 'system') root.removeAttribute('data-theme');
  else root.dataset['theme'] = prefs.theme;
}

/** Every Keyhold element the explorer places in its own pages (nested ones inherit from these). */
const ELEMENTS = [
  // generated:start [tags] (scripts/element-bindings.mjs, from custom-elements.json: do not edit)
  'kh-activity',
  'kh-approve-dialog',
  'kh-balance',
  'kh-credential-manager',
  'kh-email-input',
  'kh-export',
  'kh-otp-input',
  'kh-reauth',
  'kh-receive',
  'kh-send',
  'kh-session-list',
  'kh-session-status',
  'kh-sign-in',
  // generated:end
].join(',');

let observer: MutationObserver | undefined;

/**
 * Puts the chosen language and direction on every Keyhold element in the page. It reads `prefs.lang`
 * each time: the observer below calls it for every element added later, long after the language it
 * was created under may have changed.
 */
function markElements(): void {
  const language = LANGUAGES.find((l) => l.tag === prefs.lang) ?? LANGUAGES[0]!;
  const dir = language.rtl ? 'rtl' : 'ltr';
  for (const el of document.querySelectorAll(ELEMENTS)) {
    if (el.getAttribute('lang') !== language.tag) el.setAttribute('lang', language.tag);
    if (el.getAttribute('dir') !== dir) el.setAttribute('dir', dir);
  }
}

/** Marks the elements now in the page, and keeps marking the ones added later. */
function applyElementLanguage(): void {
  markElements();
  if (observer) return;
  observer = new MutationObserver(markElements);
  observer.observe(document.body, { childList: true, subtree: true });
}

export async function setLanguage(tag: string): Promise<void> {
  const language = LANGUAGES.find((l) => l.tag === tag) ?? LANGUAGES[0]!;
  await language.load?.();
  prefs.lang = language.tag;
  localStorage.setItem(LANG_KEY, language.tag);
  document.documentElement.dataset['elementsLang'] = language.tag;
  applyElementLanguage();
}
