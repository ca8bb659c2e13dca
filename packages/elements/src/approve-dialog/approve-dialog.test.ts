import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { registerCopy } from '../shared/localize.js';
import { cleanup, deepFocus, expectNoAxeViolations, mount } from '../test-support/axe.js';
import type { ApprovableRequest, KhApproveDialog } from './approve-dialog.js';

const payloadToSign =
  '{"requestId":"7c4a8d09-ca37-4a8b-9a43-0d2a5b6c0e11","type":"REVOKE_SESSION","sessionId":"Session:1f2e"}';

interface FakeRequest extends ApprovableRequest {
  approvals: number;
  rejections: number;
  finish(result?: unknown): void;
  fail(error: unknown): void;
}

/** A SignedRequest-shaped object whose approve() settles when the test says so. */
function fakeRequest(overrides: Partial<ApprovableRequest> = {}): FakeRequest {
  let settle: { resolve(v: unknown): void; reject(e: unknown): void } | null = null;
  const req: FakeRequest = {
    operation: 'REVOKE_SESSION',
    type: 'PASSKEY',
    payloadToSign,
    requestId: '7c4a8d09-ca37-4a8b-9a43-0d2a5b6c0e11',
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    approvals: 0,
    rejections: 0,
    approve() {
      req.approvals++;
      return new Promise((resolve, reject) => (settle = { resolve, reject }));
    },
    reject() {
      req.rejections++;
    },
    finish(result: unknown = { ok: true }) {
      settle?.resolve(result);
    },
    fail(error: unknown) {
      settle?.reject(error);
    },
    ...overrides,
  };
  return req;
}

async function setup(): Promise<{ dialog: KhApproveDialog; opener: HTMLButtonElement }> {
  const root = mount<HTMLDivElement>(
    '<div><button id="opener">Revoke</button><kh-approve-dialog></kh-approve-dialog></div>',
  );
  const dialog = root.querySelector('kh-approve-dialog')!;
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  await dialog.updateComplete;
  opener.focus();
  return { dialog, opener };
}

const part = (d: KhApproveDialog, name: string): HTMLElement =>
  d.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
});

