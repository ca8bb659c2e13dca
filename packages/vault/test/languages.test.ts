// The vault frame's words in every shipped language other than English (@keyhold/locales/<xx>/vault), one
// row each holding only what differs: against the English source the same keys and kinds, no term left in
// English, every argument kept, seconds counted through Intl.PluralRules, and the frame's own account of a
// payload (summarise) and its countdown read in the language.
import { LANGUAGES, SHIPPED, type LanguageCode } from '@keyhold/locales';
import { describe, expect, it } from 'vitest';
import {
  copyFor,
  inWords,
  signInCopyFor,
  windowCopyFor,
  type SignInCopy,
  type VaultCopy,
  type WindowCopy,
} from '../src/copy.js';
import { summarise } from '../src/summary.js';
import * as ar from '@keyhold/locales/ar/vault';
import * as de from '@keyhold/locales/de/vault';
import * as es from '@keyhold/locales/es/vault';
import * as fr from '@keyhold/locales/fr/vault';
import * as he from '@keyhold/locales/he/vault';
import * as hi from '@keyhold/locales/hi/vault';
import * as italian from '@keyhold/locales/it/vault';
import * as ja from '@keyhold/locales/ja/vault';
import * as ko from '@keyhold/locales/ko/vault';
import * as pt from '@keyhold/locales/pt/vault';
import * as zh from '@keyhold/locales/zh/vault';

type Catalogue = { vault: VaultCopy; signIn: SignInCopy; window: WindowCopy };
type Part = keyof Catalogue;
type Term = (...args: unknown[]) => string;
/** A term of one view called with these arguments reads exactly this. */
type Say = readonly [Part, string, readonly unknown[], string];

interface Row {
  readonly words: Catalogue;
  /** Letters every term must contain, for a language not written in Latin letters. */
  readonly script?: RegExp;
  /** What "this request expires in 4 minutes" reads. */
  readonly countdown: string | RegExp;
  /** Sentences pinned word for word (plurals, isolated left-to-right runs). */
  readonly says?: readonly Say[];
  /** Terms (`part.key`) that read as in English because the language uses the English word. */
  readonly sameAsEnglish?: readonly string[];
  /** The language counts one second and many with the same word (the singular check is then its `says`). */
  readonly oneLikeMany?: true;
}

const ROWS: Record<Exclude<LanguageCode, 'en'>, Row> = {
  fr: {
    words: fr,
    countdown: 'Cette demande expire dans 4 minutes.',
    says: [['signIn', 'waitBeforeResend', [1], 'Attendez 1 seconde avant de demander un nouveau code.']],
  },
  ar: {
    words: ar,
    script: /[\u0600-\u06FF]/,
    countdown: 'تنتهي صلاحية هذا الطلب خلال 4 دقائق.',
    says: [
      ['signIn', 'waitBeforeResend', [1], 'انتظر ثانية واحدة قبل طلب رمز جديد.'],
      ['signIn', 'waitBeforeResend', [2], 'انتظر ثانيتين قبل طلب رمز جديد.'],
      ['signIn', 'waitBeforeResend', [3], 'انتظر 3 ثوانٍ قبل طلب رمز جديد.'],
      ['signIn', 'waitBeforeResend', [30], 'انتظر 30 ثانية قبل طلب رمز جديد.'],
    ],
  },
  es: { words: es, countdown: /^Esta solicitud vence dentro de 4 minutos\.$/ },
  pt: { words: pt, countdown: /^Esta solicitação expira em 4 minutos\.$/ },
  it: {
    words: italian,
    countdown: /^Questa richiesta scade tra 4 minuti\.$/,
    sameAsEnglish: ['signIn.passkeyNickname'],
  },
  de: {
    words: de,
    countdown: 'Diese Anfrage läuft in 4 Minuten ab.',
    sameAsEnglish: ['signIn.passkeyNickname'],
  },
  ja: { words: ja, countdown: 'このリクエストは4 分後に期限切れになります。' },
  zh: { words: zh, countdown: '此请求将于4分钟后过期。' },
  ko: {
    words: ko,
    script: /[\uAC00-\uD7A3]/,
    countdown: '이 요청은 4분 후 만료돼요.',
    says: [['signIn', 'waitBeforeResend', [1500], '새 코드를 요청하려면 1,500초 기다려 주세요.']],
  },
  hi: {
    words: hi,
    script: /[\u0900-\u097F]/,
    countdown: 'इस अनुरोध की समय-सीमा 4 मिनट में खत्म होगी।',
    // सेकंड reads the same for one and many.
    oneLikeMany: true,
    says: [
      ['signIn', 'waitBeforeResend', [1], 'नया कोड मांगने से पहले 1 सेकंड रुकें।'],
      ['signIn', 'waitBeforeResend', [150000], 'नया कोड मांगने से पहले 1,50,000 सेकंड रुकें।'],
    ],
  },
  he: {
    words: he,
    script: /[\u05D0-\u05EA]/,
    countdown: 'תוקף הבקשה יפוג בעוד 4 דקות.',
    says: [
      ['signIn', 'waitBeforeResend', [1], 'יש להמתין שנייה אחת לפני שמבקשים קוד חדש.'],
      ['signIn', 'waitBeforeResend', [1500], 'יש להמתין 1,500 שניות לפני שמבקשים קוד חדש.'],
      ['signIn', 'codeSentTo', ['user@example.com'], 'שלחנו קוד בן 6 ספרות אל \u2068user@example.com\u2069.'],
    ],
  },
};

