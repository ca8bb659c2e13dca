import { LANGUAGES, SHIPPED } from '@keyhold/locales';
import { en } from '@keyhold/locales/en/copy';
import { enVaultErrors } from '@keyhold/locales/en/vault-errors';
import { afterEach, describe, expect, it } from 'vitest';
import '../all.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { CompleteCopy } from '../shared/copy.js';
import { LocalizeController, registeredLanguages } from '../shared/localize.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { fakeSignedRequest, FakeWallet } from '../test-support/fake-wallet.js';
import { flush } from '../test-support/flush.js';
import { ROWS, type LanguageRow } from '../test-support/language-rows.js';
import { quoteRequest } from '../test-support/quote-request.js';

// Every shipped language other than English, one row each (test-support/language-rows.ts): its catalogue
// against the English source (the same terms, kinds and error codes, no term left in English, every
// argument kept, plurals), and <kh-sign-in> with <kh-approve-dialog> (export, credential, quote) rendered
// in it show no English, pass axe and take the language's direction.

type Term = (...args: unknown[]) => string;
type Key = keyof CompleteCopy;
const KEYS = Object.keys(en) as Key[];
const INTERNAL_CODE = /\b[A-Z]+_[A-Z_]+\b/;

/** Realistic arguments for the function terms (the rest get an address and a time). */
const ARGS: Partial<Record<Key, unknown[]>> = {
  expiresIn: [125],
  otpLabel: [6],
  otpDigitLabel: [2, 6],
  otpResendIn: [42],
  otpIncomplete: [6],
  othersSignedOut: [3],
  signOutOthersList: [3],
  othersSignOutPartial: [2, 5],
  credentialType: ['PASSKEY'],
  approveOperation: ['ADD_CREDENTIAL', 'PASSKEY'],
  approveEffect: ['REVOKE_CREDENTIAL', 'EMAIL_OTP'],
  reauthIntro: ['PASSKEY', 'Work laptop'],
  addNeedsSignIn: ['OAUTH'],
  credentialOneOfEach: ['PASSKEY'],
  quoteDestinationAccount: ['USD_ACCOUNT', '••••1234'],
  activityPayeeAccount: ['BRL_ACCOUNT', undefined],
  transactionStatus: ['REJECTED'],
  transactionFailure: ['OFFRAMP_FAILED'],
  receiveFundingField: ['bankName'],
  sendAmountPrecision: ['USD', 2],
  sendTimeLeft: [4, 5],
};
/** Terms that only arrange what they are given (a rate, a date, a joined reason, a payee, a countdown). */
const NO_WORDS = new Set<Key>([
  'quoteRate',
  'formatDate',
  'sessionNotSignedOut',
  'activityUpdated',
  'sendPayeeOption',
  'sendRate',
  'sendTimeLeft',
]);
/** The counting terms take numbers; the rest markers. */
const COUNTING = /^(otp|expiresIn|othersSigned|signOutOthersList|othersSignOutPartial|sendTimeLeft)/;

const say = (copy: CompleteCopy, key: Key, args?: readonly unknown[]): string => {
  const term = copy[key];
  if (typeof term === 'string') return term;
  if (typeof term !== 'function') return '';
  return (term as Term)(...(args ?? ARGS[key] ?? ['user@example.com', 'in 5 minutes']));
};

/** English words no screen may show (the wallet's vocabulary and its buttons), but those `row` uses. */
const WORDS =
  'sign[ -]in|sign out|passkey|wallet|approve|decline|cancel|close|email me|email address|email|recovery phrase|recovery|expires|verify|back|try again|working|loading|digits?|you send|they receive|exchange rate|fees|quote|code|browser|your|the|to|or';
function englishWords(row: LanguageRow): RegExp {
  const allowed = new Set(row.english.map((w) => w.toLowerCase()));
  return new RegExp(
    `\\b(${WORDS.split('|')
      .filter((w) => !allowed.has(w))
      .join('|')})\\b`,
    'i',
  );
}
/** The text with the English words `row` uses taken out. */
const withoutAllowed = (row: LanguageRow, text: string): string =>
  row.english.reduce((t, word) => t.replace(new RegExp(`\\b${word}\\b`, 'gi'), ''), text);

/** Every text a person reads or hears in `root`, shadow trees included, not the signed payload. */
function readable(root: Node, out: string[] = []): string[] {
  if (root instanceof Element) {
    if (root.matches('style, script, template, pre, [part=raw], [part=payload]')) return out;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = root.getAttribute(name);
      if (value) out.push(value);
    }
    if (root.shadowRoot) readable(root.shadowRoot, out);
  } else if (root.nodeType === Node.TEXT_NODE) {
    const text = root.textContent!.replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  for (const child of Array.from(root.childNodes)) readable(child, out);
  return out;
}

