import { LRUCache } from 'lru-cache';
import { KeyholdError } from '@keyhold/protocol/errors';

/**
 * How long the service keeps retrying one event: exponential backoff for up to 7 days. Every retry
 * carries the same `id` (the event's idempotency key), `timestamp` and signature.
 */
export const WEBHOOK_RETRY_WINDOW_SECONDS = 7 * 24 * 3600;

/**
 * How long an event stays acceptable and how long its id is remembered by default: the retry window plus
 * one hour for attempts in flight and clock differences. The two are the same number on purpose: a
 * delivery older than this is refused by its timestamp alone, so no guard needs to remember it longer.
 */
export const WEBHOOK_MAX_AGE_SECONDS = WEBHOOK_RETRY_WINDOW_SECONDS + 3600;

/**
 * Remembers the events already handled, by `id`. A delivery whose id was handled (a captured delivery sent
 * again, or an honest retry after your 2xx was lost) is refused as a replay, while an honest retry of an
 * event you did not handle still gets through: call {@link WebhookReplayGuard.markHandled} only once the
 * event was processed. Ids must be kept at least as long as `verifyWebhook` accepts a timestamp
 * ({@link WEBHOOK_MAX_AGE_SECONDS} by default).
 *
 * Implementations: {@link MemoryWebhookReplayGuard} (one process) and `RedisWebhookReplayGuard` from
 * `@keyhold/server/redis` (several instances, and ids that survive a restart).
 */
export interface WebhookReplayGuard {
  /** True when `id` was handled before. */
  seen(id: string): boolean | Promise<boolean>;
  /** Records `id` as handled. */
  markHandled(id: string): void | Promise<void>;
}

/** Options of {@link MemoryWebhookReplayGuard}. */
export interface MemoryWebhookReplayGuardOptions {
  /** Most ids kept; past it the least recently handled go first. Default 100 000. */
  maxEntries?: number;
  /** How long an id is kept, in seconds. Default {@link WEBHOOK_MAX_AGE_SECONDS}. */
  ttlSeconds?: number;
  /** The clock (ms), injectable for tests; default `Date.now`. */
  now?: () => number;
}

/**
 * In-memory {@link WebhookReplayGuard} for one process, on `lru-cache`: ids are kept for `ttlSeconds`
 * (the whole retry window by default) and at most `maxEntries` of them. Size `maxEntries` above the events
 * you handle in a week: an id evicted early can be replayed until its timestamp ages out. Ids are lost on
 * restart and not shared between instances; use `RedisWebhookReplayGuard` for either.
 */
export class MemoryWebhookReplayGuard implements WebhookReplayGuard {
  readonly #ids: LRUCache<string, true>;

  constructor(options: MemoryWebhookReplayGuardOptions = {}) {
    const max = options.maxEntries ?? 100_000;
    const ttlSeconds = options.ttlSeconds ?? WEBHOOK_MAX_AGE_SECONDS;
    if (!Number.isInteger(max) || max < 1 || !(ttlSeconds > 0)) {
      throw new KeyholdError(
        'INVALID_CONFIG',
        'MemoryWebhookReplayGuard needs a positive integer maxEntries and a positive ttlSeconds.',
      );
    }
    const now = options.now;
    this.#ids = new LRUCache<string, true>({
      max,
      ttl: ttlSeconds * 1000,
      // An injected clock is read on every check (the default caches `now` for 1 ms).
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    });
  }

  seen(id: string): boolean {
    return this.#ids.has(id);
  }

  markHandled(id: string): void {
    this.#ids.set(id, true);
  }

  /** Ids currently remembered (for tests and metrics). */
  get size(): number {
    this.#ids.purgeStale();
    return this.#ids.size;
  }
}
