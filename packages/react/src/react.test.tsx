import type { Wallet } from '@keyhold/core';
import type { KhApproveDialog, KhOtpInput } from '@keyhold/elements';
import type { KhSignIn } from '@keyhold/elements/sign-in';
import { StrictMode, useEffect, useRef, version, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import {
  ApproveDialog,
  Export,
  KeyholdProvider,
  SessionStatus,
  SignIn,
  useSession,
  useSignedRequest,
  useWallet,
} from './index.js';

// React 19 (project react-browser) and React 18.3 (react18-browser) under StrictMode (double render,
// double effects) in real Chromium, against the real
// @keyhold/server wallet handler and @keyhold/sandbox as HTTP servers.
const email = 'ada@example.com';
let backendUrl = '';
let root: Root | null = null;
let host: HTMLDivElement;

beforeEach(async () => {
  ({ backendUrl } = await commands.startWalletBackend(location.origin));
  host = document.createElement('div');
  document.body.replaceChildren(host);
});
afterEach(() => {
  root?.unmount();
  root = null;
});
afterAll(async () => {
  await commands.stopWalletBackend();
});

function render(ui: ReactNode) {
  root = createRoot(host);
  flushSync(() => root!.render(<StrictMode>{ui}</StrictMode>));
}

const shadow = <T extends Element = HTMLElement>(el: Element, selector: string): T =>
  el.shadowRoot!.querySelector<T>(selector)!;

/** Signs in through <SignIn> with a real emailed code. */
async function signInByEmail(): Promise<void> {
  const signIn = await vi.waitFor(() => {
    const el = host.querySelector<KhSignIn>('kh-sign-in');
    expect(el?.wallet).toBeTruthy();
    return el!;
  });
  await signIn.updateComplete;
  await userEvent.click(shadow(signIn, '[part=email-input]'));
  await userEvent.keyboard(`${email}{Enter}`);
  const otp = await vi.waitFor(
    () => {
      const el = shadow<KhOtpInput>(signIn, 'kh-otp-input');
      expect(el).not.toBeNull();
      return el;
    },
    { timeout: 10_000 },
  );
  const code = await commands.readOtpCode(email);
  await userEvent.click(shadow(otp, 'input'));
  await userEvent.keyboard(code);
}

describe('KeyholdProvider', () => {
  it('runs on the React release its project names', () => {
    expect(version).toBe(inject('reactVersion'));
  });

  it('creates one wallet under StrictMode, gives it to every hook and element, and closes it on unmount', async () => {
    const seen = new Set<Wallet>();
    function Probe() {
      const wallet = useWallet();
      if (wallet) seen.add(wallet);
      return null;
    }
    render(
      <KeyholdProvider backendUrl={backendUrl}>
        <Probe />
        <SignIn methods={['email']} />
      </KeyholdProvider>,
    );
    await vi.waitFor(() => expect(seen.size).toBe(1));
    const [wallet] = [...seen] as [Wallet];
    // Survives StrictMode's simulated unmount/remount: still open, still the same one, given to the element.
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.size).toBe(1);
    expect(host.querySelector<KhSignIn>('kh-sign-in')!.wallet).toBe(wallet);

    let closed = 0;
    const close = wallet.close.bind(wallet);
    wallet.close = () => {
      closed++;
      close();
    };
    root!.unmount();
    root = null;
    await vi.waitFor(() => expect(closed).toBe(1));
  });

  it('a new backendUrl closes the old wallet and makes a new one', async () => {
    const seen: Wallet[] = [];
    function Probe() {
      const wallet = useWallet();
      useEffect(() => {
        if (wallet && !seen.includes(wallet)) seen.push(wallet);
      }, [wallet]);
      return null;
    }
    const ui = (url: string) => (
      <KeyholdProvider backendUrl={url}>
        <Probe />
      </KeyholdProvider>
    );
    render(ui(backendUrl));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    let closed = 0;
    const first = seen[0]!;
    const close = first.close.bind(first);
    first.close = () => {
      closed++;
      close();
    };
    flushSync(() => root!.render(<StrictMode>{ui(`${backendUrl}/`)}</StrictMode>));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(closed).toBe(1);
    expect(seen[1]).not.toBe(first);
  });

  it('useWallet is null outside a provider', () => {
    let value: Wallet | null | undefined;
    function Probe() {
      value = useWallet();
      return null;
    }
    render(<Probe />);
    expect(value).toBeNull();
  });
});

