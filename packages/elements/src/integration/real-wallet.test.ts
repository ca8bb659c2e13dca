import { createMemoryKeyStore } from '@keyhold/core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../all.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhCredentialManager } from '../credential-manager/credential-manager.js';
import type { KhReauth } from '../reauth/reauth.js';
import type { KhExport } from '../export/export.js';
import type { KhSessionList } from '../session-list/session-list.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import { expectNoAxeViolations, mount } from '../test-support/axe.js';
import {
  approveIn,
  closeRealWallets,
  openDialogIn,
  realWallet,
  signInByEmail,
  signInHeadless,
  startRealStack,
  withVirtualAuthenticator,
  type RealStack,
} from '../test-support/real-stack.js';
import { requestEmailCode, shadow } from '../test-support/sign-in-steps.js';
import { noVirtualAuthenticator } from '../../../../test-support/engines.js';

// The components on the real path: @keyhold/core in this page, the @keyhold/server wallet handler and the
// sandbox service as real HTTP servers (started by a Vitest browser command), real HPKE session keys and
// stamps. Passkeys through Chromium's virtual authenticator (skipped with the reason in engines without
// one); OAuth popups are left to the demo's Playwright tests.
const email = 'ada@example.com';
let stack: RealStack;
// Each test makes a dozen real round trips through two servers (sign-ins, code attempts, approvals): on a
// loaded 2-core machine, Firefox took more than the default 15 s for one that completed.
const REAL_STACK_TIMEOUT = 60_000;

beforeEach(async () => {
  document.body.replaceChildren();
  // The sandbox in the test server's process (a fresh one per test, quicker than a child process).
  stack = await startRealStack({ sandboxProcess: false });
});

afterEach(closeRealWallets);

afterAll(async () => {
  document.body.replaceChildren();
  await commands.stopWalletBackend();
});

/** Signs in through `<kh-sign-in>` by email and waits for its `kh-session` event. */
async function signInWithEvent(signIn: KhSignIn, sessions: unknown[]): Promise<void> {
  await signInByEmail(signIn, email);
  await vi.waitFor(() => expect(sessions.length).toBeGreaterThan(0), { timeout: 10_000 });
}

describe('elements with the real core, server handler and sandbox', { timeout: REAL_STACK_TIMEOUT }, () => {
  it('email sign-in, session list, export with approval and reveal, sign-out', async () => {
    const wallet = await realWallet(stack);
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
    await signInWithEvent(signIn, sessions);
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
  });

  it('adds a passkey with approval, then removing the email credential asks for re-auth with the passkey', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    await withVirtualAuthenticator(async () => {
      const wallet = await realWallet(stack);
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
      await signInWithEvent(signIn, sessions);
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
    });
  });

  it('email code step against the real service: a wrong code, a rate-limited resend, then the right code', async () => {
    const wallet = await realWallet(stack);
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
  });

  it('credential setup: a new account creates its first passkey (no approval needed) and is signed in', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    await withVirtualAuthenticator(async () => {
      const wallet = await realWallet(stack);
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
    });
  });

  it('signs out another device: the session list revokes it with an approved, stamped request', async () => {
    // "Another device": a second wallet with its own key store signs in to the same account.
    const other = await realWallet(stack, { keyStore: createMemoryKeyStore() });
    const otherSignIn = mount<KhSignIn>('<kh-sign-in methods="email"></kh-sign-in>');
    otherSignIn.wallet = other;
    const otherSessions: unknown[] = [];
    otherSignIn.addEventListener('kh-session', (e) => otherSessions.push(e.detail.session));
    await signInWithEvent(otherSignIn, otherSessions);
    const otherId = other.session!.id;
    otherSignIn.remove();

    const wallet = await realWallet(stack);
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
    await signInWithEvent(signIn, sessions);
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
  });
});

