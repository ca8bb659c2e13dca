import { userEvent } from 'vitest/browser';
import { KeyholdError } from '@keyhold/core/errors';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import { mount } from './axe.js';
import { FakeWallet, fakeSignedRequest } from './fake-wallet.js';
import { flush } from './flush.js';

// Every element state the screenshot tests capture (screenshots.test.ts in light and dark,
// pseudo-locale.test.ts in the pseudo-language): each mounts one element in a state and returns it.

const quotePayload = JSON.stringify({
  accountId: 'InternalAccount:0b1c',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  operation: 'EXECUTE_QUOTE',
  parameters: {
    destinationAccountId: 'ExternalAccount:9f8e7d6c5b4a',
    receivingCurrency: 'EUR',
    sendingCurrency: 'USD',
    totalReceivingAmount: 893,
    totalSendingAmount: 1000,
  },
  requestId: 'Request:42',
});

type Walleted = HTMLElement & { wallet: unknown; updateComplete: Promise<boolean> };

/** Mounts `markup` (one wallet element) with `wallet` and lets it settle. */
async function withWallet(markup: string, wallet: FakeWallet): Promise<Walleted> {
  const el = mount<Walleted>(markup);
  el.wallet = wallet;
  await flush(el);
  return el;
}

const click = (el: Element, selector: string): void =>
  el.shadowRoot!.querySelector<HTMLElement>(selector)!.click();

/** <kh-sign-in> at its code step (an email was submitted). */
async function codeStep(theme: string): Promise<{ el: Walleted; otp: KhOtpInput; wallet: FakeWallet }> {
  const wallet = new FakeWallet();
  const el = await withWallet(`<kh-sign-in theme="${theme}"></kh-sign-in>`, wallet);
  await userEvent.click(el.shadowRoot!.querySelector<HTMLElement>('[part=email-input]')!);
  await userEvent.keyboard('ada@example.com{Enter}');
  await flush(el);
  const otp = el.shadowRoot!.querySelector<KhOtpInput>('kh-otp-input')!;
  await flush(otp);
  return { el, otp, wallet };
}

/** A standalone approve dialog showing `operation`. */
async function approval(theme: string, operation: string, type?: string): Promise<Element> {
  const el = mount<KhApproveDialog>(`<kh-approve-dialog theme="${theme}"></kh-approve-dialog>`);
  void el.show(fakeSignedRequest(operation, () => undefined, type ? { type } : {}));
  await flush(el);
  return el;
}

/** <kh-session-list> with this browser's session and two others, signed in hours apart. */
async function sessionsWithOthers(theme: string, wallet: FakeWallet): Promise<Walleted> {
  const own = wallet.sessions[0]!;
  own.createdAt = new Date(Date.now() - 60_000).toISOString();
  for (const [id, hours, nickname] of [
    ['Session:laptop', 3, 'ada@example.com'],
    ['Session:phone', 26, 'Work phone'],
  ] as const)
    wallet.sessions.push({
      ...own,
      id,
      nickname,
      type: id === 'Session:phone' ? 'PASSKEY' : own.type,
      createdAt: new Date(Date.now() - hours * 3_600_000).toISOString(),
    });
  return withWallet(`<kh-session-list theme="${theme}"></kh-session-list>`, wallet);
}

/** A session status after `change` (expiring, expired, revoked). */
async function status(theme: string, change: (wallet: FakeWallet) => void): Promise<Element> {
  const wallet = new FakeWallet({ signedIn: true });
  const el = await withWallet(`<kh-session-status theme="${theme}"></kh-session-status>`, wallet);
  change(wallet);
  await flush(el);
  return el;
}

