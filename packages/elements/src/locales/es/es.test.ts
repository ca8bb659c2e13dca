import { SignedRequest, type Quote } from '@keyhold/core';
import { afterEach, describe, expect, it } from 'vitest';
import '../../all.js';
import { es } from './register.js';
import type { KhApproveDialog } from '../../approve-dialog/approve-dialog.js';
import type { CompleteCopy } from '../../shared/copy.js';
import { en } from '@keyhold/locales/en/copy';
import { LocalizeController, registeredLanguages } from '../../shared/localize.js';
import type { KhSignIn } from '../../sign-in/sign-in.js';
import { fakeSignedRequest, FakeWallet } from '../../test-support/fake-wallet.js';
import { cleanup, expectNoAxeViolations, mount } from '../../test-support/axe.js';
import { flush } from '../../test-support/flush.js';

// The Spanish catalogue against the English source: the same terms and error codes, every placeholder
// kept, and <kh-sign-in> and <kh-approve-dialog> rendered with lang="es" show no English left.

const xx: CompleteCopy = es;
const LANG = 'es';
/** English words that must not be left on a Spanish screen (the wallet's vocabulary and its buttons). */
const ENGLISH =
  /\b(sign[ -]in|sign out|passkey|wallet|approve|decline|cancel|email me|email address|recovery phrase|expires|verify|you send|they receive|exchange rate|fees|quote|to|or)\b/i;

