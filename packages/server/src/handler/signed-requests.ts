import { REQUEST_ID_HEADER } from '@keyhold/protocol';
import type { KeyValueStore } from '../store/key-value-store.js';
import type { Context } from './context.js';
import { forbidden, invalidInput } from './responses.js';

/** How long an owner is remembered when the service's answer gives no `expiresAt`. */
const DEFAULT_TTL_MS = 10 * 60_000;
const MAX_TTL_MS = 30 * 60_000;
const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

interface OwnerRecord {
  customerId: string;
  expiresAt: number;
}

/**
 * Signed requests stay their owner's. Every `requestId` the service hands a customer through this
 * handler (a 202 signed-request challenge, a passkey assertion challenge) is remembered with its
 * customer in the challenge store, so all instances sharing a Redis store know it. A call naming another
 * customer's `Request-Id` is refused (403) without reaching the service, so it cannot spend that
 * customer's pending request; the owner's retry afterwards goes through as usual.
 */
export class SignedRequests {
  readonly #store: KeyValueStore;

  constructor(store: KeyValueStore) {
    this.#store = store;
  }

  async checkRetry(ctx: Context): Promise<void> {
    const requestId = ctx.request.headers.get(REQUEST_ID_HEADER);
    if (requestId === null) return;
    if (!REQUEST_ID.test(requestId)) {
      throw invalidInput(
        `${REQUEST_ID_HEADER} must be 1 to 200 visible ASCII characters.`,
        REQUEST_ID_HEADER,
      );
    }
    const record = await this.#lookup(requestId);
    if (record && record.customerId !== ctx.customerId) {
      throw forbidden('This Request-Id belongs to another customer’s pending request.');
    }
  }

  /** Records the owner of a `requestId` in a successful (2xx) service answer. */
  async remember(ctx: Context, status: number, view: Uint8Array): Promise<void> {
    if (status < 200 || status > 299 || view.byteLength === 0 || view.byteLength > 64 * 1024) return;
    // Cheap pre-check before parsing: most answers carry no requestId at all.
    if (!containsAscii(view, '"requestId"')) return;
    let body: { requestId?: unknown; expiresAt?: unknown };
    try {
      body = JSON.parse(new TextDecoder().decode(view)) as typeof body;
    } catch {
      return;
    }
    if (typeof body?.requestId !== 'string' || !REQUEST_ID.test(body.requestId)) return;
    const until = typeof body.expiresAt === 'string' ? Date.parse(body.expiresAt) : NaN;
    const ttl = Math.min(
      MAX_TTL_MS,
      Math.max(1000, Number.isNaN(until) ? DEFAULT_TTL_MS : until - Date.now() + 60_000),
    );
    const record: OwnerRecord = { customerId: ctx.customerId, expiresAt: Date.now() + ttl };
    await this.#store.set(key(body.requestId), JSON.stringify(record), ttl);
  }

  async #lookup(requestId: string): Promise<OwnerRecord | null> {
    return parse(await this.#store.get(key(requestId)));
  }
}

function key(requestId: string): string {
  return `request-owner:${requestId}`;
}

function parse(raw: string | null): OwnerRecord | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as OwnerRecord;
    return typeof value?.customerId === 'string' ? value : null;
  } catch {
    return null;
  }
}

function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const first = needle.charCodeAt(0);
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}
