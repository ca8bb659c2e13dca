/// <reference types="vite/client" />
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SHIPPED } from '../src/languages.js';
import { LANGUAGE_NAMES } from '../src/names.js';
import { en } from '../src/en/copy.js';
import * as enVault from '../src/en/vault.js';
import { fr } from '../src/fr/copy.js';
import type { CompleteCopy, VaultCatalogue } from '../src/types.js';
import { catalogueProblems } from './check.js';

/**
 * Keys of the frame and of the elements that mean the same thing: each pair must read the same in every
 * language, so a person meets one wording in the dialog and in the frame.
 */
const SAME_WORDS = (
  { vault, signIn }: VaultCatalogue,
  copy: CompleteCopy,
): [string, string, string, string][] => [
  ['vault.decline', vault.decline, 'rejectButton', copy.rejectButton],
  ['vault.copy', vault.copy, 'exportCopy', copy.exportCopy],
  ['vault.hide', vault.hide, 'exportHide', copy.exportHide],
  ['vault.done', vault.done, 'exportDone', copy.exportDone],
  ['signIn.title', signIn.title, 'signInTitle', copy.signInTitle],
  ['signIn.emailLabel', signIn.emailLabel, 'emailLabel', copy.emailLabel],
  ['signIn.sendCode', signIn.sendCode, 'emailSubmit', copy.emailSubmit],
  [
    'signIn.codeSentTo',
    signIn.codeSentTo('ada@example.com'),
    'codeSentTo',
    copy.codeSentTo('ada@example.com'),
  ],
  ['signIn.signIn', signIn.signIn, 'verifyButton', copy.verifyButton],
  ['signIn.resend', signIn.resend, 'otpResend', copy.otpResend],
  ['signIn.otherAddress', signIn.otherAddress, 'useDifferentEmail', copy.useDifferentEmail],
  ['signIn.working', signIn.working, 'working', copy.working],
  ['signIn.wrongCode', signIn.wrongCode, 'errorMessages.INVALID_OTP', copy.errorMessages.INVALID_OTP],
  ['signIn.codeExpired', signIn.codeExpired, 'errorMessages.OTP_EXPIRED', copy.errorMessages.OTP_EXPIRED],
  [
    'signIn.tooManyAttempts',
    signIn.tooManyAttempts,
    'errorMessages.OTP_ATTEMPTS',
    copy.errorMessages.OTP_ATTEMPTS,
  ],
];

// Every folder under src/ is a language: each is checked against English, without a list to update.
const src = new URL('../src/', import.meta.url);
const folders = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const copies = import.meta.glob<Record<string, unknown>>('../src/*/copy.ts');
const vaults = import.meta.glob<Record<string, unknown>>('../src/*/vault.ts');
const english = { copy: en, vault: { vault: enVault.vault, signIn: enVault.signIn, window: enVault.window } };

/** The problems of the language in `src/<lang>/`: its files, its elements' catalogue, its vault's. */
async function languageProblems(lang: string): Promise<string[]> {
  const problems: string[] = [];
  const copyModule = await copies[`../src/${lang}/copy.ts`]?.();
  const vaultModule = await vaults[`../src/${lang}/vault.ts`]?.();
  if (copyModule === undefined) problems.push(`${lang}: src/${lang}/copy.ts is missing`);
  else if (copyModule[lang] === undefined)
    problems.push(`${lang}: src/${lang}/copy.ts exports no \`${lang}\``);
  else problems.push(...catalogueProblems(lang, copyModule[lang] as Record<string, unknown>, english.copy));
  if (vaultModule === undefined) problems.push(`${lang}: src/${lang}/vault.ts is missing`);
  else {
    const { vault, signIn, window } = vaultModule;
    problems.push(...catalogueProblems(`${lang} (vault)`, { vault, signIn, window }, english.vault));
  }
  return problems;
}