/** Each state: mounts it under `theme` and returns the element to capture (a dialog: its open <dialog>). */
export const states: Record<string, (theme: string) => Promise<Element>> = {
  'sign-in': async (theme) => {
    const el = mount<HTMLElement & { wallet: unknown }>(`<kh-sign-in theme="${theme}"></kh-sign-in>`);
    el.wallet = new FakeWallet();
    await flush(el);
    return el;
  },
  'credential-manager': async (theme) => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada.lovelace.analytical.engine@example.org',
      createdAt: new Date().toISOString(),
    });
    const el = mount<HTMLElement & { wallet: unknown }>(
      `<kh-credential-manager theme="${theme}"></kh-credential-manager>`,
    );
    el.wallet = wallet;
    await flush(el);
    return el;
  },
  'session-list': async (theme) => {
    const el = mount<HTMLElement & { wallet: unknown }>(
      `<kh-session-list theme="${theme}"></kh-session-list>`,
    );
    el.wallet = new FakeWallet({ signedIn: true });
    await flush(el);
    return el;
  },
  'session-status': async (theme) => {
    const el = mount<HTMLElement & { wallet: unknown }>(
      `<kh-session-status theme="${theme}"></kh-session-status>`,
    );
    el.wallet = new FakeWallet({ signedIn: true });
    await flush(el);
    return el;
  },
  export: async (theme) => {
    const el = mount<HTMLElement & { wallet: unknown }>(`<kh-export theme="${theme}"></kh-export>`);
    el.wallet = new FakeWallet({ signedIn: true });
    await flush(el);
    return el;
  },
  'approve-quote': async (theme) => {
    const el = mount<KhApproveDialog>(`<kh-approve-dialog theme="${theme}"></kh-approve-dialog>`);
    const request = { ...fakeSignedRequest('EXECUTE_QUOTE', () => undefined), payloadToSign: quotePayload };
    void el.show(request);
    await flush(el);
    return el;
  },
  'approve-add-credential-fr': async (theme) => {
    const el = mount<KhApproveDialog>(`<kh-approve-dialog lang="fr" theme="${theme}"></kh-approve-dialog>`);
    void el.show(fakeSignedRequest('ADD_CREDENTIAL', () => undefined, { type: 'PASSKEY' }));
    await flush(el);
    return el;
  },
};