describe('<kh-approve-dialog>', () => {
  it('opens modally showing the operation in words and the payload pretty-printed, focus on the payload, no axe violations', async () => {
    const { dialog } = await setup();
    void dialog.show(fakeRequest());
    await dialog.updateComplete;
    const native = part(dialog, 'dialog') as HTMLDialogElement;
    expect(native.open).toBe(true);
    expect(native.matches(':modal')).toBe(true);
    expect(dialog.open).toBe(true);
    expect(part(dialog, 'operation').textContent!.trim()).toBe('Sign out a session of your wallet');
    expect(part(dialog, 'payload').textContent).toBe(JSON.stringify(JSON.parse(payloadToSign), null, 2));
    const raw = part(dialog, 'raw').querySelector('pre')!;
    expect(raw.textContent).toBe(payloadToSign);
    expect(part(dialog, 'countdown').textContent!.trim()).toMatch(/^Expires in [45]:\d\d$/);
    expect(deepFocus()).toBe(part(dialog, 'payload'));
    await expectNoAxeViolations(dialog);
  });

  it('names the credential type of an ADD_CREDENTIAL request and shows a non-JSON payload as received', async () => {
    const { dialog } = await setup();
    void dialog.show(
      fakeRequest({ operation: 'ADD_CREDENTIAL', type: 'EMAIL_OTP', payloadToSign: 'not json' }),
    );
    await dialog.updateComplete;
    expect(part(dialog, 'operation').textContent!.trim()).toBe('Add an email code to your wallet');
    expect(part(dialog, 'payload').textContent).toBe('not json');
    expect(dialog.shadowRoot!.querySelector('[part=raw]')).toBeNull();
  });

  it('approves once however often Approve is pressed while signing, then closes and returns focus to the opener', async () => {
    const { dialog, opener } = await setup();
    const request = fakeRequest();
    const approved: unknown[] = [];
    dialog.addEventListener('kh-approved', (e) => approved.push(e.detail));
    const outcome = dialog.show(request);
    await dialog.updateComplete;
    const approve = part(dialog, 'approve-button') as HTMLButtonElement;
    approve.click();
    approve.click();
    await dialog.updateComplete;
    expect(approve.disabled).toBe(true);
    expect(approve.textContent!.trim()).toBe('Signing…');
    expect(dialog.busy).toBe(true);
    // Escape and Decline do nothing while the signature is in flight.
    await userEvent.keyboard('{Escape}');
    (part(dialog, 'reject-button') as HTMLButtonElement).click();
    expect(dialog.close()).toBe(false);
    expect((part(dialog, 'dialog') as HTMLDialogElement).open).toBe(true);
    expect(request.approvals).toBe(1);
    expect(request.rejections).toBe(0);
    request.finish({ id: 'done' });
    await expect(outcome).resolves.toEqual({ approved: true, result: { id: 'done' } });
    expect(approved).toEqual([{ operation: 'REVOKE_SESSION', result: { id: 'done' } }]);
    expect((part(dialog, 'dialog') as HTMLDialogElement).open).toBe(false);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Decline rejects the request, fires kh-rejected and returns focus', async () => {
    const { dialog, opener } = await setup();
    const request = fakeRequest();
    const rejected: unknown[] = [];
    dialog.addEventListener('kh-rejected', (e) => rejected.push(e.detail));
    const outcome = dialog.show(request);
    await dialog.updateComplete;
    await userEvent.click(part(dialog, 'reject-button'));
    await expect(outcome).resolves.toEqual({ approved: false });
    expect(request.rejections).toBe(1);
    expect(request.approvals).toBe(0);
    expect(rejected).toEqual([{ operation: 'REVOKE_SESSION' }]);
    expect(document.activeElement).toBe(opener);
  });

  it('Escape asks to close with a cancelable kh-request-close; a vetoed request stays open, an unvetoed one declines', async () => {
    const { dialog, opener } = await setup();
    const request = fakeRequest();
    let veto = true;
    const reasons: string[] = [];
    dialog.addEventListener('kh-request-close', (e) => {
      reasons.push(e.detail.reason);
      if (veto) e.preventDefault();
    });
    const outcome = dialog.show(request);
    await dialog.updateComplete;
    await userEvent.keyboard('{Escape}');
    await tick();
    expect(reasons).toEqual(['escape']);
    expect((part(dialog, 'dialog') as HTMLDialogElement).open).toBe(true);
    expect(request.rejections).toBe(0);
    await userEvent.keyboard('{Escape}');
    await tick();
    expect((part(dialog, 'dialog') as HTMLDialogElement).open).toBe(true);
    veto = false;
    await userEvent.keyboard('{Escape}');
    await expect(outcome).resolves.toEqual({ approved: false });
    expect(reasons).toEqual(['escape', 'escape', 'escape']);
    expect(request.rejections).toBe(1);
    expect(document.activeElement).toBe(opener);
  });

  it('Tab and Shift+Tab cycle inside the modal dialog', async () => {
    const { dialog } = await setup();
    void dialog.show(fakeRequest());
    await dialog.updateComplete;
    const order = [
      part(dialog, 'payload'),
      part(dialog, 'raw').querySelector('summary'),
      part(dialog, 'reject-button'),
      part(dialog, 'approve-button'),
    ];
    expect(deepFocus()).toBe(order[0]);
    for (let i = 1; i <= 8; i++) {
      await userEvent.tab();
      expect(deepFocus()).toBe(order[i % order.length]);
    }
    await userEvent.tab({ shift: true });
    expect(deepFocus()).toBe(order[3]);
  });

  it('a failed approval is shown, fires kh-error and can be tried again', async () => {
    const { dialog } = await setup();
    const request = fakeRequest();
    const errors: string[] = [];
    dialog.addEventListener('kh-error', (e) => errors.push(e.detail.error.code));
    const outcome = dialog.show(request);
    await dialog.updateComplete;
    (part(dialog, 'approve-button') as HTMLButtonElement).click();
    request.fail(
      Object.assign(new Error('The wallet service could not be reached.'), { code: 'NETWORK_ERROR' }),
    );
    // The first failure on a page is worded once the error sentences have loaded (fetched since the click).
    await vi.waitFor(() => expect(errors).toEqual(['NETWORK_ERROR']));
    await dialog.updateComplete;
    expect(part(dialog, 'error').textContent).toContain('could not be reached');
    expect((part(dialog, 'approve-button') as HTMLButtonElement).disabled).toBe(false);
    await expectNoAxeViolations(dialog);
    (part(dialog, 'approve-button') as HTMLButtonElement).click();
    request.finish('ok');
    await expect(outcome).resolves.toEqual({ approved: true, result: 'ok' });
    expect(request.approvals).toBe(2);
  });

  it('an approval ending in REJECTED (declined elsewhere) closes as declined', async () => {
    const { dialog } = await setup();
    const request = fakeRequest();
    const outcome = dialog.show(request);
    await dialog.updateComplete;
    (part(dialog, 'approve-button') as HTMLButtonElement).click();
    request.fail(Object.assign(new Error('This request was rejected.'), { code: 'REJECTED' }));
    await expect(outcome).resolves.toEqual({ approved: false });
  });

  it('an expired challenge cannot be approved: the person never signs what they did not see', async () => {
    const { dialog } = await setup();
    const request = fakeRequest({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    void dialog.show(request);
    await dialog.updateComplete;
    const approve = part(dialog, 'approve-button') as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    expect(part(dialog, 'countdown').textContent).toContain('expired');
    approve.click();
    expect(request.approvals).toBe(0);
  });

  it('showing another request declines the pending one', async () => {
    const { dialog } = await setup();
    const first = fakeRequest();
    const firstOutcome = dialog.show(first);
    await dialog.updateComplete;
    void dialog.show(fakeRequest({ operation: 'EXPORT_WALLET' }));
    await expect(firstOutcome).resolves.toEqual({ approved: false });
    expect(first.rejections).toBe(1);
    await dialog.updateComplete;
    expect(part(dialog, 'operation').textContent!.trim()).toBe("Export your wallet's recovery phrase");
    expect((part(dialog, 'dialog') as HTMLDialogElement).open).toBe(true);
  });

  it('showing the same request again returns the same pending outcome', async () => {
    const { dialog } = await setup();
    const request = fakeRequest();
    const first = dialog.show(request);
    const second = dialog.show(request);
    await dialog.updateComplete;
    (part(dialog, 'approve-button') as HTMLButtonElement).click();
    request.finish('once');
    await expect(first).resolves.toEqual({ approved: true, result: 'once' });
    await expect(second).resolves.toEqual({ approved: true, result: 'once' });
    expect(request.rejections).toBe(0);
    expect(request.approvals).toBe(1);
  });

  it('speaks the language of <html lang>', async () => {
    registerCopy('fr', { approveButton: 'Approuver et signer', rejectButton: 'Refuser' });
    document.documentElement.lang = 'fr';
    const { dialog } = await setup();
    void dialog.show(fakeRequest());
    await dialog.updateComplete;
    expect(part(dialog, 'approve-button').textContent!.trim()).toBe('Approuver et signer');
    expect(part(dialog, 'reject-button').textContent!.trim()).toBe('Refuser');
    document.documentElement.lang = 'en';
    await tick();
    await dialog.updateComplete;
    expect(part(dialog, 'approve-button').textContent!.trim()).toBe('Approve and sign');
  });
});
