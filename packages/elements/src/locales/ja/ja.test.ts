import { afterEach, describe, expect, it } from 'vitest';
import '../../all.js';
import { ja } from './register.js';
import type { KhApproveDialog } from '../../approve-dialog/approve-dialog.js';
import type { CompleteCopy } from '../../shared/copy.js';
import { en } from '@keyhold/locales/en/copy';
import { LocalizeController, registeredLanguages } from '../../shared/localize.js';
import type { KhSignIn } from '../../sign-in/sign-in.js';
import { fakeSignedRequest, FakeWallet } from '../../test-support/fake-wallet.js';
import { cleanup, expectNoAxeViolations, mount } from '../../test-support/axe.js';
import { flush } from '../../test-support/flush.js';

/** Every text a person reads or hears in `root`, shadow trees included (text, labels, titles, placeholders). */
function shownText(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node instanceof Element) {
      if (node.localName === 'style' || node.localName === 'script') return;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = node.getAttribute(name);
        if (value) parts.push(value);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** English words Japanese says in its own words (only names such as Keyhold stay in Latin letters). */
const ENGLISH =
  /\b(Sign in|Sign out|sign-in|Approve|Decline|Cancel|Close|Expires|Email|email|recovery|Verify|Back|Try again|Working|Loading|digits?|Digit|[Pp]asskey|[Ww]allet|[Cc]ode|your|the|or)\b/;

/** The English sentences of every plain term Japanese translates differently. */
const englishTerms = (Object.keys(en) as (keyof CompleteCopy)[])
  .map((key) => [en[key], ja[key]])
  .filter(([e, d]) => typeof e === 'string' && e !== d && e.length > 3)
  .map(([e]) => e as string);

async function mountSignInAndApproval(operation: string, type?: string) {
  const root = mount<HTMLDivElement>(
    '<div><kh-sign-in methods="passkey email"></kh-sign-in><kh-approve-dialog></kh-approve-dialog></div>',
  );
  const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
  const dialog = root.querySelector<KhApproveDialog>('kh-approve-dialog')!;
  signIn.wallet = new FakeWallet();
  void dialog.show(fakeSignedRequest(operation, () => undefined, type ? { type } : {}));
  await flush(signIn, dialog);
  return { root, signIn, dialog };
}

const text = (el: Element, selector: string): string =>
  el.shadowRoot!.querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

describe('the Japanese catalogue (locales/ja)', () => {
  it('registers itself on import and covers every English term and error code', () => {
    expect(registeredLanguages()).toContain('ja');
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ja.errorMessages).sort()).toEqual(Object.keys(en.errorMessages).sort());
    for (const key of Object.keys(en) as (keyof CompleteCopy)[]) {
      expect(typeof ja[key], key).toBe(typeof en[key]);
    }
  });

  for (const [operation, type] of [
    ['EXPORT_WALLET', undefined],
    ['ADD_CREDENTIAL', 'PASSKEY'],
    ['EXECUTE_QUOTE', undefined],
  ] as const) {
    it(`<kh-sign-in> and <kh-approve-dialog> (${operation}) under lang="ja" leave no English`, async () => {
      document.documentElement.lang = 'ja';
      const { root, signIn, dialog } = await mountSignInAndApproval(operation, type);
      expect(text(signIn, '[part=title]')).toBe('ウォレットにサインイン');
      expect(text(signIn, '[part=passkey-button]')).toBe('パスキーでサインイン');
      expect(text(dialog, '[part=title]')).toBe('ウォレットで承認');
      expect(text(dialog, '[part=operation]')).toBe(ja.approveOperation(operation, type));
      expect(text(dialog, '[part=approve-button]')).toBe('承認して署名');
      expect(text(dialog, '[part=reject-button]')).toBe('拒否');
      expect(text(dialog, '[part=countdown]')).toMatch(/^有効期限まで \d+:\d\d$/);
      const shown = shownText(root);
      expect(shown).not.toMatch(ENGLISH);
      for (const sentence of englishTerms) expect(shown).not.toContain(sentence);
      await expectNoAxeViolations(dialog);
    });
  }

  it('Japanese sentences name the credential type and count in one form', () => {
    expect(ja.approveOperation('ADD_CREDENTIAL', 'PASSKEY')).toBe('ウォレットにパスキーを追加');
    expect(ja.approveEffect('REVOKE_CREDENTIAL', 'EMAIL_OTP')).toContain('このメール認証コード');
    expect(new Intl.PluralRules('ja').resolvedOptions().pluralCategories).toEqual(['other']);
    expect(ja.othersSignedOut(1)).toBe('他の1件のセッションをサインアウトしました。');
    expect(ja.othersSignedOut(1200)).toBe('他の1,200件のセッションをサインアウトしました。');
    expect(ja.othersSignOutPartial(1, 3)).toBe(
      '3件中1件のセッションをサインアウトしました。2件はサインアウトできませんでした：',
    );
  });

  it('keeps every argument the English sentence shows (names, amounts, counts)', () => {
    const numeric = new Set<string>([
      'expiresIn',
      'otpLabel',
      'otpDigitLabel',
      'otpResendIn',
      'otpIncomplete',
      'othersSignedOut',
      'signOutOthersList',
      'othersSignOutPartial',
      'sendTimeLeft',
    ]);
    /** Terms taking text and a count: a currency and its number of decimals. */
    const mixed: Partial<Record<string, unknown[]>> = { sendAmountPrecision: ['«a»', 9] };
    type Term = (...args: unknown[]) => string;
    for (const key of Object.keys(en) as (keyof CompleteCopy)[]) {
      if (typeof en[key] !== 'function') continue;
      const args = (mixed[key] ?? (numeric.has(key) ? [7, 9] : ['«a»', '«b»', '«c»'])).slice(
        0,
        (en[key] as Term).length,
      );
      const english = (en[key] as Term)(...args);
      const translated = (ja[key] as Term)(...args);
      for (const arg of args)
        if (english.includes(String(arg))) expect(translated, key).toContain(String(arg));
    }
  });

  it('error sentences are Japanese for known codes and generic for unknown ones', () => {
    const host = mount<HTMLElement & { requestUpdate(): void; addController(): void }>(
      '<p lang="ja-JP"></p>',
    );
    host.addController = () => undefined;
    host.requestUpdate = () => undefined;
    const t = new LocalizeController(host as never);
    expect(t.errorMessage({ code: 'RATE_LIMITED', message: 'Too many' })).toBe(ja.errorMessages.RATE_LIMITED);
    expect(t.errorMessage({ code: 'SOMETHING_NEW', message: 'English text' })).toBe(ja.errorGeneric);
  });
});
