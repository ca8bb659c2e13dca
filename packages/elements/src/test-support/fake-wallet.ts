import { KeyholdError, type KeyholdErrorCode } from '@keyhold/core/errors';
import type {
  ApprovableRequest,
  EmailOtpChallengeLike,
  OAuthProviderConfig,
  SignedRequestHook,
  WalletCredential,
  WalletLike,
  WalletSession,
  WalletSessionRecord,
} from '../shared/wallet.js';

/** The core's own KeyholdError (no look-alike). */
export function keyholdError(
  code: KeyholdErrorCode,
  message: string,
  extra: { status?: number; retryAfter?: number } = {},
): KeyholdError {
  return new KeyholdError(code, message, extra);
}

/** A signed request whose approval runs `onApprove`. */
export function fakeSignedRequest<T>(
  operation: string,
  onApprove: () => Promise<T> | T,
  extra: { type?: string } = {},
): ApprovableRequest<T> & { approvals: number; rejections: number } {
  const req = {
    operation,
    type: extra.type,
    payloadToSign: JSON.stringify({ operation, requestId: 'req-1', at: '2026-01-01T00:00:00Z' }),
    requestId: 'req-1',
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
    approvals: 0,
    rejections: 0,
    async approve(): Promise<T> {
      req.approvals++;
      return onApprove();
    },
    reject(): void {
      req.rejections++;
    },
  };
  return req;
}

const session = (credential: WalletCredential, id = 'Session:1'): WalletSession => ({
  id,
  accountId: credential.accountId,
  credentialId: credential.id,
  credentialType: credential.type,
  nickname: credential.nickname,
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
});

/**
 * A Wallet stand-in for rendering and keyboard tests only (the real path is covered end to end by the
 * demo's Playwright tests): in-memory credentials and sessions, a fixed email code, and hooks to make a
 * step fail.
 */
export class FakeWallet extends EventTarget implements WalletLike {
  readonly ready: Promise<WalletSession | null>;
  session: WalletSession | null = null;
  previousSession: WalletSession | null = null;
  credentials: WalletCredential[] = [];
  sessions: WalletSessionRecord[] = [];
  code = '123456';
  calls: string[] = [];
  /** The next call of this name throws this error. */
  failNext = new Map<string, Error>();
  /** Adding a credential when one exists asks for a signed approval. */
  lastSignedRequest: (ApprovableRequest & { approvals: number; rejections: number }) | null = null;
  mnemonic = 'abandon ability able about above absent absorb abstract absurd abuse access accident';

  /** `signedInWith` picks the credential of the first session (default: a passkey named Laptop). */
  constructor(init: { signedIn?: boolean; signedInWith?: { type: string; nickname: string } } = {}) {
    super();
    if (init.signedIn) {
      const first = init.signedInWith ?? { type: 'PASSKEY', nickname: 'Laptop' };
      const cred = this.#addCredential(first.type, first.nickname);
      this.#open(cred);
    }
    this.ready = Promise.resolve(this.session);
  }

  /** Puts a credential of the account in place (as if added earlier); `createdAt` defaults to empty. */
  seedCredential(cred: Omit<WalletCredential, 'accountId' | 'createdAt'> & { createdAt?: string }): void {
    this.credentials.push({ accountId: 'InternalAccount:1', createdAt: '', ...cred });
  }

