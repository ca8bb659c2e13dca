import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import '../reauth/define.js';
import type { KhReauth } from '../reauth/reauth.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhSessionStatus } from './session-status.js';
import { flush } from '../test-support/flush.js';

// A session-status element (expiring soon, expired, revoked, re-auth).

const status = (el: KhSessionStatus) => ({
  textContent: el.shadowRoot!.querySelector<HTMLElement>('[part=status]')!.textContent!.trim(),
});

afterEach(cleanup);

describe('<kh-session-status>', () => {
  it('active, expiring soon, then revoked is not called expired; "Sign in again" opens <kh-reauth>', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    const root = mount<HTMLDivElement>(
      '<div><kh-session-status></kh-session-status><kh-reauth></kh-reauth></div>',
    );
    const el = root.querySelector<KhSessionStatus>('kh-session-status')!;
    const reauth = root.querySelector<KhReauth>('kh-reauth')!;
    el.wallet = wallet;
    reauth.wallet = wallet;
    await flush(el);
    expect(el.state).toBe('active');
    expect(status(el).textContent).toMatch(/^Signed in with Laptop\. The session ends in 1[45] minutes\.$/);
    await expectNoAxeViolations(el);
    wallet.dispatchEvent(
      new CustomEvent('session-expiring', { detail: { session: wallet.session, secondsLeft: 60 } }),
    );
    await flush(el);
    expect(el.state).toBe('expiring');
    expect(status(el).textContent).toContain('Signing anything after that asks you to sign in again.');
    wallet.revoke();
    await flush(el);
    expect(el.state).toBe('revoked');
    expect(status(el).textContent).toBe(
      'Your session was signed out from another device or browser. Sign in again to continue.',
    );
    await userEvent.click(el.shadowRoot!.querySelector<HTMLElement>('[part=sign-in-again-button]')!);
    await reauth.updateComplete;
    expect(reauth.open).toBe(true);
    reauth.close();
  });

  it('reads the expiry on the service clock: a sandbox clock moved ahead shortens it, and 55 s left is not "now"', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    // The service's clock is 14 minutes ahead of this device's: the session (15 minutes on the device's
    // estimate) has about a minute left there.
    const ahead = 14 * 60_000;
    Object.assign(wallet, { serviceNow: () => Date.now() + ahead });
    wallet.session = {
      ...wallet.session!,
      serviceExpiresAt: new Date(Date.now() + ahead + 55_000).toISOString(),
    };
    const el = mount<KhSessionStatus>('<kh-session-status></kh-session-status>');
    el.wallet = wallet;
    await flush(el);
    expect(status(el).textContent).toMatch(/^Signed in with Laptop\. The session ends in 5[45] seconds\.$/);
    expect(el.shadowRoot!.querySelector('time')!.getAttribute('datetime')).toBe(
      wallet.session.serviceExpiresAt,
    );
  });

  it("an expiry says expired; sign-out uses the session list's words", async () => {
    const wallet = new FakeWallet({ signedIn: true });
    const el = mount<KhSessionStatus>('<kh-session-status></kh-session-status>');
    el.wallet = wallet;
    await flush(el);
    expect(el.shadowRoot!.querySelector('[part=sign-out-button]')!.textContent!.trim()).toBe(
      'Sign out of this browser',
    );
    wallet.expire();
    await flush(el);
    expect(status(el).textContent).toBe('Your session expired. Sign in again to use your wallet.');
  });
});
