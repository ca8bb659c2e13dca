import type { BackendClient, BackendResponse } from './backend-client.js';
import { KeyholdError, isKeyholdError } from './errors.js';
import { REQUEST_ID_HEADER, SIGNATURE_HEADER, retryRefusalOf, type SignedOperation } from './protocol.js';
import type { CredentialType, Quote, SignedRequestChallenge } from './types.js';

// Which operation a signed request authorizes: `@keyhold/protocol`'s one list (`CHANGE_EMAIL` is
// `wallet.changeEmail()`, the service's `UPDATE_CUSTOMER_EMAIL`).
export type { SignedOperation };

/** Where a signed request is: waiting for approval, being approved, done, declined or failed. */
export type SignedRequestState = 'pending' | 'approving' | 'approved' | 'rejected' | 'failed';

/** What a stamp provider is asked for. */
export interface StampRequest {
  operation: SignedOperation;
  payloadToSign: string;
  /** Revoking a credential: the stamp must come from a session of a different credential. */
  excludeCredentialId?: string | undefined;
  signal: AbortSignal;
  /** When the challenge expires (service's clock): a vault frame stops waiting for a click then. */
  expiresAt?: string | undefined;
  /** @internal Frame mode: the visible vault frame already showing this request (an export's). */
  surface?: object | undefined;
}

/** A stamp over a payload: the header value and the session that made it. */
export interface StampResult {
  stamp: string;
  sessionId: string;
}

/** Turns a payload into a stamp with the right session (the Wallet is one). */
export interface StampProvider {
  /** Signs a payload with the current session's key and returns the stamp header. */
  stamp(request: StampRequest): Promise<StampResult>;
  /** Told when the service refused a stamp because the session behind it is no longer valid. */
  sessionRejected?(sessionId: string, error: KeyholdError): Promise<void>;
}

/** The challenge of a signed request: from a 202, or (quote execution) from the quote itself. */
export interface Challenge {
  payloadToSign: string;
  requestId?: string | undefined;
  expiresAt: string;
  type?: CredentialType | undefined;
  /** Quote execution: the quote as last read from the service (what approving executes). */
  quote?: Quote | undefined;
}

/**
 * What a {@link SignedRequest} is made from: the operation, its challenge, the signer, how to submit the
 * stamped retry and how to ask for a fresh challenge.
 */
export interface SignedRequestInit<T> {
  operation: SignedOperation;
  challenge: Challenge;
  signer: StampProvider;
  excludeCredentialId?: string | undefined;
  /** Sends the stamped request; throws KeyholdError on refusal. */
  submit(stamp: string, challenge: Challenge): Promise<T>;
  /** Starts the request over (expired challenge, spent requestId): a fresh challenge or, rarely, the result. */
  restart?: () => Promise<Challenge | { result: T }>;
  /** The service's time now (epoch ms), for `msLeft()`; `Date.now()` by default. */
  now?: (() => number) | undefined;
}

/**
 * A 202 challenge waiting for the person's decision. `approve()` stamps `payloadToSign` byte for byte with
 * the right session and sends the identical request again with `Service-Wallet-Signature` and `Request-Id`.
 * When the challenge expired (or the service refused the session because it expired meanwhile) it starts
 * the request over, at most a few times, instead of failing. With no live session it asks for re-auth
 * (the wallet's `reauth-required` event) and resumes once a session exists; `reject()` cancels.
 *
 * @example
 * const req = await wallet.revokeSession(otherSessionId)
 * if (confirm(`Sign out ${req.type} session?`)) await req.approve(); else req.reject()
 */
export class SignedRequest<T> {
  readonly operation: SignedOperation;
  /** Settles once: with the first approval's result, or its failure, or `REJECTED`. */
  readonly done: Promise<T>;
  #challenge: Challenge;
  #state: SignedRequestState = 'pending';
  #needsRestart = false;
  #running: Promise<T> | null = null;
  readonly #abort = new AbortController();
  readonly #init: SignedRequestInit<T>;
  #settle!: { resolve(v: T): void; reject(e: unknown): void };

