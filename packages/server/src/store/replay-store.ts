import { KeyholdError } from '@keyhold/protocol/errors';
import { WEBHOOK_MAX_AGE_SECONDS, type WebhookReplayGuard } from '../webhooks/replay-guard.js';
import type { KeyValueStore } from './key-value-store.js';

/**
 * A webhook replay guard on a {@link KeyValueStore}: each handled id is one value kept `ttlSeconds`
 * (default one retry window and an hour), so every instance sharing the store sees the ids any of them
 * handled. A store that cannot be read or written is an error (`SERVICE_UNAVAILABLE`, 503), never "not
 * seen": answer 5xx and the service retries later.
 */
export function replayGuardOn(
  store: KeyValueStore,
  ttlSeconds = WEBHOOK_MAX_AGE_SECONDS,
): WebhookReplayGuard {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1)
    throw new KeyholdError('INVALID_CONFIG', 'A webhook replay guard needs ttlSeconds, a positive integer.');
  return {
    seen: async (id) => (await unavailable('read', () => store.get(id))) !== null,
    markHandled: async (id) => {
      await unavailable('written', () => store.set(id, '1', ttlSeconds * 1000));
    },
  };
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
