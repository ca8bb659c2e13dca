import { CLIENT_HEADER, REQUEST_ID_HEADER, pathId } from '@keyhold/core/protocol';
import { VaultRefusal } from './approval-view.js';
import type { VaultSignedIn } from '@keyhold/core/vault-protocol';
import type { Assertion, Attestation, CreationOptionsJSON } from './webauthn.js';

/** A credential as the backend lists it (the fields the frame reads). */
export interface Credential {
  id: string;
  accountId: string;
  type: string;
  nickname: string;
}

/** A session as the backend's verify answers it (the fields the frame reads). */
export interface SessionCreation {
  id: string;
  expiresAt: string;
  createdAt?: string;
  encryptedSessionSigningKey: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A refusal of the backend as the frame reads it: the body's `code`, the service's `details.check` (which
 * test a code failed: `OTP_EXPIRED`, `OTP_ATTEMPTS`), and when to ask again. (Not the core's
 * `errorFromResponse`: its table of every error code would double the frame's script for four codes.)
 */
export class BackendRefusal extends VaultRefusal {
  constructor(
    code: string,
    message: string,
    readonly check?: string,
    readonly retryAfter?: number,
  ) {
    super(code, message);
  }
}

function refusalOf(status: number, data: unknown, headers: Headers): BackendRefusal {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const details = (
    typeof body['details'] === 'object' && body['details'] !== null ? body['details'] : {}
  ) as Record<string, unknown>;
  const header = Number(headers.get('Retry-After') ?? NaN);
  const retryAfter = Number.isFinite(header)
    ? header
    : typeof details['retryAfter'] === 'number'
      ? details['retryAfter']
      : undefined;
  return new BackendRefusal(
    typeof body['code'] === 'string' ? body['code'] : `HTTP_${status}`,
    typeof body['message'] === 'string' ? body['message'] : `The wallet backend answered ${status}.`,
    typeof details['check'] === 'string' ? details['check'] : undefined,
    retryAfter,
  );
}

/**
 * The frame's own calls to the integrator backend (the wallet handler), at the URL of its own
 * configuration, never one a page gave. Same site as the app, so its cookies go with them
 * (`credentials: 'include'`); in frame mode the handler opens sessions only for calls of this origin.
 */
export class VaultBackend {
  readonly #base: string;

  constructor(backendUrl: string) {
    this.#base = backendUrl.replace(/\/+$/, '');
  }

  /** One JSON call; a refusal becomes a {@link BackendRefusal} of its body (code, check, retryAfter). */
  async #call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', [CLIENT_HEADER]: '1', ...extra };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${this.#base}${path}`, {
        method,
        headers,
        credentials: 'include',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (cause) {
      throw new VaultRefusal('NETWORK_ERROR', `The wallet backend could not be reached: ${String(cause)}`);
    }
    const text = await res.text().catch(() => '');
    let data: unknown = text;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      if (res.ok)
        throw new VaultRefusal('INVALID_RESPONSE', 'The wallet backend sent an answer that is not JSON.');
    }
    if (!res.ok) throw refusalOf(res.status, data, res.headers);
    return data as T;
  }

  /** The wallet account to sign in to: `wanted` when the backend lists it, else its first one. */
  async account(wanted: string | undefined): Promise<string> {
    const data = await this.#call<{ data?: { id?: unknown }[] }>('GET', '/customers/internal-accounts');
    const ids = (Array.isArray(data?.data) ? data.data : [])
      .map((a) => a.id)
      .filter((id): id is string => typeof id === 'string');
    const id = wanted !== undefined ? ids.find((i) => i === wanted) : ids[0];
    if (id === undefined)
      throw new VaultRefusal('NO_WALLET_ACCOUNT', 'The backend lists no such wallet account.');
    return id;
  }

