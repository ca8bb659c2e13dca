import { createMemoryKeyStore, createWallet } from '@keyhold/core';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, commands, userEvent } from 'vitest/browser';
import '../all.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhCredentialManager } from '../credential-manager/credential-manager.js';
import type { KhReauth } from '../reauth/reauth.js';
import type { KhExport } from '../export/export.js';
import type { KhSessionList } from '../session-list/session-list.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import { expectNoAxeViolations, mount } from '../test-support/axe.js';
import { requestEmailCode, shadow } from '../test-support/sign-in-steps.js';
import { noVirtualAuthenticator } from '../../../../test-support/engines.js';

// The components on the real path: @keyhold/core in this page, the @keyhold/server wallet handler and the
// sandbox service as real HTTP servers (started by a Vitest browser command), real HPKE session keys and
// stamps. Passkeys through Chromium's virtual authenticator (skipped with the reason in engines without
// one); OAuth popups are left to the demo's Playwright tests.
const email = 'ada@example.com';
let backendUrl = '';

beforeEach(async () => {
  document.body.replaceChildren();
  ({ backendUrl } = await commands.startWalletBackend(location.origin));
});

afterAll(async () => {
  document.body.replaceChildren();
  await commands.stopWalletBackend();
});

/** A fresh wallet on the real backend, once its backend is known. */
async function readyWallet(options: Omit<Parameters<typeof createWallet>[0], 'backendUrl'> = {}) {
  const wallet = createWallet({ backendUrl, ...options });
  await wallet.ready;
  return wallet;
}

/** Runs `body` with Chromium's virtual platform authenticator (CTAP2, resident keys, user verification). */
async function withVirtualAuthenticator(body: () => Promise<void>): Promise<void> {
  await cdp().send('WebAuthn.enable', {});
  const { authenticatorId } = (await cdp().send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })) as { authenticatorId: string };
  try {
    await body();
  } finally {
    await cdp().send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  }
}

/** The host's inner approve dialog, once it is open and rendered. */
async function openDialogIn(host: Element): Promise<KhApproveDialog> {
  const dialog = shadow<KhApproveDialog>(host, 'kh-approve-dialog');
  await vi.waitFor(() => expect(dialog.open).toBe(true), { timeout: 10_000 });
  await dialog.updateComplete;
  return dialog;
}

async function approveIn(host: Element): Promise<void> {
  await userEvent.click(shadow(await openDialogIn(host), '[part=approve-button]'));
}

async function signInByEmail(signIn: KhSignIn, sessions: unknown[]): Promise<void> {
  await signIn.updateComplete;
  const otp = await requestEmailCode(signIn, email);
  const code = await commands.readOtpCode(email);
  await userEvent.click(shadow(otp, 'input'));
  await userEvent.keyboard(code);
  await vi.waitFor(() => expect(sessions.length).toBeGreaterThan(0), { timeout: 10_000 });
}

