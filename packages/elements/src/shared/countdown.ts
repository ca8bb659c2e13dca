import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Counts down to a deadline (a challenge's `expiresAt`, a `Retry-After`, a resend cooldown) and
 * re-renders its host once a second while it runs. Stops itself at zero and calls `onDone`; pauses while
 * the host is disconnected and picks up where the clock is on reconnection.
 *
 * @example
 * #expiry = new CountdownController(this, { onDone: () => this.requestUpdate() })
 * updated() { this.#expiry.until(this.request.expiresAt) }
 * render() { return this.#expiry.running ? `${this.#expiry.remaining}s left` : 'expired' }
 */
export class CountdownController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #onDone: (() => void) | undefined;
  #deadline: number | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #connected = false;
  #doneFired = false;

  constructor(host: ReactiveControllerHost, options: { onDone?: () => void } = {}) {
    this.#host = host;
    this.#onDone = options.onDone;
    host.addController(this);
  }

  /** Counts down to `deadline` (ISO string, epoch ms or Date). An unparseable deadline counts as already past. */
  until(deadline: string | number | Date): void {
    const at =
      typeof deadline === 'number'
        ? deadline
        : deadline instanceof Date
          ? deadline.getTime()
          : Date.parse(deadline);
    const next = Number.isNaN(at) ? Date.now() : at;
    if (next === this.#deadline) return;
    this.#deadline = next;
    this.#doneFired = false;
    this.#tick();
  }

  /** Counts down `seconds` from now (for example a `Retry-After`). */
  forSeconds(seconds: number): void {
    this.until(Date.now() + Math.max(0, seconds) * 1000);
  }

  /** Stops without calling `onDone`. */
  stop(): void {
    this.#deadline = null;
    this.#clear();
    this.#host.requestUpdate();
  }

  /** Whole seconds left (rounded up), 0 when done or stopped. */
  get remaining(): number {
    if (this.#deadline === null) return 0;
    return Math.max(0, Math.ceil((this.#deadline - Date.now()) / 1000));
  }

  /** True while the deadline lies ahead. */
  get running(): boolean {
    return this.remaining > 0;
  }

  /** True once a deadline was set and has passed. */
  get done(): boolean {
    return this.#deadline !== null && this.remaining === 0;
  }

  hostConnected(): void {
    this.#connected = true;
    this.#tick();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#clear();
  }

  #tick = (): void => {
    this.#host.requestUpdate();
    if (this.#deadline === null) return;
    if (this.remaining === 0) {
      this.#clear();
      if (!this.#doneFired) {
        this.#doneFired = true;
        this.#onDone?.();
      }
      return;
    }
    if (this.#timer === undefined && this.#connected) this.#timer = setInterval(this.#tick, 1000);
  };

  #clear(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

// Seconds to wait from an error's `retryAfter`: the core reads `Retry-After` once, for every layer.
export { retryAfterSeconds } from '@keyhold/core/protocol';
