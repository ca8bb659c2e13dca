import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './define.js';
import { cleanup, mount } from '../test-support/axe.js';
import {
  approveIn,
  closeRealWallets,
  openDialogIn,
  realWallet,
  signInHeadless,
  startRealStack,
  type RealStack,
} from '../test-support/real-stack.js';
import { shadow } from '../test-support/sign-in-steps.js';
import type { KhCredentialManager } from './credential-manager.js';
import { noPageCommands } from '../../../../test-support/engines.js';

// "Link an account" on the real stack: the real core opens the sandbox's dev OIDC issuer in a real popup,
// the ID token comes back by postMessage, and adding the OAUTH credential is a real signed request
// approved in the manager's dialog (wallet handler and sandbox process).
const email = 'ada@example.com';
const linked = 'ada.work@example.com';

afterEach(() => {
  cleanup();
  closeRealWallets();
});
afterAll(() => commands.stopWalletBackend());

async function managerSignedIn(stack: RealStack): Promise<KhCredentialManager> {
  const wallet = await realWallet(stack);
  await signInHeadless(wallet, email);
  const manager = mount<KhCredentialManager>('<kh-credential-manager></kh-credential-manager>');
  manager.oauthProviders = [
    {
      id: 'sandbox',
      label: 'Sandbox ID',
      provider: {
        authorizationEndpoint: `${stack.sandboxOrigin}/oidc/authorize`,
        clientId: 'keyhold-sandbox',
        loginHint: linked,
      },
    },
  ];
  manager.wallet = wallet;
  await vi.waitFor(() => expect(manager.credentials?.length).toBe(1), { timeout: 10_000 });
  await manager.updateComplete;
  return manager;
}

describe('<kh-credential-manager> links an account on the real stack', { timeout: 60_000 }, () => {
  it('the provider popup signs in, the addition is approved and signed, and the list shows the linked account', async ({
    skip,
  }) => {
    skip(noPageCommands !== undefined, noPageCommands);
    const stack = await startRealStack();
    const manager = await managerSignedIn(stack);
    const added: { credentialId: string; type: string }[] = [];
    manager.addEventListener('kh-credential-added', (e) => added.push(e.detail));

    await userEvent.click(shadow(manager, '[part=add-oauth-button]'));
    await commands.submitOidcSignIn();
    const dialog = await openDialogIn(manager);
    expect(shadow(dialog, '[part=operation]').textContent!.trim()).toBe(
      'Add a linked account to your wallet',
    );
    expect(dialog.request!.payloadToSign).toContain('OAUTH');
    await approveIn(manager);

    await vi.waitFor(() => expect(added).toHaveLength(1), { timeout: 15_000 });
    expect(added[0]).toMatchObject({ credentialId: expect.stringMatching(/^AuthMethod:/), type: 'OAUTH' });
    await vi.waitFor(() =>
      expect(manager.credentials?.map((c) => `${c.type} ${c.nickname}`).sort()).toEqual([
        `EMAIL_OTP ${email}`,
        `OAUTH ${linked}`,
      ]),
    );
    await manager.updateComplete;
    expect(shadow(manager, '[part=status]').textContent!.trim()).toBe(`${linked} was added.`);
    const rows = [...manager.shadowRoot!.querySelectorAll('[part=item]')].map((li) => li.textContent!);
    expect(rows.find((r) => r.includes(linked))).toContain('linked account');
    expect(manager.wallet!.session).toMatchObject({ credentialType: 'OAUTH', nickname: linked });
  });

  it('linking an account the wallet has already adds nothing and says so', async ({ skip }) => {
    skip(noPageCommands !== undefined, noPageCommands);
    const stack = await startRealStack();
    const manager = await managerSignedIn(stack);
    const added: unknown[] = [];
    manager.addEventListener('kh-credential-added', (e) => added.push(e.detail));
    await userEvent.click(shadow(manager, '[part=add-oauth-button]'));
    await commands.submitOidcSignIn();
    await approveIn(manager);
    await vi.waitFor(() => expect(added).toHaveLength(1), { timeout: 15_000 });

    await vi.waitFor(() => expect(manager.credentials?.some((c) => c.type === 'OAUTH')).toBe(true));
    await manager.updateComplete;

    // The same account again: the provider signs in with the credential the wallet already has.
    await userEvent.click(shadow(manager, '[part=add-oauth-button]'));
    await commands.submitOidcSignIn();
    await vi.waitFor(
      () =>
        expect(shadow(manager, '[part=status]').textContent!.trim()).toBe(
          'This account is already linked to your wallet.',
        ),
      { timeout: 15_000 },
    );
    expect(added).toHaveLength(1);
    expect(manager.credentials?.filter((c) => c.type === 'OAUTH')).toHaveLength(1);
    expect(shadow(manager, 'kh-approve-dialog').hasAttribute('open')).toBe(false);
  });

  it('declining the approval links nothing and says nothing was signed', async ({ skip }) => {
    skip(noPageCommands !== undefined, noPageCommands);
    const stack = await startRealStack();
    const manager = await managerSignedIn(stack);
    await userEvent.click(shadow(manager, '[part=add-oauth-button]'));
    await commands.submitOidcSignIn();
    const dialog = await openDialogIn(manager);
    await userEvent.click(shadow(dialog, '[part=reject-button]'));
    await vi.waitFor(() => expect(manager.shadowRoot!.querySelector('[part=error]')).not.toBeNull());
    expect(shadow(manager, '[part=error]').textContent).toContain(
      'The request was declined. Nothing was signed.',
    );
    await manager.refresh();
    expect(manager.credentials?.map((c) => c.type)).toEqual(['EMAIL_OTP']);
    expect(manager.wallet!.session).toMatchObject({ credentialType: 'EMAIL_OTP' });
  });
});