describe('elements with the real core, server handler and sandbox', () => {
  it('email sign-in, session list, export with approval and reveal, sign-out', async () => {
    const wallet = await readyWallet();
    const root = mount<HTMLDivElement>(
      '<div><kh-sign-in methods="email"></kh-sign-in><kh-session-list></kh-session-list><kh-export></kh-export></div>',
    );
    const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
    const list = root.querySelector<KhSessionList>('kh-session-list')!;
    const exporter = root.querySelector<KhExport>('kh-export')!;
    for (const el of [signIn, list, exporter]) el.wallet = wallet;
    const sessions: unknown[] = [];
    document.addEventListener('kh-session', (e) => sessions.push(e.detail.session));

    // Sign in by email: the sandbox emails a real code; the core opens the sealed session key.
    await signInByEmail(signIn, sessions);
    expect(sessions).toHaveLength(1);
    expect(wallet.session).toMatchObject({ credentialType: 'EMAIL_OTP', nickname: email });
    expect(signIn.shadowRoot!.textContent).toContain(`Signed in with ${email}.`);

    // The session list comes from the service through the handler.
    await vi.waitFor(() => expect(list.sessions?.length).toBe(1), { timeout: 10_000 });
    await list.updateComplete;
    expect(shadow(list, '[part=current-badge]').textContent).toBe('This browser');
    await expectNoAxeViolations(list);

    // Export: a real 202 challenge, approved in the dialog, stamped by the session key; reveal on request.
    await exporter.updateComplete;
    await userEvent.click(shadow(exporter, '[part=start-button]'));
    const dialog = await openDialogIn(exporter);
    expect(shadow(dialog, '[part=operation]').textContent).toContain("Export your wallet's recovery phrase");
    expect(dialog.request!.payloadToSign).toContain('clientPublicKey');
    expect(shadow(dialog, '[part=raw] pre').textContent).toBe(dialog.request!.payloadToSign);
    await approveIn(exporter);
    await vi.waitFor(() => expect(exporter.holdsPhrase).toBe(true), { timeout: 10_000 });
    await exporter.updateComplete;
    await userEvent.click(shadow(exporter, '[part=reveal-button]'));
    await exporter.updateComplete;
    const words = [...exporter.shadowRoot!.querySelectorAll('[part=words] li')].map((li) => li.textContent);
    expect([12, 24]).toContain(words.length);
    expect(words.every((w) => /^[a-z]+$/.test(w ?? ''))).toBe(true);
    await userEvent.click(shadow(exporter, '[part=done-button]'));
    expect(exporter.holdsPhrase).toBe(false);

    // Sign out of this browser: the service revokes the session, the keys go, everyone hears kh-session null.
    await userEvent.click(shadow(list, '[part=sign-out-button]'));
    await vi.waitFor(() => expect(sessions.at(-1)).toBeNull(), { timeout: 10_000 });
    expect(wallet.session).toBeNull();
    wallet.close();
  });

  it('adds a passkey with approval, then removing the email credential asks for re-auth with the passkey', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    await withVirtualAuthenticator(async () => {
      const wallet = await readyWallet();
      const root = mount<HTMLDivElement>(
        '<div><kh-sign-in methods="email"></kh-sign-in><kh-credential-manager></kh-credential-manager><kh-reauth></kh-reauth></div>',
      );
      const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
      const manager = root.querySelector<KhCredentialManager>('kh-credential-manager')!;
      const reauth = root.querySelector<KhReauth>('kh-reauth')!;
      for (const el of [signIn, manager, reauth]) el.wallet = wallet;
      const sessions: unknown[] = [];
      const revoked: string[] = [];
      document.addEventListener('kh-session', (e) => sessions.push(e.detail.session));
      manager.addEventListener('kh-credential-revoked', (e) => revoked.push(e.detail.credentialId));
      await signInByEmail(signIn, sessions);
      const emailCredentialId = wallet.session!.credentialId;

      // Add a passkey: the account has a credential, so the service asks for a signed approval.
      await vi.waitFor(() => expect(manager.credentials?.length).toBe(1), { timeout: 10_000 });
      await manager.updateComplete;
      await userEvent.click(shadow(manager, '[part=add-passkey-button]'));
      await manager.updateComplete;
      await userEvent.click(shadow(manager, '[part=add-form] button[type=submit]'));
      await approveIn(manager);
      await vi.waitFor(
        () => expect(manager.credentials?.map((c) => c.type).sort()).toEqual(['EMAIL_OTP', 'PASSKEY']),
        {
          timeout: 10_000,
        },
      );

      // Remove the email credential: the current session came from it, so the core asks for a session of
      // another credential; <kh-reauth> offers every method and the passkey signs in.
      const emailRow = [...manager.shadowRoot!.querySelectorAll('[part=item]')].find((li) =>
        li.textContent!.includes(email),
      )!;
      await userEvent.click(emailRow.querySelector<HTMLElement>('[part=remove-button]')!);
      await approveIn(manager);
      await vi.waitFor(() => expect(reauth.open).toBe(true), { timeout: 10_000 });
      const reauthSignIn = shadow<KhSignIn>(reauth, 'kh-sign-in');
      await reauthSignIn.updateComplete;
      await userEvent.click(shadow(reauthSignIn, '[part=passkey-button]'));
      await vi.waitFor(() => expect(revoked).toEqual([emailCredentialId]), { timeout: 15_000 });
      expect(reauth.open).toBe(false);
      expect(wallet.session?.credentialType).toBe('PASSKEY');
      await vi.waitFor(() => expect(manager.credentials?.map((c) => c.type)).toEqual(['PASSKEY']), {
        timeout: 10_000,
      });
      wallet.close();
    });
  });

  it('email code step against the real service: a wrong code, a rate-limited resend, then the right code', async () => {
    const wallet = await readyWallet();
    const signIn = mount<KhSignIn>('<kh-sign-in methods="email"></kh-sign-in>');
    signIn.wallet = wallet;
    const sessions: unknown[] = [];
    const errors: { code: string; status?: number | undefined; retryAfter?: number | undefined }[] = [];
    signIn.addEventListener('kh-session', (e) => sessions.push(e.detail.session));
    signIn.addEventListener('kh-error', (e) => errors.push(e.detail.error));
    await signIn.updateComplete;
    const otp = await requestEmailCode(signIn, email);
    const code = await commands.readOtpCode(email);
    // Not the sandbox's magic 000000, which always works.
    const wrong = code === '999999' ? '999998' : '999999';
    await userEvent.click(shadow(otp, 'input'));
    await userEvent.keyboard(wrong);
    await vi.waitFor(() => expect(otp.error).not.toBe(''), { timeout: 10_000 });
    expect(errors.at(-1)?.status).toBe(401);
    expect(otp.error).toBe('That code is not right. Check it and try again.');
    expect(otp.validity.customError).toBe(true);

    // The service allows one code per interval: an immediate resend gets 429 with Retry-After.
    otp.startResendCooldown(0);
    await otp.updateComplete;
    await userEvent.click(shadow(otp, '[part=resend]'));
    await vi.waitFor(() => expect(errors.at(-1)?.code).toBe('RATE_LIMITED'), { timeout: 10_000 });
    expect(errors.at(-1)?.retryAfter).toBeGreaterThan(0);
    expect(otp.resendRemaining).toBeGreaterThan(0);

    // The wrong code was cleared (the reason stays shown); type the right one.
    expect(otp.value).toBe('');
    await userEvent.click(shadow(otp, 'input'));
    await userEvent.keyboard(code);
    await vi.waitFor(() => expect(sessions).toHaveLength(1), { timeout: 10_000 });
    wallet.close();
  });

  it('credential setup: a new account creates its first passkey (no approval needed) and is signed in', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    await withVirtualAuthenticator(async () => {
      const wallet = await readyWallet();
      const signIn = mount<KhSignIn>('<kh-sign-in methods="passkey passkey-create"></kh-sign-in>');
      signIn.wallet = wallet;
      const sessions: unknown[] = [];
      signIn.addEventListener('kh-session', (e) => sessions.push(e.detail.session));
      await signIn.updateComplete;
      // No passkey yet: sign-in explains it.
      await userEvent.click(shadow(signIn, '[part=passkey-button]'));
      await vi.waitFor(() => expect(shadow(signIn, '[part=error]')).not.toBeNull(), { timeout: 10_000 });
      await userEvent.click(shadow(signIn, '[part=create-passkey-button]'));
      await signIn.updateComplete;
      await userEvent.click(shadow(signIn, 'form button[type=submit]'));
      await vi.waitFor(() => expect(sessions).toHaveLength(1), { timeout: 10_000 });
      expect(wallet.session).toMatchObject({ credentialType: 'PASSKEY', nickname: 'My passkey' });
      expect(shadow<KhApproveDialog>(signIn, 'kh-approve-dialog').open).toBe(false);
      wallet.close();
    });
  });

  it('signs out another device: the session list revokes it with an approved, stamped request', async () => {
    // "Another device": a second wallet with its own key store signs in to the same account.
    const other = await readyWallet({ keyStore: createMemoryKeyStore() });
    const otherSignIn = mount<KhSignIn>('<kh-sign-in methods="email"></kh-sign-in>');
    otherSignIn.wallet = other;
    const otherSessions: unknown[] = [];
    otherSignIn.addEventListener('kh-session', (e) => otherSessions.push(e.detail.session));
    await signInByEmail(otherSignIn, otherSessions);
    const otherId = other.session!.id;
    otherSignIn.remove();

    const wallet = await readyWallet();
    const root = mount<HTMLDivElement>(
      '<div><kh-sign-in methods="email"></kh-sign-in><kh-session-list></kh-session-list></div>',
    );
    const signIn = root.querySelector<KhSignIn>('kh-sign-in')!;
    const list = root.querySelector<KhSessionList>('kh-session-list')!;
    signIn.wallet = wallet;
    list.wallet = wallet;
    const sessions: unknown[] = [];
    signIn.addEventListener('kh-session', (e) => sessions.push(e.detail.session));
    const revoked: string[] = [];
    list.addEventListener('kh-session-revoked', (e) => revoked.push(e.detail.sessionId));
    await signInByEmail(signIn, sessions);
    expect(wallet.session!.id).not.toBe(otherId);

    await vi.waitFor(
      () => expect(list.sessions?.map((s) => s.id).sort()).toEqual([otherId, wallet.session!.id].sort()),
      {
        timeout: 10_000,
      },
    );
    await list.updateComplete;
    const row = list.shadowRoot!.querySelector(`[part=item][data-id="${otherId}"]`)!;
    await userEvent.click(row.querySelector<HTMLElement>('[part=revoke-button]')!);
    await approveIn(list);
    await vi.waitFor(() => expect(revoked).toEqual([otherId]), { timeout: 10_000 });
    await vi.waitFor(() => expect(list.sessions?.map((s) => s.id)).toEqual([wallet.session!.id]), {
      timeout: 10_000,
    });
    wallet.close();
    other.close();
  });
});
