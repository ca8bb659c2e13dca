import { KeyholdError } from '@keyhold/core/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhCredentialManager } from './credential-manager.js';

// Issue 12 deliverable 4: the credential manager adds OAuth too (the core's OAuth flow, with approval),
// offering only what the service's rules allow.

const sandboxId = {
  id: 'sandbox',
  label: 'Sandbox ID',
  provider: { authorizationEndpoint: 'http://localhost/oidc/authorize', clientId: 'keyhold-sandbox' },
};

async function flush(el: HTMLElement & { updateComplete: Promise<boolean> }) {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
  }
}

async function manager(wallet: FakeWallet, providers = [sandboxId]): Promise<KhCredentialManager> {
  const el = mount<KhCredentialManager>('<kh-credential-manager></kh-credential-manager>');
  el.wallet = wallet;
  el.oauthProviders = providers;
  await flush(el);
  return el;
}

const q = <T extends Element = HTMLElement>(el: Element, s: string): T => el.shadowRoot!.querySelector<T>(s)!;

afterEach(cleanup);

describe('<kh-credential-manager> links an OAuth account', () => {
  it('"Link an account" runs the OAuth flow, the addition is approved in the dialog, and the list shows it', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    // Passkey and email are taken (one of each): OAuth is still offered, identities are not limited.
    wallet.seedCredential({ id: 'AuthMethod:2', type: 'EMAIL_OTP', nickname: 'ada@example.com' });
    const el = await manager(wallet);
    expect(el.shadowRoot!.querySelector('[part=add-passkey-button]')).toBeNull();
    expect(el.shadowRoot!.querySelector('[part=add-email-button]')).toBeNull();
    const group = q(el, '[role=group][aria-labelledby=link-label]');
    expect(q(el, '#link-label').textContent).toBe('Link an account');
    const link = q<HTMLButtonElement>(el, '[part=add-oauth-button]');
    expect(group.contains(link)).toBe(true);
    expect(link.textContent!.trim()).toBe('Sandbox ID');
    await expectNoAxeViolations(el);
    const added: unknown[] = [];
    el.addEventListener('kh-credential-added', (e) => added.push(e.detail));
    await userEvent.click(link);
    await flush(el);
    // Called in the click, so the core could open its popup before awaiting anything.
    expect(wallet.oauthCalls).toEqual([sandboxId.provider]);
    const dialog = q<KhApproveDialog>(el, 'kh-approve-dialog');
    expect(dialog.open).toBe(true);
    expect(q(dialog, '[part=operation]').textContent!.trim()).toBe('Add a linked account to your wallet');
    await userEvent.click(q(dialog, '[part=approve-button]'));
    await flush(el);
    expect(wallet.credentials.map((c) => c.type)).toContain('OAUTH');
    expect(added).toEqual([{ credentialId: expect.stringMatching(/^AuthMethod:/), type: 'OAUTH' }]);
    expect(q(el, '[part=status]').textContent).toContain('ada@example.com was added.');
    expect(el.credentials!.some((c) => c.type === 'OAUTH')).toBe(true);
  });

  it('declining the approval links nothing; an identity already linked is refused in words', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    const el = await manager(wallet);
    await userEvent.click(q(el, '[part=add-oauth-button]'));
    await flush(el);
    await userEvent.click(q(q<KhApproveDialog>(el, 'kh-approve-dialog'), '[part=reject-button]'));
    await flush(el);
    expect(wallet.credentials.some((c) => c.type === 'OAUTH')).toBe(false);
    expect(q(el, '[part=error]').textContent).toContain('The request was declined. Nothing was signed.');

    wallet.failNext.set(
      'oauth.signIn',
      new KeyholdError('OAUTH_CREDENTIAL_ALREADY_EXISTS', 'This identity is already an OAUTH credential.', {
        status: 400,
      }),
    );
    await userEvent.click(q(el, '[part=add-oauth-button]'));
    await flush(el);
    expect(q(el, '[part=error]').textContent).toContain('This account is already linked to your wallet.');
  });

  it('without oauthProviders, no link is offered', async () => {
    const el = await manager(new FakeWallet({ signedIn: true }), []);
    expect(el.shadowRoot!.querySelector('[part=add-oauth-button]')).toBeNull();
    expect(el.shadowRoot!.querySelector('#link-label')).toBeNull();
  });
});
