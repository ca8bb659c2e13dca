// Webhooks arriving at the demo backend: the raw body is verified against the service's public key
// (ECDSA P-256 over SHA-256, base64 DER in `Service-Webhook-Signature`) before anything reads it, and
// kept (verified or not) for the webhooks screen. A page sees the events that name its customer.
import { createPublicKey, verify } from 'node:crypto';

export const WEBHOOK_PATH = '/webhooks/service';
const SIGNATURE_HEADER = 'service-webhook-signature';
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * @typedef {{ id: string, type: string, timestamp: string, receivedAt: string, verified: boolean,
 *   problem: string | null, data: unknown, raw: string }} ReceivedWebhook
 */

/**
 * @param {{ publicKey: () => Promise<string | null> }} options `publicKey` gives the PEM (from the
 *   environment, or the sandbox's `/_sandbox/webhook-key`), null when unknown.
 */
export function createWebhookInbox({ publicKey, limit = 1000 }) {
  /** @type {ReceivedWebhook[]} */
  const received = [];
  /** @type {Map<string, string>} SANDBOX.PING ids → the customer who asked for it */
  const pingOwners = new Map();

  async function check(raw, signature) {
    if (!signature) return 'The request carried no signature.';
    const pem = await publicKey();
    if (!pem) return 'No webhook public key is configured, so the signature could not be checked.';
    try {
      const ok = verify('sha256', raw, createPublicKey(pem), Buffer.from(signature, 'base64'));
      return ok ? null : 'The signature does not match the body.';
    } catch {
      return 'The signature is malformed.';
    }
  }

  return {
    /** The node handler of `POST /webhooks/service`: 204 once stored, 400 for a body that is not JSON. */
    async handle(req, res) {
      const chunks = [];
      let size = 0;
      for await (const chunk of req) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          res.writeHead(413, { connection: 'close' }).end();
          return;
        }
        chunks.push(chunk);
      }
      const raw = Buffer.concat(chunks);
      const problem = await check(raw, req.headers[SIGNATURE_HEADER]);
      let event;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
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
      });
      if (received.length > limit) received.splice(0, received.length - limit);
      // A 2xx only for a verified event: the service retries the others, as it should.
      res.writeHead(problem === null ? 204 : 401).end();
    },
    /** Marks a test event (SANDBOX.PING) as asked for by `customerId`. */
    claimPing(webhookId, customerId) {
      pingOwners.set(webhookId, customerId);
    },
    /**
     * The events that concern a customer: their data names one of `markers` (the customer id, account ids,
     * agent ids, UMA address), or a test event that customer sent.
     */
    listFor(customerId, markers) {
      return received.filter(
        (w) => pingOwners.get(w.id) === customerId || markers.some((m) => m && w.raw.includes(m)),
      );
    },
  };
}
