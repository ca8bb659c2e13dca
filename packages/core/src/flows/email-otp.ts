import { KeyholdError, isKeyholdError } from '../errors.js';
import { type OnSignedRequest, type WalletInternals, pathId } from '../internals.js';
import type { Session } from '../session.js';
import type { AuthMethod, SessionCreation } from '../types.js';

/**
 * What {@link EmailOtpFlow.start} needs: the email address, and a hook for the signed approval that adding a
 * credential to an existing account asks for.
 */
export interface EmailOtpStartOptions {
  email: string;
  /** Adding EMAIL_OTP to an account that has credentials needs a signed retry: approve it here (default: at once). */
  onSignedRequest?: OnSignedRequest<AuthMethod>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Email one-time codes: `start` registers the address (first credential: unsigned; otherwise a signed
 * retry) or, when it is already registered, sends a fresh code; `verify` opens the session.
 *
 * @example
 * const otp = await wallet.emailOtp.start({ email: 'ada@example.com' })
 * const session = await otp.verify(codeFromEmail)
 */
export class EmailOtpFlow {
  readonly #w: WalletInternals;
  constructor(internals: WalletInternals) {
    this.#w = internals;
  }

  /** Asks the service to email a one-time code; resolves to the challenge that verifies it. */
  async start(options: EmailOtpStartOptions): Promise<EmailOtpChallenge> {
    const email = typeof options?.email === 'string' ? options.email.trim() : '';
    if (!EMAIL.test(email)) throw new KeyholdError('INVALID_INPUT', 'Enter a valid email address.');
    const { accountId } = await this.#w.prepared();
    const existing = (await this.#w.listCredentials()).find(
      (c) => c.type === 'EMAIL_OTP' && c.nickname.toLowerCase() === email.toLowerCase(),
    );
    if (!existing) {
      // The service emails the code at creation (first credential) or on the signed retry (additional).
      const credential = await this.#w.registerCredential(
        { type: 'EMAIL_OTP', accountId, email },
        options.onSignedRequest,
      );
      return new EmailOtpChallenge(this.#w, credential, true, undefined);
    }
    const challenge = new EmailOtpChallenge(this.#w, existing, false, undefined);
    try {
      await challenge.resend();
    } catch (error) {
      // A code went out moments ago: it is still valid; tell the caller when a new one may be asked for.
      if (!isKeyholdError(error, 'RATE_LIMITED')) throw error;
      return new EmailOtpChallenge(this.#w, existing, false, error.retryAfter);
    }
    return challenge;
  }
}

/** A code sent (or recently sent) to an EMAIL_OTP credential, waiting to be verified. */
export class EmailOtpChallenge {
  readonly credential: AuthMethod;
  #codeSent: boolean;
  #retryAfter: number | undefined;
  readonly #w: WalletInternals;

  constructor(
    internals: WalletInternals,
    credential: AuthMethod,
    codeSent: boolean,
    retryAfter: number | undefined,
  ) {
    this.#w = internals;
    this.credential = credential;
    this.#codeSent = codeSent;
    this.#retryAfter = retryAfter;
  }

  get email(): string {
    return this.credential.nickname;
  }
  /** False when `start` could not send a new code because one went out moments ago. */
  get codeSent(): boolean {
    return this.#codeSent;
  }
  /** Seconds to wait before `resend()`, when the service said so. */
  get retryAfter(): number | undefined {
    return this.#retryAfter;
  }

  /** Sends a fresh code. Too soon: `RATE_LIMITED` with `retryAfter` (seconds). */
  async resend(): Promise<void> {
    try {
      await this.#w.client.post(`/auth/credentials/${pathId(this.credential.id)}/challenge`, {});
      this.#codeSent = true;
      this.#retryAfter = undefined;
    } catch (error) {
      if (isKeyholdError(error, 'RATE_LIMITED')) this.#retryAfter = error.retryAfter;
      throw error;
    }
  }

  /** Verifies the code with a fresh client key and opens the session. Wrong code: `UNAUTHORIZED` (reason). */
  async verify(code: string): Promise<Session> {
    const otp = typeof code === 'string' ? code.trim() : '';
    if (!/^\d{6}$/.test(otp)) throw new KeyholdError('INVALID_INPUT', 'The code has 6 digits.');
    const clientKey = await this.#w.newClientKey();
    let creation: SessionCreation;
    try {
      ({ data: creation } = await this.#w.client.post<SessionCreation>(
        `/auth/credentials/${pathId(this.credential.id)}/verify`,
        { otp, clientPublicKey: clientKey.publicKey },
      ));
    } catch (error) {
      await this.#w.forgetClientKey(clientKey.publicKey).catch(() => undefined);
      throw error;
    }
    return this.#w.completeSession(creation, clientKey, this.credential);
  }
}
