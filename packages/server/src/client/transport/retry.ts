/**
 * When the service transport sends a call again: only when repeating it cannot do a thing twice (a safe
 * method, or a call carrying an `Idempotency-Key`), only after a 429, a 503 or a failure to get an
 * answer, after the wait the service asked for (`Retry-After`) or an exponential backoff with jitter, and
 * within a bound on both the number of retries and the total time spent.
 */
import { IDEMPOTENCY_KEY_HEADER, parseRetryAfter } from '@keyhold/protocol';

/** How the client retries 429 and 503 answers and failed connections (it honours `Retry-After`). */
export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number;
  /** First backoff delay when the service sends no `Retry-After`. Default 250 ms, doubled each time. */
  baseDelayMs?: number;
  /**
   * The longest wait the client accepts. A `Retry-After` longer than this is not waited out: the call
   * fails at once with a `RATE_LIMITED`/`SERVICE_UNAVAILABLE` error whose `retryAfter` says how long.
   * Default 10 000 ms.
   */
  maxDelayMs?: number;
  /**
   * The most time one call may spend from its first attempt to the start of its last one: a retry whose
   * wait would end later is not made, and the last answer (or failure) is returned. Default 30 000 ms.
   */
  maxElapsedMs?: number;
}

/** Methods that never change anything at the service, so a retry is always harmless. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers that say "not now, try again": rate limited, or briefly unavailable. */
const RETRY_STATUSES = new Set([429, 503]);

/** A resolved retry policy: the options with their defaults. */
export class RetryPolicy {
  readonly maxRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxElapsedMs: number;

  constructor(options: RetryOptions = {}) {
    this.maxRetries = options.maxRetries ?? 3;
    this.baseDelayMs = options.baseDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 10_000;
    this.maxElapsedMs = options.maxElapsedMs ?? 30_000;
  }

  /**
   * True when sending `method` again cannot repeat an effect: a safe method, or a call that carries an
   * `Idempotency-Key` (the service answers its repeat from the first result). PUT and DELETE are not
   * taken as safe: a stamped call's `Request-Id` is single-use, so its repeat would only be refused.
   */
  static mayRepeat(method: string, headers: Readonly<Record<string, string>>): boolean {
    return (
      SAFE_METHODS.has(method.toUpperCase()) || headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] !== undefined
    );
  }

  /**
   * The wait before retry number `attempt + 1`, or undefined when the call should not be sent again.
   * `outcome` is the answer's status and `Retry-After`, or `failed` when no answer came.
   */
  delayBefore(
    attempt: number,
    elapsedMs: number,
    outcome: { failed: true } | { status: number; retryAfter: string | null },
  ): number | undefined {
    if (attempt >= this.maxRetries) return undefined;
    let delay: number;
    if ('failed' in outcome) delay = this.#backoff(attempt);
    else {
      if (!RETRY_STATUSES.has(outcome.status)) return undefined;
      const retryAfter = parseRetryAfter(outcome.retryAfter);
      delay = retryAfter === undefined ? this.#backoff(attempt) : retryAfter * 1000;
      if (delay > this.maxDelayMs) return undefined;
    }
    return elapsedMs + delay > this.maxElapsedMs ? undefined : delay;
  }

  #backoff(attempt: number): number {
    const exp = this.baseDelayMs * 2 ** attempt;
    // Full jitter keeps a fleet of backends from retrying in lock step.
    return Math.min(this.maxDelayMs, Math.round(exp / 2 + Math.random() * (exp / 2)));
  }
}
