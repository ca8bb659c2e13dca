/**
 * Reads again and again through the integrator backend, slower while nothing changes: the delay starts
 * at `minMs`, doubles after each read that changed nothing (or failed) up to `maxMs`, and drops back to
 * `minMs` after a change or a `nudge()` (a payment made here, the page shown again). Nothing is read
 * while the page is hidden. Why polling and not a server-sent-events relay: see the package README
 * ("How the money elements stay current").
 */
export class BackoffPoll {
  readonly #read: () => Promise<boolean>;
  readonly #minMs: number;
  readonly #maxMs: number;
  #delay: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running = false;
  #reading = false;

  /** `read` resolves true when what it read changed. */
  constructor(read: () => Promise<boolean>, minMs: number, maxMs: number) {
    this.#read = read;
    this.#minMs = minMs;
    this.#maxMs = maxMs;
    this.#delay = minMs;
  }

  /** The delay before the next read (milliseconds). */
  get delayMs(): number {
    return this.#delay;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#delay = this.#minMs;
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.#onVisible);
    this.#schedule();
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.#onVisible);
  }

  /** Reads now and starts again from the shortest delay. */
  nudge(): void {
    if (!this.#running) return;
    this.#delay = this.#minMs;
    clearTimeout(this.#timer);
    void this.#tick();
  }

  #onVisible = (): void => {
    if (document.visibilityState === 'visible') this.nudge();
  };

  #schedule(): void {
    clearTimeout(this.#timer);
    if (this.#running) this.#timer = setTimeout(() => void this.#tick(), this.#delay);
  }

  async #tick(): Promise<void> {
    if (!this.#running || this.#reading) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
      this.#schedule();
      return;
    }
    this.#reading = true;
    let changed = false;
    try {
      changed = await this.#read();
    } catch {
      changed = false;
    } finally {
      this.#reading = false;
    }
    this.#delay = changed ? this.#minMs : Math.min(this.#delay * 2, this.#maxMs);
    this.#schedule();
  }
}
