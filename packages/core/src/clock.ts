/**
 * The service's clock as seen from this device: the offset between the device clock and the payments
 * service's, learned from what the service says about time — the `Date` header of backend answers (one
 * second resolution) and timestamps the service has just written (a new session's `createdAt`). Expiries
 * the service sets (sessions, signed-request challenges, quotes) are on its clock: compare them with
 * `now()`, never with `Date.now()`, so a device clock that is off (or a sandbox clock moved forward) neither
 * ends things early nor keeps them late.
 *
 * @example
 * const clock = new ServiceClock()
 * clock.observeDate(response.headers.get('Date'), sentAt, receivedAt)
 * const msLeft = Date.parse(quote.expiresAt) - clock.now()
 */
export class ServiceClock {
  #offsetMs = 0;
  #known = false;
  readonly #listeners = new Set<(offsetMs: number) => void>();

  /** Milliseconds to add to the device clock to get the service's (0 until something was observed). */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** True once an answer of the service told its time. */
  get known(): boolean {
    return this.#known;
  }

  /** The service's time now, epoch milliseconds. */
  now(): number {
    return Date.now() + this.#offsetMs;
  }

  /** Milliseconds from the service's now until `time` (an ISO date-time on the service's clock); NaN if unreadable. */
  msUntil(time: string): number {
    return Date.parse(time) - this.now();
  }

  /**
   * Records that the service's clock read `serviceMs` (true value in `[serviceMs, serviceMs + resolutionMs)`)
   * at some device time in `[sentAt, receivedAt]`. The offset moves only as far as this sample demands (to
   * the nearest offset it allows; from 0, a device clock in step with the service's, at first), so a coarse
   * sample never spoils a precise one that agrees with it. Returns true when it moved.
   */
  observe(serviceMs: number, sentAt: number, receivedAt: number, resolutionMs = 0): boolean {
    if (!Number.isFinite(serviceMs) || !Number.isFinite(sentAt) || !Number.isFinite(receivedAt)) return false;
    const low = serviceMs - Math.max(sentAt, receivedAt);
    const high = serviceMs + resolutionMs - Math.min(sentAt, receivedAt);
    const next = Math.round(Math.min(Math.max(this.#offsetMs, low), high));
    const moved = next !== this.#offsetMs;
    this.#offsetMs = next;
    this.#known = true;
    if (moved) for (const listener of [...this.#listeners]) listener(next);
    return moved;
  }

  /** Records an HTTP `Date` header (IMF-fixdate, one second resolution) received between the two times. */
  observeDate(value: string | null, sentAt: number, receivedAt: number): boolean {
    if (value === null || value === '') return false;
    return this.observe(Date.parse(value), sentAt, receivedAt, 1000);
  }

  /** Calls `listener` with the new offset each time it moves; returns the unsubscribe function. */
  onChange(listener: (offsetMs: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