  #check(name: string): void {
    this.calls.push(name);
    const error = this.failNext.get(name);
    if (error) {
      this.failNext.delete(name);
      throw error;
    }
  }

  #addCredential(type: string, nickname: string): WalletCredential {
    const cred: WalletCredential = {
      id: `AuthMethod:${this.credentials.length + 1}`,
      accountId: 'InternalAccount:1',
      type,
      nickname,
      createdAt: '2026-01-02T10:00:00Z',
    };
    this.credentials.push(cred);
    return cred;
  }

  #open(cred: WalletCredential): WalletSession {
    const s = session(cred, `Session:${this.sessions.length + 1}`);
    this.session = s;
    this.sessions.push({
      id: s.id,
      accountId: s.accountId,
      type: s.credentialType,
      nickname: cred.nickname,
      expiresAt: s.expiresAt,
    });
    this.dispatchEvent(new CustomEvent('session', { detail: s }));
    return s;
  }

  async #register(
    type: string,
    nickname: string,
    hook: SignedRequestHook | undefined,
  ): Promise<WalletCredential> {
    if (this.credentials.length === 0) return this.#addCredential(type, nickname);
    const request = fakeSignedRequest<WalletCredential>(
      'ADD_CREDENTIAL',
      () => this.#addCredential(type, nickname),
      { type },
    );
    this.lastSignedRequest = request;
    let done: Promise<WalletCredential> | undefined;
    const approve = request.approve.bind(request);
    request.approve = () => (done = approve());
    if (hook) await hook(request);
    else return request.approve();
    if (!done) throw keyholdError('REJECTED', 'This request was rejected.');
    return done;
  }

  readonly emailOtp = {
    start: async (options: {
      email: string;
      onSignedRequest?: SignedRequestHook;
    }): Promise<EmailOtpChallengeLike> => {
      this.#check('emailOtp.start');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(options.email))
        throw keyholdError('INVALID_INPUT', 'Enter a valid email address.');
      const existing = this.credentials.find((c) => c.type === 'EMAIL_OTP' && c.nickname === options.email);
      const cred = existing ?? (await this.#register('EMAIL_OTP', options.email, options.onSignedRequest));
      return {
        email: cred.nickname,
        codeSent: true,
        retryAfter: undefined,
        resend: async () => this.#check('resend'),
        verify: async (code: string) => {
          this.#check('verify');
          if (code !== this.code)
            throw keyholdError('UNAUTHORIZED', 'OTP verification failed', { status: 401 });
          return this.#open(cred);
        },
      };
    },
  };

  readonly passkey = {
    register: async (options: { nickname: string; onSignedRequest?: SignedRequestHook }) => {
      this.#check('passkey.register');
      return this.#register('PASSKEY', options.nickname, options.onSignedRequest);
    },
    create: async (options: { nickname: string; onSignedRequest?: SignedRequestHook }) => {
      this.#check('passkey.create');
      return this.#open(await this.#register('PASSKEY', options.nickname, options.onSignedRequest));
    },
    signIn: async (options: { credentialId?: string; autofill?: boolean } = {}) => {
      this.#check('passkey.signIn');
      const cred = this.credentials.find((c) =>
        options.credentialId ? c.id === options.credentialId : c.type === 'PASSKEY',
      );
      if (!cred) throw keyholdError('NO_PASSKEY_CREDENTIAL', 'This account has no passkey credential.');
      return this.#open(cred);
    },
  };

  oauthCalls: OAuthProviderConfig[] = [];
  readonly oauth = {
    signIn: (
      provider: OAuthProviderConfig,
      options: { onSignedRequest?: SignedRequestHook } = {},
    ): Promise<WalletSession> => {
      // Recorded synchronously, as the core opens its popup before awaiting.
      this.oauthCalls.push(provider);
      return (async () => {
        this.#check('oauth.signIn');
        // As the core: a new identity is registered (a signed request once the account has credentials).
        const cred =
          this.credentials.find((c) => c.type === 'OAUTH') ??
          (await this.#register('OAUTH', 'ada@example.com', options.onSignedRequest));
        return this.#open(cred);
      })();
    },
  };

  async listCredentials(): Promise<WalletCredential[]> {
    this.#check('listCredentials');
    return [...this.credentials];
  }

  async revokeCredential(credentialId: string): Promise<ApprovableRequest<void>> {
    this.#check('revokeCredential');
    const cred = this.credentials.find((c) => c.id === credentialId);
    return fakeSignedRequest<void>(
      'REVOKE_CREDENTIAL',
      () => {
        this.credentials = this.credentials.filter((c) => c.id !== credentialId);
      },
      cred ? { type: cred.type } : {},
    );
  }

  async listSessions(): Promise<WalletSessionRecord[]> {
    this.#check('listSessions');
    return [...this.sessions];
  }

  async revokeSession(sessionId: string): Promise<ApprovableRequest<void>> {
    this.#check('revokeSession');
    return fakeSignedRequest<void>('REVOKE_SESSION', () => {
      this.sessions = this.sessions.filter((s) => s.id !== sessionId);
    });
  }

  /** The next signOut() cannot tell the service (the core still signs out here and reports an `error`). */
  signOutUnreachable = false;

  async signOut(): Promise<void> {
    this.#check('signOut');
    if (this.signOutUnreachable) {
      this.dispatchEvent(
        new CustomEvent('error', {
          detail: keyholdError('SIGN_OUT_INCOMPLETE', 'Signed out here, but the service could not be told.'),
        }),
      );
    }
    const own = this.session;
    this.sessions = this.sessions.filter((s) => s.id !== own?.id);
    this.previousSession = own;
    this.session = null;
    this.dispatchEvent(new CustomEvent('session', { detail: null }));
  }

  /** The account each test account's export returns (InternalAccount:1 gets `mnemonic`). */
  mnemonics: Record<string, string> = {};

  /**
   * Like the core: approving with no live session fires `reauth-required` and waits for a sign-in (any
   * account, as the core's waiter); `reject()` ends a waiting approval with `REJECTED`.
   */
  async exportWallet(): Promise<ApprovableRequest<string>> {
    this.#check('exportWallet');
    let rejectWaiting: ((error: unknown) => void) | null = null;
    const request = fakeSignedRequest<string>('EXPORT_WALLET', async () => {
      while (!this.session) {
        await new Promise<void>((resolve, reject) => {
          rejectWaiting = reject;
          const onSession = (): void => {
            if (!this.session) return;
            this.removeEventListener('session', onSession);
            resolve();
          };
          this.addEventListener('session', onSession);
          this.dispatchEvent(
            new CustomEvent('reauth-required', {
              detail: { previous: this.previousSession, operation: 'EXPORT_WALLET' },
            }),
          );
        });
      }
      // The service answers after a round trip; the phrase is the signed-in account's.
      await new Promise((r) => setTimeout(r, 0));
      return this.mnemonics[this.session?.accountId ?? ''] ?? this.mnemonic;
    });
    const reject = request.reject.bind(request);
    request.reject = () => {
      reject();
      rejectWaiting?.(keyholdError('REJECTED', 'This request was rejected.'));
    };
    this.lastExport = request;
    return request;
  }

  /** The last export request (to count approvals and rejections). */
  lastExport: (ApprovableRequest<string> & { approvals: number; rejections: number }) | null = null;

  /** Signs in again (as after re-auth) with the first credential, optionally as another account. */
  signInAgain(accountId = 'InternalAccount:1'): WalletSession {
    const cred = this.credentials[0];
    if (!cred) throw keyholdError('NO_SESSION', 'No credential to sign in with.');
    return this.#open({ ...cred, accountId });
  }

  /** Ends the session as the core does when the service refuses its stamp (revoked elsewhere). */
  revoke(): void {
    const s = this.session;
    this.previousSession = s;
    this.session = null;
    if (s)
      this.dispatchEvent(new CustomEvent('session-revoked', { detail: { session: s, source: 'service' } }));
    this.dispatchEvent(new CustomEvent('session', { detail: null }));
  }

  /** Ends the session as the core does when it expires, and asks for re-auth. */
  expire(): void {
    const s = this.session;
    this.previousSession = s;
    this.session = null;
    if (s)
      this.dispatchEvent(new CustomEvent('session-expired', { detail: { session: s, source: 'local' } }));
    this.dispatchEvent(new CustomEvent('session', { detail: null }));
  }
}
