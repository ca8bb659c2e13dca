import { afterEach, describe, expect, it, vi } from 'vitest';
import './define.js';
import { cleanup, expectNoAxeViolations } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import { flush } from '../test-support/flush.js';
import { mountSignIn, shadow } from '../test-support/sign-in-steps.js';
import type { WalletSession } from '../shared/wallet.js';

// <kh-sign-in> in frame mode hosts the vault frame's sign-in view in its `vault` part instead of its own
// email form (the real frame, core and backend run in the core's flow tests and the e2e frame-mode specs;
// here the element's side: where it mounts, what it emits, how it fails and lets go).

interface SignInCall {
  container?: HTMLElement;
  methods?: string[];
  display?: () => unknown;
  email?: string;
  signal?: AbortSignal;
  finish(error?: Error): Promise<void>;
}

/** A frame-mode wallet: `signInInVault` mounts a stand-in frame where it is told and waits for the test. */
class FrameWallet extends FakeWallet {
  readonly mode = 'frame';
  readonly vaultCalls: SignInCall[] = [];
  setApprovalContainer(): void {}
  signInInVault(options: Omit<SignInCall, 'finish'>): Promise<WalletSession> {
    const frame = document.createElement('iframe');
    frame.title = 'Sign in with Keyhold';
    options.container?.append(frame);
    // As in the core, once the frame answered, the session is recorded whatever happens to the signal.
    let answered = false;
    return new Promise<WalletSession>((resolve, reject) => {
      options.signal?.addEventListener('abort', () => {
        if (answered) return;
        frame.remove();
        reject(Object.assign(new Error('This request was rejected.'), { code: 'REJECTED' }));
      });
      this.vaultCalls.push({
        ...options,
        finish: async (error) => {
          answered = true;
          frame.remove();
          if (error) return reject(error);
          const challenge = await this.emailOtp.start({ email: 'ada@example.com' });
          resolve(await challenge.verify(this.code));
        },
      });
    });
  }
}

afterEach(() => cleanup());

describe('<kh-sign-in> in frame mode', () => {
  it('mounts the vault’s sign-in view in its vault part, instead of its email form', async () => {
    const wallet = new FrameWallet();
    const { el, sessions } = await mountSignIn(wallet, '<kh-sign-in email="ada@example.com"></kh-sign-in>');
    await vi.waitFor(() => expect(wallet.vaultCalls).toHaveLength(1));
    const call = wallet.vaultCalls[0]!;
    expect(call.container).toBe(shadow(el, '[part=vault]'));
    expect(call.container!.querySelector('iframe')).not.toBeNull();
    expect(call.email).toBe('ada@example.com');
    // Every way in by default; the frame shows those it runs (OAuth where the vault names a provider).
    expect(call.methods).toEqual(['email', 'passkey', 'oauth']);
    expect(call.display?.()).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(shadow(el, '[part=email-form]')).toBeNull();
    // Every way in is the frame's: no passkey, OAuth or create-passkey button of the page beside it.
    expect(shadow(el, '[part=passkey-button]')).toBeNull();
    expect(shadow(el, '[part=create-passkey-button]')).toBeNull();
    (el as HTMLElement & { oauthProviders: unknown }).oauthProviders = [
      {
        id: 'idp',
        label: 'Continue with IdP',
        provider: { authorizationEndpoint: 'https://idp.example/a', clientId: 'c' },
      },
    ];
    await flush(el);
    expect(shadow(el, '[part=oauth-button]')).toBeNull();
    expect(shadow(el, '[part=vault]')).toBe(call.container);
    await expectNoAxeViolations(el);
    await call.finish();
    await vi.waitFor(() => expect(sessions).toHaveLength(1));
    await flush(el);
    expect(shadow(el, '[part=vault]')).toBeNull();
    expect(wallet.vaultCalls).toHaveLength(1);
  });

  it('asks the frame for the element’s methods only', async () => {
    const wallet = new FrameWallet();
    await mountSignIn(wallet, '<kh-sign-in methods="email passkey-create"></kh-sign-in>');
    await vi.waitFor(() => expect(wallet.vaultCalls).toHaveLength(1));
    expect(wallet.vaultCalls[0]!.methods).toEqual(['email', 'passkey']);
  });

  it('says a failure, offers to try again, and mounts a new frame when asked', async () => {
    const wallet = new FrameWallet();
    const { el, errors } = await mountSignIn(wallet);
    await vi.waitFor(() => expect(wallet.vaultCalls).toHaveLength(1));
    await wallet.vaultCalls[0]!.finish(
      Object.assign(new Error('The vault cannot use its storage.'), { code: 'VAULT_STORAGE_BLOCKED' }),
    );
    await vi.waitFor(() => expect(errors).toEqual(['VAULT_STORAGE_BLOCKED']));
    await flush(el);
    expect(shadow(el, '[part=error]').textContent).not.toContain('VAULT_');
    expect(wallet.vaultCalls).toHaveLength(1);
    shadow<HTMLButtonElement>(el, '[part=vault-retry]').click();
    await vi.waitFor(() => expect(wallet.vaultCalls).toHaveLength(2));
    expect(shadow(el, '[part=error]')).toBeNull();
  });

  it('keeps its own email form when the vault names no backend (a vault configured before backendUrl)', async () => {
    const wallet = new FrameWallet();
    const { el, errors } = await mountSignIn(wallet);
    await vi.waitFor(() => expect(wallet.vaultCalls).toHaveLength(1));
    await wallet.vaultCalls[0]!.finish(
      Object.assign(new Error('The vault has no backendUrl.'), { code: 'INVALID_CONFIG' }),
    );
    await vi.waitFor(() => expect(shadow(el, '[part=email-form]')).not.toBeNull());
    expect(shadow(el, '[part=vault]')).toBeNull();
    expect(shadow(el, '[part=error]')).toBeNull();
    expect(errors).toEqual([]);
    expect(wallet.vaultCalls).toHaveLength(1);
  });

  it('lets the frame go when the element leaves the page', async () => {
    const wallet = new FrameWallet();
    const { el } = await mountSignIn(wallet);
    await vi.waitFor(() => expect(wallet.vaultCalls).toHaveLength(1));
    el.remove();
    expect(wallet.vaultCalls[0]!.signal?.aborted).toBe(true);
  });

  it('keeps its own email form in page mode', async () => {
    const { el } = await mountSignIn();
    expect(shadow(el, '[part=email-form]')).not.toBeNull();
    expect(shadow(el, '[part=vault]')).toBeNull();
  });
});
