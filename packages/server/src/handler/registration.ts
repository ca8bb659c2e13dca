import { REQUEST_ID_HEADER } from '@keyhold/protocol';
import { fromBase64Url, toBase64Url, utf8Decode, utf8Encode } from '@keyhold/protocol/crypto';
import type { KeyValueStore } from '../store/key-value-store.js';
import type { ServiceClient } from '../client/service-client.js';
import type { Answer } from './answer.js';
import type { Context } from './context.js';
import { OutstandingChallenges } from './outstanding-challenges.js';
import { accountKey } from './ownership.js';
import { challengeInvalid, invalidInput, json, requireString } from './responses.js';

interface RegistrationRecord {
  accountId: string;
  customerId: string;
  expiresAt: number;
}

/** Forwards the current call as given (the route table's `forward`, bound to the service). */
export type ForwardAs = (ctx: Context, method: string, path: string) => Promise<Answer>;

/**
 * Passkey registration challenges: issued here (`POST /passkeys/registration-options`) and accepted
 * once, for the account they were issued for, within their lifetime, when the PASSKEY credential is
 * created. A signed retry (the account already had a credential: 202) re-arms the same challenge for
 * exactly that `requestId`.
 */
export class PasskeyRegistration {
  readonly #store: KeyValueStore;
  readonly #service: ServiceClient;
  readonly #outstanding: OutstandingChallenges;
  readonly #ttlMs: number;
  readonly #rp: { id: string; name: string };

  constructor(options: {
    store: KeyValueStore;
    service: ServiceClient;
    ttlMs: number;
    maxPerCustomer: number;
    rpId: string;
    rpName: string;
  }) {
    this.#store = options.store;
    this.#service = options.service;
    this.#ttlMs = options.ttlMs;
    this.#outstanding = new OutstandingChallenges(options.maxPerCustomer);
    this.#rp = { id: options.rpId, name: options.rpName };
  }

  /** `POST /passkeys/registration-options` (the account's ownership is already checked). */
  async options(ctx: Context): Promise<Answer> {
    const body = ctx.json ?? {};
    const accountId = requireString(body, 'accountId');
    const nickname = body.nickname;
    if (nickname !== undefined && (typeof nickname !== 'string' || nickname.length > 256)) {
      throw invalidInput('nickname must be a string of at most 256 characters.', 'nickname');
    }
    const challenge = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    const record: RegistrationRecord = {
      accountId,
      customerId: ctx.customerId,
      expiresAt: Date.now() + this.#ttlMs,
    };
    // Counted before the store is written, in the same synchronous turn as the check, so parallel
    // requests of one customer cannot all pass the cap.
    this.#outstanding.add(ctx.customerId, challenge, record.expiresAt);
    try {
      await this.#store.set(`reg:${challenge}`, JSON.stringify(record), this.#ttlMs);
    } catch (err) {
      this.#outstanding.remove(ctx.customerId, challenge);
      throw err;
    }
    let userName = typeof nickname === 'string' && nickname ? nickname : accountId;
    try {
      const customer = await this.#service.customers.retrieve(ctx.customerId);
      if (typeof customer.email === 'string' && customer.email) userName = customer.email;
    } catch {
      // The name shown by the authenticator is cosmetic; registration works without it.
    }
    return json(200, {
      options: {
        challenge,
        rp: this.#rp,
        user: {
          id: toBase64Url(utf8Encode(accountId)),
          name: userName,
          displayName: typeof nickname === 'string' && nickname ? nickname : userName,
        },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        timeout: this.#ttlMs,
        attestation: 'none',
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        excludeCredentials: [],
        hints: [],
        extensions: { credProps: true },
      },
    });
  }

  /** `POST /auth/credentials` with `type: PASSKEY`: the issued challenge, once, then forwarded. */
  async createCredential(ctx: Context, accountId: string, forward: ForwardAs): Promise<Answer> {
    const body = ctx.json ?? {};
    const challenge = body.challenge;
    if (typeof challenge !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(challenge)) {
      throw challengeInvalid(
        'A PASSKEY credential needs the `challenge` issued by /passkeys/registration-options.',
      );
    }
    // Spent on what it means: the issued bytes have one spelling, and any other is refused outright.
    if (toBase64Url(fromBase64Url(challenge)) !== challenge) {
      throw challengeInvalid('The challenge must be spelled exactly as issued (canonical base64url).');
    }
    if (clientDataChallenge(body.attestation) !== challenge) {
      throw challengeInvalid('The attestation’s clientDataJson does not carry the issued challenge.');
    }
    const requestId = ctx.request.headers.get(REQUEST_ID_HEADER);
    const key = requestId === null ? `reg:${challenge}` : `reg-retry:${challenge}:${requestId}`;
    const raw = await this.#store.consume(key);
    const record = raw === null ? null : (JSON.parse(raw) as RegistrationRecord);
    if (record) this.#outstanding.remove(record.customerId, challenge);
    if (!record || record.expiresAt <= Date.now()) {
      throw challengeInvalid(
        'This registration challenge was not issued here, was already used or has expired.',
      );
    }
    if (record.customerId !== ctx.customerId || accountKey(record.accountId) !== accountKey(accountId)) {
      throw challengeInvalid('This registration challenge was issued for another account.');
    }
    const answer = await forward(ctx, 'POST', '/auth/credentials');
    if (answer.status !== 202) return answer;
    let pending: { requestId?: unknown; expiresAt?: unknown } = {};
    try {
      pending = JSON.parse(utf8Decode(answer.body ?? new Uint8Array())) as typeof pending;
    } catch {
      // Without a requestId the retry cannot be matched; the browser then starts over.
    }
    if (typeof pending.requestId === 'string') {
      const until = typeof pending.expiresAt === 'string' ? Date.parse(pending.expiresAt) : NaN;
      const ttl = Math.max(
        Math.min(Number.isNaN(until) ? this.#ttlMs : until - Date.now(), 2 * this.#ttlMs),
        1000,
      );
      const armed: RegistrationRecord = { ...record, expiresAt: Date.now() + ttl };
      await this.#store.set(`reg-retry:${challenge}:${pending.requestId}`, JSON.stringify(armed), ttl);
    }
    return answer;
  }
}

function clientDataChallenge(attestation: unknown): string | undefined {
  if (!attestation || typeof attestation !== 'object') return undefined;
  const clientDataJson = (attestation as Record<string, unknown>).clientDataJson;
  if (typeof clientDataJson !== 'string') return undefined;
  try {
    const clientData = JSON.parse(utf8Decode(fromBase64Url(clientDataJson))) as Record<string, unknown>;
    if (clientData.type !== 'webauthn.create') return undefined;
    return typeof clientData.challenge === 'string' ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}
