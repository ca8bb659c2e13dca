// The vault frame's Spanish, Brazilian Portuguese and Italian words (src/locales/<xx>.ts) against its
// English source: the same keys, every argument the English shows kept, no sentence left in English, and
// the frame's own account of a payload (summarise) and its countdown read in the language.
import { describe, expect, it } from 'vitest';
import {
  copyFor,
  inWords,
  type VaultCopy,
  signInCopyFor,
  type SignInCopy,
  windowCopyFor,
  type WindowCopy,
} from '../src/copy.js';
import { summarise } from '../src/summary.js';
import * as es from '@keyhold/locales/es/vault';
import * as pt from '@keyhold/locales/pt/vault';
import * as italian from '@keyhold/locales/it/vault';

type Catalogue = { vault: VaultCopy; signIn: SignInCopy; window: WindowCopy };
const english: Catalogue = { vault: copyFor('en'), signIn: signInCopyFor('en'), window: windowCopyFor('en') };

/** Each language, with what its countdown and its export headline must read. */
const languages: [string, Catalogue, RegExp][] = [
  ['es', es, /^Esta solicitud vence dentro de 4 minutos\.$/],
  ['pt', pt, /^Esta solicitação expira em 4 minutos\.$/],
  ['it', italian, /^Questa richiesta scade tra 4 minuti\.$/],
];

const markers = ['ARG0', 'ARG1'];

describe.each(languages)('the vault frame in %s', (lang, words, countdown) => {
  it('has every English key, and no sentence left in English', () => {
    for (const part of ['vault', 'signIn', 'window'] as const) {
      const source = english[part] as unknown as Record<string, unknown>;
      const translated = words[part] as unknown as Record<string, unknown>;
      expect(Object.keys(translated).sort(), part).toEqual(Object.keys(source).sort());
      for (const [key, value] of Object.entries(source)) {
        expect(typeof translated[key], `${part}.${key}`).toBe(typeof value);
        if (typeof value === 'string') expect(translated[key], `${part}.${key}`).not.toBe(value);
      }
    }
  });

  it('keeps every argument the English term shows', () => {
    for (const part of ['vault', 'signIn', 'window'] as const) {
      const source = english[part] as unknown as Record<string, unknown>;
      const translated = words[part] as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(source)) {
        if (typeof value !== 'function') continue;
        const args = key === 'waitBeforeResend' ? [17] : markers.slice(0, value.length);
        const en = (value as (...a: unknown[]) => string)(...args);
        const xx = (translated[key] as (...a: unknown[]) => string)(...args);
        for (const arg of args)
          if (en.includes(String(arg))) expect(xx, `${part}.${key}`).toContain(String(arg));
      }
    }
  });

  it('counts seconds through Intl.PluralRules and Intl.NumberFormat', () => {
    const plural = new Intl.PluralRules(lang);
    const one = words.signIn.waitBeforeResend(1);
    const many = words.signIn.waitBeforeResend(30);
    expect(many).toContain(new Intl.NumberFormat(lang).format(30));
    // The singular and the plural are different sentences, not the same one with the number swapped.
    expect(plural.select(1)).toBe('one');
    expect(one).not.toBe(many.replace('30', '1'));
  });

  it('summarises a payload and counts down in the language', () => {
    const exportSummary = summarise(
      JSON.stringify({ operation: 'EXPORT_WALLET', requestId: 'Request:1', accountId: 'Account:1' }),
      words.vault,
      lang,
    );
    expect(exportSummary.headline).toBe(words.vault.opExport);
    const passkey = summarise(
      JSON.stringify({ operation: 'ADD_CREDENTIAL', parameters: { type: 'PASSKEY', nickname: 'Laptop' } }),
      words.vault,
      lang,
    );
    expect(passkey.headline).toBe(words.vault.opAddPasskey('Laptop'));
    expect(passkey.headline).toContain('Laptop');
    expect(words.vault.expiresIn(inWords(240_000, lang))).toMatch(countdown);
  });
});
