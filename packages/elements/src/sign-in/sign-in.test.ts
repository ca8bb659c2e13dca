import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { registerCopy } from '../shared/localize.js';
import { cleanup, expectNoAxeViolations } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import { flush } from '../test-support/flush.js';
import { mountSignIn, shadow } from '../test-support/sign-in-steps.js';

// <kh-sign-in>: what it offers and leads with, passkeys, OAuth, a wallet that is missing, its language.
// The email step is in sign-in.email-code.test.ts.

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
  vi.restoreAllMocks();
});

describe('<kh-sign-in>', () => {
  it('offers passkey, email and OAuth, with no axe violations', async () => {
    const { el } = await mountSignIn();
    el.oauthProviders = [
      {
        id: 'sandbox',
        label: 'Continue with Sandbox ID',
        provider: { authorizationEndpoint: 'http://localhost/oidc/authorize', clientId: 'keyhold-sandbox' },
      },
    ];
    await el.updateComplete;
    expect(shadow(el, '[part=passkey-button]').textContent!.trim()).toBe('Sign in with a passkey');
    expect(shadow(el, '[part=email-input]').shadowRoot!.querySelector('input')!.autocomplete).toBe('email');
    expect(shadow(el, '[part=oauth-button]').textContent!.trim()).toBe('Continue with Sandbox ID');
    expect(shadow(el, '[part=create-passkey-button]')).not.toBeNull();
    await expectNoAxeViolations(el);
  });

  it('keeps its methods where they are once a pointer is over them, whatever the lookup then says', async () => {
    // A slow lookup of the account's credentials (unknown: the passkey leads; none: the email form would).
    const wallet = new FakeWallet();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const list = wallet.listCredentials.bind(wallet);
    wallet.listCredentials = async () => {
      await answered;
      return list();
    };
    const { el } = await mountSignIn(wallet);
    el.oauthProviders = [
      {
        id: 'sandbox',
        label: 'Continue with Sandbox ID',
        provider: { authorizationEndpoint: 'http://localhost/oidc/authorize', clientId: 'keyhold-sandbox' },
      },
    ];
    el.email = 'ada@example.com';
    await flush(el);
    const submit = () => shadow(el, '[part=email-submit]');
    // The person's pointer reaches "Email me a code", then the lookup answers before they press.
    await userEvent.hover(submit());
    const aimed = submit().getBoundingClientRect();
    answer();
    await flush(el);
    const now = submit().getBoundingClientRect();
    expect([now.x, now.y]).toEqual([aimed.x, aimed.y]);
    // What they press is what they aimed at: a code is sent, no OAuth popup is opened.
    await userEvent.click(submit());
    await flush(el);
    expect(wallet.calls).toContain('emailOtp.start');
    expect(wallet.calls).not.toContain('oauth.signIn');
  });

  it('the methods attribute chooses what is offered', async () => {
    const { el } = await mountSignIn(new FakeWallet(), '<kh-sign-in methods="email"></kh-sign-in>');
    expect(shadow(el, '[part=passkey-button]')).toBeNull();
    expect(shadow(el, '[part=create-passkey-button]')).toBeNull();
    expect(shadow(el, '[part=email-form]')).not.toBeNull();
  });

  it('passkey: signs in with the account passkey; a missing passkey is explained', async () => {
    const wallet = new FakeWallet();
    const { el, sessions, errors } = await mountSignIn(wallet);
    await userEvent.click(shadow(el, '[part=passkey-button]'));
    // The first failure on a page is worded once the error sentences have loaded.
    await vi.waitFor(() => expect(errors).toEqual(['NO_PASSKEY_CREDENTIAL']));
    await flush(el);
    expect(shadow(el, '[part=error]').textContent).toContain('no passkey yet');
    expect(shadow(el, '[part=error]').getAttribute('role')).toBe('alert');
    await expectNoAxeViolations(el);
    wallet.seedCredential({ id: 'AuthMethod:9', type: 'PASSKEY', nickname: 'Phone' });
    await userEvent.click(shadow(el, '[part=passkey-button]'));
    await flush(el);
    expect(sessions).toMatchObject([{ credentialId: 'AuthMethod:9' }]);
  });

  it('passkey setup: names the passkey, and a second credential is approved in the dialog before it is added', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const { el, sessions } = await mountSignIn(wallet);
    await userEvent.click(shadow(el, '[part=create-passkey-button]'));
    await flush(el);
    const name = shadow<HTMLInputElement>(el, '#nickname');
    expect(name.value).toBe('My passkey');
    await expectNoAxeViolations(el);
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop{Enter}');
    await flush(el);
    const dialog = shadow<KhApproveDialog>(el, 'kh-approve-dialog');
    expect(dialog.open).toBe(true);
    expect(dialog.shadowRoot!.querySelector('[part=operation]')!.textContent).toContain('Add a passkey');
    await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!);
    await flush(el);
    expect(wallet.lastSignedRequest!.approvals).toBe(1);
    expect(sessions).toMatchObject([{ credentialType: 'PASSKEY', nickname: 'Work laptop' }]);
  });

  it('declining the approval of a new credential leaves the person signed out with a clear message', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const { el, sessions, errors } = await mountSignIn(wallet);
    await userEvent.click(shadow(el, '[part=create-passkey-button]'));
    await flush(el);
    await userEvent.click(shadow(el, 'form button[type=submit]'));
    await flush(el);
    const dialog = shadow<KhApproveDialog>(el, 'kh-approve-dialog');
    await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=reject-button]')!);
    await flush(el);
    expect(sessions).toEqual([]);
    expect(errors).toEqual(['REJECTED']);
    expect(shadow(el, '[part=error]').textContent).toContain('Nothing was signed');
  });

  it('OAuth: the click calls the provider at once (popup inside the gesture) and signs in', async () => {
    const { el, wallet, sessions } = await mountSignIn();
    const provider = {
      authorizationEndpoint: 'http://localhost/oidc/authorize',
      clientId: 'keyhold-sandbox',
    };
    el.oauthProviders = [{ id: 'sandbox', label: 'Continue with Sandbox ID', provider }];
    await el.updateComplete;
    shadow(el, '[part=oauth-button]').click();
    expect(wallet.oauthCalls).toEqual([provider]);
    await flush(el);
    expect(sessions).toMatchObject([{ credentialType: 'OAUTH' }]);
  });

  it('shows who is signed in when a session exists, and the methods again in reauth mode', async () => {
    const { el } = await mountSignIn(new FakeWallet({ signedIn: true }));
    expect(el.shadowRoot!.textContent).toContain('Signed in with Laptop.');
    expect(shadow(el, '[part=passkey-button]')).toBeNull();
    el.mode = 'reauth';
    await el.updateComplete;
    expect(shadow(el, '[part=passkey-button]')).not.toBeNull();
  });

  it('a second press while a step runs starts nothing', async () => {
    const { el, wallet } = await mountSignIn();
    let release!: () => void;
    const original = wallet.passkey.signIn;
    wallet.passkey.signIn = async (o) => {
      await new Promise<void>((r) => (release = r));
      return original(o);
    };
    shadow(el, '[part=passkey-button]').click();
    await el.updateComplete;
    expect(shadow<HTMLButtonElement>(el, '[part=passkey-button]').disabled).toBe(true);
    expect(shadow(el, '[part=status]').textContent).toBe('Working…');
    shadow(el, '[part=passkey-button]').click();
    release();
    await flush(el);
    expect(wallet.calls.filter((c) => c === 'passkey.signIn')).toHaveLength(1);
  });

  it('speaks the language of its lang attribute', async () => {
    registerCopy('es', { signInPasskey: 'Entrar con una llave de acceso', emailLabel: 'Correo electrónico' });
    const { el } = await mountSignIn(new FakeWallet(), '<kh-sign-in lang="es"></kh-sign-in>');
    expect(shadow(el, '[part=passkey-button]').textContent!.trim()).toBe('Entrar con una llave de acceso');
    expect(shadow(el, '[part=email-input]').shadowRoot!.querySelector('label')!.textContent).toBe(
      'Correo electrónico',
    );
    el.lang = 'en';
    await flush(el);
    expect(shadow(el, '[part=passkey-button]').textContent!.trim()).toBe('Sign in with a passkey');
  });

  it('an approval that would wait for a re-auth while signed out is declined and explained', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const { el } = await mountSignIn(wallet);
    await userEvent.click(shadow(el, '[part=create-passkey-button]'));
    await flush(el);
    await userEvent.click(shadow(el, 'form button[type=submit]'));
    await flush(el);
    const dialog = shadow<KhApproveDialog>(el, 'kh-approve-dialog');
    expect(dialog.open).toBe(true);
    // As the core does when a stamp finds no session.
    wallet.dispatchEvent(new CustomEvent('reauth-required', { detail: { operation: 'ADD_CREDENTIAL' } }));
    await flush(el);
    expect(dialog.open).toBe(false);
    expect(wallet.lastSignedRequest!.rejections).toBe(1);
    expect(shadow(el, '[part=error]').textContent).toContain('does not have a passkey for that yet');
  });

  it('a wallet with no passkey does not lead with "Sign in with a passkey"', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const { el } = await mountSignIn(wallet);
    const stack = shadow(el, '.stack');
    expect(stack.firstElementChild!.getAttribute('part')).toBe('email-form');
    expect(shadow(el, '[part=passkey-button]').classList.contains('primary')).toBe(false);
  });

  it('a wallet with a passkey leads with it', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'PASSKEY', nickname: 'Laptop' });
    const { el } = await mountSignIn(wallet);
    expect(shadow(el, '.stack').firstElementChild!.getAttribute('part')).toBe('passkey-button');
    expect(shadow(el, '[part=passkey-button]').classList.contains('primary')).toBe(true);
  });

  it('no wallet: the developer reads what to set in the console, the person a plain sentence', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { el } = await mountSignIn(null);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(String(error.mock.calls[0]![0])).toContain(
      '<kh-sign-in> has no wallet: set its `wallet` property (not an attribute) to the object createWallet()',
    );
    const codes: string[] = [];
    el.addEventListener('kh-error', (e) => codes.push(e.detail.error.code));
    await userEvent.click(shadow(el, '[part=passkey-button]'));
    await flush(el);
    expect(codes).toEqual(['NO_WALLET']);
    expect(shadow(el, '[part=error]').textContent!.trim()).toBe('The wallet is not available on this page.');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('no wallet yet in a hidden section: no console error until it is shown without one (a page that sets it after its own login)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const section = document.createElement('section');
    section.hidden = true;
    const waiting = document.createElement('kh-sign-in');
    section.append(waiting);
    document.body.append(section);
    try {
      // Longer than the second a shown element gets: hidden, it is not warned about.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(error).not.toHaveBeenCalled();
      section.hidden = false;
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 3000 });
      expect(String(error.mock.calls[0]![0])).toContain('<kh-sign-in> has no wallet');
    } finally {
      section.remove();
    }
  });

  // Picking the passkey from the field is tested on the real stack (sign-in.core.test.ts); that no call is
  // made at all is seen only by a stand-in wallet.
  it('passkey autofill is opt-in: by default no passkey challenge is held, so the passkey button gets one', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'PASSKEY', nickname: 'Laptop' });
    const asked: unknown[] = [];
    const signIn = wallet.passkey.signIn;
    Object.assign(wallet.passkey, {
      supportsAutofill: async () => true,
      signIn: async (options: { autofill?: boolean } = {}) => {
        asked.push(options);
        return signIn(options);
      },
    });
    await mountSignIn(wallet);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });
});
