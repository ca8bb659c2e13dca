import { KeyholdError } from '../errors.js';
import type { SessionControl } from '../internals.js';
import type { Session } from '../session.js';
import type { SessionService } from '../wallet/sessions.js';
import { HANDSHAKE_TIMEOUT_MS } from './connection.js';
import type { VaultContainer, VaultOptions } from './options.js';
import type { VaultDisplay, VaultSignedIn, VaultSignInMethod } from './protocol.js';
import { ApprovalSurface, untilAborted } from './surface.js';

/**
 * How long the page waits for a person signing in inside the frame (typing an address, reading an email,
 * typing the code, trying again) before the request ends in `VAULT_HANDSHAKE_TIMEOUT`: the bound of a
 * frame that stopped answering, never a wait without end.
 */
export const SIGN_IN_BOUND_MS = 30 * 60_000;

/** Options of `wallet.signInInVault()`. */
export interface VaultSignInOptions {
  /** Where the sign-in view's frame is mounted (e.g. `<kh-sign-in>`'s own box); default: the core's overlay. */
  container?: VaultContainer | undefined;
  /** The frame's look (default: the page's language, direction and colour scheme where it is mounted). */
  display?: (() => VaultDisplay) | undefined;
  /** Prefills the frame's address field (the person may change it). */
  email?: string | undefined;
  /** The ways in the frame's view offers (default: all it can; OAuth where the vault names a provider). */
  methods?: VaultSignInMethod[] | undefined;
  /** Aborting removes the frame; the call ends in `REJECTED`. */
  signal?: AbortSignal | undefined;
}

/** What the page records of a sign-in made in the frame, and when its answer arrived. */
export interface FrameSignIn {
  report: VaultSignedIn;
  receivedAt: number;
}

function checked(report: VaultSignedIn): VaultSignedIn {
  const ok =
    typeof report?.session?.id === 'string' &&
    report.session.id !== '' &&
    typeof report.session.expiresAt === 'string' &&
    typeof report.publicKey === 'string' &&
    typeof report.credential?.id === 'string' &&
    typeof report.credential.accountId === 'string' &&
    ['EMAIL_OTP', 'PASSKEY', 'OAUTH'].includes(report.credential.type);
  if (!ok) throw new KeyholdError('INVALID_RESPONSE', 'The vault frame reported a malformed session.');
  return report;
}

/**
 * Frame mode's sign-in: mounts a visible vault frame with its sign-in view, where the person types the
 * address and the code; the frame calls the backend of its own configuration, opens the session and keeps
 * its key. The page learns only the session's id, account, expiry and credential.
 */
export async function askSignIn(
  options: VaultOptions,
  params: VaultSignInOptions & { accountId?: string | undefined },
): Promise<FrameSignIn> {
  const surface = new ApprovalSurface({
    ...options,
    approvalContainer: params.container,
    display: params.display ?? options.display,
  });
  const visible = await surface.open('Sign in with Keyhold');
  try {
    const request = visible.connection.request(
      'sign-in',
      {
        ...(params.email !== undefined ? { email: params.email } : {}),
        ...(params.accountId !== undefined ? { accountId: params.accountId } : {}),
        ...(params.methods !== undefined ? { methods: [...params.methods] } : {}),
      },
      SIGN_IN_BOUND_MS + HANDSHAKE_TIMEOUT_MS,
    );
    const report = checked(await untilAborted(params.signal, () => visible.dispose(), request));
    return { report, receivedAt: Date.now() };
  } finally {
    visible.dispose();
  }
}

/**
 * `wallet.signInInVault()`: the frame's sign-in, then the session recorded as the frame reports it (its key
 * stays in the frame). In the frame-mode chunk, so a page-mode page never downloads it.
 */
export async function signInInVault(
  options: VaultOptions,
  s: SessionControl,
  sessions: SessionService,
  params: VaultSignInOptions,
): Promise<Session> {
  const { accountId } = await s.prepared();
  const { report, receivedAt } = await askSignIn(options, { ...params, accountId });
  const key = { privateKey: null, publicKey: report.publicKey, stub: false, vault: true };
  return sessions.record(report.session, report.credential, key, receivedAt, accountId);
}