  constructor(init: SignedRequestInit<T>) {
    this.operation = init.operation;
    this.#challenge = init.challenge;
    this.#init = init;
    this.done = new Promise<T>((resolve, reject) => (this.#settle = { resolve, reject }));
    this.done.catch(() => undefined);
  }

  /** A request the service completed without asking for a signature (for example a first credential). */
  static completed<T>(operation: SignedOperation, result: T): SignedRequest<T> {
    const req = new SignedRequest<T>({
      operation,
      challenge: { payloadToSign: '', expiresAt: new Date(8.64e15).toISOString() },
      signer: { stamp: () => Promise.reject(new KeyholdError('NOT_NEEDED', 'No signature is needed.')) },
      submit: () => Promise.resolve(result),
    });
    req.#state = 'approved';
    req.#settle.resolve(result);
    return req;
  }

  /** The credential type being added or revoked, or that issued the session being revoked. */
  get type(): CredentialType | undefined {
    return this.#challenge.type;
  }
  /** The canonical payload the stamp covers, exactly as the service sent it. */
  get payloadToSign(): string {
    return this.#challenge.payloadToSign;
  }
  get requestId(): string | undefined {
    return this.#challenge.requestId;
  }
  /**
   * `EXECUTE_QUOTE`: the quote approving executes, as the service last returned it (amounts, rate, fees,
   * destination, expiry), so a UI can explain it without being handed the quote separately.
   */
  get quote(): Quote | undefined {
    return this.#challenge.quote;
  }
  /** When the challenge expires, on the service's clock. */
  get expiresAt(): string {
    return this.#challenge.expiresAt;
  }
  /**
   * Milliseconds left before the challenge expires, on the service's clock (the wallet's `serviceNow()`), for
   * a countdown; 0 once expired. Approving after that starts the request over.
   */
  msLeft(): number {
    const left = Date.parse(this.#challenge.expiresAt) - (this.#init.now ?? Date.now)();
    return Number.isNaN(left) ? 0 : Math.max(0, left);
  }
  get state(): SignedRequestState {
    return this.#state;
  }

  /** Signs `payloadToSign` with the session key and sends the retry; resolves to the operation's result. */
  approve(): Promise<T> {
    if (this.#state === 'rejected') {
      return Promise.reject(new KeyholdError('REJECTED', 'This request was rejected.'));
    }
    if (this.#state === 'approved') return this.done;
    if (this.#running !== null) return this.#running;
    this.#state = 'approving';
    this.#running = this.#run().then(
      (result) => {
        this.#state = 'approved';
        this.#running = null;
        this.#settle.resolve(result);
        return result;
      },
      (error: unknown) => {
        this.#running = null;
        if (this.#state !== 'rejected') {
          this.#state = 'failed';
          this.#needsRestart = true;
        }
        this.#settle.reject(error);
        throw error;
      },
    );
    return this.#running;
  }

  /** Declines the request; nothing is signed. A pending `approve()` (waiting for re-auth) ends with `REJECTED`. */
  reject(): void {
    if (this.#state === 'approved' || this.#state === 'rejected') return;
    this.#state = 'rejected';
    this.#abort.abort();
    this.#settle.reject(new KeyholdError('REJECTED', 'This request was rejected.'));
  }

  async #restart(): Promise<{ result: T } | null> {
    const restart = this.#init.restart;
    if (!restart) throw new KeyholdError('CHALLENGE_EXPIRED', 'The signing challenge expired.');
    const next = await restart();
    if ('result' in next) return next;
    this.#challenge = next;
    return null;
  }

  #rejectedError(): KeyholdError {
    return new KeyholdError('REJECTED', 'This request was rejected.');
  }

  async #run(): Promise<T> {
    const signal = this.#abort.signal;
    let restarts = 0;
    // The device clock may be off: a challenge that looks expired here is renewed once, then the service judges.
    let renewedForClock = false;
    for (;;) {
      if (signal.aborted) throw this.#rejectedError();
      // On the device clock on purpose: the service judges anyway, and a refused stale quote keeps the
      // service's own 400 (QUOTE_EXPIRED) rather than a local guess.
      const looksExpired = !renewedForClock && Date.parse(this.#challenge.expiresAt) <= Date.now();
      if (this.#needsRestart || looksExpired) {
        if (restarts++ > 3)
          throw new KeyholdError('CHALLENGE_EXPIRED', 'The signing challenge kept expiring.');
        if (looksExpired && !this.#needsRestart) renewedForClock = true;
        const early = await this.#restart();
        this.#needsRestart = false;
        if (early) return early.result;
      }
      const { stamp, sessionId } = await this.#init.signer.stamp({
        operation: this.operation,
        payloadToSign: this.#challenge.payloadToSign,
        excludeCredentialId: this.#init.excludeCredentialId,
        signal,
        expiresAt: this.#challenge.expiresAt,
      });
      if (signal.aborted) throw this.#rejectedError();
      try {
        return await this.#init.submit(stamp, this.#challenge);
      } catch (error) {
        const kind = classifyRetryFailure(error);
        if (kind === 'fatal' || !this.#init.restart || restarts > 3) throw error;
        if (kind === 'session' && isKeyholdError(error)) {
          await this.#init.signer.sessionRejected?.(sessionId, error);
        }
        // A requestId is single-use, also after a failed retry: start over.
        this.#needsRestart = true;
      }
    }
  }
}

/**
 * Why a signed retry was refused: `challenge-expired` (start over), `session` (the session expired or was
 * revoked: re-auth, then start over) or `fatal` (a bad stamp, a reused requestId: surface it).
 */
export function classifyRetryFailure(error: unknown): 'challenge-expired' | 'session' | 'fatal' {
  if (!isKeyholdError(error)) return 'fatal';
  if (error.code === 'SESSION_EXPIRED' || error.code === 'SESSION_REVOKED') return 'session';
  if (error.code === 'CHALLENGE_EXPIRED') return 'challenge-expired';
  if (error.status !== 401) return 'fatal';
  const typed = retryRefusalOf(error.reason);
  if (typed !== undefined) return typed;
  // Any other reason (the service publishes only some of its wordings) is read on its own words, never
  // on the message beside it: one that plainly says the session or the challenge is gone is read as such
  // (gap decision); without a reason, the message is read.
  const text = (error.reason ?? error.message).toLowerCase();
  if (/session/.test(text) && /(expired|revoked|not found|unknown|no longer|not a live)/.test(text))
    return 'session';
  if (/(request|challenge)/.test(text) && /expired/.test(text)) return 'challenge-expired';
  return 'fatal';
}

/** One signed operation as the wallet sends it: how to make the call and how to read its result. */
export interface SignedCall<T> {
  client: BackendClient;
  operation: SignedOperation;
  method: string;
  path: string;
  /** The exact body text; the retry sends these same bytes. */
  body?: string | undefined;
  headers?: Record<string, string>;
  signer: StampProvider;
  excludeCredentialId?: string | undefined;
  /** Reads the operation's result from the backend's answer. */
  parse(res: BackendResponse): T | Promise<T>;
  /** The service's time now (epoch ms), for the request's `msLeft()`; `Date.now()` by default. */
  now?: (() => number) | undefined;
}

/**
 * What a signed call gives: a {@link SignedRequest} to approve, or the result when no signature was needed.
 */
export type SignedCallOutcome<T> = { signedRequest: SignedRequest<T> } | { result: T };

function asChallenge(data: unknown): Challenge {
  const d = (data ?? {}) as Partial<SignedRequestChallenge>;
  if (
    typeof d.payloadToSign !== 'string' ||
    typeof d.requestId !== 'string' ||
    typeof d.expiresAt !== 'string'
  ) {
    throw new KeyholdError(
      'INVALID_RESPONSE',
      'The 202 challenge is missing payloadToSign, requestId or expiresAt.',
      {
        status: 202,
      },
    );
  }
  return { payloadToSign: d.payloadToSign, requestId: d.requestId, expiresAt: d.expiresAt, type: d.type };
}

/**
 * Sends a request that may need a signed retry. A 2xx other than 202 is the result; a 202 becomes a
 * `SignedRequest` whose approval repeats the same method, path and body bytes with the stamp.
 */
export async function sendSigned<T>(call: SignedCall<T>): Promise<SignedCallOutcome<T>> {
  const first = async (): Promise<Challenge | { result: T }> => {
    const res = await call.client.request(call.method, call.path, {
      body: call.body,
      headers: call.headers ?? {},
    });
    if (res.status === 202) return asChallenge(res.data);
    return { result: await call.parse(res) };
  };
  const outcome = await first();
  if ('result' in outcome) return outcome;
  const signedRequest = new SignedRequest<T>({
    operation: call.operation,
    challenge: outcome,
    signer: call.signer,
    excludeCredentialId: call.excludeCredentialId,
    now: call.now,
    restart: first,
    submit: async (stamp, challenge) => {
      const headers: Record<string, string> = { ...call.headers, [SIGNATURE_HEADER]: stamp };
      if (challenge.requestId !== undefined) headers[REQUEST_ID_HEADER] = challenge.requestId;
      const res = await call.client.request(call.method, call.path, { body: call.body, headers });
      if (res.status === 202) {
        throw new KeyholdError('UNEXPECTED_CHALLENGE', 'The service asked for a signature again.', {
          status: 202,
        });
      }
      return call.parse(res);
    },
  });
  return { signedRequest };
}
