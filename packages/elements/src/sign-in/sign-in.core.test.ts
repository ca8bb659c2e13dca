import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './define.js';
import { cleanup, mount } from '../test-support/axe.js';
import {
  closeRealWallets,
  realWallet,
  startRealStack,
  withVirtualAuthenticator,
} from '../test-support/real-stack.js';
import { shadow } from '../test-support/sign-in-steps.js';
import { noPageCommands, noVirtualAuthenticator } from '../../../../test-support/engines.js';
import type { KhSignIn } from './sign-in.js';

// <kh-sign-in> on the real stack: the real core in this page, the wallet handler and a sandbox process,
// Chromium's virtual authenticator.

/** Whether `win` may not open a window: Chromium and WebKit answer null, Firefox throws. */
function popupBlocked(win: Window): boolean {
  try {
    return win.open('about:blank') === null;
  } catch {
    return true;
  }
}

afterEach(async () => {
  cleanup();
  closeRealWallets();
  await commands.releaseRequests();
});
afterAll(() => commands.stopWalletBackend());

describe('<kh-sign-in> passkey autofill on the real stack', () => {
  it('the email field offers the account passkey; picking it signs in without pressing a button', async ({
    skip,
  }) => {
    skip(noVirtualAuthenticator !== undefined, noVirtualAuthenticator);
    const stack = await startRealStack();
    await withVirtualAuthenticator(async () => {
      // Another visit made the account's passkey (its first credential: no approval needed).
      const earlier = await realWallet(stack);
      await earlier.passkey.create({ nickname: 'Laptop' });
      await earlier.signOut();

      const wallet = await realWallet(stack);
      expect(wallet.session).toBeNull();
      // A slow network: the passkey challenge the autofill asks for waits, so the field can be seen first.
      await commands.holdRequests('/challenge');
      const signIn = mount<KhSignIn>('<kh-sign-in methods="passkey-autofill passkey email"></kh-sign-in>');
      const sessions: { credentialType: string; nickname?: string | undefined }[] = [];
      signIn.addEventListener('kh-session', (e) => sessions.push(e.detail.session!));
      signIn.wallet = wallet;
      await vi.waitFor(() => expect(shadow(signIn, '[part=passkey-button]')).not.toBeNull(), {
        timeout: 10_000,
      });
      const input = shadow(signIn, '[part=email-input]').shadowRoot!.querySelector('input')!;
      expect(input.getAttribute('autocomplete')).toBe('username webauthn');

      // The person goes to the email field; the browser offers the passkey there (the virtual
      // authenticator takes it at once).
      await userEvent.click(input);
      expect(sessions).toEqual([]);
      await commands.releaseRequests();
      await vi.waitFor(() => expect(sessions).toHaveLength(1), { timeout: 15_000 });
      expect(sessions[0]).toMatchObject({ credentialType: 'PASSKEY', nickname: 'Laptop' });
      expect(wallet.session).toMatchObject({ credentialType: 'PASSKEY' });
      await signIn.updateComplete;
      expect(shadow(signIn, '[part=card]').textContent).toContain('Signed in with Laptop.');
      expect(signIn.shadowRoot!.querySelector('[part=error]')).toBeNull();
    });
  });
});

describe('<kh-sign-in> OAuth when the popup is blocked, on the real stack', () => {
  it('falls back to the redirect: the page goes to the provider and, back with the token, is signed in', async ({
    skip,
  }) => {
    skip(noPageCommands !== undefined, noPageCommands);
    const stack = await startRealStack();
    const email = 'ada.redirect@example.com';
    const dbName = `kh-elements-${crypto.randomUUID()}`;
    const query = new URLSearchParams({
      db: dbName,
      backend: stack.backendUrl,
      issuer: `${stack.sandboxOrigin}/oidc/authorize`,
      email,
    });
    // The app runs in a frame that may not open windows (no allow-popups): the browser blocks the popup.
    const frame = document.createElement('iframe');
    frame.sandbox.add('allow-scripts', 'allow-same-origin', 'allow-forms');
    frame.style.cssText = 'width: 420px; height: 520px';
    let loads = 0;
    frame.addEventListener('load', () => loads++);
    frame.src = `/src/test-support/oauth-return-page.html?${query}`;
    document.body.append(frame);
    const appSignIn = () => frame.contentDocument?.querySelector<KhSignIn>('kh-sign-in') ?? null;
    const button = await vi.waitFor(
      () => {
        const found = appSignIn()?.shadowRoot?.querySelector<HTMLButtonElement>('[part=oauth-button]');
        expect(found).toBeTruthy();
        return found!;
      },
      { timeout: 10_000 },
    );
    expect(popupBlocked(frame.contentWindow!)).toBe(true);
    button.click();
    // The frame itself went to the provider's sign-in page; the person signs in there.
    await commands.submitOidcSignIn();
    // Back on the app's page (a new load, a new wallet over the same IndexedDB): signed in.
    await vi.waitFor(() => expect(frame.contentDocument?.body?.dataset['session']).toBeTruthy(), {
      timeout: 15_000,
    });
    // The page was loaded again (the return from the provider): the first load plus at least that one.
    // Whether the provider's own page in between fires the frame's load event differs by engine and
    // timing (Firefox here: sometimes not), so it is not counted.
    await vi.waitFor(() => expect(loads).toBeGreaterThanOrEqual(2));
    const session = JSON.parse(frame.contentDocument!.body.dataset['session']!) as Record<string, string>;
    expect(session).toMatchObject({ credentialType: 'OAUTH', nickname: email });
    expect(frame.contentDocument!.body.dataset['error']).toBeUndefined();
    // The ID token does not stay in the address bar.
    expect(frame.contentWindow!.location.hash).toBe('');
    await appSignIn()!.updateComplete;
    expect(appSignIn()!.shadowRoot!.textContent).toContain(`Signed in with ${email}.`);
    frame.remove();
  });
});
