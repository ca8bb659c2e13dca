import { KeyholdError } from '@keyhold/protocol/errors';
import { WEBHOOK_MAX_AGE_SECONDS, type WebhookReplayGuard } from './webhooks/replay-guard.js';

/** The part of a node-redis v5 client {@link RedisWebhookReplayGuard} uses. */
export interface RedisReplayGuardClient {
  /** `EXISTS key`: 1 when the key is there. */
  exists(key: string): Promise<number | unknown>;
  /** `SET key value EX seconds`. */
  set(key: string, value: string, options: { expiration: { type: 'EX'; value: number } }): Promise<unknown>;
}

/** Options of {@link RedisWebhookReplayGuard}. */
export interface RedisWebhookReplayGuardOptions {
  /** A connected node-redis v5 client. */
  client: RedisReplayGuardClient;
  /** Key prefix, default `keyhold:webhook:`. */
  prefix?: string;
  /** How long a handled id is kept, in seconds. Default `WEBHOOK_MAX_AGE_SECONDS` (7 days + 1 h). */
  ttlSeconds?: number;
}

/**
 * A webhook replay guard on Redis: every backend instance behind a load balancer sees the ids any of them
 * handled, and the ids survive a restart. Each handled id is one key written with `SET key 1 EX ttl`, so
 * the keyspace holds at most one retry window of events. A Redis that cannot be read or written is an
 * error (`SERVICE_UNAVAILABLE`, 503), never "not seen": answer 5xx and the service retries later.
 *
 * @example
 * import { createClient } from 'redis';
 * import { RedisWebhookReplayGuard } from '@keyhold/server/redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const replayGuard = new RedisWebhookReplayGuard({ client: redis });
 */
export class RedisWebhookReplayGuard implements WebhookReplayGuard {
  readonly #client: RedisReplayGuardClient;
  readonly #prefix: string;
  readonly #ttlSeconds: number;

  constructor(options: RedisWebhookReplayGuardOptions) {
    if (!options?.client)
      throw new KeyholdError('INVALID_CONFIG', 'RedisWebhookReplayGuard needs a connected client.');
    const ttl = options.ttlSeconds ?? WEBHOOK_MAX_AGE_SECONDS;
    if (!Number.isInteger(ttl) || ttl < 1)
      throw new KeyholdError(
        'INVALID_CONFIG',
        'RedisWebhookReplayGuard ttlSeconds must be a positive integer.',
      );
    this.#client = options.client;
    this.#prefix = options.prefix ?? 'keyhold:webhook:';
    this.#ttlSeconds = ttl;
  }

  async seen(id: string): Promise<boolean> {
    const count = await unavailable('read', () => this.#client.exists(this.#prefix + id));
    return Number(count) > 0;
  }

  async markHandled(id: string): Promise<void> {
    await unavailable('written', () =>
      this.#client.set(this.#prefix + id, '1', { expiration: { type: 'EX', value: this.#ttlSeconds } }),
    );
  }
}

async function unavailable<T>(verb: 'read' | 'written', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new KeyholdError('SERVICE_UNAVAILABLE', `The webhook replay guard could not be ${verb}.`, {
      status: 503,
      cause,
    });
  }
}
