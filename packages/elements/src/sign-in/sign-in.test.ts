import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhEmailInput } from '../email-input/email-input.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import { registerCopy } from '../shared/localize.js';
import { cleanup, deepFocus, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet, keyholdError } from '../test-support/fake-wallet.js';
import type { KhSignIn } from './sign-in.js';

async function setup(wallet = new FakeWallet(), markup = '<kh-sign-in></kh-sign-in>') {
  const el = mount<KhSignIn>(markup);
  el.wallet = wallet;
  await wallet.ready;
  await el.updateComplete;
  const sessions: unknown[] = [];
  const errors: string[] = [];
  el.addEventListener('kh-session', (e) => sessions.push(e.detail.session));
  el.addEventListener('kh-error', (e) => errors.push(e.detail.error.code));
  return { el, wallet, sessions, errors };
}

const q = <T extends Element = HTMLElement>(el: KhSignIn, selector: string): T =>
  el.shadowRoot!.querySelector<T>(selector)!;
const flush = async (el: KhSignIn) => {
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
  }
};

function pasteCode(otp: KhOtpInput, code: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', code);
  otp
    .shadowRoot!.querySelector('input')!
    .dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }),
    );
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

describe('<kh-sign-in>', () => {
  it('offers passkey, email and OAuth, with no axe violations', async () => {
    const { el } = await setup();
    el.oauthProviders = [
      {
        id: 'sandbox',
        label: 'Continue with Sandbox ID',
        provider: { authorizationEndpoint: 'http://localhost/oidc/authorize', clientId: 'keyhold-sandbox' },
      },
    ];
    await el.updateComplete;
    expect(q(el, '[part=passkey-button]').textContent!.trim()).toBe('Sign in with a passkey');
    expect(q(el, '[part=email-input]').shadowRoot!.querySelector('input')!.autocomplete).toBe('email');
    expect(q(el, '[part=oauth-button]').textContent!.trim()).toBe('Continue with Sandbox ID');
    expect(q(el, '[part=create-passkey-button]')).not.toBeNull();
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
    const { el } = await setup(wallet);
    el.oauthProviders = [
      {
        id: 'sandbox',
        label: 'Continue with Sandbox ID',
        provider: { authorizationEndpoint: 'http://localhost/oidc/authorize', clientId: 'keyhold-sandbox' },
      },
    ];
    el.email = 'ada@example.com';
    await flush(el);
    const submit = () => q(el, '[part=email-submit]');
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
    const { el } = await setup(new FakeWallet(), '<kh-sign-in methods="email"></kh-sign-in>');
    expect(q(el, '[part=passkey-button]')).toBeNull();
    expect(q(el, '[part=create-passkey-button]')).toBeNull();
    expect(q(el, '[part=email-form]')).not.toBeNull();
  });

  it('email: Enter in the field sends a code, the code step focuses the boxes, a pasted code signs in', async () => {
    const { el, wallet, sessions } = await setup();
    await userEvent.click(q(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    expect(wallet.calls).toContain('emailOtp.start');
    const otp = q<KhOtpInput>(el, 'kh-otp-input');
    expect(el.shadowRoot!.textContent).toContain('We sent a 6-digit code to ada@example.com.');
    expect(deepFocus()).toBe(otp.shadowRoot!.querySelector('input'));
    await expectNoAxeViolations(el);
    pasteCode(otp, '123456');
    await flush(el);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ credentialType: 'EMAIL_OTP', nickname: 'ada@example.com' });
    expect(el.shadowRoot!.textContent).toContain('Signed in with ada@example.com.');
    expect(deepFocus()).toBe(q(el, '[part=title]'));
  });

  it('email: a wrong code marks the boxes invalid and keeps the step; typing the right one signs in', async () => {
    const { el, sessions, errors } = await setup();
    await userEvent.click(q(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    const otp = q<KhOtpInput>(el, 'kh-otp-input');
    pasteCode(otp, '000000');
    await flush(el);
    expect(errors).toEqual(['UNAUTHORIZED']);
    expect(otp.error).toBe('That code is not right. Check it and try again.');
    expect(otp.validity.customError).toBe(true);
    expect(otp.value).toBe('');
    expect(sessions).toHaveLength(0);
    await expectNoAxeViolations(el);
    pasteCode(otp, '123456');
    await flush(el);
    expect(sessions).toHaveLength(1);
  });

  it('email: an invalid address is refused by the field before anything is sent', async () => {
    const { el, wallet } = await setup();
    await userEvent.click(q(el, '[part=email-input]'));
    await userEvent.keyboard('not-an-email{Enter}');
    await flush(el);
    expect(wallet.calls).not.toContain('emailOtp.start');
    expect(q<KhEmailInput>(el, '[part=email-input]').validity.typeMismatch).toBe(true);
  });

  it('email: a rate-limited resend shows the message and cools down for Retry-After', async () => {
    const { el, wallet, errors } = await setup();
    await userEvent.click(q(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    const otp = q<KhOtpInput>(el, 'kh-otp-input');
    // The first code just went out: the resend button starts cooling down.
    expect(otp.resendRemaining).toBeGreaterThan(0);
    otp.startResendCooldown(0);
    await flush(el);
    wallet.failNext.set(
      'resend',
      keyholdError('RATE_LIMITED', 'Too many requests', { status: 429, retryAfter: 90 }),
    );
    await userEvent.click(otp.shadowRoot!.querySelector<HTMLElement>('[part=resend]')!);
    await flush(el);
    expect(errors).toEqual(['RATE_LIMITED']);
    expect(q(el, '[part=error]').textContent).toContain('Too many attempts');
    expect(otp.resendRemaining).toBeGreaterThan(80);
  });

  it('"Use a different email" goes back to the first step', async () => {
    const { el } = await setup();
    await userEvent.click(q(el, '[part=email-input]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await flush(el);
    const back = [...el.shadowRoot!.querySelectorAll('button')].find((b) =>
      b.textContent!.includes('different email'),
    )!;
    await userEvent.click(back);
    await flush(el);
    expect(q(el, '[part=email-form]')).not.toBeNull();
    expect(q<KhEmailInput>(el, '[part=email-input]').value).toBe('ada@example.com');
  });

  it('passkey: signs in with the account passkey; a missing passkey is explained', async () => {
    const wallet = new FakeWallet();
    const { el, sessions, errors } = await setup(wallet);
    await userEvent.click(q(el, '[part=passkey-button]'));
    await flush(el);
    expect(errors).toEqual(['NO_PASSKEY_CREDENTIAL']);
    expect(q(el, '[part=error]').textContent).toContain('no passkey yet');
    expect(q(el, '[part=error]').getAttribute('role')).toBe('alert');
    await expectNoAxeViolations(el);
    wallet.seedCredential({ id: 'AuthMethod:9', type: 'PASSKEY', nickname: 'Phone' });
    await userEvent.click(q(el, '[part=passkey-button]'));
    await flush(el);
    expect(sessions).toMatchObject([{ credentialId: 'AuthMethod:9' }]);
  });

  it('passkey setup: names the passkey, and a second credential is approved in the dialog before it is added', async () => {
    const wallet = new FakeWallet();
    wallet.seedCredential({ id: 'AuthMethod:1', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const { el, sessions } = await setup(wallet);
    await userEvent.click(q(el, '[part=create-passkey-button]'));
    await flush(el);
    const name = q<HTMLInputElement>(el, '#nickname');
    expect(name.value).toBe('My passkey');
    await expectNoAxeViolations(el);
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop{Enter}');
    await flush(el);
    const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
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
    const { el, sessions, errors } = await setup(wallet);
    await userEvent.click(q(el, '[part=create-passkey-button]'));
    await flush(el);
    await userEvent.click(q(el, 'form button[type=submit]'));
    await flush(el);
    const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
    await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=reject-button]')!);
    await flush(el);
    expect(sessions).toEqual([]);
    expect(errors).toEqual(['REJECTED']);
    expect(q(el, '[part=error]').textContent).toContain('Nothing was signed');
  });

  it('OAuth: the click calls the provider at once (popup inside the gesture) and signs in', async () => {
    const { el, wallet, sessions } = await setup();
    const provider = {
      authorizationEndpoint: 'http://localhost/oidc/authorize',
      clientId: 'keyhold-sandbox',
    };
    el.oauthProviders = [{ id: 'sandbox', label: 'Continue with Sandbox ID', provider }];
    await el.updateComplete;
    q(el, '[part=oauth-button]').click();
    expect(wallet.oauthCalls).toEqual([provider]);
    await flush(el);
    expect(sessions).toMatchObject([{ credentialType: 'OAUTH' }]);
  });

  it('shows who is signed in when a session exists, and the methods again in reauth mode', async () => {
    const { el } = await setup(new FakeWallet({ signedIn: true }));
    expect(el.shadowRoot!.textContent).toContain('Signed in with Laptop.');
    expect(q(el, '[part=passkey-button]')).toBeNull();
    el.mode = 'reauth';
    await el.updateComplete;
    expect(q(el, '[part=passkey-button]')).not.toBeNull();
  });

  it('a second press while a step runs starts nothing', async () => {
    const { el, wallet } = await setup();
    let release!: () => void;
    const original = wallet.passkey.signIn;
    wallet.passkey.signIn = async (o) => {
      await new Promise<void>((r) => (release = r));
      return original(o);
    };
    q(el, '[part=passkey-button]').click();
    await el.updateComplete;
    expect(q<HTMLButtonElement>(el, '[part=passkey-button]').disabled).toBe(true);
    expect(q(el, '[part=status]').textContent).toBe('Working…');
    q(el, '[part=passkey-button]').click();
    release();
    await flush(el);
    expect(wallet.calls.filter((c) => c === 'passkey.signIn')).toHaveLength(1);
  });

  it('speaks the language of its lang attribute', async () => {
    registerCopy('es', { signInPasskey: 'Entrar con una llave de acceso', emailLabel: 'Correo electrónico' });
    const { el } = await setup(new FakeWallet(), '<kh-sign-in lang="es"></kh-sign-in>');
    expect(q(el, '[part=passkey-button]').textContent!.trim()).toBe('Entrar con una llave de acceso');
    expect(q(el, '[part=email-input]').shadowRoot!.querySelector('label')!.textContent).toBe(
      'Correo electrónico',
    );
    el.lang = 'en';
    await flush(el);
    expect(q(el, '[part=passkey-button]').textContent!.trim()).toBe('Sign in with a passkey');
  });
});
