import type { KhOtpInput } from '../otp-input/otp-input.js';
import { personCode } from '../shared/errors.js';
import type { KhErrorInfo } from '../shared/events.js';
import type { FlowRunner } from '../shared/flow.js';
import type { LocalizeController } from '../shared/localize.js';
import type { EmailOtpChallengeLike, WalletSession } from '../shared/wallet.js';

/** Failures after which the emailed code can never work again: only a new code helps. */
const DEAD_CODE = new Set(['OTP_ATTEMPTS', 'OTP_EXPIRED', 'RATE_LIMITED']);

/**
 * The code step of `<kh-sign-in>`: checks a code, asks for a new one, and remembers a dead code. A code
 * burnt by wrong guesses, expired, or locked out (429) stays dead at the service, which then answers even
 * the right code with "not valid": so once dead, the step keeps saying why and does not send another code
 * to be refused (each would count as one more wrong guess) until a new code was sent.
 */
export class CodeStep {
  /** Why the current code no longer works (a sentence), or null while it may. */
  #dead: string | null = null;
  readonly #flow: FlowRunner;
  readonly #t: LocalizeController;

  constructor(flow: FlowRunner, t: LocalizeController) {
    this.#flow = flow;
    this.#t = t;
  }

  /** True once the current code is dead (until `forget()` or a new code). */
  get dead(): boolean {
    return this.#dead !== null;
  }

  /** A new challenge (another address, back to the start): its code may work. */
  forget(): void {
    this.#dead = null;
  }

  #describe = (info: KhErrorInfo): string | undefined => {
    const code = personCode(info);
    // On a code check, a 429 is the lockout after many wrong codes (the service burns the code too).
    if (code === 'RATE_LIMITED') return this.#t.term('otpLocked');
    if (DEAD_CODE.has(code)) return this.#t.errorMessage(info);
    return info.code === 'UNAUTHORIZED' || info.status === 401
      ? this.#t.errorMessage({ code: 'INVALID_OTP', message: '' })
      : undefined;
  };

  /** Checks `code`; the session, or undefined with the reason on `otp`. */
  async verify(
    challenge: EmailOtpChallengeLike,
    code: string,
    otp: KhOtpInput | null,
  ): Promise<WalletSession | undefined> {
    const dead = this.#dead;
    const session =
      dead === null ? await this.#flow.run(() => challenge.verify(code), this.#describe) : undefined;
    if (session || !otp) return session;
    const failure = this.#flow.lastError;
    if (dead === null && failure && DEAD_CODE.has(personCode(failure))) {
      this.#dead = this.#flow.error;
      // A dead code: a new one may be asked for at once, or once a lockout's wait is over.
      otp.startResendCooldown(failure.retryAfter ?? 0);
    }
    // Start the code over (one completion per attempt) and keep the reason on the input.
    otp.value = '';
    otp.error = this.#dead ?? this.#flow.error;
    this.#flow.clearError();
    await otp.updateComplete;
    otp.focus();
    return undefined;
  }

  /** Asks for a new code; once one went out, the previous code's failure no longer applies. */
  async resend(challenge: EmailOtpChallengeLike, otp: KhOtpInput): Promise<void> {
    await this.#flow.run(() => challenge.resend());
    const failure = this.#flow.lastError;
    if (failure?.retryAfter !== undefined) otp.startResendCooldown(failure.retryAfter);
    else if (!failure) {
      this.#dead = null;
      otp.error = '';
      otp.value = '';
      otp.startResendCooldown();
    }
  }
}
