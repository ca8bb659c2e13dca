// The elements on the real stack: @keyhold/core in this page, the @keyhold/server wallet handler and the
// sandbox as a child process (started by a Vitest browser command), Chromium's virtual authenticator.
import { createKeyStore, createWallet, type Wallet, type WalletOptions } from '@keyhold/core';
import { expect, vi } from 'vitest';
import { cdp, commands, userEvent } from 'vitest/browser';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhSignIn } from '../sign-in/sign-in.js';
import type { WalletBackendOptions } from '../../test/wallet-backend.js';
import { requestEmailCode, shadow } from './sign-in-steps.js';
import { PLATFORM_AUTHENTICATOR } from '../../../../test-support/virtual-authenticator.js';

export interface RealStack {
  backendUrl: string;
  /** Where the sandbox serves its dev OIDC issuer (`${sandboxOrigin}/oidc/authorize`). */
  sandboxOrigin: string;
}

/** A fresh sandbox process, customer and wallet handler for this test. */
export function startRealStack(options: WalletBackendOptions = {}): Promise<RealStack> {
  return commands.startWalletBackend(location.origin, { sandboxProcess: true, ...options });
}

const wallets: Wallet[] = [];

/** A wallet on the real backend with its own IndexedDB database and tab channel (unless given). */
export async function realWallet(
  stack: RealStack,
  options: Omit<WalletOptions, 'backendUrl'> = {},
): Promise<Wallet> {
  const wallet = createWallet({
    backendUrl: stack.backendUrl,
    keyStore: createKeyStore({ dbName: `kh-elements-${crypto.randomUUID()}` }),
    channelName: `kh-elements-${crypto.randomUUID()}`,
    ...options,
  });
  wallets.push(wallet);
  await wallet.ready;
  return wallet;
}

/** Closes every wallet realWallet made (timers, channels). */
export function closeRealWallets(): void {
  for (const wallet of wallets.splice(0)) wallet.close();
}

/** Signs `wallet` in headlessly by email code (as another browser of the same person would). */
export async function signInHeadless(wallet: Wallet, email: string): Promise<void> {
  const challenge = await wallet.emailOtp.start({ email });
  await challenge.verify(await commands.readOtpCode(email));
}

/** Signs in through `<kh-sign-in>`'s email step, typing the code the sandbox emailed. */
export async function signInByEmail(signIn: KhSignIn, email: string): Promise<void> {
  await signIn.updateComplete;
  const otp = await requestEmailCode(signIn, email);
  const code = await commands.readOtpCode(email);
  await userEvent.click(shadow(otp, 'input'));
  await userEvent.keyboard(code);
  await vi.waitFor(() => expect(signIn.wallet?.session).not.toBeNull(), { timeout: 10_000 });
}

/** Runs `body` with Chromium's virtual platform authenticator (CTAP2, resident keys, user verification). */
export async function withVirtualAuthenticator(body: () => Promise<void>): Promise<void> {
  await cdp().send('WebAuthn.enable', {});
  const { authenticatorId } = (await cdp().send('WebAuthn.addVirtualAuthenticator', {
    options: PLATFORM_AUTHENTICATOR,
  })) as { authenticatorId: string };
  try {
    await body();
  } finally {
    await cdp().send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  }
}

/** The host's inner approve dialog, once it is open and rendered. */
export async function openDialogIn(host: Element): Promise<KhApproveDialog> {
  const dialog = shadow<KhApproveDialog>(host, 'kh-approve-dialog');
  await vi.waitFor(() => expect(dialog.open).toBe(true), { timeout: 10_000 });
  await dialog.updateComplete;
  return dialog;
}

/** Presses Approve in the host's inner approve dialog. */
export async function approveIn(host: Element): Promise<void> {
  await userEvent.click(shadow(await openDialogIn(host), '[part=approve-button]'));
}
