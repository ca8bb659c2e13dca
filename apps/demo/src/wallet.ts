// The embedded wallet of the signed-in demo user: created with @keyhold/core against /api/wallet, its
// events turned into state and log lines, and the outbox refresh that runs beside it.
import { createWallet } from '@keyhold/core';
import { demoApi } from './api.js';
import { messageOf } from './screens/panel.js';
import { log, state, update } from './state.js';
import { credentialWords } from './words.js';

let outboxTimer: ReturnType<typeof setInterval> | undefined;

/** The signed operations, in words. */
const OPERATIONS: Record<string, string> = {
  EXPORT_WALLET: 'The export',
  EXECUTE_QUOTE: 'The payment',
  CREATE_AUTH_CREDENTIAL: 'Adding a sign-in method',
  REVOKE_AUTH_CREDENTIAL: 'Removing a sign-in method',
  REVOKE_AUTH_SESSION: 'Signing out a session',
};

export function openWallet(): void {
  const vaultUrl = state.config?.vaultUrl;
  const wallet = createWallet({
    backendUrl: '/api/wallet',
    ...(vaultUrl ? { vault: { url: vaultUrl } } : {}),
  });
  state.wallet = wallet;
  state.session = wallet.session;
  wallet.addEventListener('session', (e) => {
    state.session = e.detail;
    if (e.detail) state.reauthOffered = false;
    if (e.detail)
      log(`The wallet session is active (signed in with ${credentialWords(e.detail.credentialType)}).`);
    else update();
  });
  wallet.addEventListener('session-expiring', (e) => {
    log(`The wallet session ends in ${Math.max(1, Math.round(e.detail.secondsLeft / 60))} min.`);
  });
  wallet.addEventListener('session-expired', () => {
    state.reauthOffered = true;
    log('The wallet session expired. Sign in again to sign anything.');
  });
  wallet.addEventListener('session-revoked', () => {
    // Revoked elsewhere (another device signed it out): like an expiry, the cards stay and re-auth is offered.
    state.reauthOffered = true;
    log('The wallet session was signed out from another device or browser. Sign in again to continue.');
  });
  wallet.addEventListener('reauth-required', (e) => {
    state.reauthOffered = true;
    log(`${OPERATIONS[e.detail.operation] ?? 'A signed action'} waits for you to sign in again.`);
  });
  wallet.addEventListener('warning', (e) => {
    console.warn(`explorer: wallet warning: ${e.detail.message}`);
    log('The wallet noted a problem that did not stop it (the console has the details).');
  });
  wallet.addEventListener('error', (e) => log(messageOf(e.detail), 'error'));
  wallet.ready.then(
    (session) => {
      state.session = session;
      state.walletError = '';
      update();
    },
    (error: unknown) => {
      state.walletError = messageOf(error);
      update();
    },
  );
  void refreshOutbox();
  outboxTimer = setInterval(() => {
    if (document.visibilityState === 'visible') void refreshOutbox();
  }, 2000);
  update();
}

export function closeWallet(): void {
  clearInterval(outboxTimer);
  state.wallet?.close();
  state.wallet = null;
  state.session = null;
  state.reauthOffered = false;
  state.outbox = [];
}

export async function refreshOutbox(): Promise<void> {
  if (!state.me || state.config?.controls === false) return;
  try {
    const { data } = await demoApi.outbox();
    if (data.length !== state.outbox.length || data.at(-1)?.id !== state.outbox.at(-1)?.id) {
      state.outbox = data;
      update();
    }
  } catch {
    // The next tick tries again; a lost outbox refresh is not worth a message.
  }
}

/**
 * The browser's expiry timer runs on its own clock, so after the sandbox's clock jumps ahead the service
 * may already consider the session over. Ask the service; if it no longer lists this session, end it here
 * (the same path as a refused stamp), which opens the re-auth dialog.
 */
export async function checkSessionAtService(): Promise<void> {
  const wallet = state.wallet;
  const session = wallet?.session;
  if (!wallet || !session) return;
  const live = await wallet.listSessions();
  if (!live.some((s) => s.id === session.id)) await wallet.sessionRejected(session.id);
}

/** Moves the sandbox clock and checks the wallet session at the service afterwards. */
export async function advanceClock(seconds: number): Promise<void> {
  try {
    const { now } = await demoApi.advanceClock(seconds);
    state.clockNow = now;
    // Asking the service about the session also tells the wallet the service's new time (its Date header),
    // so the log line below is stamped on the moved clock.
    await checkSessionAtService().catch((error: unknown) => log(messageOf(error), 'error'));
    log(`The sandbox clock moved ${seconds} s ahead (now ${new Date(now).toLocaleTimeString('en-GB')}).`);
  } catch (error) {
    log(messageOf(error), 'error');
  }
}

/** An OAuth button of `<kh-sign-in>` / `<kh-reauth>` (their `oauthProviders` entries). */
interface OAuthButton {
  id: string;
  label: string;
  provider: { authorizationEndpoint: string; clientId: string; loginHint?: string };
}

let oauthCache: { key: string; buttons: OAuthButton[] } | null = null;

/** The OAuth button of the sandbox's dev issuer (one stable array, so the elements do not re-render). */
export function oauthButtons(): OAuthButton[] {
  if (!state.config) return [];
  const loginHint = state.me?.customer.email;
  const key = `${state.config.sandboxOrigin}|${loginHint ?? ''}`;
  if (oauthCache?.key !== key) {
    const buttons: OAuthButton[] = [
      {
        id: 'sandbox',
        label: 'Continue with Sandbox ID (OAuth)',
        provider: {
          authorizationEndpoint: `${state.config.sandboxOrigin}/oidc/authorize`,
          clientId: state.config.oidcClientId,
          ...(loginHint ? { loginHint } : {}),
        },
      },
    ];
    oauthCache = { key, buttons };
  }
  return oauthCache.buttons;
}
