import { afterEach, describe, expect, it } from 'vitest';
import '../../all.js';
import { ko } from './register.js';
import { koVaultErrors } from '@keyhold/locales/ko/vault-errors';
import type { KhApproveDialog } from '../../approve-dialog/approve-dialog.js';
import type { CompleteCopy } from '../../shared/copy.js';
import { en } from '@keyhold/locales/en/copy';
import { registeredLanguages } from '../../shared/localize.js';
import { enVaultErrors } from '@keyhold/locales/en/vault-errors';
import type { KhSignIn } from '../../sign-in/sign-in.js';
import { fakeSignedRequest, FakeWallet } from '../../test-support/fake-wallet.js';
import { cleanup, expectNoAxeViolations, mount } from '../../test-support/axe.js';
import { flush } from '../../test-support/flush.js';

// The Korean catalogue: complete against English, every term in Korean (Hangul, never the English
// sentence), and the sign-in and approval screens rendered with lang="ko" show no English term.

const SCRIPT = /[\uAC00-\uD7A3]/;

// Type-level: the catalogue is complete (a missing term or error sentence does not compile).
const complete: CompleteCopy = ko;

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

describe('the Korean catalogue (ko)', () => {
  it('has every English term and error sentence, each in Korean', () => {
    expect(complete).toBe(ko);
    expect(registeredLanguages()).toContain('ko');
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ko.errorMessages).sort()).toEqual(Object.keys(en.errorMessages).sort());
    expect(Object.keys(koVaultErrors).sort()).toEqual(Object.keys(enVaultErrors).sort());
    for (const key of Object.keys(en) as (keyof CompleteCopy)[]) {
      expect(typeof ko[key], key).toBe(typeof en[key]);
      if (key === 'errorMessages' || NO_WORDS.has(key)) continue;
      const text = say(ko, key);
      expect(text, key).toMatch(SCRIPT);
      expect(text, key).not.toBe(say(en, key));
    }
    for (const [code, sentence] of Object.entries(ko.errorMessages)) {
      expect(sentence, code).toMatch(SCRIPT);
      expect(sentence, code).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('picks the particle a name takes (을/를, 으로/로) and counts in one form', () => {
    expect(ko.signedInAs('user@example.com')).toBe('user@example.com으로 로그인했어요.');
    expect(ko.signedInAs('iPhone')).toBe('iPhone으로 로그인했어요.');
    expect(ko.signedInAs('패스키')).toBe('패스키로 로그인했어요.');
    expect(ko.signedInAs('Google')).toBe('Google로 로그인했어요.');
    expect(ko.credentialAdded('Google')).toBe('Google을 추가했어요.');
    expect(ko.credentialAdded('연결된 계정')).toBe('연결된 계정을 추가했어요.');
    expect(ko.credentialAdded('Keyhold')).toBe('Keyhold를 추가했어요.');
    expect(ko.approveEffect('ADD_CREDENTIAL', 'OAUTH')).toBe(
      '이 연결된 계정으로 지갑에 로그인할 수 있게 돼요.',
    );
    expect(ko.reauthIntro('PASSKEY', '내 휴대폰')).toContain('패스키(내 휴대폰)로 다시 로그인');
    expect(ko.othersSignedOut(1)).toBe('다른 세션 1개를 로그아웃했어요.');
    expect(ko.othersSignOutPartial(1, 1200)).toBe(
      '세션 1,200개 중 1개를 로그아웃했고, 1,199개는 로그아웃하지 못했어요:',
    );
  });

  it('sign-in and the approve dialog render in Korean with lang="ko", no English term left', async () => {
    const root = mount<HTMLDivElement>(
      '<div lang="ko"><kh-sign-in methods="passkey email"></kh-sign-in><kh-approve-dialog></kh-approve-dialog></div>',
    );
    const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
    const dialog = root.querySelector<KhApproveDialog>('kh-approve-dialog')!;
    signIn.wallet = new FakeWallet();
    void dialog.show(fakeSignedRequest('ADD_CREDENTIAL', () => undefined, { type: 'PASSKEY' }));
    await flush(signIn, dialog);

    const part = (el: Element, name: string): string =>
      el.shadowRoot!.querySelector(`[part~="${name}"]`)!.textContent!.replace(/\s+/g, ' ').trim();
    expect(part(signIn, 'title')).toBe('지갑에 로그인');
    expect(part(signIn, 'passkey-button')).toBe('패스키로 로그인');
    expect(part(signIn, 'email-submit')).toBe('이메일로 코드 받기');
    expect(part(dialog, 'title')).toBe('지갑으로 승인');
    expect(part(dialog, 'operation')).toBe('지갑에 패스키 추가');
    expect(part(dialog, 'effect')).toBe('이 패스키로 지갑에 로그인할 수 있게 돼요.');
    expect(part(dialog, 'approve-button')).toBe('승인하고 서명');
    expect(part(dialog, 'reject-button')).toBe('거절');
    expect(part(dialog, 'countdown')).toMatch(/^\d+:\d\d 후 만료$/);

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
