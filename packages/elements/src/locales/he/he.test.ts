import { afterEach, describe, expect, it } from 'vitest';
import '../../all.js';
import { he } from './register.js';
import { heVaultErrors } from '@keyhold/locales/he/vault-errors';
import type { KhApproveDialog } from '../../approve-dialog/approve-dialog.js';
import type { CompleteCopy } from '../../shared/copy.js';
import { en } from '@keyhold/locales/en/copy';
import { registeredLanguages } from '../../shared/localize.js';
import { enVaultErrors } from '@keyhold/locales/en/vault-errors';
import type { KhSignIn } from '../../sign-in/sign-in.js';
import { fakeSignedRequest, FakeWallet } from '../../test-support/fake-wallet.js';
import { cleanup, expectNoAxeViolations, mount } from '../../test-support/axe.js';
import { flush } from '../../test-support/flush.js';

// The Hebrew catalogue: complete against English, every term in Hebrew (never the English sentence), and
// the sign-in and approval screens rendered right to left with lang="he" show no English term.

const SCRIPT = /[\u05D0-\u05EA]/;

// Type-level: the catalogue is complete (a missing term or error sentence does not compile).
const complete: CompleteCopy = he;

/** Sample arguments for the function terms: counts for the numeric ones, codes where a code is read. */
const ARGS: Partial<Record<keyof CompleteCopy, unknown[]>> = {
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
/**
 * Terms that only arrange what they are given (a rate, a date, a joined reason, a payee and its
 * currency, a countdown) and have no words.
 */
const NO_WORDS = new Set<keyof CompleteCopy>([
  'quoteRate',
  'formatDate',
  'sessionNotSignedOut',
  'activityUpdated',
  'sendPayeeOption',
  'sendRate',
  'sendTimeLeft',
]);

const say = (copy: CompleteCopy, key: keyof CompleteCopy): string => {
  const term = copy[key];
  if (typeof term === 'string') return term;
  if (typeof term === 'function')
    return (term as (...a: unknown[]) => string)(...(ARGS[key] ?? ['user@example.com', 'in 5 minutes']));
  return '';
};

/** The text a person reads or hears in `el`: its shadow trees' text and labels, not the signed payload. */
function readable(el: Element): string {
  const out: string[] = [];
  const visit = (node: Node): void => {
    if (node instanceof HTMLElement) {
      if (['STYLE', 'PRE', 'TEMPLATE'].includes(node.tagName)) return;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = node.getAttribute(name);
        if (value) out.push(value);
      }
      if (node.shadowRoot) node.shadowRoot.childNodes.forEach(visit);
    }
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
    node.childNodes.forEach(visit);
  };
  visit(el);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

describe('the Hebrew catalogue (he)', () => {
  it('has every English term and error sentence, each in Hebrew', () => {
    expect(complete).toBe(he);
    expect(registeredLanguages()).toContain('he');
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(he.errorMessages).sort()).toEqual(Object.keys(en.errorMessages).sort());
    expect(Object.keys(heVaultErrors).sort()).toEqual(Object.keys(enVaultErrors).sort());
    for (const key of Object.keys(en) as (keyof CompleteCopy)[]) {
      expect(typeof he[key], key).toBe(typeof en[key]);
      if (key === 'errorMessages' || NO_WORDS.has(key)) continue;
      const text = say(he, key);
      expect(text, key).toMatch(SCRIPT);
      expect(text, key).not.toBe(say(en, key));
    }
    for (const [code, sentence] of Object.entries(he.errorMessages)) {
      expect(sentence, code).toMatch(SCRIPT);
      expect(sentence, code).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('keeps left-to-right runs isolated, agrees with the method and counts through PluralRules', () => {
    expect(he.signedInAs('user@example.com')).toBe('התחברת באמצעות \u2068user@example.com\u2069.');
    expect(he.quoteRate('EUR', '0.893', 'USD')).toBe('\u20681 EUR = 0.893 USD\u2069');
    expect(he.reauthIntro('PASSKEY', 'iPhone')).toBe(
      'ההפעלה הסתיימה. כדי להמשיך יש להתחבר מחדש באמצעות מפתח הגישה שלך (\u2068iPhone\u2069).',
    );
    expect(he.approveEffect('ADD_CREDENTIAL', undefined)).toBe(
      'אחרי האישור אפשר יהיה להתחבר לארנק באמצעות שיטת ההתחברות הזו.',
    );
    expect(he.othersSignedOut(1)).toBe('הפעלה אחרת אחת נותקה.');
    expect(he.othersSignedOut(2)).toBe('2 הפעלות אחרות נותקו.');
    expect(he.othersSignOutPartial(1, 1500)).toBe('הפעלה אחת מתוך 1,500 נותקה; 1,499 הפעלות לא נותקו:');
    expect(he.othersSignOutPartial(2, 3)).toBe('2 הפעלות מתוך 3 נותקו; הפעלה אחת לא נותקה:');
  });

  it('sign-in and the approve dialog render in Hebrew, right to left, with lang="he", no English term left', async () => {
    const root = mount<HTMLDivElement>(
      '<div lang="he" dir="rtl"><kh-sign-in methods="passkey email"></kh-sign-in><kh-approve-dialog></kh-approve-dialog></div>',
    );
    const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
    const dialog = root.querySelector<KhApproveDialog>('kh-approve-dialog')!;
    signIn.wallet = new FakeWallet();
    void dialog.show(fakeSignedRequest('ADD_CREDENTIAL', () => undefined, { type: 'PASSKEY' }));
    await flush(signIn, dialog);

    const part = (el: Element, name: string): string =>
      el.shadowRoot!.querySelector(`[part~="${name}"]`)!.textContent!.replace(/\s+/g, ' ').trim();
    expect(part(signIn, 'title')).toBe('התחברות לארנק');
    expect(part(signIn, 'passkey-button')).toBe('התחברות עם מפתח גישה');
    expect(part(signIn, 'email-submit')).toBe('שליחת קוד באימייל');
    expect(part(dialog, 'title')).toBe('אישור באמצעות הארנק');
    expect(part(dialog, 'operation')).toBe('הוספת מפתח גישה לארנק שלך');
    expect(part(dialog, 'effect')).toBe('אחרי האישור אפשר יהיה להתחבר לארנק באמצעות מפתח הגישה הזה.');
    expect(part(dialog, 'approve-button')).toBe('אישור וחתימה');
    expect(part(dialog, 'reject-button')).toBe('דחייה');
    expect(part(dialog, 'countdown')).toMatch(/^התוקף יפוג בעוד \u2068\d+:\d\d\u2069$/);
    // Mirrored: the components take the page's direction.
    expect(getComputedStyle(dialog.shadowRoot!.querySelector('[part~="operation"]')!).direction).toBe('rtl');

    const english = (Object.keys(en) as (keyof CompleteCopy)[])
      .map((key) => en[key])
      .filter((term): term is string => typeof term === 'string' && /[A-Za-z]{3}/.test(term));
    for (const el of [signIn, dialog]) {
      const text = readable(el);
      expect(text).toMatch(SCRIPT);
      for (const term of english) expect(text, term).not.toContain(term);
      // Latin letters only in what is not a word of the language (a brand, a code in the payload).
      expect(text.replace(/Keyhold|Google|Apple/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    }
    await expectNoAxeViolations(dialog);
  });
});