describe('hooks and components on the real backend', () => {
  // A whole journey (sign-in by email code, then an export approved and decrypted, real crypto against the
  // real backend) rather than a unit: its budget is a journey's, as the e2e specs' are. Every wait inside is
  // bound by a condition; under CI's three jobs on two cores Firefox needs about 18 s for it.
  it(
    'signs in with <SignIn> (onKhSession), useSession follows, and useSignedRequest approves an export in <ApproveDialog>',
    { timeout: 45_000 },
    async () => {
      const sessions: unknown[] = [];
      const outcome: { phrase?: string | undefined; states: string[] } = { states: [] };

      function Wallet() {
        const wallet = useWallet();
        const { session, ready } = useSession();
        const exportRequest = useSignedRequest<string>();
        const dialog = useRef<KhApproveDialog>(null);
        outcome.states.push(exportRequest.state);
        useEffect(() => {
          if (exportRequest.request) void dialog.current?.show(exportRequest.request);
        }, [exportRequest.request]);
        return (
          <>
            <p data-testid="status">
              {ready ? (session ? `signed in as ${session.nickname}` : 'signed out') : 'loading'}
            </p>
            {/* Stays mounted: its kh-session event may come after the provider's session re-render. */}
            <SignIn methods={['email']} onKhSession={(e) => sessions.push(e.detail.session)} />
            <button
              type="button"
              disabled={!session || !wallet}
              onClick={() => {
                void exportRequest.hold(wallet!.exportWallet()).then((phrase) => (outcome.phrase = phrase));
              }}
            >
              Export
            </button>
            <ApproveDialog ref={dialog} />
            <Export />
          </>
        );
      }

      render(
        <KeyholdProvider backendUrl={backendUrl}>
          <Wallet />
        </KeyholdProvider>,
      );
      const status = () => host.querySelector('[data-testid=status]')!.textContent;
      await vi.waitFor(() => expect(status()).toBe('signed out'), { timeout: 10_000 });
      expect(host.querySelector<HTMLElement & { wallet?: unknown }>('kh-export')!.wallet).toBeTruthy();

      await signInByEmail();
      await vi.waitFor(() => expect(status()).toBe(`signed in as ${email}`), { timeout: 10_000 });
      // The element's kh-session may come a moment after the provider's own session re-render.
      await vi.waitFor(() => expect(sessions).toHaveLength(1), { timeout: 10_000 });

      // Export through the hook: the request is held, shown in the dialog, approved there, and settles.
      await userEvent.click(host.querySelector('button')!);
      const dialog = host.querySelector<KhApproveDialog>('kh-approve-dialog')!;
      await vi.waitFor(() => expect(dialog.open).toBe(true), { timeout: 10_000 });
      expect(outcome.states).toContain('pending');
      await dialog.updateComplete;
      expect(shadow(dialog, '[part=operation]').textContent).toMatch(/recovery phrase/i);
      await userEvent.click(shadow(dialog, '[part=approve-button]'));
      await vi.waitFor(() => expect(outcome.phrase?.split(' ').length).toBeGreaterThanOrEqual(12), {
        timeout: 10_000,
      });
      // The phrase arrives before the re-render that reports the state: wait for that render.
      await vi.waitFor(() => expect(outcome.states.at(-1)).toBe('approved'));
    },
  );

  it('useSignedRequest: a declined request resolves undefined and leaves no error', async () => {
    const handle: { current?: ReturnType<typeof useSignedRequest<string>> } = {};
    function Probe() {
      handle.current = useSignedRequest<string>();
      return <SignIn methods={['email']} />;
    }
    render(
      <KeyholdProvider backendUrl={backendUrl}>
        <Probe />
      </KeyholdProvider>,
    );
    await signInByEmail();
    const wallet = host.querySelector<KhSignIn>('kh-sign-in')!.wallet as unknown as Wallet;
    await vi.waitFor(() => expect(wallet.session).not.toBeNull(), { timeout: 10_000 });
    const settled = handle.current!.hold(wallet.exportWallet());
    await vi.waitFor(() => expect(handle.current!.request).not.toBeNull(), { timeout: 10_000 });
    handle.current!.reject();
    await expect(settled).resolves.toBeUndefined();
    await vi.waitFor(() => expect(handle.current!.state).toBe('rejected'));
    expect(handle.current!.request).toBeNull();
    expect(handle.current!.error).toBeNull();
  });

  it('<SessionStatus> takes the provider wallet, shows the session, and its sign-out fires onKhSession null', async () => {
    const ended: unknown[] = [];
    render(
      <KeyholdProvider backendUrl={backendUrl}>
        <SignIn methods={['email']} />
        <SessionStatus onKhSession={(e) => ended.push(e.detail.session)} />
      </KeyholdProvider>,
    );
    const status = await vi.waitFor(() => {
      const el = host.querySelector<HTMLElement & { wallet?: unknown; updateComplete: Promise<boolean> }>(
        'kh-session-status',
      );
      expect(el?.wallet).toBeTruthy();
      return el!;
    });
    await signInByEmail();
    await vi.waitFor(
      () => expect(shadow(status, '[part=status]').textContent).toContain(`Signed in with ${email}.`),
      {
        timeout: 10_000,
      },
    );
    await userEvent.click(shadow(status, '[part=sign-out-button]'));
    await vi.waitFor(() => expect(ended).toEqual([null]), { timeout: 10_000 });
    await status.updateComplete;
    expect(shadow(status, '[part=status]').textContent).toContain('You are not signed in to your wallet.');
  });
});
