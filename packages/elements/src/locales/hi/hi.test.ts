import { afterEach, describe, expect, it } from 'vitest';
import '../../all.js';
import { hi } from './register.js';
import { hiVaultErrors } from '@keyhold/locales/hi/vault-errors';
import type { KhApproveDialog } from '../../approve-dialog/approve-dialog.js';
import type { CompleteCopy } from '../../shared/copy.js';
import { en } from '@keyhold/locales/en/copy';
import { registeredLanguages } from '../../shared/localize.js';
import { enVaultErrors } from '@keyhold/locales/en/vault-errors';
import type { KhSignIn } from '../../sign-in/sign-in.js';
import { fakeSignedRequest, FakeWallet } from '../../test-support/fake-wallet.js';
import { cleanup, expectNoAxeViolations, mount } from '../../test-support/axe.js';
import { flush } from '../../test-support/flush.js';

// The Hindi catalogue: complete against English, every term in Hindi (Devanagari, never the English
// sentence), and the sign-in and approval screens rendered with lang="hi" show no English term.

const SCRIPT = /[\u0900-\u097F]/;

// Type-level: the catalogue is complete (a missing term or error sentence does not compile).
const complete: CompleteCopy = hi;

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

describe('the Hindi catalogue (hi)', () => {
  it('has every English term and error sentence, each in Hindi', () => {
    expect(complete).toBe(hi);
    expect(registeredLanguages()).toContain('hi');
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(hi.errorMessages).sort()).toEqual(Object.keys(en.errorMessages).sort());
    expect(Object.keys(hiVaultErrors).sort()).toEqual(Object.keys(enVaultErrors).sort());
    for (const key of Object.keys(en) as (keyof CompleteCopy)[]) {
      expect(typeof hi[key], key).toBe(typeof en[key]);
      if (key === 'errorMessages' || NO_WORDS.has(key)) continue;
      const text = say(hi, key);
      expect(text, key).toMatch(SCRIPT);
      expect(text, key).not.toBe(say(en, key));
    }
    for (const [code, sentence] of Object.entries(hi.errorMessages)) {
      expect(sentence, code).toMatch(SCRIPT);
      expect(sentence, code).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('agrees with the sign-in method (its gender, its form before से) and counts through PluralRules', () => {
    expect(hi.reauthIntro('PASSKEY', 'मेरा फ़ोन')).toContain('अपनी पासकी (मेरा फ़ोन) से फिर से साइन इन करें');
    expect(hi.reauthIntro('OAUTH', undefined)).toContain('अपने लिंक किए गए खाते से फिर से साइन इन करें');
    expect(hi.approveEffect('ADD_CREDENTIAL', 'OAUTH')).toBe(
      'इस लिंक किए गए खाते से आपके वॉलेट में साइन इन किया जा सकेगा।',
    );
    expect(hi.othersSignedOut(1)).toBe('एक दूसरा सेशन साइन आउट कर दिया गया।');
    expect(hi.othersSignedOut(120000)).toBe('1,20,000 दूसरे सेशन साइन आउट कर दिए गए।');
    expect(hi.othersSignOutPartial(1, 3)).toBe(
      '3 में से 1 सेशन साइन आउट किया गया; 2 साइन आउट नहीं किए जा सके:',
    );
    expect(hi.othersSignOutPartial(2, 3)).toBe(
      '3 में से 2 सेशन साइन आउट किए गए; 1 साइन आउट नहीं किया जा सका:',
    );
  });

  it('sign-in and the approve dialog render in Hindi with lang="hi", no English term left', async () => {
    const root = mount<HTMLDivElement>(
      '<div lang="hi"><kh-sign-in methods="passkey email"></kh-sign-in><kh-approve-dialog></kh-approve-dialog></div>',
    );
    const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
    const dialog = root.querySelector<KhApproveDialog>('kh-approve-dialog')!;
    signIn.wallet = new FakeWallet();
    void dialog.show(fakeSignedRequest('ADD_CREDENTIAL', () => undefined, { type: 'PASSKEY' }));
    await flush(signIn, dialog);

    const part = (el: Element, name: string): string =>
      el.shadowRoot!.querySelector(`[part~="${name}"]`)!.textContent!.replace(/\s+/g, ' ').trim();
    expect(part(signIn, 'title')).toBe('अपने वॉलेट में साइन इन करें');
    expect(part(signIn, 'passkey-button')).toBe('पासकी से साइन इन करें');
    expect(part(signIn, 'email-submit')).toBe('मुझे ईमेल पर कोड भेजें');
    expect(part(dialog, 'title')).toBe('अपने वॉलेट से मंज़ूरी दें');
    expect(part(dialog, 'operation')).toBe('अपने वॉलेट में पासकी जोड़ें');
    expect(part(dialog, 'effect')).toBe('इस पासकी से आपके वॉलेट में साइन इन किया जा सकेगा।');
    expect(part(dialog, 'approve-button')).toBe('मंज़ूरी दें और हस्ताक्षर करें');
    expect(part(dialog, 'reject-button')).toBe('अस्वीकार करें');
    expect(part(dialog, 'countdown')).toMatch(/^\d+:\d\d में समय-सीमा खत्म$/);

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