Object.assign(states, {
  'sign-in-code': async (theme: string) => (await codeStep(theme)).el,
  'sign-in-code-wrong': async (theme: string) => {
    const { el, otp } = await codeStep(theme);
    otp.value = '999999';
    await flush(el);
    return el;
  },
  'sign-in-code-burnt': async (theme: string) => {
    const { el, otp, wallet } = await codeStep(theme);
    wallet.failNext.set(
      'verify',
      new KeyholdError('UNAUTHORIZED', 'Too many wrong codes.', {
        status: 401,
        details: { check: 'OTP_ATTEMPTS' },
      }),
    );
    otp.value = '999999';
    await flush(el);
    return el;
  },
  'sign-in-error': async (theme: string) => {
    const wallet = new FakeWallet();
    wallet.failNext.set('passkey.signIn', new KeyholdError('PASSKEY_CANCELLED', 'cancelled'));
    const el = await withWallet(`<kh-sign-in theme="${theme}"></kh-sign-in>`, wallet);
    click(el, '[part=passkey-button]');
    await flush(el);
    return el;
  },
  'sign-in-passkey-name': async (theme: string) => {
    const el = await withWallet(`<kh-sign-in theme="${theme}"></kh-sign-in>`, new FakeWallet());
    click(el, '[part=create-passkey-button]');
    await flush(el);
    return el;
  },
  reauth: async (theme: string) => {
    const wallet = new FakeWallet({ signedIn: true });
    const el = await withWallet(`<kh-reauth theme="${theme}"></kh-reauth>`, wallet);
    wallet.expire();
    wallet.dispatchEvent(
      new CustomEvent('reauth-required', {
        detail: { previous: wallet.previousSession, operation: 'EXPORT_WALLET' },
      }),
    );
    await flush(el);
    return el;
  },
  'otp-input-error': async (theme: string) => {
    const el = mount<KhOtpInput>(`<kh-otp-input theme="${theme}" resend value="12"></kh-otp-input>`);
    await flush(el);
    el.error = 'That code is not right. Check it and try again.';
    await flush(el);
    return el;
  },
  'email-input': async (theme: string) => {
    const el = mount<HTMLElement & { updateComplete: Promise<boolean> }>(
      `<kh-email-input theme="${theme}" value="ada@example.com"></kh-email-input>`,
    );
    await flush(el);
    return el;
  },
  'export-revealed': async (theme: string) => {
    const el = await withWallet(
      `<kh-export theme="${theme}"></kh-export>`,
      new FakeWallet({ signedIn: true }),
    );
    click(el, '[part=start-button]');
    await flush(el);
    click(el.shadowRoot!.querySelector('kh-approve-dialog')!, '[part=approve-button]');
    await flush(el);
    await new Promise((r) => setTimeout(r, 20));
    await flush(el);
    click(el, '[part=reveal-button]');
    await flush(el);
    return el;
  },
  'credential-manager-add': async (theme: string) => {
    const el = await withWallet(
      `<kh-credential-manager theme="${theme}"></kh-credential-manager>`,
      new FakeWallet({ signedIn: true }),
    );
    click(el, '[part=add-email-button]');
    await flush(el);
    return el;
  },
  'session-status-expiring': (theme: string) =>
    status(theme, (w) =>
      w.dispatchEvent(
        new CustomEvent('session-expiring', { detail: { session: w.session, secondsLeft: 60 } }),
      ),
    ),
  'session-status-expired': (theme: string) => status(theme, (w) => w.expire()),
  'session-status-revoked': (theme: string) => status(theme, (w) => w.revoke()),
  'approve-session': (theme: string) => approval(theme, 'REVOKE_SESSION', 'PASSKEY'),
  'session-list-sign-out-others': async (theme: string) => {
    const el = await sessionsWithOthers(theme, new FakeWallet({ signedIn: true }));
    click(el, '[part=sign-out-others-button]');
    await new Promise((r) => setTimeout(r, 50));
    await flush(el);
    return el;
  },
  'session-list-sign-out-others-partial': async (theme: string) => {
    const wallet = new FakeWallet({ signedIn: true });
    const el = await sessionsWithOthers(theme, wallet);
    wallet.failNext.set(
      'revokeSession',
      new KeyholdError('NETWORK_ERROR', 'The wallet service could not be reached.'),
    );
    click(el, '[part=sign-out-others-button]');
    await new Promise((r) => setTimeout(r, 50));
    await flush(el);
    click(el.shadowRoot!.querySelector('kh-approve-dialog')!, '[part=approve-button]');
    await new Promise((r) => setTimeout(r, 50));
    await flush(el);
    return el;
  },
  'approve-export': (theme: string) => approval(theme, 'EXPORT_WALLET'),
  'approve-revoke-credential': (theme: string) => approval(theme, 'REVOKE_CREDENTIAL', 'EMAIL_OTP'),
  'sign-in-ar-rtl': async (theme: string) => {
    const el = await withWallet(
      `<kh-sign-in lang="ar" dir="rtl" theme="${theme}"></kh-sign-in>`,
      new FakeWallet(),
    );
    return el;
  },
  'approve-quote-ar-rtl': async (theme: string) => {
    const el = mount<KhApproveDialog>(
      `<kh-approve-dialog lang="ar" dir="rtl" theme="${theme}"></kh-approve-dialog>`,
    );
    void el.show({ ...fakeSignedRequest('EXECUTE_QUOTE', () => undefined), payloadToSign: quotePayload });
    await flush(el);
    return el;
  },
  'credential-manager-ar-rtl': async (theme: string) => {
    const wallet = new FakeWallet({ signedIn: true });
    wallet.seedCredential({
      id: 'AuthMethod:2',
      type: 'EMAIL_OTP',
      nickname: 'ada@example.com',
      createdAt: new Date().toISOString(),
    });
    return withWallet(
      `<kh-credential-manager lang="ar" dir="rtl" theme="${theme}"></kh-credential-manager>`,
      wallet,
    );
  },
});
