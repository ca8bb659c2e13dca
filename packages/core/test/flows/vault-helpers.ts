// Frame mode helpers of the flow tests: vault URLs with chosen parent origins, frame-mode wallets.
import { commands, page } from 'vitest/browser';
import type { Wallet, WalletOptions } from '../../src/index.js';
import { env, type TestCustomer, walletFor, closeWallets } from './helpers.js';
import { hasVisibilityV2 } from './hostile-helpers.js';
import { afterEach, beforeAll } from 'vitest';

/**
 * The test vault's document, configured to serve exactly `parents` (by default this page's origin);
 * `blocked-storage`: the same vault in an origin whose IndexedDB the browser refuses; `w`: the same vault
 * configured to approve in a window of its own (`approveInWindow`); `f`: configured to approve in the frame
 * even where the engine cannot prove it visible (`approveInFrame`, for the tests of the frame's own gate).
 */
export function vaultUrl(
  parents: string[] = [location.origin],
  kind: 'p' | 'w' | 'f' | 'blocked-storage' | 'script-changed' | 'scripts-added' = 'p',
  backendUrl?: string,
  oauth?: { authorizationEndpoint: string; clientId: string; name: string },
): string {
  const config = backendUrl === undefined ? parents : { parents, backendUrl, ...(oauth ? { oauth } : {}) };
  const encoded = btoa(JSON.stringify(config)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${env.vault}/${kind}/${encoded}/`;
}

/**
 * The test vault that approves in the frame in every engine (`approveInFrame` where the engine lacks
 * IntersectionObserver v2): for the tests of the frame's own gate, which must click in the frame.
 */
export const frameGateVaultUrl = (): string => vaultUrl([location.origin], 'f');

/** The frame's only words where the approval is in the vault's window. */
export const CONTINUE_IN_WINDOW = 'Continue in the window';

/**
 * The person approves the open request where the vault asks them: in the frame where the engine proves
 * the frame visible (Chromium), else in the vault's window, opened by their click on "Continue in the
 * window" (Firefox, WebKit). Resolves with the summary text they read there, once it shows `summary`.
 */
export async function personApproves(summary: string): Promise<string> {
  const text = await personReads(summary);
  if (hasVisibilityV2) await commands.clickInVault('Approve');
  else await commands.clickInVaultWindow('Approve');
  return text;
}

/**
 * What the person reads of the open request: in the frame, or, where the engine cannot prove the frame
 * visible, in the vault's window that their click on "Continue in the window" opens.
 */
export async function personReads(summary: string): Promise<string> {
  if (hasVisibilityV2) return commands.vaultText(summary);
  await commands.clickInVault(CONTINUE_IN_WINDOW);
  return commands.vaultWindowText(summary);
}

/** The person declines the request they read (`personReads` first), where they read it. */
export async function personDeclines(): Promise<void> {
  if (hasVisibilityV2) await commands.clickInVault('Decline');
  else await commands.clickInVaultWindow('Decline');
}

/** A frame-mode wallet for the customer (its vault frames mounted in this test page). */
export function frameWalletFor(
  customer: TestCustomer,
  options: Partial<WalletOptions> = {},
  url = vaultUrl(),
): Wallet {
  return walletFor(customer, { vault: { url, handshakeTimeoutMs: 4_000 }, ...options });
}

/**
 * The customer behind the frame-mode wallet handler (`vaultOrigin` = the test vault's origin): only the
 * vault frame may open a session or add a credential there.
 */
export function frameModeCustomer(customer: TestCustomer): TestCustomer {
  return { ...customer, backendUrl: customer.backendUrl.replace('/c/', '/v/') };
}

/**
 * A frame-mode wallet whose sessions are born in the vault: the handler takes sessions only from the
 * vault's origin, and the vault's own configuration names that handler (its sign-in view calls it).
 */
export function vaultSignInWalletFor(
  customer: TestCustomer,
  options: Partial<WalletOptions> = {},
  kind: 'p' | 'blocked-storage' = 'p',
): Wallet {
  const framed = frameModeCustomer(customer);
  // The vault's own OAuth provider: the sandbox's dev OIDC issuer.
  const oauth = {
    authorizationEndpoint: `${customer.backend.sandboxOrigin}/oidc/authorize`,
    clientId: 'keyhold-sandbox',
    name: 'Sandbox ID',
  };
  return frameWalletFor(framed, options, vaultUrl([location.origin], kind, framed.backendUrl, oauth));
}

/** Every vault iframe the page holds, by view. */
export function vaultFrames(view: 'key' | 'visible'): HTMLIFrameElement[] {
  return [...document.querySelectorAll<HTMLIFrameElement>(`iframe[data-keyhold-vault="${view}"]`)];
}

/** Removes every vault frame and overlay the tests left (wallet.close() removes its key frame). */
export function removeVaultFrames(): void {
  for (const f of document.querySelectorAll('iframe[data-keyhold-vault], [data-keyhold-vault-overlay]'))
    f.remove();
}

/**
 * A test viewport that fits the runner's window: the runner scales a larger one down with a CSS
 * transform, and a transformed frame is, rightly, not "visible" to IntersectionObserver v2, so the vault
 * would never arm its Approve button.
 */
export async function useUnscaledViewport(): Promise<void> {
  await page.viewport(400, 600);
}

/** A vault frame the test drives by hand over the real protocol (no wallet): mount, handshake, send. */
export interface RawVault {
  frame: HTMLIFrameElement;
  /** Sends one message on the port and resolves with the next answer carrying its `id`. */
  send(message: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** Mounts a vault frame; resolves once it posted `loaded` (the handshake not done yet). */
export function mountRawVault(
  view: 'key' | 'visible',
  url = vaultUrl(),
  parent: HTMLElement = document.body,
): Promise<{ frame: HTMLIFrameElement; origin: string }> {
  const frame = document.createElement('iframe');
  frame.dataset['keyholdVault'] = view;
  const src = new URL(url);
  src.searchParams.set('view', view);
  const origin = src.origin;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== frame.contentWindow || event.origin !== origin) return;
      if ((event.data as { type?: string })?.type !== 'loaded') return;
      window.removeEventListener('message', onMessage);
      resolve({ frame, origin });
    };
    window.addEventListener('message', onMessage);
    frame.src = src.href;
    parent.append(frame);
  });
}

/** The page's half of the handshake on a mounted frame; resolves with the port once the frame is ready. */
export function handshake(frame: HTMLIFrameElement, origin: string): Promise<RawVault> {
  const channel = new MessageChannel();
  const answers = new Map<number, (reply: Record<string, unknown>) => void>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the vault did not answer the handshake')), 5_000);
    channel.port1.onmessage = (event: MessageEvent) => {
      const reply = event.data as Record<string, unknown>;
      if (reply['type'] === 'ready') {
        clearTimeout(timer);
        resolve({
          frame,
          send: (message) =>
            new Promise((answer) => {
              answers.set(Number(message['id']), answer);
              channel.port1.postMessage(message);
            }),
        });
        return;
      }
      answers.get(Number(reply['id']))?.(reply);
    };
    frame.contentWindow!.postMessage({ marker: 'keyhold-vault', v: 1, type: 'hello' }, origin, [
      channel.port2,
    ]);
  });
}

/** Mounts a vault frame and completes the handshake as the core does. */
export async function rawVault(
  view: 'key' | 'visible',
  url = vaultUrl(),
  parent: HTMLElement = document.body,
): Promise<RawVault> {
  const { frame, origin } = await mountRawVault(view, url, parent);
  return handshake(frame, origin);
}

/**
 * A test file of frame mode: the unscaled viewport the vault frame needs, and after each test its wallets
 * closed and its vault frames removed.
 */
export function framePage(): void {
  beforeAll(useUnscaledViewport);
  afterEach(() => {
    closeWallets();
    removeVaultFrames();
  });
}