describe('the catalogues against English', () => {
  it('every shipped language has a folder, every folder is shipped, and both are in LANGUAGES', () => {
    const codes = LANGUAGES.map((l) => l.code as string);
    const problems = [
      ...SHIPPED.filter((code) => !folders.includes(code)).map(
        (code) => `${code}: listed in SHIPPED, no src/${code}/`,
      ),
      ...folders
        .filter((f) => !(SHIPPED as readonly string[]).includes(f))
        .map((f) => `${f}: src/${f}/ is not listed in SHIPPED`),
      ...folders.filter((f) => !codes.includes(f)).map((f) => `${f}: not one of LANGUAGES`),
    ];
    expect(problems).toEqual([]);
  });

  it('every shipped language has its @keyhold/elements entry (locales/<lang>/register.ts)', () => {
    const elements = new URL('../../elements/src/locales/', import.meta.url);
    const missing = SHIPPED.filter((c) => c !== 'en' && !existsSync(new URL(`${c}/register.ts`, elements)));
    expect(missing).toEqual([]);
  });

  it("the README's table of languages is the list (code, name, direction, shipped)", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.slice(
      readme.indexOf('<!-- languages:start -->'),
      readme.indexOf('<!-- languages:end -->'),
    );
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) =>
        line
          .split('|')
          .map((cell) => cell.trim())
          .slice(1, 5)
          .join(' | '),
      );
    const expected = LANGUAGES.map(
      (l) =>
        `\`${l.code}\` | ${LANGUAGE_NAMES[l.code]} | ${l.dir} | ${(SHIPPED as readonly string[]).includes(l.code) ? 'yes' : 'not yet (English)'}`,
    );
    expect(rows).toEqual(expected);
  });

  it.each(folders.filter((f) => f !== 'en'))(
    '%s has every key of English, no other, and its placeholders',
    async (lang) => {
      expect(await languageProblems(lang)).toEqual([]);
    },
  );

  it('the frame and the dialog say the same thing in the same words, in every language', async () => {
    const problems: string[] = [];
    for (const lang of folders) {
      const copy = (await copies[`../src/${lang}/copy.ts`]?.())?.[lang] as CompleteCopy | undefined;
      const frame = (await vaults[`../src/${lang}/vault.ts`]?.()) as VaultCatalogue | undefined;
      if (copy === undefined || frame === undefined) continue; // reported by the test above
      for (const [where, read, key, term] of SAME_WORDS(frame, copy))
        if (read !== term)
          problems.push(`${lang}: the frame's ${where} reads "${read}", the dialog's ${key} "${term}"`);
    }
    expect(problems).toEqual([]);
  });

  it('English itself reads without a placeholder left in', async () => {
    expect(await languageProblems('en')).toEqual([]);
  });

  it('catches a broken catalogue: a key missing, one extra, an argument dropped, a placeholder left', () => {
    const { cancel: _gone, ...rest } = fr;
    const broken = {
      ...rest,
      surplus: 'Encore',
      codeSentTo: () => 'Nous avons envoyé un code.',
      otpDigitLabel: (index: number) => `Chiffre ${index}`,
      close: 'Fermer {name}',
      retry: 'Ré${essayer',
      errorMessages: { ...fr.errorMessages, RATE_LIMITED: undefined },
    };
    const problems = catalogueProblems('xx', broken as never, en as never);
    expect(problems).toEqual(
      expect.arrayContaining([
        'xx: cancel: missing (English has it)',
        'xx: surplus: extra (English has no such key)',
        'xx: codeSentTo: takes 0 argument(s), English takes 1',
        'xx: otpDigitLabel: takes 1 argument(s), English takes 2',
        'xx: close: leaves "{name}" in its text',
        'xx: retry: leaves "${" in its text',
        "xx: errorMessages.RATE_LIMITED: is a undefined, English's is a string",
      ]),
    );
    const dropped = catalogueProblems(
      'xx',
      { ...fr, codeSentTo: (_email: string) => 'Code envoyé.' } as never,
      en as never,
    );
    expect(dropped).toEqual(['xx: codeSentTo: drops argument 1, which English writes out']);
  });
});