describe(
  'the real stack: the service clock, other tabs, burnt codes, sessions told apart',
  { timeout: REAL_STACK_TIMEOUT },
  () => {
    const grace = 'grace@example.com';

    /** A wallet signed in headlessly (as another browser of the same person would be). */
    async function walletSignedIn(channelName: string, keyStore = createMemoryKeyStore()) {
      const wallet = await realWallet(stack, { keyStore, channelName });
      await signInHeadless(wallet, grace);
      return wallet;
    }

    it('after the sandbox clock moved ahead, the approval counts down about 5:00 (the service clock)', async () => {
      const first = await walletSignedIn(`c-${Math.random()}`);
      first.close();
      await commands.advanceSandboxClock(600);
      // A new session: its times are on the service's (advanced) clock.
      const wallet = await walletSignedIn(`d-${Math.random()}`);
      const exporter = mount<KhExport>('<kh-export></kh-export>');
      exporter.wallet = wallet;
      await vi.waitFor(() => expect(shadow(exporter, '[part=start-button]')).not.toBeNull(), {
        timeout: 10_000,
      });
      await userEvent.click(shadow(exporter, '[part=start-button]'));
      const dialog = shadow<KhApproveDialog>(exporter, 'kh-approve-dialog');
      await vi.waitFor(() => expect(dialog.open).toBe(true), { timeout: 10_000 });
      await dialog.updateComplete;
      const text = shadow(dialog, '[part=countdown]').textContent!.trim();
      const [, m, s] = /(\d+):(\d\d)/.exec(text)!;
      const seconds = Number(m) * 60 + Number(s);
      expect(seconds).toBeLessThanOrEqual(302);
      expect(seconds).toBeGreaterThan(240);
      dialog.close();
    });

    it("signing out in one tab signs the other tab's elements out", async () => {
      const channelName = `tabs-${Math.random()}`;
      const keyStore = createMemoryKeyStore();
      const tabA = await walletSignedIn(channelName, keyStore);
      // The second tab: its own Wallet on the same store and channel, restoring the session.
      const tabB = await realWallet(stack, { keyStore, channelName });
      expect(tabB.session?.id).toBe(tabA.session!.id);
      const list = mount<KhSessionList>('<kh-session-list></kh-session-list>');
      list.wallet = tabB;
      await vi.waitFor(() => expect(list.sessions?.length).toBe(1), { timeout: 10_000 });
      await tabA.signOut();
      await vi.waitFor(() => expect(tabB.session).toBeNull(), { timeout: 10_000 });
      await list.updateComplete;
      expect(shadow(list, '[part=card]').textContent).toContain('Sign in to manage your wallet.');
    });

    it('five wrong codes burn the code; the right one typed then is still refused in words, until a new code is sent', async () => {
      const wallet = await realWallet(stack, { keyStore: createMemoryKeyStore() });
      const signIn = mount<KhSignIn>('<kh-sign-in methods="email"></kh-sign-in>');
      signIn.wallet = wallet;
      await signIn.updateComplete;
      const otp = await requestEmailCode(signIn, grace);
      const code = await commands.readOtpCode(grace);
      const wrong = code === '111111' ? '222222' : '111111';
      const type = async (digits: string): Promise<void> => {
        await userEvent.click(shadow(otp, 'input'));
        await userEvent.keyboard(digits);
        // Each attempt ends with the boxes emptied for the next one.
        await vi.waitFor(() => expect(otp.value).toBe(''), { timeout: 10_000 });
        await otp.updateComplete;
      };
      for (let i = 0; i < 4; i++) {
        await type(wrong);
        expect(otp.error).toBe('That code is not right. Check it and try again.');
      }
      await type(wrong);
      const dead = 'Too many wrong codes: this code no longer works. Ask for a new one.';
      expect(otp.error).toBe(dead);
      await type(code);
      expect(otp.error).toBe(dead);
      expect(wallet.session).toBeNull();
      // A new code: the reason goes, and that code signs in.
      await userEvent.click(shadow(otp, '[part=resend]'));
      await vi.waitFor(() => expect(otp.error).toBe(''), { timeout: 10_000 });
      const fresh = await vi.waitFor(
        async () => {
          const next = await commands.readOtpCode(grace);
          expect(next).not.toBe(code);
          return next;
        },
        { timeout: 10_000 },
      );
      await userEvent.click(shadow(otp, 'input'));
      await userEvent.keyboard(fresh);
      await vi.waitFor(() => expect(wallet.session).not.toBeNull(), { timeout: 10_000 });
    });

    it('sessions are told apart: the one this browser signed with says when it was last used here', async () => {
      const keyStore = createMemoryKeyStore();
      // Another browser's session (its own key store): the service lists it, nobody here knows its use.
      const other = await walletSignedIn(`x-${Math.random()}`);
      const wallet = await walletSignedIn(`y-${Math.random()}`, keyStore);
      const list = mount<KhSessionList>('<kh-session-list></kh-session-list>');
      list.wallet = wallet;
      await vi.waitFor(() => expect(list.sessions?.length).toBe(2), { timeout: 10_000 });
      await list.updateComplete;
      // Not signed with yet: no claim of use.
      expect(list.shadowRoot!.querySelector('[part=last-used]')).toBeNull();
      // Sign something with this browser's session (an export, approved: the stamp is made and sent).
      const request = await wallet.exportWallet();
      await request.approve();
      await list.refresh();
      await list.updateComplete;
      const used = [...list.shadowRoot!.querySelectorAll('[part=last-used]')];
      expect(used).toHaveLength(1);
      expect(used[0]!.textContent!.trim()).toBe('Last used here now');
      expect(used[0]!.closest('[part=item]')!.getAttribute('data-id')).toBe(wallet.session!.id);
      const listed = await wallet.listSessions();
      expect(listed.find((s) => s.id === other.session!.id)!.lastUsedHereAt).toBeUndefined();
    });
  },
);
