/**
 * Webhook verification for integrators: the service signs each delivery's raw body with ECDSA P-256 /
 * SHA-256 (base64 DER in `Service-Webhook-Signature`). `verifyWebhook` checks the signature over the exact
 * bytes received, bounds the body before parsing it, checks the event's timestamp lies inside the retry
 * window and, with a replay guard, that its id was not handled before; only then does it return the event.
 *
 * Why the window is days, not minutes: the service retries one event with backoff for up to 7 days and
 * every attempt carries the first attempt's body (its `timestamp`) and signature, so a 5-minute clock would
 * refuse every retry after the first minutes. Replays are stopped by the event `id` (the idempotency key),
 * which the guard keeps at least as long as a timestamp is accepted.
 */
import { fromHex, utf8Decode, verifyDerSignature } from '@keyhold/protocol/crypto';
import { KeyholdError } from '@keyhold/protocol/errors';
import type { UnknownWebhookEvent, WebhookEvent } from './events.js';
import { WEBHOOK_MAX_AGE_SECONDS, type WebhookReplayGuard } from './replay-guard.js';

/** The header that carries the signature. */
export const WEBHOOK_SIGNATURE_HEADER = 'Service-Webhook-Signature';

/**
 * Options of {@link verifyWebhook}: the body limit, the timestamp window, the current time and a replay
 * guard.
 */
export interface VerifyWebhookOptions {
  /** Largest body accepted, in bytes. Default 1 MiB. */
  maxBodyBytes?: number;
  /**
   * Oldest event accepted: how long ago its `timestamp` may be, in seconds. Default
   * {@link WEBHOOK_MAX_AGE_SECONDS} (the 7-day retry window plus one hour), so every retry is accepted.
   * Keep the replay guard's ids at least this long.
   */
  maxAgeSeconds?: number;
  /** How far in the future the event's `timestamp` may be (clock difference), in seconds. Default 300. */
  maxFutureSeconds?: number;
  /** The clock to compare against (ms since the epoch); default `Date.now()`. */
  now?: number;
  /** Refuses a delivery whose `id` was already handled (call `markHandled(id)` after processing). */
  replayGuard?: WebhookReplayGuard;
}

/** The webhook public key: uncompressed or compressed hex (as `/_sandbox/webhook-key` gives it) or bytes. */
export type WebhookPublicKey = string | Uint8Array;

const MAX_SIGNATURE_CHARS = 200; // a P-256 DER signature is at most 72 bytes, 96 base64 characters

function refused(message: string, details: Record<string, unknown>): KeyholdError {
  return new KeyholdError('INVALID_SIGNATURE', message, { status: 401, details });
}

function headerOf(headers: Headers | Record<string, string | string[] | undefined>, name: string) {
  if (headers instanceof Headers) return headers.get(name);
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

function base64Bytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Verifies one webhook delivery and returns its typed event. Pass the raw body exactly as received (before
 * any JSON parsing), the request headers and the service's webhook public key.
 *
 * @throws KeyholdError `INVALID_SIGNATURE` (401) for a missing, malformed or wrong signature, a tampered
 *   body, a timestamp outside the window or an id already handled (`details.check` says which; for
 *   `replay` answer 2xx: the event was handled, and the service stops retrying); `PAYLOAD_TOO_LARGE` (413)
 *   for a body over `maxBodyBytes`; `INVALID_INPUT` (400) for a signed body that is not an event; the
 *   guard's own error when it cannot be read (answer 5xx: the service retries).
 *
 * @example
 * const event = await verifyWebhook(rawBody, req.headers, process.env.WEBHOOK_PUBLIC_KEY!, { replayGuard })
 * if (isWebhookEvent(event, 'INVITATION.CLAIMED')) await payInvitation(event.data)
 * await replayGuard.markHandled(event.id)
 */
export async function verifyWebhook(
  rawBody: Uint8Array | string,
  headers: Headers | Record<string, string | string[] | undefined>,
  publicKey: WebhookPublicKey,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent | UnknownWebhookEvent> {
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const bytes = typeof rawBody === 'string' ? new TextEncoder().encode(rawBody) : rawBody;
  if (bytes.byteLength > maxBodyBytes) {
    throw new KeyholdError('PAYLOAD_TOO_LARGE', `The webhook body is larger than ${maxBodyBytes} bytes.`, {
      status: 413,
      details: { maxBodyBytes },
    });
  }
  const signatureText = headerOf(headers, WEBHOOK_SIGNATURE_HEADER)?.trim() ?? '';
  if (signatureText === '') {
    throw refused(`The ${WEBHOOK_SIGNATURE_HEADER} header is missing.`, { check: 'signature-missing' });
  }
  const signature = signatureText.length <= MAX_SIGNATURE_CHARS ? base64Bytes(signatureText) : null;
  if (signature === null) {
    throw refused(`The ${WEBHOOK_SIGNATURE_HEADER} header is not a base64 signature.`, {
      check: 'signature-malformed',
    });
  }
  const key = typeof publicKey === 'string' ? fromHex(publicKey) : publicKey;
  if (!(await verifyDerSignature(key, bytes, signature))) {
    throw refused('The webhook signature does not match its body.', { check: 'signature' });
  }
  let event: unknown;
  try {
    event = JSON.parse(utf8Decode(bytes));
  } catch {
    event = undefined;
  }
  const e = event as Partial<UnknownWebhookEvent> | undefined;
  if (!e || typeof e.id !== 'string' || typeof e.type !== 'string' || typeof e.timestamp !== 'string') {
    throw new KeyholdError(
      'INVALID_INPUT',
      'The signed webhook body is not an event {id, type, timestamp, data}.',
      {
        status: 400,
      },
    );
  }
  const at = Date.parse(e.timestamp);
  const now = options.now ?? Date.now();
  const maxAgeSeconds = options.maxAgeSeconds ?? WEBHOOK_MAX_AGE_SECONDS;
  const maxFutureSeconds = options.maxFutureSeconds ?? 300;
  if (Number.isNaN(at) || now - at > maxAgeSeconds * 1000 || at - now > maxFutureSeconds * 1000) {
    throw refused(
      'The webhook timestamp is outside the accepted window (older than the retry window, or a wrong clock).',
      { check: 'timestamp', timestamp: e.timestamp, maxAgeSeconds, maxFutureSeconds },
    );
  }
  if (options.replayGuard && (await options.replayGuard.seen(e.id))) {
    throw refused('This webhook delivery was already handled.', { check: 'replay', id: e.id });
  }
  return e as WebhookEvent | UnknownWebhookEvent;
}

/**
 * True when `verifyWebhook` refused a delivery only because its `id` was already handled (an honest retry
 * whose 2xx was lost, or a captured copy): answer it 2xx without doing the work again, so retries stop.
 *
 * @example
 * catch (error) { res.sendStatus(isWebhookReplay(error) ? 200 : 401) }
 */
export function isWebhookReplay(error: unknown): boolean {
  return (
    error instanceof KeyholdError &&
    error.code === 'INVALID_SIGNATURE' &&
    (error.details as { check?: unknown } | undefined)?.check === 'replay'
  );
}
