/**
 * Remembers the deliveries already handled, so a captured delivery sent again is refused while an honest
 * retry (the same `id` after the receiver failed to answer 2xx) still gets through: call
 * {@link WebhookReplayGuard.markHandled} only once the event was processed. Bounded: the oldest ids go
 * first, and ids older than the timestamp tolerance need no memory (their timestamp alone refuses them).
 */
export interface WebhookReplayGuard {
  /** True when `id` was handled before. */
  seen(id: string): boolean | Promise<boolean>;
  /** Records `id` as handled. */
  markHandled(id: string): void | Promise<void>;
}

/** In-memory {@link WebhookReplayGuard} for one process (keep at least one tolerance window of ids). */
export class MemoryWebhookReplayGuard implements WebhookReplayGuard {
  readonly #ids = new Set<string>();
  readonly #max: number;

  constructor(options: { maxEntries?: number } = {}) {
    this.#max = options.maxEntries ?? 10_000;
  }

  seen(id: string): boolean {
    return this.#ids.has(id);
  }

  markHandled(id: string): void {
    this.#ids.add(id);
    if (this.#ids.size > this.#max) {
      const oldest = this.#ids.values().next().value;
      if (oldest !== undefined) this.#ids.delete(oldest);
    }
  }
}
