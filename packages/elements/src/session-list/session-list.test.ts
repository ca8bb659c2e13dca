import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhSessionList } from './session-list.js';
import { flush } from '../test-support/flush.js';

async function setup() {
  const wallet = new FakeWallet({ signedIn: true });
  wallet.sessions.push({
    id: 'Session:other',
    accountId: 'InternalAccount:1',
    type: 'EMAIL_OTP',
    nickname: 'ada@example.com',
    expiresAt: '2026-05-01T12:00:00Z',
  });
  const el = mount<KhSessionList>('<kh-session-list></kh-session-list>');
  el.wallet = wallet;
  await flush(el);
  return { el, wallet };
}

const q = <T extends Element = HTMLElement>(el: KhSessionList, s: string) =>
  el.shadowRoot!.querySelector<T>(s)!;

afterEach(() => cleanup());

describe('<kh-session-list>', () => {
  it('lists sessions with this browser marked and no sign-out button on it, with no axe violations', async () => {
    const { el } = await setup();
    const items = [...el.shadowRoot!.querySelectorAll('[part=item]')];
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('[part=current-badge]')!.textContent).toBe('This browser');
    expect(items[0]!.querySelector('[part=revoke-button]')).toBeNull();
    expect(items[1]!.querySelector('[part=revoke-button]')!.getAttribute('aria-label')).toBe(
      'Sign out ada@example.com (email code)',
    );
    expect(items[1]!.textContent).toContain('Expires');
    await expectNoAxeViolations(el);
  });

  it('signing out another session is approved in the dialog, then it leaves the list', async () => {
    const { el, wallet } = await setup();
    const revoked: string[] = [];
    el.addEventListener('kh-session-revoked', (e) => revoked.push(e.detail.sessionId));
    await userEvent.click(q(el, '[part=revoke-button]'));
    await flush(el);
    const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
    expect(dialog.shadowRoot!.querySelector('[part=operation]')!.textContent).toContain('Sign out a session');
    await expectNoAxeViolations(dialog);
    await userEvent.click(dialog.shadowRoot!.querySelector<HTMLElement>('[part=approve-button]')!);
    await flush(el);
    expect(revoked).toEqual(['Session:other']);
    expect(wallet.sessions.map((s) => s.id)).toEqual(['Session:1']);
    expect(el.shadowRoot!.querySelectorAll('[part=item]')).toHaveLength(1);
    expect(q(el, '[part=status]').textContent!.trim()).toBe('The session was signed out.');
  });

  it('"Sign out of this browser" signs out and fires kh-session with null', async () => {
    const { el, wallet } = await setup();
    const events: unknown[] = [];
    el.addEventListener('kh-session', (e) => events.push(e.detail.session));
    await userEvent.click(q(el, '[part=sign-out-button]'));
    await flush(el);
    expect(wallet.calls).toContain('signOut');
    expect(events).toEqual([null]);
    expect(el.shadowRoot!.textContent).toContain('Sign in to manage your wallet.');
    expect(q(el, '[part=status]').textContent!.trim()).toBe('You are signed out.');
  });

  it('signing out while the service is unreachable still signs out here and says the service was not told', async () => {
    const { el, wallet } = await setup();
    wallet.signOutUnreachable = true;
    const events: unknown[] = [];
    const errors: string[] = [];
    el.addEventListener('kh-session', (e) => events.push(e.detail.session));
    el.addEventListener('kh-error', (e) => errors.push(e.detail.error.code));
    await userEvent.click(q(el, '[part=sign-out-button]'));
    await flush(el);
    expect(events).toEqual([null]);
    expect(errors).toEqual(['SIGN_OUT_INCOMPLETE']);
    expect(q(el, '[part=error]').textContent).toContain('could not be told');
  });
});
