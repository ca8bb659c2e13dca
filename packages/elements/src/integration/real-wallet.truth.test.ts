import { createMemoryKeyStore, createWallet, type Wallet } from '@keyhold/core';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../all.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhExport } from '../export/export.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import type { KhSessionList } from '../session-list/session-list.js';
import { mount } from '../test-support/axe.js';
import { requestEmailCode, shadow } from '../test-support/sign-in-steps.js';

// Issue 12 on the real path (core in this page, @keyhold/server handler and sandbox as real HTTP servers):
// the service's clock (defect 5) and sign-out reaching other tabs (defect 11).
const email = 'grace@example.com';
let backendUrl = '';

beforeEach(async () => {
  document.body.replaceChildren();
  ({ backendUrl } = await commands.startWalletBackend(location.origin));
});

afterAll(async () => {
  document.body.replaceChildren();
  await commands.stopWalletBackend();
});

async function walletSignedIn(channelName: string, keyStore = createMemoryKeyStore()): Promise<Wallet> {
  const wallet = createWallet({ backendUrl, keyStore, channelName });
  await wallet.ready;
  const challenge = await wallet.emailOtp.start({ email });
  await challenge.verify(await commands.readOtpCode(email));
  return wallet;
}

describe('issue 12 on the real stack', () => {
  it('defect 5: after the sandbox clock moved ahead, the approval counts down about 5:00 (the service clock)', async () => {
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
    wallet.close();
  });

  it("defect 11: signing out in one tab signs the other tab's elements out", async () => {
    const channelName = `tabs-${Math.random()}`;
    const keyStore = createMemoryKeyStore();
    const tabA = await walletSignedIn(channelName, keyStore);
    // The second tab: its own Wallet on the same store and channel, restoring the session.
    const tabB = createWallet({ backendUrl, keyStore, channelName });
    await tabB.ready;
    expect(tabB.session?.id).toBe(tabA.session!.id);
    const list = mount<KhSessionList>('<kh-session-list></kh-session-list>');
    list.wallet = tabB;
    await vi.waitFor(() => expect(list.sessions?.length).toBe(1), { timeout: 10_000 });
    await tabA.signOut();
    await vi.waitFor(() => expect(tabB.session).toBeNull(), { timeout: 10_000 });
    await list.updateComplete;
    expect(shadow(list, '[part=card]').textContent).toContain('Sign in to manage your wallet.');
    tabA.close();
    tabB.close();
  });

  it('defect 1: five wrong codes burn the code; the right one typed then is still refused in words, until a new code is sent', async () => {
    const wallet = createWallet({
      backendUrl,
      keyStore: createMemoryKeyStore(),
      channelName: `o-${Math.random()}`,
    });
    await wallet.ready;
    const signIn = mount<KhSignIn>('<kh-sign-in methods="email"></kh-sign-in>');
    signIn.wallet = wallet;
    await signIn.updateComplete;
    const otp = await requestEmailCode(signIn, email);
    const code = await commands.readOtpCode(email);
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
        const next = await commands.readOtpCode(email);
        expect(next).not.toBe(code);
        return next;
      },
      { timeout: 10_000 },
    );
    await userEvent.click(shadow(otp, 'input'));
    await userEvent.keyboard(fresh);
    await vi.waitFor(() => expect(wallet.session).not.toBeNull(), { timeout: 10_000 });
    wallet.close();
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
    other.close();
    wallet.close();
  });
});
