// The theme (light, dark, system) and the language (every catalogue the elements ship), kept in
// localStorage (preferences only, nothing secret). The language is <html lang>, which the elements follow.

export type Theme = 'light' | 'dark' | 'system';

/**
 * The languages the elements ship: English is built in; each other one is a self-registering entry
 * `@keyhold/elements/locales/<tag>` (e2e/explorer-shell.spec.ts checks this list against the package's
 * exports).
 */
export const LANGUAGES: { tag: string; name: string; load?: () => Promise<unknown>; rtl?: boolean }[] = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français', load: () => import('@keyhold/elements/locales/fr') },
  { tag: 'ar', name: 'العربية', load: () => import('@keyhold/elements/locales/ar'), rtl: true },
];

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

export async function setLanguage(tag: string): Promise<void> {
  const language = LANGUAGES.find((l) => l.tag === tag) ?? LANGUAGES[0]!;
  await language.load?.();
  prefs.lang = language.tag;
  localStorage.setItem(LANG_KEY, language.tag);
  document.documentElement.lang = language.tag;
  // A right-to-left language mirrors the page; the elements follow <html dir> too.
  document.documentElement.dir = language.rtl ? 'rtl' : 'ltr';
}
