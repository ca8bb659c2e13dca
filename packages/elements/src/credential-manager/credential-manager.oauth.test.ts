import { KeyholdError } from '@keyhold/core/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { cleanup, expectNoAxeViolations, mount } from '../test-support/axe.js';
import { FakeWallet } from '../test-support/fake-wallet.js';
import type { KhCredentialManager } from './credential-manager.js';
import { flush } from '../test-support/flush.js';

// The credential manager adds OAuth too (the core's OAuth flow, with approval),
// offering only what the service's rules allow.

const sandboxId = {
  id: 'sandbox',
  label: 'Sandbox ID',
  provider: { authorizationEndpoint: 'http://localhost/oidc/authorize', clientId: 'keyhold-sandbox' },
};

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
  it('"Link an account" is offered as a labelled group even when a passkey and an email are taken', async () => {
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
    // Called in the click, so the core could open its popup before awaiting anything.
    await userEvent.click(link);
    expect(wallet.oauthCalls).toEqual([sandboxId.provider]);
  });

  // The wording of the service's OAUTH_CREDENTIAL_ALREADY_EXISTS refusal, with a stand-in; linking, its
  // approval, a decline and re-linking an account the wallet has run on the real stack
  // (credential-manager.core.test.ts).
  it('a refusal because the identity is linked already is said in words', async () => {
    const wallet = new FakeWallet({ signedIn: true });
    const el = await manager(wallet);
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
