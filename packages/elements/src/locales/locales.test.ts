import { afterEach, describe, expect, it } from 'vitest';
import '../all.js';
import { fr } from './fr/register.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import type { CompleteCopy } from '../shared/copy.js';
import { en } from '@keyhold/locales/en/copy';
import { LocalizeController, registeredLanguages } from '../shared/localize.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import { fakeSignedRequest, FakeWallet } from '../test-support/fake-wallet.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { flush } from '../test-support/flush.js';

// Type-level: a built-in catalogue without a term, or without a sentence for one of English's error
// codes, does not compile (tsc -p tsconfig.test.json runs in the package build).
const { cancel: _cancel, ...withoutCancel } = fr;
// @ts-expect-error `cancel` is missing
const missingTerm: CompleteCopy = withoutCancel;
const { RATE_LIMITED: _rateLimited, ...someErrors } = fr.errorMessages;
// @ts-expect-error the sentence for RATE_LIMITED is missing
const missingError: CompleteCopy = { ...fr, errorMessages: someErrors };

async function mountAll() {
  const root = mount<HTMLDivElement>(
    '<div><kh-sign-in methods="passkey email"></kh-sign-in><kh-otp-input length="6" resend></kh-otp-input><kh-approve-dialog></kh-approve-dialog></div>',
  );
  const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
  const otp = root.querySelector<KhOtpInput>('kh-otp-input')!;
  const dialog = root.querySelector<KhApproveDialog>('kh-approve-dialog')!;
  signIn.wallet = new FakeWallet();
  void dialog.show(fakeSignedRequest('EXPORT_WALLET', () => undefined));
  await flush(signIn, otp, dialog);
  return { signIn, otp, dialog };
}

const text = (el: Element, selector: string): string =>
  el.shadowRoot!.querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();
const digitLabel = (otp: KhOtpInput): string =>
  otp.shadowRoot!.querySelector('input')!.getAttribute('aria-label')!;

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

describe('the French catalogue (@keyhold/elements/locales/fr)', () => {
  it('registers itself on import and covers every English term and error code', () => {
    expect(registeredLanguages()).toContain('fr');
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fr.errorMessages).sort()).toEqual(Object.keys(en.errorMessages).sort());
    for (const key of Object.keys(en) as (keyof CompleteCopy)[]) {
      expect(typeof fr[key], key).toBe(typeof en[key]);
    }
    // The type-level checks above are values too; keep them referenced.
    expect(missingTerm.close).toBe('Fermer');
    expect(missingError.cancel).toBe('Annuler');
  });

  it('switching <html lang> to fr re-renders sign-in, OTP input and approve dialog in French, and back', async () => {
    const { signIn, otp, dialog } = await mountAll();
    expect(text(signIn, '[part=title]')).toBe('Sign in to your wallet');
    expect(digitLabel(otp)).toBe('Digit 1 of 6');
    expect(text(dialog, '[part=approve-button]')).toBe('Approve and sign');

    document.documentElement.lang = 'fr';
    await flush(signIn, otp, dialog);
    expect(text(signIn, '[part=title]')).toBe('Connexion à votre portefeuille');
    expect(text(signIn, '[part=passkey-button]')).toBe('Se connecter avec une clé d’accès');
    expect(text(signIn, '[part=email-submit]')).toBe('M’envoyer un code par e-mail');
    expect(digitLabel(otp)).toBe('Chiffre 1 sur 6');
    expect(text(otp, '[part=label]')).toBe('Code à 6 chiffres');
    expect(text(otp, '[part=resend]')).toBe('Envoyer un nouveau code');
    expect(text(dialog, '[part=title]')).toBe('Approuver avec votre portefeuille');
    expect(text(dialog, '[part=operation]')).toBe('Exporter la phrase de récupération de votre portefeuille');
    expect(text(dialog, '[part=approve-button]')).toBe('Approuver et signer');
    expect(text(dialog, '[part=reject-button]')).toBe('Refuser');
    expect(text(dialog, '[part=countdown]')).toMatch(/^Expire dans \d+:\d\d$/);
    await expectNoAxeViolations(dialog);

    document.documentElement.lang = 'en';
    await flush(signIn, otp, dialog);
    expect(text(signIn, '[part=title]')).toBe('Sign in to your wallet');
    expect(digitLabel(otp)).toBe('Digit 1 of 6');
    expect(text(dialog, '[part=approve-button]')).toBe('Approve and sign');
  });

  it('an unknown language (de) falls back to English', async () => {
    document.documentElement.lang = 'de';
    const { signIn, otp, dialog } = await mountAll();
    expect(text(signIn, '[part=title]')).toBe('Sign in to your wallet');
    expect(digitLabel(otp)).toBe('Digit 1 of 6');
    expect(text(dialog, '[part=approve-button]')).toBe('Approve and sign');
  });

  it('a region tag (fr-CA) uses fr, on <html> or on the element', async () => {
    document.documentElement.lang = 'fr-CA';
    const { signIn, otp, dialog } = await mountAll();
    expect(text(signIn, '[part=title]')).toBe('Connexion à votre portefeuille');
    expect(digitLabel(otp)).toBe('Chiffre 1 sur 6');
    expect(text(dialog, '[part=approve-button]')).toBe('Approuver et signer');

    document.documentElement.lang = 'en';
    otp.setAttribute('lang', 'fr-CA');
    await flush(signIn, otp, dialog);
    expect(digitLabel(otp)).toBe('Chiffre 1 sur 6');
    expect(text(signIn, '[part=title]')).toBe('Sign in to your wallet');
  });

  it('error sentences are French for known codes and generic for unknown ones', () => {
    const host = mount<HTMLElement & { requestUpdate(): void; addController(): void }>('<p lang="fr"></p>');
    host.addController = () => undefined;
    host.requestUpdate = () => undefined;
    const t = new LocalizeController(host as never);
    expect(t.errorMessage({ code: 'RATE_LIMITED', message: 'Too many' })).toBe(
      'Trop de tentatives. Patientez puis réessayez.',
    );
    expect(t.errorMessage({ code: 'SOMETHING_NEW', message: 'English text' })).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
    expect(t.term('credentialType', 'EMAIL_OTP')).toBe('code par e-mail');
    expect(t.term('approveOperation', 'ADD_CREDENTIAL', 'EMAIL_OTP')).toBe(
      'Ajouter un code par e-mail à votre portefeuille',
    );
  });
});
