import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import '../approve-dialog/define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet, keyholdError } from '../test-support/fake-wallet.js';
import type { ReauthRequest } from '../shared/wallet.js';
import type { KhReauth } from './reauth.js';
import { flush } from '../test-support/flush.js';

async function setup(markup = '<kh-reauth></kh-reauth>') {
  const root = mount<HTMLDivElement>(`<div><button id="opener">Remove</button>${markup}</div>`);
  const el = root.querySelector<KhReauth>('kh-reauth')!;
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  const wallet = new FakeWallet({ signedIn: true });
  el.wallet = wallet;
  await el.updateComplete;
  opener.focus();
  return { el, wallet, opener };
}

const inner = (el: KhReauth) => el.shadowRoot!.querySelector<KhSignIn>('kh-sign-in')!;
const dialogOf = (el: KhReauth) => el.shadowRoot!.querySelector('dialog')!;

function requireReauth(wallet: FakeWallet, detail: ReauthRequest): void {
  wallet.dispatchEvent(new CustomEvent('reauth-required', { detail }));
}

afterEach(() => cleanup());

describe('<kh-reauth>', () => {
  it('opens modally on reauth-required and offers the passkey the session came from, with no axe violations', async () => {
    const { el, wallet, opener } = await setup();
    const previous = wallet.session!;
    wallet.expire();
    requireReauth(wallet, { previous, operation: 'REVOKE_SESSION' });
    await flush(el);
    expect(el.open).toBe(true);
    expect(dialogOf(el).matches(':modal')).toBe(true);
    expect(el.shadowRoot!.querySelector('[part=intro]')!.textContent).toContain('passkey (Laptop)');
    const signIn = inner(el);
    await signIn.updateComplete;
    expect(signIn.methods).toEqual(['passkey']);
    expect(signIn.passkeyCredentialId).toBe(previous.credentialId);
    expect(signIn.shadowRoot!.querySelector('[part=email-form]')).toBeNull();
    await expectNoAxeViolations(el);

    const sessions: unknown[] = [];
    document.addEventListener('kh-session', (e) => sessions.push(e.detail.session), { once: true });
    await userEvent.click(signIn.shadowRoot!.querySelector<HTMLElement>('[part=passkey-button]')!);
    await flush(el);
    expect(sessions).toHaveLength(1);
    expect(el.open).toBe(false);
    expect(dialogOf(el).open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('an email session is asked for the same address', async () => {
    const { el, wallet } = await setup();
    requireReauth(wallet, {
      previous: {
        id: 'Session:9',
        accountId: 'a',
        credentialId: 'AuthMethod:5',
        credentialType: 'EMAIL_OTP',
        nickname: 'ada@example.com',
        expiresAt: '',
      },
      operation: 'EXPORT_WALLET',
    });
    await flush(el);
    const signIn = inner(el);
    await signIn.updateComplete;
    expect(signIn.methods).toEqual(['email']);
    expect(signIn.shadowRoot!.querySelector<HTMLInputElement>('[part=email-input]')!.value).toBe(
      'ada@example.com',
    );
  });

  it('removing a credential asks for a different one: every method is offered', async () => {
    const { el, wallet } = await setup();
    requireReauth(wallet, {
      previous: wallet.session,
      excludeCredentialId: wallet.session!.credentialId,
      operation: 'REVOKE_CREDENTIAL',
    });
    await flush(el);
    expect(el.shadowRoot!.querySelector('[part=intro]')!.textContent).toContain('different sign-in method');
    await inner(el).updateComplete;
    expect(inner(el).methods).toEqual(['passkey', 'email', 'oauth']);
  });

  it('Escape asks to close; a veto keeps it open; dismissal fires kh-reauth-cancelled and declines the waiting approval', async () => {
    const { el, wallet, opener } = await setup(
      '<kh-reauth></kh-reauth><kh-approve-dialog></kh-approve-dialog>',
    );
    const approveDialog = document.querySelector<KhApproveDialog>('kh-approve-dialog')!;
    // An approval that waits for a new session until it is rejected, as the core's SignedRequest does.
    let rejectWaiting!: (e: unknown) => void;
    const request = {
      operation: 'REVOKE_SESSION',
      payloadToSign: '{}',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      approve: () => new Promise((_, reject) => (rejectWaiting = reject)),
      reject: () => rejectWaiting?.(keyholdError('REJECTED', 'This request was rejected.')),
    };
    const outcome = approveDialog.show(request);
    await approveDialog.updateComplete;
    approveDialog.shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!.click();
    expect(approveDialog.busy).toBe(true);

    wallet.expire();
    requireReauth(wallet, { previous: wallet.previousSession, operation: 'REVOKE_SESSION' });
    await flush(el);
    let veto = true;
    const cancelled: string[] = [];
    el.addEventListener('kh-request-close', (e) => veto && e.preventDefault());
    el.addEventListener('kh-reauth-cancelled', (e) => cancelled.push(e.detail.operation));
    await userEvent.keyboard('{Escape}');
    await flush(el);
    expect(el.open).toBe(true);
    veto = false;
    await userEvent.click(el.shadowRoot!.querySelector<HTMLElement>('[part=cancel-button]')!);
    await flush(el);
    expect(el.open).toBe(false);
    expect(cancelled).toEqual(['REVOKE_SESSION']);
    await expect(outcome).resolves.toEqual({ approved: false });
    void opener;
  });

  it('open-on-expiry opens as soon as the session expires', async () => {
    const { el, wallet } = await setup('<kh-reauth open-on-expiry></kh-reauth>');
    wallet.expire();
    await flush(el);
    expect(el.open).toBe(true);
    expect(el.shadowRoot!.querySelector('[part=intro]')!.textContent).toContain('passkey');
  });

  it('without open-on-expiry an expiry alone opens nothing', async () => {
    const { el, wallet } = await setup();
    wallet.expire();
    await flush(el);
    expect(el.open).toBe(false);
  });
});