/** Fails when `el` shows an English term or word the language does not use as its own (`data` aside). */
function expectNoEnglish(code: string, row: LanguageRow, el: Element, data: string[] = []): string {
  const seen = readable(el);
  expect(seen.length).toBeGreaterThan(3);
  const shown = seen.join(' ');
  const english = englishWords(row);
  for (const text of seen) expect(text, `${code}: English word in "${text}"`).not.toMatch(english);
  for (const key of KEYS) {
    const term = en[key];
    if (typeof term !== 'string' || term.length <= 2 || term === row.copy[key]) continue;
    if (!/[A-Za-z]{3}/.test(term)) continue;
    expect(seen, `${code}: English ${key} "${term}"`).not.toContain(term);
    if (term.length > 3) expect(shown, `${code}: English ${key} "${term}"`).not.toContain(term);
  }
  if (row.script) {
    expect(shown).toMatch(row.script);
    // Latin letters only in what is not a word of the language (a brand, a code in the payload).
    const words = data.reduce((t, datum) => t.split(datum).join(' '), withoutAllowed(row, shown));
    expect(words.match(/[A-Za-z]{3,}/g) ?? [], `${code}: Latin words`).toEqual([]);
  }
  return shown;
}

const part = (el: Element, name: string): string =>
  el.shadowRoot!.querySelector(`[part~="${name}"]`)!.textContent!.replace(/\s+/g, ' ').trim();

/**
 * The screens under test, each with its request and where the page says the language: on the elements
 * themselves, on a wrapping block (with its direction), or on <html> (with its direction).
 */
const SCREENS = [
  { name: 'an export', langOn: 'elements', operation: 'EXPORT_WALLET', type: undefined, quote: false },
  { name: 'a new passkey', langOn: 'block', operation: 'ADD_CREDENTIAL', type: 'PASSKEY', quote: false },
  { name: 'a payment', langOn: 'html', operation: 'EXECUTE_QUOTE', type: undefined, quote: false },
  { name: 'a quote', langOn: 'elements', operation: 'EXECUTE_QUOTE', type: undefined, quote: true },
] as const;

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

it('every shipped language but English has a row, and every row is a shipped language', () => {
  expect(Object.keys(ROWS).sort()).toEqual(SHIPPED.filter((code) => code !== 'en').sort());
});