/** Every sentence a person can read or hear in an element: text, and the labels of its controls. */
function readable(root: Node, out: string[] = []): string[] {
  if (root instanceof Element) {
    if (root.matches('style, script, [part=raw], [part=payload]')) return out;
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

/** The English strings of the catalogue (terms that are plain strings), which no translation may show. */
const englishStrings = new Set(
  Object.values(en).filter((v): v is string => typeof v === 'string' && v.length > 2),
);

function expectNoEnglish(el: Element): string[] {
  const seen = readable(el);
  expect(seen.length).toBeGreaterThan(3);
  for (const text of seen) {
    expect(englishStrings.has(text), `English string "${text}"`).toBe(false);
    expect(text, `English word in "${text}"`).not.toMatch(ENGLISH);
  }
  return seen;
}

/** A quote as the service returns it (§2.8), paid to an UMA address, expiring in 5 minutes. */
function quoteRequest(): SignedRequest<unknown> {
  const expiresAt = new Date(Date.now() + 300_000).toISOString();
  const payloadToSign = JSON.stringify({ operation: 'EXECUTE_QUOTE', expiresAt, requestId: 'Request:42' });
  const quote = {
    id: 'Quote:7f3a',
    status: 'PENDING',
    createdAt: new Date().toISOString(),
    expiresAt,
    source: { sourceType: 'ACCOUNT', accountId: 'EmbeddedWallet:0b1c' },
    destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$grace@uma.example.com', currency: 'EUR' },
    sendingCurrency: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
    receivingCurrency: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
    totalSendingAmount: 1000,
    totalReceivingAmount: 893,
    exchangeRate: 1.12,
    feesIncluded: 5,
    paymentInstructions: [{ accountOrWalletInfo: { accountType: 'EMBEDDED_WALLET', payloadToSign } }],
  } as Quote;
  return new SignedRequest<unknown>({
    operation: 'EXECUTE_QUOTE',
    challenge: { requestId: 'Request:42', payloadToSign, expiresAt, quote },
    signer: { stamp: () => Promise.reject(new Error('not in this test')) },
    submit: () => Promise.resolve(undefined),
  });
}

const part = (el: Element, selector: string): string =>
  el.shadowRoot!.querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();

afterEach(cleanup);

describe('the Spanish catalogue (locales/es)', () => {
  it('registers itself and has every English term and error code, of the same kind', () => {
    expect(registeredLanguages()).toContain(LANG);
    expect(Object.keys(xx).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(xx.errorMessages).sort()).toEqual(Object.keys(en.errorMessages).sort());
    for (const key of Object.keys(en) as (keyof CompleteCopy)[]) {
      expect(typeof xx[key], key).toBe(typeof en[key]);
      if (typeof en[key] === 'string' && (en[key] as string).length > 2)
        expect(xx[key], `${key} is still English`).not.toBe(en[key]);
    }
  });

  it('keeps every argument the English term shows, and names no internal code', () => {
    const strings = ['ARG0', 'ARG1', 'ARG2'];
    const numbers = [3, 5];
    for (const key of Object.keys(en) as (keyof CompleteCopy)[]) {
      const source = en[key];
      if (typeof source !== 'function' || key === 'formatDate') continue;
      // Numbers for the counting terms, markers for the rest.
      const counting =
        /^(otp|expiresIn|othersSigned|signOutOthersList|othersSignOutPartial|sendTimeLeft)/.test(key);
      // A currency and its number of decimals: text, then a count.
      const args =
        key === 'sendAmountPrecision'
          ? ['ARG0', 5]
          : Array.from({ length: source.length }, (_, i) => (counting ? numbers[i] : strings[i]));
      const english = (source as (...a: unknown[]) => string)(...args);
      const translated = (xx[key] as (...a: unknown[]) => string)(...args);
      for (const arg of args)
        if (english.includes(String(arg))) expect(translated, key).toContain(String(arg));
      expect(translated, key).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    }
    for (const [code, sentence] of Object.entries(xx.errorMessages)) {
      expect(sentence, code).not.toBe(en.errorMessages[code as keyof typeof en.errorMessages]);
      expect(sentence, code).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    }
  });

  it('counts through Intl.PluralRules: one and many sessions read differently', () => {
    expect(xx.othersSignedOut(4)).toContain(new Intl.NumberFormat(LANG).format(4));
    expect(xx.othersSignedOut(1)).not.toBe(xx.othersSignedOut(4).replace('4', '1'));
    expect(xx.othersSignOutPartial(1, 3)).toMatch(/1.*3.*2/);
    expect(xx.otpIncomplete(6)).toContain('6');
  });

  it('<kh-sign-in lang="es"> shows no English term', async () => {
    const signIn = mount<KhSignIn>(`<kh-sign-in lang="${LANG}" methods="passkey email"></kh-sign-in>`);
    signIn.wallet = new FakeWallet();
    await flush(signIn);
    expect(part(signIn, '[part=title]')).toBe(xx.signInTitle);
    expect(part(signIn, '[part=passkey-button]')).toBe(xx.signInPasskey);
    expect(part(signIn, '[part=email-submit]')).toBe(xx.emailSubmit);
    expectNoEnglish(signIn);
    await expectNoAxeViolations(signIn);
  });

  it('<kh-approve-dialog lang="es"> shows an export and a quote with no English term', async () => {
    const dialog = mount<KhApproveDialog>(`<kh-approve-dialog lang="${LANG}"></kh-approve-dialog>`);
    void dialog.show(fakeSignedRequest('EXPORT_WALLET', () => undefined));
    await flush(dialog);
    expect(part(dialog, '[part=title]')).toBe(xx.approveTitle);
    expect(part(dialog, '[part=operation]')).toBe(xx.approveOperation('EXPORT_WALLET', undefined));
    expect(part(dialog, '[part=approve-button]')).toBe(xx.approveButton);
    expect(part(dialog, '[part=reject-button]')).toBe(xx.rejectButton);
    expect(part(dialog, '[part=countdown]')).toMatch(/^Vence en \d+:\d\d$/);
    expectNoEnglish(dialog);
    await expectNoAxeViolations(dialog);
    cleanup();

    const quoted = mount<KhApproveDialog>(`<kh-approve-dialog lang="${LANG}"></kh-approve-dialog>`);
    void quoted.show(quoteRequest());
    await flush(quoted);
    expect(part(quoted, '[part=operation]')).toBe(xx.approveOperation('EXECUTE_QUOTE', undefined));
    const seen = expectNoEnglish(quoted).join(' ');
    for (const term of [xx.quoteSend, xx.quoteReceive, xx.quoteRateLabel, xx.quoteFees])
      expect(seen).toContain(term);
    expect(seen).not.toMatch(/Quote:|Request:|EmbeddedWallet:|\b1000\b|\b893\b/);
    await expectNoAxeViolations(quoted);
  });

  it('error sentences are Spanish for known codes and generic for unknown ones', () => {
    const host = mount<HTMLElement & { requestUpdate(): void; addController(): void }>(
      `<p lang="${LANG}"></p>`,
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
