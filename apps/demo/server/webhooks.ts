// Webhooks arriving at the demo backend, checked with the kit's `verifyWebhook` (signature over the raw
// body with the service's public key, the event's timestamp inside the retry window, the id not handled
// before) before anything reads them, and kept (verified or not) for the webhooks screen. A page sees the
// events that name its customer.
import { createPublicKey } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { MemoryWebhookReplayGuard, isKeyholdError, isWebhookReplay, verifyWebhook } from '@keyhold/server';

export const WEBHOOK_PATH = '/webhooks/service';
const MAX_BODY_BYTES = 1024 * 1024;

/** A delivery as the webhooks screen shows it, verified or not. */
export interface ReceivedWebhook {
  id: string;
  type: string;
  timestamp: string;
  receivedAt: string;
  verified: boolean;
  problem: string | null;
  data: unknown;
  raw: string;
  signature: string;
}

export type WebhookInbox = ReturnType<typeof createWebhookInbox>;

interface Delivery {
  id?: unknown;
  type?: unknown;
  timestamp?: unknown;
  data?: unknown;
}

/** The key as `verifyWebhook` takes it: hex as the sandbox publishes it, or the bytes of a PEM. */
export function webhookKeyBytes(key: string): string | Uint8Array {
  if (!key.includes('BEGIN')) return key;
  const { x, y } = createPublicKey(key).export({ format: 'jwk' });
  return new Uint8Array([4, ...Buffer.from(x!, 'base64url'), ...Buffer.from(y!, 'base64url')]);
}

/** Why a delivery was refused, in words for the screen. */
function problemOf(error: unknown): string {
  const check = isKeyholdError(error) ? (error.details as { check?: unknown } | undefined)?.check : undefined;
  switch (check) {
    case 'signature-missing':
      return 'The request carried no signature.';
    case 'signature-malformed':
      return 'The signature is malformed.';
    case 'signature':
      return 'The signature does not match the body.';
    case 'timestamp':
      return 'The event is older than the retry window, or its clock is ahead of ours.';
    default:
      return isKeyholdError(error) && error.code === 'INVALID_INPUT'
        ? 'The signed body is not an event.'
        : 'The signature could not be checked.';
  }
}

/**
 * `publicKey` gives the key (hex or PEM bytes; from the environment, or the sandbox's
 * `/_sandbox/webhook-key`), null when unknown; `now` the service's clock (the sandbox's can be moved days
 * ahead).
 */
export function createWebhookInbox({
  publicKey,
  now = async () => Date.now(),
  limit = 1000,
}: {
  publicKey: () => Promise<string | Uint8Array | null>;
  now?: () => Promise<number>;
  limit?: number;
}) {
  const received: ReceivedWebhook[] = [];
  /** SANDBOX.PING ids → the customer who asked for it */
  const pingOwners = new Map<string, string>();
  const replayGuard = new MemoryWebhookReplayGuard();

  /** The verified event, or why it was refused; `replay` when its id was already handled. */
  async function check(
    raw: Uint8Array,
    headers: IncomingHttpHeaders,
  ): Promise<{ event?: Delivery; problem?: string; replay?: boolean }> {
    const key = await publicKey();
    if (!key)
      return { problem: 'No webhook public key is configured, so the signature could not be checked.' };
    try {
      return { event: await verifyWebhook(raw, headers, key, { replayGuard, now: await now() }) };
    } catch (error) {
      if (isWebhookReplay(error)) return { replay: true };
      return { problem: problemOf(error) };
    }
  }

  return {
    /** The node handler of `POST /webhooks/service`: 204 once stored, 400 for a body that is not JSON. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          res.writeHead(413, { connection: 'close' }).end();
          return;
        }
        chunks.push(chunk);
      }
      const raw = Buffer.concat(chunks);
      const {
        event: verified,
        problem = null,
        replay = false,
      } = await check(new Uint8Array(raw), req.headers);
      // Already handled (a retry whose answer was lost, or a replay): acknowledged, not kept twice.
      if (replay) {
        res.writeHead(200).end();
        return;
      }
      let event: Delivery | undefined = verified;
      if (!event) {
        try {
          event = JSON.parse(raw.toString('utf8')) as Delivery;
        } catch {
          res.writeHead(400).end();
          return;
        }
      }
      received.push({
        id: String(event?.id ?? ''),
        type: String(event?.type ?? ''),
        timestamp: String(event?.timestamp ?? ''),
        receivedAt: new Date().toISOString(),
        verified: problem === null,
        problem,
        data: event?.data ?? null,
        raw: raw.toString('utf8'),
        // Public (anyone with the key can check it); kept so a delivery can be shown exactly as it came.
        signature: String(req.headers['service-webhook-signature'] ?? ''),
      });
      if (received.length > limit) received.splice(0, received.length - limit);
      if (problem === null) await replayGuard.markHandled(String(event?.id));
      // A 2xx only for a verified event: the service retries the others, as it should.
      res.writeHead(problem === null ? 204 : 401).end();
    },
    /** Marks a test event (SANDBOX.PING) as asked for by `customerId`. */
    claimPing(webhookId: string, customerId: string): void {
      pingOwners.set(webhookId, customerId);
    },
    /**
     * The events that concern a customer: their data names one of `markers` (the customer id, account ids,
     * agent ids, UMA address), or a test event that customer sent.
     */
    listFor(customerId: string, markers: readonly (string | null | undefined)[]): ReceivedWebhook[] {
      return received.filter(
        (w) => pingOwners.get(w.id) === customerId || markers.some((m) => m && w.raw.includes(m)),
      );
    },
  };
}
