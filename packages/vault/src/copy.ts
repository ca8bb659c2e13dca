/// <reference types="vite/client" />
import type { SignInCopy, VaultCatalogue, VaultCopy, WindowCopy } from '@keyhold/locales';
import { shippedLanguage } from '@keyhold/locales';
import * as en from '@keyhold/locales/en/vault';

/**
 * The vault's words come from `@keyhold/locales` (`src/<lang>/vault.ts`, one folder per language, shared
 * with the elements): every folder there is in this bundle, found by its path, so a language is added
 * there alone. A language reads only once it is shipped (`SHIPPED`); any other reads English.
 */
const catalogues = new Map<string, VaultCatalogue>(
  Object.entries(import.meta.glob<VaultCatalogue>('../../locales/src/*/vault.ts', { eager: true })).map(
    ([path, catalogue]) => [path.split('/').at(-2) ?? '', catalogue],
  ),
);

function catalogueFor(lang: string): VaultCatalogue {
  return catalogues.get(shippedLanguage(lang)) ?? en;
}

/** The approval and export views' copy for a BCP 47 language, English when not shipped. */
export function copyFor(lang: string): VaultCopy {
  return catalogueFor(lang).vault;
}

/** The sign-in view's copy for a BCP 47 language, English when not shipped. */
export function signInCopyFor(lang: string): SignInCopy {
  return catalogueFor(lang).signIn;
}

/** The window approval's copy for a BCP 47 language, English when not shipped. */
export function windowCopyFor(lang: string): WindowCopy {
  return catalogueFor(lang).window;
}

export { inWords } from '@keyhold/locales';
export type { SignInCopy, VaultCopy, WindowCopy };