describe.each(Object.entries(ROWS))('the %s catalogue', (code, row) => {
  const xx = row.copy;
  const language = LANGUAGES.find((l) => l.code === code)!;

  it('registers itself and has every English term, error code and vault error, of the same kind, none left in English', () => {
    expect(registeredLanguages()).toContain(code);
    expect(Object.keys(xx).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(xx.errorMessages).sort()).toEqual(Object.keys(en.errorMessages).sort());
    expect(Object.keys(row.vaultErrors).sort()).toEqual(Object.keys(enVaultErrors).sort());
    for (const key of KEYS) {
      expect(typeof xx[key], `${code}: ${key}`).toBe(typeof en[key]);
      if (key === 'errorMessages' || NO_WORDS.has(key) || row.sameAsEnglish?.includes(key)) continue;
      const text = say(xx, key);
      if (row.script) expect(text, `${code}: ${key}`).toMatch(row.script);
      if (typeof en[key] === 'string' && (en[key] as string).length <= 2) continue;
      expect(text, `${code}: ${key} is still English`).not.toBe(say(en, key));
    }
    for (const [errorCode, sentence] of Object.entries(xx.errorMessages)) {
      const english = en.errorMessages[errorCode as keyof typeof en.errorMessages];
      expect(sentence, `${code}: ${errorCode} is still English`).not.toBe(english);
      expect(sentence, `${code}: ${errorCode}`).not.toMatch(INTERNAL_CODE);
      if (row.script) {
        expect(sentence, `${code}: ${errorCode}`).toMatch(row.script);
        expect(withoutAllowed(row, sentence), `${code}: ${errorCode}`).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });

  it('keeps every argument the English term shows, and names no internal code', () => {
    for (const key of KEYS) {
      const source = en[key];
      if (typeof source !== 'function' || key === 'formatDate') continue;
      for (const [strings, numbers] of [
        [
          ['ARG0', 'ARG1', 'ARG2'],
          [3, 5],
        ],
        [
          ['«a»', '«b»', '«c»'],
          [7, 9],
        ],
      ] as const) {
        const args =
          key === 'sendAmountPrecision'
            ? [strings[0], numbers[1]]
            : Array.from({ length: source.length }, (_, i) => (COUNTING.test(key) ? numbers[i] : strings[i]));
        const english = (source as Term)(...args);
        const translated = (xx[key] as Term)(...args);
        for (const arg of args)
          if (english.includes(String(arg))) expect(translated, `${code}: ${key}`).toContain(String(arg));
        expect(translated, `${code}: ${key}`).not.toMatch(INTERNAL_CODE);
      }
    }
  });

  it('counts through Intl.PluralRules, and says what its row pins word for word', () => {
    const format = new Intl.NumberFormat(`${code}-u-nu-${language.numbering}`);
    expect(xx.othersSignedOut(4)).toContain(format.format(4));
    expect(xx.otpIncomplete(6)).toContain(format.format(6));
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    // One session and four read differently where the language has a singular; one form where it has none.
    if (categories.includes('one'))
      expect(xx.othersSignedOut(1)).not.toBe(
        xx.othersSignedOut(4).replace(format.format(4), format.format(1)),
      );
    else expect(categories).toEqual(['other']);
    for (const [key, args, expected] of row.says) {
      const said = say(xx, key, args);
      if (typeof expected === 'string') expect(said, `${code}: ${key}(${args.join(', ')})`).toBe(expected);
      else expect(said, `${code}: ${key}(${args.join(', ')})`).toMatch(expected);
    }
  });

  it.each(SCREENS)(
    '<kh-sign-in> and <kh-approve-dialog> showing $name (lang on $langOn) leave no English',
    async (screen) => {
      const elements =
        '<kh-sign-in methods="passkey email"></kh-sign-in><kh-approve-dialog></kh-approve-dialog>';
      const lang = screen.langOn === 'elements' ? code : row.tag;
      if (screen.langOn === 'html') {
        document.documentElement.lang = lang;
        document.documentElement.dir = language.dir;
      }
      const root = mount<HTMLDivElement>(
        screen.langOn === 'block'
          ? `<div lang="${lang}" dir="${language.dir}">${elements}</div>`
          : `<div dir="${language.dir}">${elements}</div>`,
      );
      const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
      const dialog = root.querySelector<KhApproveDialog>('kh-approve-dialog')!;
      if (screen.langOn === 'elements') for (const el of [signIn, dialog]) el.setAttribute('lang', lang);
      signIn.wallet = new FakeWallet();
      const { operation, type } = screen;
      void dialog.show(
        screen.quote ? quoteRequest() : fakeSignedRequest(operation, () => undefined, type ? { type } : {}),
      );
      await flush(signIn, dialog);

      expect(part(signIn, 'title')).toBe(xx.signInTitle);
      expect(part(signIn, 'passkey-button')).toBe(xx.signInPasskey);
      expect(part(signIn, 'email-submit')).toBe(xx.emailSubmit);
      expect(part(dialog, 'title')).toBe(xx.approveTitle);
      expect(part(dialog, 'operation')).toBe(xx.approveOperation(operation, type));
      if (type) expect(part(dialog, 'effect')).toBe(xx.approveEffect(operation, type));
      expect(part(dialog, 'approve-button')).toBe(xx.approveButton);
      expect(part(dialog, 'reject-button')).toBe(xx.rejectButton);
      expect(part(dialog, 'countdown')).toMatch(row.countdown);
      // Mirrored where the language reads right to left: the components take the page's direction.
      const said = dialog.shadowRoot!.querySelector('[part~="operation"]')!;
      expect(getComputedStyle(said).direction).toBe(language.dir);

      expectNoEnglish(code, row, signIn);
      // A quote shows its currencies' codes and the payee's address, which are not words of any language.
      const shown = expectNoEnglish(
        code,
        row,
        dialog,
        screen.quote ? ['USD', 'EUR', '$grace@uma.example.com'] : [],
      );
      if (screen.quote) {
        for (const term of [xx.quoteSend, xx.quoteReceive, xx.quoteRateLabel, xx.quoteFees])
          expect(shown).toContain(term);
        expect(shown).not.toMatch(/Quote:|Request:|EmbeddedWallet:|\b1000\b|\b893\b/);
      }
      await expectNoAxeViolations(signIn);
      await expectNoAxeViolations(dialog);
    },
  );

  it('error sentences come from the catalogue for known codes, generic for unknown ones', () => {
    const host = mount<HTMLElement & { requestUpdate(): void; addController(): void }>(
      `<p lang="${row.tag}"></p>`,
    );
    host.addController = () => undefined;
    host.requestUpdate = () => undefined;
    const t = new LocalizeController(host as never);
    expect(t.errorMessage({ code: 'RATE_LIMITED', message: 'Too many' })).toBe(
      xx.errorMessages['RATE_LIMITED'],
    );
    expect(t.errorMessage({ code: 'SOMETHING_NEW', message: 'English text' })).toBe(xx.errorGeneric);
  });
});
