import type { Wallet } from '@keyhold/core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import '../session-list/define.js';
import type { KhSessionList } from '../session-list/session-list.js';
import { cleanup, mount } from '../test-support/axe.js';
import {
  closeRealWallets,
  realWallet,
  signInHeadless,
  startRealStack,
  type RealStack,
} from '../test-support/real-stack.js';

// The order of a session-bound list's loads (SessionResource, behind <kh-session-list> and
// <kh-credential-manager>), on the real core, wallet handler and sandbox. One list answer is held in the
// page after the service gave it, as a slow network would hold it, so the order is the same in every run:
// a refresh asked for after a change must show the change, whatever an older answer does meanwhile.
const email = 'ada@example.com';
let stack: RealStack;

beforeEach(async () => {
  stack = await startRealStack({ sandboxProcess: false });
});
afterEach(() => {
  cleanup();
  closeRealWallets();
});
afterAll(() => commands.stopWalletBackend());

/**
 * Holds the wallet's next `listSessions()` answer: the request goes to the service at once, its answer is
 * kept from the caller until `release()`; `answered` resolves once the service has answered.
 */
function holdNextSessionList(wallet: Wallet): { answered: Promise<void>; release: () => void } {
  const original = wallet.listSessions.bind(wallet);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  wallet.listSessions = async () => {
    wallet.listSessions = original;
    const sessions = await original();
    answer();
    await released;
    return sessions;
  };
  return { answered, release };
}

async function listSignedIn(wallet: Wallet): Promise<KhSessionList> {
  await signInHeadless(wallet, email);
  const list = mount<KhSessionList>('<kh-session-list></kh-session-list>');
  list.wallet = wallet;
  await vi.waitFor(() => expect(list.sessions?.length).toBe(1), { timeout: 10_000 });
  return list;
}

describe('a session-bound list loads in order', { timeout: 60_000 }, () => {
  it('a refresh asked for while an older load is on its way shows the change (the older answer is not shown over it)', async () => {
    const wallet = await realWallet(stack);
    const list = await listSignedIn(wallet);
    const slow = holdNextSessionList(wallet);
    const older = list.refresh();
    await slow.answered;

    // The account gets a second session after the service gave the older answer (one session).
    await signInHeadless(await realWallet(stack), email);
    const newer = list.refresh();
    slow.release();
    await Promise.all([older, newer]);

    expect(list.sessions?.length).toBe(2);
    await list.updateComplete;
    expect(list.shadowRoot!.querySelectorAll('[part=item]')).toHaveLength(2);
  });

  it("a list loaded for the previous session is never shown for the next one (the next one's list is)", async () => {
    const wallet = await realWallet(stack);
    const list = await listSignedIn(wallet);
    const previous = wallet.session!.id;
    const slow = holdNextSessionList(wallet);
    const older = list.refresh();
    await slow.answered;

    // Signed out and in again: the previous session is revoked, the list is the new session's.
    await wallet.signOut();
    await signInHeadless(wallet, email);
    const current = wallet.session!.id;
    expect(current).not.toBe(previous);
    slow.release();
    await older;

    await vi.waitFor(() => expect(list.sessions?.map((s) => s.id)).toEqual([current]), { timeout: 10_000 });
    await list.updateComplete;
    expect(list.shadowRoot!.querySelectorAll('[part=item]')).toHaveLength(1);
    expect(list.shadowRoot!.querySelector('[part=current-badge]')?.textContent).toBe('This browser');
  });
});
