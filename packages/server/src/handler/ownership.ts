import { KeyholdError } from '@keyhold/protocol/errors';
import { RESOURCE_ID_SEGMENT } from '@keyhold/protocol';
import { answerOk, type ServiceAnswer } from '../client/service-answer.js';
import type { ServiceClient } from '../client/service-client.js';
import type { InternalAccount } from '../client/types.js';
import type { OwnershipCache } from './ownership-cache.js';
import { forbidden, parseUpstream, unknownQuote } from './responses.js';

const WALLET_ACCOUNT_PREFIX = /^(?:InternalAccount|EmbeddedWallet):/;
/** A service id as it may appear in a path (the protocol's one rule, shared with the core). */
export const ID_PATTERN = RESOURCE_ID_SEGMENT;
const ID = new RegExp(`^${ID_PATTERN}$`);

/** `InternalAccount:<uuid>` and `EmbeddedWallet:<uuid>` name the same wallet (service-interface §2.6). */
export function accountKey(id: string): string {
  return WALLET_ACCOUNT_PREFIX.test(id) ? id.replace(WALLET_ACCOUNT_PREFIX, 'account:') : id;
}

/** A service answer the ownership check already fetched, for the route to mirror instead of asking again. */
export type Prefetched = ServiceAnswer;

/**
 * Answers "does this belong to the signed-in customer?" for one request. Owners come from the shared
 * {@link OwnershipCache} when known (ids never change owner) and from the service otherwise, at most once
 * per request per list. Only the customer's EMBEDDED_WALLET accounts count as wallets: the wallet backend
 * never touches other account types. Unknown answers like foreign (403), never 404, so nobody learns
 * which of another customer's ids exist.
 */
export class Ownership {
  readonly #service: ServiceClient;
  readonly #customerId: string;
  readonly #cache: OwnershipCache | undefined;
  #accounts: Promise<InternalAccount[]> | undefined;

  constructor(service: ServiceClient, customerId: string, cache?: OwnershipCache) {
    this.#service = service;
    this.#customerId = customerId;
    this.#cache = cache;
  }

  /** The customer's EMBEDDED_WALLET accounts (listed once per request; each owner remembered). */
  accounts(): Promise<InternalAccount[]> {
    this.#accounts ??= (async () => {
      const found: InternalAccount[] = [];
      for await (const account of this.#service.customers.listInternalAccounts({
        customerId: this.#customerId,
        type: 'EMBEDDED_WALLET',
        limit: 100,
      })) {
        // Belt and braces: never trust a filter alone.
        if (
          (account.customerId === undefined || account.customerId === this.#customerId) &&
          account.type === 'EMBEDDED_WALLET'
        ) {
          found.push(account);
          await this.#remember('wallet', accountKey(account.id));
        }
      }
      return found;
    })();
    return this.#accounts;
  }

  async ownsAccount(accountId: string): Promise<boolean> {
    const key = accountKey(accountId);
    const cached = await this.#known('wallet', key);
    if (cached !== undefined) return cached;
    return (await this.accounts()).some((a) => accountKey(a.id) === key);
  }

  async requireAccount(accountId: string): Promise<void> {
    if (!(await this.ownsAccount(accountId))) {
      throw forbidden('This account does not belong to the signed-in customer.');
    }
  }

  /** Any internal account of the customer (all types), or one of the customer's external accounts. */
  async ownsDestination(accountId: string): Promise<boolean> {
    const key = accountKey(accountId);
    const cached = await this.#known('destination', key);
    if (cached !== undefined) return cached;
    for await (const account of this.#service.customers.listInternalAccounts({
      customerId: this.#customerId,
      limit: 100,
    })) {
      if (account.customerId !== undefined && account.customerId !== this.#customerId) continue;
      if (accountKey(account.id) === key) {
        await this.#remember('destination', key);
        return true;
      }
    }
    if (!ID.test(accountId) || accountId.includes('%')) return false;
    const upstream = await this.#service.transport.send('GET', `/customers/external-accounts/${accountId}`, {
      noRetry: true,
    });
    if (upstream.status === 404 || upstream.status === 400) return false;
    if (!answerOk(upstream)) {
      throw new KeyholdError('SERVICE_ERROR', 'The external account could not be looked up.', {
        status: upstream.status,
      });
    }
    const owner = parseUpstream(upstream.body).customerId;
    if (typeof owner === 'string') await this.#cache?.set(`destination:${key}`, owner);
    return owner === this.#customerId;
  }

  async requireCredential(id: string): Promise<void> {
    const cached = await this.#known('credential', id);
    if (cached === true) return;
    if (cached === false) throw notMine('credential');
    for (const account of await this.accounts()) {
      const { data } = await this.#service.auth.credentials.list(account.id);
      for (const c of data) await this.#remember('credential', c.id);
      if (data.some((c) => c.id === id)) return;
    }
    throw notMine('credential');
  }

  async requireSession(id: string): Promise<void> {
    const cached = await this.#known('session', id);
    if (cached === true) return;
    if (cached === false) throw notMine('session');
    for (const account of await this.accounts()) {
      const { data } = await this.#service.auth.sessions.list(account.id);
      for (const s of data) await this.#remember('session', s.id);
      if (data.some((s) => s.id === id)) return;
    }
    throw notMine('session');
  }

  /**
   * A quote is the customer's when it is paid from one of their wallets. Known owners cost nothing;
   * otherwise the quote is read (and handed back, so a read route need not read it twice). A quote the
   * service does not know is refused like a foreign one; another failure is handed back to be mirrored.
   */
  async requireQuote(id: string): Promise<Prefetched | undefined> {
    const cached = await this.#known('quote', id);
    if (cached === true) return undefined;
    if (cached === false) throw unknownQuote();
    const fetched = await this.#service.transport.send('GET', `/quotes/${id}`, { noRetry: true });
    if (fetched.status === 404) throw unknownQuote();
    if (fetched.status < 200 || fetched.status > 299) return fetched;
    const source = parseUpstream(fetched.body).source as Record<string, unknown> | undefined;
    const accountId = source?.accountId;
    if (typeof accountId !== 'string' || !(await this.ownsAccount(accountId))) throw unknownQuote();
    await this.#remember('quote', id);
    return fetched;
  }

  /** A transaction is the customer's when the service says so (`customerId`); read like a quote. */
  async requireTransaction(id: string): Promise<Prefetched | undefined> {
    const cached = await this.#known('transaction', id);
    if (cached === true) return undefined;
    if (cached === false) throw notMine('transaction');
    const fetched = await this.#service.transport.send('GET', `/transactions/${id}`, { noRetry: true });
    if (fetched.status === 404) throw notMine('transaction');
    if (fetched.status < 200 || fetched.status > 299) return fetched;
    const owner = parseUpstream(fetched.body).customerId;
    if (typeof owner === 'string') await this.#cache?.set(`transaction:${id}`, owner);
    if (owner !== this.#customerId) throw notMine('transaction');
    return fetched;
  }

  /** true: the customer's; false: someone else's; undefined: not known here. */
  async #known(kind: string, id: string): Promise<boolean | undefined> {
    if (!this.#cache) return undefined;
    const owner = await this.#cache.get(`${kind}:${id}`);
    return owner === undefined ? undefined : owner === this.#customerId;
  }

  async #remember(kind: string, id: string): Promise<void> {
    await this.#cache?.set(`${kind}:${id}`, this.#customerId);
  }
}

function notMine(kind: 'credential' | 'session' | 'transaction'): KeyholdError {
  return forbidden(`This ${kind} does not belong to the signed-in customer.`);
}