  /** The account's credentials (sign-in methods). */
  async credentials(accountId: string): Promise<Credential[]> {
    const data = await this.#call<{ data?: Credential[] }>(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(accountId)}`,
    );
    return Array.isArray(data?.data) ? data.data : [];
  }

  /** The WebAuthn relying-party id the handler is configured with (`GET /config`). */
  async rpId(): Promise<string> {
    const data = await this.#call<{ rpId?: unknown }>('GET', '/config');
    if (typeof data?.rpId !== 'string') throw new VaultRefusal('INVALID_RESPONSE', 'The config has no rpId.');
    return data.rpId;
  }

  /** Registration options for a passkey of `accountId` (the challenge is the handler's, used once). */
  async registrationOptions(accountId: string, nickname: string): Promise<CreationOptionsJSON> {
    const data = await this.#call<{ options?: CreationOptionsJSON }>(
      'POST',
      '/passkeys/registration-options',
      {
        accountId,
        nickname,
      },
    );
    if (typeof data?.options?.challenge !== 'string')
      throw new VaultRefusal('INVALID_RESPONSE', 'The backend sent no passkey registration options.');
    return data.options;
  }

  /** The account's first credential: the passkey just created (an account with one gets 202: refused). */
  async addFirstPasskey(
    accountId: string,
    nickname: string,
    challenge: string,
    attestation: Attestation,
  ): Promise<Credential> {
    const created = await this.#call<Credential>('POST', '/auth/credentials', {
      type: 'PASSKEY',
      accountId,
      nickname,
      challenge,
      attestation,
    });
    if (typeof created?.id !== 'string' || created.type !== 'PASSKEY')
      throw new VaultRefusal('INVALID_RESPONSE', 'The backend did not answer with the new passkey.');
    return { ...created, accountId: created.accountId || accountId, nickname: created.nickname || nickname };
  }

  /** The account's first credential: the OAuth identity of this ID token (an account with one gets 202). */
  async addFirstOAuth(accountId: string, oidcToken: string): Promise<Credential> {
    const created = await this.#call<Credential>('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken,
    });
    if (typeof created?.id !== 'string' || created.type !== 'OAUTH')
      throw new VaultRefusal('INVALID_RESPONSE', 'The backend did not answer with the new OAuth credential.');
    return { ...created, accountId: created.accountId || accountId };
  }

  /** Verifies an ID token bound (by its nonce) to the frame's client key: the session, sealed to that key. */
  async oauthVerify(
    credential: Credential,
    oidcToken: string,
    clientPublicKey: string,
  ): Promise<SessionCreation> {
    return sessionOf(
      await this.#call<SessionCreation>('POST', `/auth/credentials/${pathId(credential.id)}/verify`, {
        oidcToken,
        clientPublicKey,
      }),
    );
  }

  /** A passkey challenge bound to the frame's client public key. */
  async passkeyChallenge(
    credential: Credential,
    clientPublicKey: string,
  ): Promise<{ challenge: string; requestId: string; allowCredentials?: { id: string }[] }> {
    const data = await this.#call<{ challenge?: unknown; requestId?: unknown; allowCredentials?: unknown }>(
      'POST',
      `/auth/credentials/${pathId(credential.id)}/challenge`,
      { clientPublicKey },
    );
    if (typeof data?.challenge !== 'string' || typeof data.requestId !== 'string')
      throw new VaultRefusal('INVALID_RESPONSE', 'The passkey challenge answer is malformed.');
    return {
      challenge: data.challenge,
      requestId: data.requestId,
      ...(Array.isArray(data.allowCredentials)
        ? { allowCredentials: data.allowCredentials as { id: string }[] }
        : {}),
    };
  }

  /** Verifies a passkey assertion: the session, sealed to the key the challenge named. */
  async passkeyVerify(
    credential: Credential,
    requestId: string,
    assertion: Assertion,
  ): Promise<SessionCreation> {
    return sessionOf(
      await this.#call<SessionCreation>(
        'POST',
        `/auth/credentials/${pathId(credential.id)}/verify`,
        { assertion },
        { [REQUEST_ID_HEADER]: requestId },
      ),
    );
  }

  /**
   * Sends a code to `email`: a fresh one to the account's EMAIL_OTP credential of that address, or, for an
   * account without any credential, to the first credential created for it. An address that is not one of
   * the account's sign-in methods, on an account that has some, is `NOT_FOUND` (adding one needs a session).
   */
  async sendCode(accountId: string, email: string): Promise<{ credential: Credential; retryAfter?: number }> {
    if (!EMAIL.test(email)) throw new VaultRefusal('INVALID_INPUT', 'Enter a valid email address.');
    const list = await this.credentials(accountId);
    const existing = list.find(
      (c) => c.type === 'EMAIL_OTP' && c.nickname.toLowerCase() === email.toLowerCase(),
    );
    if (existing) {
      try {
        await this.#call('POST', `/auth/credentials/${pathId(existing.id)}/challenge`, {});
      } catch (error) {
        // A code went out moments ago: it is still valid.
        if (!(error instanceof BackendRefusal && error.code === 'RATE_LIMITED')) throw error;
        return {
          credential: existing,
          ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
        };
      }
      return { credential: existing };
    }
    if (list.length > 0) {
      throw new VaultRefusal('NOT_FOUND', 'This address is not a sign-in method of the account.');
    }
    const created = await this.#call<Credential>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    if (typeof created?.id !== 'string') {
      throw new VaultRefusal('INVALID_RESPONSE', 'The new credential has no id.');
    }
    return {
      credential: {
        ...created,
        accountId: created.accountId || accountId,
        nickname: created.nickname || email,
      },
    };
  }

  /** Asks for a fresh code for `credential` (`RATE_LIMITED` with `retryAfter` when too soon). */
  async resend(credential: Credential): Promise<void> {
    await this.#call('POST', `/auth/credentials/${pathId(credential.id)}/challenge`, {});
  }

  /** Verifies the code with the frame's client public key: the session, sealed to that key. */
  async verify(credential: Credential, otp: string, clientPublicKey: string): Promise<SessionCreation> {
    return sessionOf(
      await this.#call<SessionCreation>('POST', `/auth/credentials/${pathId(credential.id)}/verify`, {
        otp,
        clientPublicKey,
      }),
    );
  }
}

/** A verify answer, checked: a session id, an expiry and the sealed key. */
function sessionOf(data: SessionCreation): SessionCreation {
  if (
    typeof data?.id !== 'string' ||
    typeof data.expiresAt !== 'string' ||
    typeof data.encryptedSessionSigningKey !== 'string'
  ) {
    throw new VaultRefusal('INVALID_RESPONSE', 'The verify answer has no session id, expiry or sealed key.');
  }
  return data;
}

/** What the frame tells the page of the session it opened: ids, times, credential; nothing secret. */
export function signedInReport(
  creation: SessionCreation,
  credential: Credential,
  publicKey: string,
): VaultSignedIn {
  return {
    session: {
      id: creation.id,
      expiresAt: creation.expiresAt,
      ...(typeof creation.createdAt === 'string' ? { createdAt: creation.createdAt } : {}),
    },
    publicKey,
    credential: {
      id: credential.id,
      accountId: credential.accountId,
      type: credential.type === 'PASSKEY' || credential.type === 'OAUTH' ? credential.type : 'EMAIL_OTP',
      nickname: credential.nickname,
    },
  };
}