const english: Catalogue = { vault: copyFor('en'), signIn: signInCopyFor('en'), window: windowCopyFor('en') };
const PARTS = ['vault', 'signIn', 'window'] as const;
/** Terms that only arrange what they are given (a payee's name and account; IBAN is every language's word). */
const NO_WORDS = new Set(['vault.payeeNamed', 'vault.payeeIban']);
const terms = (words: Catalogue, part: Part) => words[part] as unknown as Record<string, unknown>;

/** Each term as a person reads it: a string, or a function given a sample argument. */
const said = (term: unknown, key: string): string =>
  typeof term === 'function' ? (term as Term)(key === 'waitBeforeResend' ? 30 : 'x') : String(term);

it('every shipped language but English has a row, and every row is a shipped language', () => {
  expect(Object.keys(ROWS).sort()).toEqual(SHIPPED.filter((code) => code !== 'en').sort());
});

describe.each(Object.entries(ROWS))('the vault frame in %s', (lang, row) => {
  const { words } = row;

  it('has every English key, of the same kind, and no term left in English', () => {
    for (const part of PARTS) {
      const source = terms(english, part);
      const translated = terms(words, part);
      expect(Object.keys(translated).sort(), `${lang}: ${part}`).toEqual(Object.keys(source).sort());
      for (const [key, value] of Object.entries(source)) {
        expect(typeof translated[key], `${lang}: ${part}.${key}`).toBe(typeof value);
        if (NO_WORDS.has(`${part}.${key}`) || row.sameAsEnglish?.includes(`${part}.${key}`)) continue;
        const text = said(translated[key], key);
        expect(text, `${lang}: ${part}.${key} is still English`).not.toBe(said(value, key));
        if (row.script) expect(text, `${lang}: ${part}.${key}`).toMatch(row.script);
      }
    }
  });

  it('keeps every argument the English term shows', () => {
    for (const part of PARTS) {
      const source = terms(english, part);
      const translated = terms(words, part);
      for (const [key, value] of Object.entries(source)) {
        if (typeof value !== 'function') continue;
        const args = key === 'waitBeforeResend' ? [17] : ['ARG0', 'ARG1'].slice(0, value.length);
        const en = (value as Term)(...args);
        const xx = (translated[key] as Term)(...args);
        for (const arg of args)
          if (en.includes(String(arg))) expect(xx, `${lang}: ${part}.${key}`).toContain(String(arg));
      }
    }
  });

  it('counts seconds through Intl.PluralRules and Intl.NumberFormat', () => {
    const plural = new Intl.PluralRules(lang);
    const one = words.signIn.waitBeforeResend(1);
    const many = words.signIn.waitBeforeResend(30);
    const { numbering } = LANGUAGES.find((l) => l.code === lang)!;
    expect(many).toContain(new Intl.NumberFormat(`${lang}-u-nu-${numbering}`).format(30));
    if (plural.resolvedOptions().pluralCategories.includes('one') && !row.oneLikeMany) {
      // The singular and the plural are different sentences, not the same one with the number swapped.
      expect(plural.select(1)).toBe('one');
      expect(one, `${lang}: one second`).not.toBe(many.replace('30', '1'));
    } else expect(one, `${lang}: one form`).toBe(many.replace('30', '1'));
    for (const [part, key, args, expected] of row.says ?? [])
      expect((terms(words, part)[key] as Term)(...args), `${lang}: ${part}.${key}(${args.join(', ')})`).toBe(
        expected,
      );
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
    const countdown = words.vault.expiresIn(inWords(240_000, lang));
    if (typeof row.countdown === 'string') expect(countdown).toBe(row.countdown);
    else expect(countdown).toMatch(row.countdown);
  });
});
