/**
 * The service's clock as this browser can know it. Every time the service returns (`createdAt`,
 * `updatedAt` of what it answers, the `Date` header) was on its clock at or before the moment the answer
 * arrived, so each is a lower bound of the service's "now" at arrival. The clock keeps the largest such
 * offset from this device's clock: a freshly created resource (a quote, a session) makes it exact to the
 * round trip, and a sandbox whose clock was advanced is followed on its next answer.
 *
 * @example
 * const clock = new ServiceClock()
 * clock.observeResponse(data, headers)
 * clock.now() // epoch ms on the service's clock (this device's clock until something was observed)
 */
export class ServiceClock {
  #offset: number | null = null;

  /** Milliseconds the service's clock is ahead of this device's (negative: behind), or 0 when unknown. */
  get offsetMs(): number {
    return this.#offset ?? 0;
  }

  /** The service's current time in epoch milliseconds, as far as it is known. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** A time the service gave (ISO or HTTP date) that was at or before its now when it arrived. */
  observe(serviceTime: string, receivedAt = Date.now()): void {
    const at = Date.parse(serviceTime);
    if (Number.isNaN(at)) return;
    const offset = at - receivedAt;
    if (this.#offset === null || offset > this.#offset) this.#offset = offset;
  }

  /** Every lower bound an answer carries: its `Date` header and the `createdAt`/`updatedAt` it returns. */
  observeResponse(data: unknown, headers?: Headers, receivedAt = Date.now()): void {
    const date = headers?.get('date');
    // The header has whole seconds: its value is a lower bound too.
    if (date) this.observe(date, receivedAt);
    const visit = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      const record = value as Record<string, unknown>;
      for (const key of ['createdAt', 'updatedAt']) {
        const time = record[key];
        if (typeof time === 'string') this.observe(time, receivedAt);
      }
    };
    visit(data);
    const list = (data as { data?: unknown } | null)?.data;
    if (Array.isArray(list)) for (const item of list.slice(0, 100)) visit(item);
  }
}
